// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/jsonfields.h"

#include "core/part.h"
#include "core/valueranges.h"

#include <cmath>
#include <limits>

namespace RigPlan {

JsonFields::JsonFields(const QJsonObject &object, QString path, Problems *problems)
    : m_object(object)
    , m_path(std::move(path))
    , m_problems(problems)
{
}

QString JsonFields::pathOf(QStringView key) const
{
    return m_path.isEmpty() ? key.toString() : m_path + u'.' + key;
}

QString JsonFields::indexPath(const QString &arrayPath, qsizetype index)
{
    return arrayPath + u'[' + QString::number(index) + u']';
}

void JsonFields::problem(const QString &path, const QString &message)
{
    m_problems->append({ path, message });
}

std::optional<QJsonValue> JsonFields::present(QStringView key, Presence presence)
{
    QJsonValue v = m_object.value(key);
    if (v.isNull()) {
        // null is neither a value nor "not given": a reader that guessed would not read the file exactly.
        problemAt(key,
            presence == Presence::Required ? tr("is null; a value is required here")
                                           : tr("is null; give a value or leave the field out"));
        return std::nullopt;
    }
    if (!v.isUndefined())
        return v;
    if (presence == Presence::Required)
        problemAt(key, tr("is required"));
    return std::nullopt;
}

QString JsonFields::rangeMessage(const ValueRange &range, const QJsonValue &got)
{
    const QString expected = tr("must be %1").arg(range.expected());
    if (got.isDouble()) {
        // Every digit the file gave (5000.0000001 is not 5000), in fixed notation where that stays short.
        const double v = got.toDouble();
        const char format = v == 0 || (std::abs(v) >= 1e-6 && std::abs(v) < 1e15) ? 'f' : 'g';
        return tr("%1, not %2").arg(expected, QString::number(v, format, QLocale::FloatingPointShortest));
    }
    return expected;
}

QString JsonFields::oneOfMessage(const QStringList &choices)
{
    return tr("must be one of: %1").arg(choices.join(QStringLiteral(", ")));
}

std::optional<QString> JsonFields::string(QStringView key, Presence presence)
{
    const std::optional<QJsonValue> given = present(key, presence);
    if (!given)
        return std::nullopt;
    const QJsonValue &v = *given;
    if (!v.isString()) {
        problemAt(key, tr("must be a string"));
        return std::nullopt;
    }
    return v.toString();
}

std::optional<QString> JsonFields::partId(QStringView key, Presence presence)
{
    std::optional<QString> id = string(key, presence);
    if (id && !isValidPartId(*id)) {
        problemAt(key, partIdProblem(*id));
        return std::nullopt;
    }
    return id;
}

std::optional<double> JsonFields::number(QStringView key, Presence presence, const ValueRange &range)
{
    const std::optional<QJsonValue> given = present(key, presence);
    if (!given)
        return std::nullopt;
    const QJsonValue &v = *given;
    if (!v.isDouble() || !range.contains(v.toDouble())) {
        problemAt(key, rangeMessage(range, v));
        return std::nullopt;
    }
    return v.toDouble();
}

std::optional<int> JsonFields::integer(QStringView key, Presence presence, const ValueRange &range)
{
    Q_ASSERT(range.whole && range.max <= std::numeric_limits<int>::max());
    const std::optional<double> d = number(key, presence, range);
    return d ? std::optional(roundToInt(*d)) : std::nullopt; // whole and in range already
}

std::optional<bool> JsonFields::boolean(QStringView key, Presence presence)
{
    const std::optional<QJsonValue> given = present(key, presence);
    if (!given)
        return std::nullopt;
    const QJsonValue &v = *given;
    if (!v.isBool()) {
        problemAt(key, tr("must be true or false"));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QJsonArray> JsonFields::array(QStringView key, Presence presence)
{
    const std::optional<QJsonValue> given = present(key, presence);
    if (!given)
        return std::nullopt;
    const QJsonValue &v = *given;
    if (!v.isArray()) {
        problemAt(key, tr("must be an array"));
        return std::nullopt;
    }
    return v.toArray();
}

std::optional<QJsonObject> JsonFields::object(QStringView key, Presence presence)
{
    const std::optional<QJsonValue> given = present(key, presence);
    if (!given)
        return std::nullopt;
    const QJsonValue &v = *given;
    if (!v.isObject()) {
        problemAt(key, tr("must be an object"));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> JsonFields::array(QStringView key, Presence presence, const ValueRange &count)
{
    std::optional<QJsonArray> items = array(key, presence);
    if (items && items->size() > count.max) {
        problemAt(key, tr("has %1 entries; at most %2 are read").arg(items->size()).arg(count.max));
        return std::nullopt;
    }
    return items;
}

QList<JsonFields> JsonFields::objects(QStringView key, Presence presence, const ValueRange &count)
{
    QList<JsonFields> out;
    const std::optional<QJsonArray> items = array(key, presence, count);
    if (!items)
        return out;
    const QString arrayPath = pathOf(key);
    for (qsizetype i = 0; i < items->size(); ++i) {
        const QString path = indexPath(arrayPath, i);
        if (items->at(i).isObject())
            out.append(nested(items->at(i).toObject(), path));
        else
            problem(path, tr("must be an object"));
    }
    return out;
}

std::optional<int> JsonFields::choice(QStringView key, Presence presence, const QStringList &choices)
{
    const std::optional<QJsonValue> given = present(key, presence);
    if (!given)
        return std::nullopt;
    const QJsonValue &v = *given;
    const qsizetype index = v.isString() ? choices.indexOf(v.toString()) : -1;
    if (index < 0) {
        problemAt(key, oneOfMessage(choices));
        return std::nullopt;
    }
    return static_cast<int>(index);
}

} // namespace RigPlan
