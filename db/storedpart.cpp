// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/storedpart.h"

#include "core/io/partjson.h"
#include "core/io/strictjson.h"
#include "core/valueranges.h"

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

std::optional<Part> StoredPart::read(const QByteArray &json, const QString &id, Problems *problems)
{
    const QString path = u"parts[%1]"_s.arg(id);
    Problems syntax;
    const std::optional<QJsonObject> object
        = StrictJson::readObject(json, tr("the stored part is not a JSON object"), &syntax);
    // The JSON reader's paths are within the stored text ("id" given twice): say which part they are in.
    for (Problem p : std::as_const(syntax)) {
        p.path = p.path.isEmpty() ? path : path + u'.' + p.path;
        problems->append(p);
    }
    if (!object || !syntax.isEmpty())
        return std::nullopt;
    Problems fields;
    std::optional<Part> part = PartJson::read(*object, path, &fields);
    problems->append(fields);
    return fields.isEmpty() ? part : std::nullopt;
}

std::optional<double> StoredPart::price(const QVariant &value, const QString &id, QString *problem)
{
    if (value.isNull())
        return std::nullopt;
    // SQLite keeps what it was given where it cannot convert it: text stays text in a REAL column.
    const int type = value.typeId();
    const bool number = type == QMetaType::Double || type == QMetaType::LongLong || type == QMetaType::Int
        || type == QMetaType::ULongLong || type == QMetaType::UInt;
    const double usd = value.toDouble();
    if (number && Ranges::PriceUsd.contains(usd))
        return usd;
    const QString shown = number ? QString::number(usd, 'g', 6) : u"\"%1\""_s.arg(value.toString().left(40));
    *problem = tr("the stored price of %1, %2, is not %3; it is not used").arg(id, shown, Ranges::PriceUsd.expected());
    return std::nullopt;
}

} // namespace RigPlan::Db
