// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/problem.h"
#include "core/valueranges.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace RigPlan {

enum class Presence
{
    Optional,
    Required
};

/**
 * Reads typed fields of one JSON object and records every problem under its path, so a reader can
 * validate a whole file and report all that is wrong in one go.
 */
class JsonFields
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::JsonFields)

public:
    JsonFields(const QJsonObject &object, QString path, Problems *problems);

    /** `path.key`, or `key` at the top level. */
    QString pathOf(QStringView key) const;
    static QString indexPath(const QString &arrayPath, qsizetype index);
    /** Fields of a nested object, reporting into the same problem list. */
    JsonFields nested(const QJsonObject &object, const QString &path) const { return { object, path, m_problems }; }
    /** Objects of an array field, each with its indexed path; non-objects are reported and skipped. */
    QList<JsonFields> objects(QStringView key, Presence presence, const ValueRange &count);
    const QJsonObject &json() const { return m_object; }
    const QString &path() const { return m_path; }
    bool has(QStringView key) const { return m_object.contains(key); }
    QJsonValue value(QStringView key) const { return m_object.value(key); }

    std::optional<QString> string(QStringView key, Presence presence);
    std::optional<QString> partId(QStringView key, Presence presence);
    /** A number within `range` (docs/format-extensions.md, "Ranges"); whole where the range says so. */
    std::optional<double> number(QStringView key, Presence presence, const ValueRange &range);
    std::optional<int> integer(QStringView key, Presence presence, const ValueRange &range);
    /** An array of at most `count.max` entries. */
    std::optional<QJsonArray> array(QStringView key, Presence presence, const ValueRange &count);
    std::optional<bool> boolean(QStringView key, Presence presence);
    std::optional<QJsonArray> array(QStringView key, Presence presence);
    std::optional<QJsonObject> object(QStringView key, Presence presence);
    /** A string that must be one of `choices`; returns its index. */
    std::optional<int> choice(QStringView key, Presence presence, const QStringList &choices);

    void problem(const QString &path, const QString &message);
    void problemAt(QStringView key, const QString &message) { problem(pathOf(key), message); }

    // The shared wording of problems, also used by readers that check values themselves.
    static QString rangeMessage(const ValueRange &range, const QJsonValue &got);
    static QString oneOfMessage(const QStringList &choices);

private:
    /** The field's value when it is given and not null; otherwise records what is missing. One lookup. */
    std::optional<QJsonValue> present(QStringView key, Presence presence);

    QJsonObject m_object;
    QString m_path;
    Problems *m_problems;
};

} // namespace RigPlan
