// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/partrecord.h"

#include "core/io/partjson.h"

#include <QJsonDocument>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

PartRecord PartRecord::from(const Part &part)
{
    PartRecord r;
    r.id = part.id;
    r.kind = RigPlan::toString(part.kind());
    r.name = part.name;
    if (const GpuSpec *gpu = part.gpu())
        r.family = gpu->family;
    r.priceUsd = part.priceUsd;
    r.json = QJsonDocument(PartJson::write(part)).toJson(QJsonDocument::Compact);
    return r;
}

QString toString(PartOrigin origin)
{
    return origin == PartOrigin::Bundled ? u"bundled"_s : u"custom"_s;
}

std::optional<PartOrigin> partOriginFromString(QStringView text)
{
    if (text == u"bundled")
        return PartOrigin::Bundled;
    if (text == u"custom")
        return PartOrigin::Custom;
    return std::nullopt;
}

} // namespace RigPlan::Db
