// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/recoveryfile.h"

#include "core/io/buildfile.h"
#include "core/io/filekind.h"

#include <QFile>
#include <QFileInfo>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

/** Moves `fileName` to a free `recovery-unreadable-<when>[-N].rigbuild` beside it; the new name, or empty. */
QString keepAside(const QString &fileName, const QDateTime &when)
{
    const QString stem
        = QFileInfo(fileName).absolutePath() + u"/recovery-unreadable-"_s + when.toString(u"yyyyMMdd-HHmmss"_s);
    constexpr int kTries = 100; // two unreadable files within one second are rare; a hundred, a broken disk
    for (int n = 1; n <= kTries; ++n) {
        const QString aside = stem + (n == 1 ? QString() : u"-%1"_s.arg(n)) + u".rigbuild"_s;
        if (QFileInfo::exists(aside))
            continue;
        return QFile::rename(fileName, aside) ? aside : QString();
    }
    return {};
}

} // namespace

RecoveryRead RecoveryFile::take(const QString &fileName, const PartCatalog &catalog, const QDateTime &when)
{
    RecoveryRead result;
    if (!QFileInfo::exists(fileName))
        return result;
    result.found = true;
    // A FIFO would hold the app in open() before any window; a device is no build. Moved aside unread.
    if (!FileKind::nonRegular(fileName).isEmpty()) {
        result.problems.append({ QString(), tr("%1: not a regular file; it was not read").arg(fileName) });
        result.keptAs = keepAside(fileName, when);
        return result;
    }
    BuildLoadResult loaded = BuildFile::readFile(fileName, catalog, false);
    if (loaded.ok()) {
        result.build = std::move(loaded.build);
        return result;
    }
    result.problems = loaded.problems;
    result.keptAs = keepAside(fileName, when);
    return result;
}

} // namespace RigPlan
