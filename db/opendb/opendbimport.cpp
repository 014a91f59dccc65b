// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/opendb/opendbimport.h"

#include "core/io/partjson.h"
#include "core/io/strictjson.h"
#include "core/partcatalog.h"
#include "db/database.h"
#include "db/opendb/gitcheckout.h"
#include "db/opendb/opendbmapping.h"
#include "db/opendb/opendbpartfile.h"
#include "db/partrecord.h"
#include "db/sqlpartcatalog.h"
#include "db/sqltransaction.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <map>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

namespace {

/** What an earlier import of one OpenDB record wrote, and what the part is now. */
struct Previous
{
    QString partId;
    QJsonObject imported;
    QJsonObject current; // empty if the user removed the part
};

QJsonObject objectOf(const QString &json)
{
    return QJsonDocument::fromJson(json.toUtf8()).object();
}

/**
 * Three-way merge of one part's fields: where the user's value is still what the last import wrote,
 * OpenDB's new value is taken; where the user changed it, the user's value stays.
 */
QJsonObject merge(const Previous &previous, const QJsonObject &fresh, QStringList *kept)
{
    QJsonObject merged;
    QStringList keys = fresh.keys() + previous.imported.keys() + previous.current.keys();
    keys.removeDuplicates();
    for (const QString &key : keys) {
        const QJsonValue mine = previous.current.value(key);
        if (mine == previous.imported.value(key)) {
            if (fresh.contains(key))
                merged[key] = fresh.value(key);
        } else {
            if (!mine.isUndefined())
                merged[key] = mine;
            kept->append(key);
        }
    }
    return merged;
}

} // namespace

