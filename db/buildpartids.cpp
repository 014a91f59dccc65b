// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/buildpartids.h"

#include <QJsonArray>
#include <QSet>

namespace RigPlan::Db::BuildPartIds {

QStringList catalogIds(const QJsonObject &build)
{
    QSet<QString> inlineIds;
    for (const QJsonValue &p : build.value(u"parts").toArray())
        inlineIds.insert(p.toObject().value(u"id").toString());
    QStringList ids;
    const auto add = [&](const QJsonValue &v) {
        const QString id = v.toString();
        if (!id.isEmpty() && !inlineIds.contains(id) && !ids.contains(id))
            ids.append(id);
    };
    for (const char16_t *key : { u"case", u"board", u"cpu", u"baseline" })
        add(build.value(QStringView(key)));
    // A PSU is an id or {"part": id, "circuit": k} (build-format.md).
    for (const QJsonValue &psu : build.value(u"psus").toArray())
        add(psu.isObject() ? psu.toObject().value(u"part") : psu);
    for (const QJsonValue &gpu : build.value(u"gpus").toArray())
        add(gpu.toObject().value(u"part"));
    add(build.value(u"psuSync").toObject().value(u"adapter"));
    return ids;
}

} // namespace RigPlan::Db::BuildPartIds
