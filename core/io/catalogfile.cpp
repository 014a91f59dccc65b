// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/catalogfile.h"

#include "core/io/jsonfields.h"
#include "core/io/partjson.h"
#include "core/io/strictjson.h"

#include <QSet>

namespace RigPlan {

CatalogLoadResult CatalogFile::read(const QByteArray &data)
{
    CatalogLoadResult result;
    const std::optional<QJsonObject> object = StrictJson::readObject(
        data, tr("a catalog file is a JSON object, not an array or a value"), &result.problems);
    if (!object)
        return result;
    JsonFields top(*object, QString(), &result.problems);
    const std::optional<QString> format = top.string(u"format", Presence::Required);
    if (format && *format != kFormat)
        top.problemAt(u"format", tr("must be \"%1\"").arg(kFormat.toString()));
    const std::optional<int> version = top.integer(u"version", Presence::Required, Ranges::Version);
    if (version && *version > kVersion)
        top.problemAt(u"version", tr("version %1 is newer than this RigPlan reads (%2)").arg(*version).arg(kVersion));
    CatalogData catalog;
    catalog.catalogVersion = top.integer(u"catalogVersion", Presence::Optional, Ranges::CatalogVersion).value_or(0);
    if (!result.problems.isEmpty())
        return result;
    QSet<QString> ids;
    for (const JsonFields &p : top.objects(u"parts", Presence::Required, Ranges::PartCount)) {
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
    QByteArray data;
    QString error;
    if (!readFileAtMost(fileName, &data, &error)) {
        CatalogLoadResult result;
        result.problems.append({ QString(), error });
        return result;
    }
    return read(data);
}

} // namespace RigPlan