bool OpenDbImport::run(SqlPartCatalog &catalog, const QString &dir, std::optional<PartKind> only,
    OpenDbImportReport *report, Problems *problems)
{
    *report = {};
    const QDir root(dir);
    if (!root.exists(u"open-db"_s)) {
        problems->append({ dir, tr("not a BuildCores OpenDB checkout (it has no open-db folder)") });
        return false;
    }
    // Bounded and typed (gitcheckout.h): a hostile HEAD costs the commit, never the import.
    report->commit = GitCheckout::commit(dir, &report->commitNote);

    // The figures OpenDB lacks come from the bundled catalog only, never from earlier imports or custom parts.
    InMemoryCatalog bundled;
    PartFilter bundledOnly;
    bundledOnly.origin = PartOrigin::Bundled;
    for (const CatalogEntry &e : catalog.entries(bundledOnly)) {
        if (const PartPtr p = catalog.find(e.id))
            bundled.insert(*p);
    }

    // 1. Read and map every file; a file that is not JSON refuses the whole import.
    struct Mapped
    {
        QString path; // open-db/GPU/….json
        OpenDbPart part;
    };
    std::vector<Mapped> mapped;
    for (const OpenDbFolder &folder : OpenDbMapping::folders()) {
        if (only && folder.kind != *only)
            continue;
        const QString sub = u"open-db/"_s + folder.name;
        const QStringList files = QDir(root.filePath(sub)).entryList({ u"*.json"_s }, QDir::Files, QDir::Name);
        for (const QString &name : files) {
            const QString path = sub + u'/' + name;
            QFile f(root.filePath(path));
            if (f.size() > OpenDbPartFile::kMaxBytes) {
                problems->append(
                    { path, tr("is larger than %1 bytes; not an OpenDB part").arg(OpenDbPartFile::kMaxBytes) });
                continue;
            }
            if (!f.open(QIODevice::ReadOnly)) {
                problems->append({ path, tr("cannot be read: %1").arg(f.errorString()) });
                continue;
            }
            // In chunks up to the cap: size() is 0 for a device or a pipe a symlink may point to.
            QByteArray data;
            QString readError;
            if (!readAtMost(f, OpenDbPartFile::kMaxBytes, path, &data, &readError)) {
                problems->append({ QString(), readError });
                continue;
            }
            std::optional<OpenDbPart> read
                = OpenDbPartFile::read(data, path, folder.kind, bundled, report->commit, problems);
            if (!read)
                continue;
            OpenDbPart part = std::move(*read);
            if (!part.part) {
                report->skipped << path + u": "_s + part.skipped;
                continue;
            }
            mapped.push_back({ path, std::move(part) });
        }
    }
    if (!problems->isEmpty()) {
        *report = {};
        return false;
    }

    // 2. What earlier imports wrote.
    QSqlDatabase db = catalog.database().connection();
    std::map<QString, Previous> previous; // by opendb id
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(u"SELECT o.opendb_id, o.part_id, o.imported_json, p.json FROM opendb_parts o "
                    "LEFT JOIN parts p ON p.id = o.part_id"_s)) {
            problems->append({ catalog.database().path(), catalog.database().describe(q.lastError()) });
            return false;
        }
        while (q.next())
            previous[q.value(0).toString()]
                = { q.value(1).toString(), objectOf(q.value(2).toString()), objectOf(q.value(3).toString()) };
    }

    // 3. Decide each part: new, updated (OpenDB's changes merged under the user's edits) or unchanged.
    struct Write
    {
        PartRecord record;
        QByteArray imported; // what this import wrote, for the next merge
        QString opendbId;
        bool partChanged = true;
    };
    std::vector<Write> writes;
    // The first file (folder and name order) of an OpenDB id or part id is the one stored; a later one
    // would overwrite it in the same transaction and be counted twice.
    std::map<QString, QString> fileOfOpenDbId, fileOfPartId;
    for (const auto &[path, m] : mapped) {
        if (const auto [it, first] = fileOfOpenDbId.try_emplace(m.opendbId, path); !first) {
            report->skipped << path + u": "_s + tr("the same OpenDB id as %1").arg(it->second);
            continue;
        }
        if (const auto [it, first] = fileOfPartId.try_emplace(m.part->id, path); !first) {
            report->skipped << path + u": "_s + tr("the same part id (%1) as %2").arg(m.part->id, it->second);
            continue;
        }
        if (!m.missing.isEmpty())
            report->unconfirmed << m.part->id;
        const QJsonObject fresh = PartJson::write(*m.part);
        const CatalogEntry *existing = catalog.entry(m.part->id);
        const auto it = previous.find(m.opendbId);
        if (existing && (it == previous.end() || existing->origin == PartOrigin::Bundled)) {
            report->skipped << m.part->id + u": "_s + tr("a part of this id exists and did not come from OpenDB");
            continue;
        }
        Write w;
        w.opendbId = m.opendbId;
        w.imported = QJsonDocument(fresh).toJson(QJsonDocument::Compact);
        if (it == previous.end() || it->second.current.isEmpty()) {
            w.record = PartRecord::from(*m.part);
            report->added << m.part->id;
        } else {
            QStringList kept;
            const QJsonObject merged = merge(it->second, fresh, &kept);
            Problems mergeProblems;
            std::optional<Part> part = PartJson::read(merged, QString(), &mergeProblems);
            if (!part) { // the user's edits and OpenDB's new values do not fit together: keep the user's part
                part = PartJson::read(it->second.current, QString(), &mergeProblems);
                kept = { tr("all fields") };
            }
            if (!part) {
                report->skipped << m.part->id + u": "_s + tr("the stored part cannot be read");
                continue;
            }
            if (!kept.isEmpty())
                report->keptEdits << m.part->id + u": "_s + kept.join(u", "_s);
            w.record = PartRecord::from(*part);
            w.partChanged = PartJson::write(*part) != it->second.current;
            (w.partChanged ? report->updated : report->unchanged) << m.part->id;
        }
        writes.push_back(std::move(w));
    }

    // 4. All of it in one transaction.
    const auto fail = [&](const QSqlError &error) {
        problems->append({ catalog.database().path(), catalog.database().describe(error) });
        *report = {};
        return false;
    };
    SqlTransaction tx(db);
    if (!tx.isActive())
        return fail(tx.error());
    QSqlQuery part(db);
    QSqlQuery origin(db);
    if (!part.prepare(u"INSERT INTO parts (id, kind, name, family, price_usd, origin, catalog_version, retired, json) "
                      "VALUES (?, ?, ?, ?, ?, 'custom', 0, 0, ?) "
                      "ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name, "
                      "family = excluded.family, price_usd = excluded.price_usd, json = excluded.json "
                      "WHERE parts.origin = 'custom'"_s))
        return fail(part.lastError());
    if (!origin.prepare(u"INSERT INTO opendb_parts (part_id, opendb_id, source_commit, imported_json, imported_at) "
                        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (part_id) DO UPDATE SET "
                        "opendb_id = excluded.opendb_id, source_commit = excluded.source_commit, "
                        "imported_json = excluded.imported_json, imported_at = excluded.imported_at"_s))
        return fail(origin.lastError());
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (const Write &w : writes) {
        if (w.partChanged) {
            part.addBindValue(w.record.id);
            part.addBindValue(w.record.kind);
            part.addBindValue(w.record.name);
            part.addBindValue(
                w.record.family.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(w.record.family));
            part.addBindValue(
                w.record.priceUsd ? QVariant(*w.record.priceUsd) : QVariant(QMetaType::fromType<double>()));
            part.addBindValue(QString::fromUtf8(w.record.json));
            if (!part.exec())
                return fail(part.lastError());
        }
        origin.addBindValue(w.record.id);
        origin.addBindValue(w.opendbId);
        origin.addBindValue(report->commit.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : report->commit);
        origin.addBindValue(QString::fromUtf8(w.imported));
        origin.addBindValue(now);
        if (!origin.exec())
            return fail(origin.lastError());
    }
    if (!tx.commit())
        return fail(tx.error());
    if (!catalog.load()) {
        problems->append({ catalog.database().path(), catalog.errorString() });
        return false;
    }
    return true;
}

} // namespace RigPlan::Db
