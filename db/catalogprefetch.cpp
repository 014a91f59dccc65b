// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/catalogprefetch.h"

#include "core/io/partjson.h"
#include "db/migrations.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <sqlite3.h>

namespace RigPlan::Db {

namespace {

/** Closes the connection and finalizes the statement however the read ends. */
struct Connection
{
    sqlite3 *db = nullptr;
    sqlite3_stmt *statement = nullptr;
    ~Connection()
    {
        sqlite3_finalize(statement);
        sqlite3_close(db);
    }
};

/** How many parts the file holds, so that the table is sized once (0 when it cannot tell). */
qsizetype rowCount(sqlite3 *db)
{
    sqlite3_stmt *count = nullptr;
    qsizetype rows = 0;
    if (sqlite3_prepare_v2(db, "SELECT count(*) FROM parts", -1, &count, nullptr) == SQLITE_OK
        && sqlite3_step(count) == SQLITE_ROW)
        rows = sqlite3_column_int64(count, 0);
    sqlite3_finalize(count);
    return rows;
}

} // namespace

CatalogPrefetch::CatalogPrefetch(const QString &path, int busyTimeoutMs)
    : m_path(path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath())
{
    std::promise<ProbeReading> probed;
    m_probe = probed.get_future().share();
    m_parsed = std::async(std::launch::async, [path = m_path, busyTimeoutMs, probed = std::move(probed)]() mutable {
        if (path.isEmpty() || !QFileInfo(path).isFile()) {
            probed.set_value(ProbeReading {}); // no path: open() looks for itself
            return PrefetchedParts();
        }
        ProbeReading reading = readProbe(path, busyTimeoutMs);
        // Only a file open() takes as it is is parsed: none of a refused one would be adopted, and a
        // migration would rewrite the parts' rows anyway.
        const bool current = reading.sound() && reading.applicationId == Migrations::kApplicationId
            && reading.userVersion == Migrations::latestVersion();
        probed.set_value(std::move(reading));
        return current ? readAndParse(path) : PrefetchedParts();
    });
}

void CatalogPrefetch::waitUntilClosed() const
{
    if (m_parsed.valid())
        m_parsed.wait();
}

std::optional<ProbeReading> CatalogPrefetch::probe(const QString &path) const
{
    if (m_path.isEmpty() || path.isEmpty() || QFileInfo(path).absoluteFilePath() != m_path)
        return std::nullopt;
    const ProbeReading &reading = m_probe.get();
    if (reading.path.isEmpty())
        return std::nullopt;
    return reading;
}

CatalogPrefetch::~CatalogPrefetch()
{
    if (m_parsed.valid())
        m_parsed.wait();
}

PrefetchedParts CatalogPrefetch::take()
{
    return m_parsed.valid() ? m_parsed.get() : PrefetchedParts();
}

PrefetchedParts CatalogPrefetch::readAndParse(const QString &path)
{
    PrefetchedParts out;
    if (path.isEmpty() || !QFileInfo(path).isFile())
        return out;
    Connection c;
    // Read-only, and no mutex of SQLite's: the connection is this thread's alone. The default busy
    // handler is none: a file another connection is writing is left to the catalog's own reads.
    const QByteArray file = QFileInfo(path).absoluteFilePath().toUtf8();
    if (sqlite3_open_v2(file.constData(), &c.db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK)
        return out;
    // The same bytes SqlPartCatalog reads (CAST AS BLOB), so that a byte comparison decides adoption.
    if (sqlite3_prepare_v2(c.db, "SELECT id, CAST(json AS BLOB) FROM parts", -1, &c.statement, nullptr) != SQLITE_OK)
        return out;
    out.reserve(rowCount(c.db));
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(c.statement)) == SQLITE_ROW) {
        const auto *id = reinterpret_cast<const char *>(sqlite3_column_text(c.statement, 0));
        const void *blob = sqlite3_column_blob(c.statement, 1);
        const int size = sqlite3_column_bytes(c.statement, 1);
        if (!id || !blob || size <= 0)
            continue;
        QByteArray json(static_cast<const char *>(blob), size);
        const QJsonDocument doc = QJsonDocument::fromJson(json);
        if (!doc.isObject())
            continue;
        const QString partId = QString::fromUtf8(id);
        Problems problems; // a part that does not read is the catalog's to parse again and report
        std::optional<Part> part = PartJson::read(doc.object(), partId, &problems);
        if (part)
            out.insert(partId, { std::move(json), std::make_shared<Part>(std::move(*part)) });
    }
    if (step != SQLITE_DONE)
        out.clear(); // busy or damaged part-way: read nothing rather than part of a changing file
    return out;
}

} // namespace RigPlan::Db
