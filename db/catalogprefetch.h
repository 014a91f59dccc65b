// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <future>

namespace RigPlan::Db {

/** A part parsed ahead of need, with the exact JSON it was parsed from. */
struct PrefetchedPart
{
    QByteArray json;
    Part part;
};
using PrefetchedParts = QHash<QString, PrefetchedPart>; // by part id

/**
 * Reads and parses every part of a RigPlan database on a thread of its own while the application
 * starts: before its window the app's main thread is busy with QApplication (the X connection) and
 * the database's checks, and parsing the catalog's JSON was its largest cost after them.
 *
 * It uses SQLite's own API on a read-only connection of its own: a Qt SQL connection belongs to the
 * thread that made it, and Qt's driver plugin is not loaded while QApplication is being built. It
 * never writes, and it waits for no lock: a busy or unreadable file just reads nothing.
 *
 * Nothing it reads is trusted. SqlPartCatalog::setPrefetched() adopts a part only where its own
 * connection reads, byte for byte, the JSON the part was parsed from; parsing is a function of those
 * bytes alone, so a migration, a catalog update or another RigPlan writing meanwhile costs a parse,
 * never a stale part. A part that does not parse is left for the catalog to parse and report.
 */
class CatalogPrefetch
{
public:
    /** Starts reading the database at `path`; a path that is no file (a first run) reads nothing. */
    explicit CatalogPrefetch(const QString &path);
    ~CatalogPrefetch(); // waits for the thread
    Q_DISABLE_COPY_MOVE(CatalogPrefetch)

    /** The parts read, waiting for the thread if it is still reading; later calls return nothing. */
    PrefetchedParts take();

    /** Reads and parses on the calling thread: what the thread runs, for tests. */
    static PrefetchedParts readAndParse(const QString &path);

private:
    std::future<PrefetchedParts> m_parsed;
};

} // namespace RigPlan::Db
