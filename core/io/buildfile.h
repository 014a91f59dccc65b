// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/io/problem.h"

#include <QByteArray>
#include <QCoreApplication>

#include <optional>

namespace RigPlan {

class PartCatalog;

/** What reading a build file gives: the build, or every problem and no build. */
struct BuildLoadResult
{
    std::optional<Build> build;
    Problems problems;
    bool ok() const { return build.has_value(); }
    /** Every problem as `path: what is wrong`, one a line (what dialogs show). */
    QString problemLines() const
    {
        QStringList lines;
        for (const Problem &p : problems)
            lines << p.toString();
        return lines.join(u'\n');
    }
};

/** The `.rigbuild` format of shared/spec/build-format.md, version 1. */
class BuildFile
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::BuildFile)

public:
    static constexpr int kVersion = 1;
    static constexpr QStringView kFormat = u"rigplan-build";

    /**
     * Parses and validates `data`; part ids must resolve in `catalog` or the file's own `parts`.
     * `requireChassis`: case, board, cpu and psus are required (as `check` needs them).
     */
    static BuildLoadResult read(const QByteArray &data, const PartCatalog &catalog, bool requireChassis);
    static BuildLoadResult readFile(const QString &fileName, const PartCatalog &catalog, bool requireChassis);

    static QByteArray write(const Build &build);
    /** Atomic: the old file stays whole until the new one is complete (QSaveFile). */
    static bool writeFile(const Build &build, const QString &fileName, QString *error);
};

} // namespace RigPlan
