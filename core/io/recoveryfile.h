// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/io/problem.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace RigPlan {

class PartCatalog;

/** What the crash-recovery file held at startup. */
struct RecoveryRead
{
    bool found = false; // there was a recovery file
    std::optional<Build> build; // readable: the unsaved build to offer back
    Problems problems; // unreadable: why
    QString keptAs; // unreadable: where it was moved; empty where it could not be moved (it stays put)
};

/**
 * The crash-recovery file: the app writes unsaved work aside after each edit (BuildFile::writeFile) and
 * reads it back here when it starts after a crash. It is the one file the app reads without being asked,
 * so it is read as strictly as any other and fuzzed (tests/fuzz/fuzz_recoveryfile.cpp).
 */
class RecoveryFile
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::RecoveryFile)

public:
    /**
     * Reads `fileName` as a build without requiring a chassis (unfinished work is still work). A file that
     * cannot be read is never deleted: it is renamed to `recovery-unreadable-<when>.rigbuild` in the same
     * folder (`-2`, `-3`, ... where that name is taken), since it may be the only copy of that work and a
     * later RigPlan may read it.
     */
    static RecoveryRead take(const QString &fileName, const PartCatalog &catalog, const QDateTime &when);
};

} // namespace RigPlan
