// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/opendb/opendbpartfile.h"

#include "core/io/strictjson.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

std::optional<OpenDbPart> OpenDbPartFile::read(const QByteArray &data, const QString &path, PartKind kind,
    const PartCatalog &reference, const QString &commit, Problems *problems)
{
    if (data.size() > kMaxBytes) {
        problems->append({ path, tr("is larger than %1 bytes; not an OpenDB part").arg(kMaxBytes) });
        return std::nullopt;
    }
    Problems found;
    std::optional<QJsonObject> file
        = StrictJson::readObject(data, tr("an OpenDB part is a JSON object; the top level here is not one"), &found);
    for (const Problem &p : found) // each under the file's name: an import reads hundreds
        problems->append({ p.path.isEmpty() ? path : path + u": "_s + p.path, p.message });
    if (!file)
        return std::nullopt;
    // Files are named after their id; older ones may lack the field.
    const QString id = file->value(u"opendb_id").toString(QFileInfo(path).completeBaseName());
    static const QRegularExpression uuid(u"^[0-9a-fA-F-]{8,64}$"_s);
    if (!uuid.match(id).hasMatch()) {
        problems->append({ path + u": opendb_id"_s, tr("'%1' is not an OpenDB id").arg(id) });
        return std::nullopt;
    }
    (*file)[u"opendb_id"] = id.toLower();
    return OpenDbMapping::map(kind, *file, reference, commit);
}

} // namespace RigPlan::Db
