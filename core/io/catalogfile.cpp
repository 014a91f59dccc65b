// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/catalogfile.h"

#include "core/io/jsonfields.h"
#include "core/io/partjson.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>

#include <limits>

namespace RigPlan {

CatalogLoadResult CatalogFile::read(const QByteArray &data)
{
    CatalogLoadResult result;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        result.problems.append({ QString(), tr("not a JSON object: %1").arg(error.errorString()) });
        return result;
    }
    JsonFields top(doc.object(), QString(), &result.problems);
    const std::optional<QString> format = top.string(u"format", Presence::Required);
    if (format && *format != kFormat)
        top.problemAt(u"format", tr("must be \"%1\"").arg(kFormat.toString()));
    const std::optional<int> version = top.integer(u"version", Presence::Required, 1, std::numeric_limits<int>::max());
    if (version && *version > kVersion)
        top.problemAt(u"version", tr("version %1 is newer than this RigPlan reads (%2)").arg(*version).arg(kVersion));
    CatalogData catalog;
    catalog.catalogVersion
        = top.integer(u"catalogVersion", Presence::Optional, 0, std::numeric_limits<int>::max()).value_or(0);
    if (!result.problems.isEmpty())
        return result;
    QSet<QString> ids;
    for (const JsonFields &p : top.objects(u"parts", Presence::Required)) {
        std::optional<Part> part = PartJson::read(p.json(), p.path(), &result.problems);
        if (!part)
            continue;
        if (ids.contains(part->id)) {
            result.problems.append({ p.pathOf(u"id"), tr("'%1' is defined twice").arg(part->id) });
            continue;
        }
        ids.insert(part->id);
        catalog.parts.append(std::move(*part));
    }
    if (result.problems.isEmpty())
        result.catalog = std::move(catalog);
    return result;
}

CatalogLoadResult CatalogFile::readFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        CatalogLoadResult result;
        result.problems.append({ fileName, tr("cannot be read: %1").arg(file.errorString()) });
        return result;
    }
    return read(file.readAll());
}

} // namespace RigPlan
