// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"
#include "db/databaseprobe.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <future>
#include <memory>
#include <optional>

namespace RigPlan::Db {

/**
 * A part parsed ahead of need, with the exact JSON it was parsed from. Held by pointer, so that the
 * catalog adopts the very object the other thread built: no copy, and no fresh memory on the main thread.
 */
struct PrefetchedPart
{
    QByteArray json;
    std::shared_ptr<Part> part;
};
using PrefetchedParts = QHash<QString, PrefetchedPart>; // by part id

/**
 * Checks, reads and parses every part of a RigPlan database on a thread of its own while the
 * application starts: before its window the app's main thread is busy with QApplication (the X
 * connection), and the database's quick_check and parsing the catalog's JSON were its largest costs
 * after it. The check comes first (probe()), so that Database::open waits for it and not for the parts.
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
class CatalogPrefetch : public ReadAhead
{
public:
    /**
     * Starts reading the database at `path`; a path that is no file (a first run) reads nothing. The
     * probe waits up to `busyTimeoutMs` for another connection's write, as Database::open would.
     */
    explicit CatalogPrefetch(const QString &path, int busyTimeoutMs);
    ~CatalogPrefetch() override; // waits for the thread
    Q_DISABLE_COPY_MOVE(CatalogPrefetch)

    /**
     * The probe's reading of the file, waiting for it if need be (for OpenOptions::readAhead). nullopt
     * when `path` is not the file this prefetch read, or there was no file when it looked.
     */
    std::optional<ProbeReading> probe(const QString &path) const override;
    /** Waits until the thread has read and closed the file (or never opened it). */
    void waitUntilClosed() const override;

    /** The parts read, waiting for the thread if it is still reading; later calls return nothing. */
    PrefetchedParts take();

    /** Reads and parses on the calling thread: what the thread runs, for tests. */
    static PrefetchedParts readAndParse(const QString &path);

private:
    QString m_path; // absolute
    std::shared_future<ProbeReading> m_probe;
    std::future<PrefetchedParts> m_parsed;
};

} // namespace RigPlan::Db
