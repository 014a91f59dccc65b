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
    Problems found;
    const std::optional<QJsonObject> object
        = StrictJson::readObject(json, tr("the stored part is not a JSON object"), &found);
    std::optional<Part> part;
    if (object)
        part = PartJson::read(*object, path, &found);
    for (Problem p : found) {
        if (p.path.isEmpty()) // the JSON reader's own problems have no path: say which part
            p.path = path;
        problems->append(p);
    }
    return found.isEmpty() ? part : std::nullopt;
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
