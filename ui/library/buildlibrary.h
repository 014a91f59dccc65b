// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"

#include <QDateTime>
#include <QList>

#include <optional>

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Ui {

/**
 * Where the app keeps saved builds. The widgets see only this interface; the app plugs in the
 * SQLite build library (db/), so the ui layer never links SQL.
 */
class BuildLibrary
{
public:
    struct Entry
    {
        qint64 id = 0;
        QString name;
        QDateTime modified;
    };

    virtual ~BuildLibrary() = default;
    virtual QList<Entry> list(QString *error) const = 0;
    virtual std::optional<qint64> save(const Build &build, std::optional<qint64> id, QString *error) = 0;
    virtual std::optional<Build> load(qint64 id, const PartCatalog &catalog, QString *error) const = 0;
    virtual bool remove(qint64 id, QString *error) = 0;
};

} // namespace RigPlan::Ui
