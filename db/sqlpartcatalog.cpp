// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlpartcatalog.h"

#include "core/io/partjson.h"
#include "core/valueranges.h"
#include "db/bundledcatalog.h"
#include "db/database.h"
#include "db/sqltransaction.h"
#include "db/storedpart.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

namespace {

static_assert(static_cast<int>(PartKind::PsuSync) == 6, "m_byKind has one list per PartKind");

QVariant nullable(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

QVariant nullable(std::optional<double> value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<double>());
}

} // namespace

SqlPartCatalog::SqlPartCatalog(Database &database)
    : m_database(database)
{
}

SqlPartCatalog::~SqlPartCatalog() = default;

bool SqlPartCatalog::failWith(QString *error, const QString &message)
{
    m_errorString = message;
    if (error)
        *error = message;
    return false;
}

QString SqlPartCatalog::rowError(const QString &id)
{
    return u"parts[%1]"_s.arg(id);
}

bool SqlPartCatalog::load()
{
    m_rows.clear();
    m_errorString.clear();
    m_storedProblems.clear();
    rebuildKindIndex();
    if (!m_database.isOpen())
        return failWith(nullptr, tr("%1 is not open").arg(m_database.path()));
    QSqlQuery q(m_database.connection());
    q.setForwardOnly(true);
    // Everything but the JSON: SQLite answers this from the covering index parts_summary, a tenth
    // of the bytes of the table. Each part's JSON is read when the part is first asked for. QSQLITE
    // converts every column of every row, so the (few) user prices come in a query of their own.
    if (!q.exec(u"SELECT id, kind, name, family, price_usd, origin, catalog_version, retired FROM parts"_s))
        return failWith(nullptr, m_database.describe(q.lastError()));
    while (q.next()) {
        Row row;
        CatalogEntry &e = row.entry;
        e.id = q.value(0).toString();
        const std::optional<PartKind> kind = partKindFromString(q.value(1).toString());
        const std::optional<PartOrigin> origin = partOriginFromString(q.value(5).toString());
        if (!kind || !origin) {
            qWarning("%s: part '%s' has an unknown kind or origin; skipped", qPrintable(m_database.path()),
                qPrintable(e.id));
            continue;
        }
        e.kind = *kind;
        e.name = q.value(2).toString();
        e.family = q.value(3).toString();
        QString priceProblem;
        e.catalogPriceUsd = StoredPart::price(q.value(4), e.id, &priceProblem);
        if (!priceProblem.isEmpty())
            m_storedProblems << m_database.path() + u": "_s + priceProblem;
        e.origin = *origin;
        e.catalogVersion = q.value(6).toInt();
        e.retired = q.value(7).toInt() != 0;
        const QString id = e.id;
        m_rows.emplace(id, std::move(row));
    }
    if (q.lastError().isValid())
        return failWith(nullptr, m_database.describe(q.lastError()));
    if (!q.exec(u"SELECT part_id, price_usd, set_at FROM user_prices"_s))
        return failWith(nullptr, m_database.describe(q.lastError()));
    while (q.next()) {
        const auto it = m_rows.find(q.value(0).toString());
        if (it == m_rows.end())
            continue;
        QString priceProblem;
        const std::optional<double> usd = StoredPart::price(q.value(1), it->first, &priceProblem);
        if (!usd) {
            m_storedProblems << m_database.path() + u": "_s + priceProblem;
            continue;
        }
        it->second.entry.userPriceUsd = usd;
        it->second.entry.userPriceDate = q.value(2).toString().left(10);
    }
    if (!q.exec(u"SELECT part_id, choice FROM price_choices"_s))
        return failWith(nullptr, m_database.describe(q.lastError()));
    while (q.next()) {
        const auto it = m_rows.find(q.value(0).toString());
        if (it != m_rows.end())
            it->second.entry.priceChoice = priceChoiceFromString(q.value(1).toString());
    }
    QString error;
    const std::optional<int> version = BundledCatalog::storedVersion(m_database.connection(), &error);
    if (!version)
        return failWith(nullptr, tr("%1: %2").arg(m_database.path(), error));
    m_catalogVersion = *version;
    rebuildKindIndex();
    return true;
}

void SqlPartCatalog::rebuildKindIndex()
{
    for (std::vector<const Row *> &list : m_byKind)
        list.clear();
    for (const auto &[id, row] : m_rows)
        m_byKind[static_cast<size_t>(row.entry.kind)].push_back(&row);
}

bool SqlPartCatalog::fetchJson(std::optional<PartKind> kind, const QString &id) const
{
    QSqlQuery q(m_database.connection());
    q.setForwardOnly(true);
    // CAST … AS BLOB hands the UTF-8 bytes over as they are, without a round trip through QString.
    if (kind) {
        q.prepare(u"SELECT id, CAST(json AS BLOB) FROM parts WHERE kind = ?"_s);
        q.addBindValue(RigPlan::toString(*kind));
    } else {
        q.prepare(u"SELECT id, CAST(json AS BLOB) FROM parts WHERE id = ?"_s);
        q.addBindValue(id);
    }
    if (!q.exec()) {
        qWarning("%s", qPrintable(m_database.describe(q.lastError())));
        return false;
    }
    while (q.next()) {
        const auto it = m_rows.find(q.value(0).toString());
        if (it != m_rows.end() && !it->second.part && it->second.json.isEmpty())
            it->second.json = q.value(1).toByteArray();
    }
    return true;
}

PartPtr SqlPartCatalog::materialize(const Row &row) const
{
    if (row.part || row.unreadable)
        return row.part;
    if (row.json.isEmpty())
        fetchJson(std::nullopt, row.entry.id);
    Problems problems;
    std::shared_ptr<Part> part;
    std::optional<Part> read = StoredPart::read(row.json, row.entry.id, &problems); // as strictly as a file
    if (read)
        part = std::make_shared<Part>(std::move(*read));
    row.json.clear(); // parsed once; the Part is what stays
    if (!part) {
        // Written by a RigPlan that validated it, so this is damage (or another RigPlan removed the
        // part meanwhile); the row stays in the file as it is.
        row.unreadable = true;
        row.problem = problems.isEmpty() ? tr("%1: the stored part is missing").arg(rowError(row.entry.id))
                                         : problems.first().toString();
        qWarning("%s: %s: the stored part does not read back (%s)", qPrintable(m_database.path()),
            qPrintable(row.entry.id), qPrintable(problems.value(0).toString()));
        return nullptr;
    }
    if (row.entry.userPriceUsd) {
        // The price the user set is what they pay, new or used: it stands for both, so the price
        // policy gives it under either choice.
        part->priceUsd = row.entry.userPriceUsd;
        part->priceDate = row.entry.userPriceDate;
        part->priceSource = tr("your price");
        part->usedPriceUsd = row.entry.userPriceUsd;
        part->usedPriceDate = row.entry.userPriceDate;
        part->usedPriceSource = part->priceSource;
    }
    row.part = std::move(part);
    return row.part;
}

QString SqlPartCatalog::unreadableReason(const QString &id) const
{
    const auto it = m_rows.find(id);
    return it == m_rows.end() ? QString() : it->second.problem;
}

PartPtr SqlPartCatalog::find(const QString &id) const
{
    const auto it = m_rows.find(id);
    return it == m_rows.end() ? nullptr : materialize(it->second);
}

std::vector<PartPtr> SqlPartCatalog::parts(PartKind kind) const
{
    std::vector<PartPtr> out;
    const std::vector<const Row *> &rows = m_byKind[static_cast<size_t>(kind)];
    out.reserve(rows.size());
    // One query for the JSON of every part of the kind not parsed yet, rather than one per part.
    const qsizetype unparsed = std::count_if(rows.begin(), rows.end(),
        [](const Row *r) { return !r->part && !r->unreadable && r->json.isEmpty() && !r->entry.retired; });
    if (unparsed > 8)
        fetchJson(kind, QString());
    for (const Row *row : rows) {
        if (row->entry.retired)
            continue;
        if (PartPtr p = materialize(*row))
            out.push_back(std::move(p));
    }
    return out;
}

std::vector<PartListing> SqlPartCatalog::listing(PartKind kind) const
{
    std::vector<PartListing> out;
    const std::vector<const Row *> &rows = m_byKind[static_cast<size_t>(kind)];
    out.reserve(rows.size());
    for (const Row *row : rows) {
        // parts() leaves out what it already knows does not read back; the rest is read on demand.
        if (!row->entry.retired && !row->unreadable)
            out.push_back({ row->entry.id, row->entry.name, row->entry.kind });
    }
    return out;
}

std::vector<PartPtr> SqlPartCatalog::gpuFamily(const QString &family) const
{
    std::vector<PartPtr> out;
    if (family.isEmpty())
        return out;
    for (const Row *row : m_byKind[static_cast<size_t>(PartKind::Gpu)]) {
        if (row->entry.family != family || row->entry.retired)
            continue;
        if (PartPtr p = materialize(*row))
            out.push_back(std::move(p));
    }
    return out;
}

QList<CatalogEntry> SqlPartCatalog::entries(const PartFilter &filter) const
{
    QList<CatalogEntry> out;
    for (size_t k = 0; k < m_byKind.size(); ++k) {
        if (filter.kind && static_cast<size_t>(*filter.kind) != k)
            continue;
        for (const Row *row : m_byKind[k]) {
            const CatalogEntry &e = row->entry;
            if ((e.retired && !filter.includeRetired) || (filter.origin && e.origin != *filter.origin))
                continue;
            if (filter.maxPriceUsd) {
                const std::optional<double> price = e.priceUsd();
                if (!price || *price > *filter.maxPriceUsd)
                    continue;
            }
            if (!filter.text.isEmpty() && !e.id.contains(filter.text, Qt::CaseInsensitive)
                && !e.name.contains(filter.text, Qt::CaseInsensitive))
                continue;
            out.append(e);
        }
    }
    return out;
}

const CatalogEntry *SqlPartCatalog::entry(const QString &id) const
{
    const auto it = m_rows.find(id);
    return it == m_rows.end() ? nullptr : &it->second.entry;
}

bool SqlPartCatalog::isCustom(const QString &id) const
{
    const CatalogEntry *e = entry(id);
    return e && e->origin == PartOrigin::Custom;
}

std::optional<double> SqlPartCatalog::priceOf(const QString &id) const
{
    const CatalogEntry *e = entry(id);
    return e ? e->priceUsd() : std::nullopt;
}

QStringList SqlPartCatalog::buildsUsing(const QString &id, QString *error) const
{
    QStringList names;
    QSqlQuery q(m_database.connection());
    q.prepare(u"SELECT b.name FROM build_parts bp JOIN builds b ON b.id = bp.build_id "
              "WHERE bp.part_id = ? ORDER BY b.name"_s);
    q.addBindValue(id);
    if (!q.exec()) {
        if (error)
            *error = m_database.describe(q.lastError());
        return names;
    }
    while (q.next())
        names << q.value(0).toString();
    return names;
}

bool SqlPartCatalog::addCustomParts(const QList<Part> &parts, QString *error)
{
    Problems problems;
    QList<Part> checked;
    QSet<QString> ids;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QString path = parts.size() == 1 ? QString() : u"parts[%1]"_s.arg(i);
        // The same rules as a build file's inline parts: write the part out and read it back.
        std::optional<Part> part = PartJson::read(PartJson::write(parts[i]), path, &problems);
        if (!part)
            continue;
        const QString idPath = path.isEmpty() ? u"id"_s : path + u".id"_s;
        const auto existing = m_rows.find(part->id);
        if (ids.contains(part->id)) {
            problems.append({ idPath, tr("'%1' is given twice").arg(part->id) });
        } else if (existing != m_rows.end() && existing->second.entry.origin == PartOrigin::Bundled) {
            problems.append(
                { idPath, tr("'%1' is a part of the bundled catalog; give your part an id of its own").arg(part->id) });
        } else if (existing != m_rows.end() && existing->second.entry.kind != part->kind()) {
            const QStringList users = buildsUsing(part->id);
            if (!users.isEmpty())
                problems.append({ path.isEmpty() ? u"kind"_s : path + u".kind"_s,
                    tr("'%1' is a %2 that saved builds use (%3); it cannot become a %4")
                        .arg(part->id, RigPlan::toString(existing->second.entry.kind), users.join(u", "_s),
                            RigPlan::toString(part->kind())) });
        }
        ids.insert(part->id);
        checked.append(std::move(*part));
    }
    if (!problems.isEmpty()) {
        QStringList lines;
        for (const Problem &p : problems)
            lines << p.toString();
        return failWith(error, lines.join(u'\n'));
    }

    SqlTransaction tx(m_database.connection());
    if (!tx.isActive())
        return failWith(error, m_database.describe(tx.error()));
    QSqlQuery q(m_database.connection());
    if (!q.prepare(u"INSERT INTO parts (id, kind, name, family, price_usd, origin, catalog_version, retired, json) "
                   "VALUES (?, ?, ?, ?, ?, 'custom', 0, 0, ?) "
                   "ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name, "
                   "family = excluded.family, price_usd = excluded.price_usd, json = excluded.json "
                   "WHERE parts.origin = 'custom'"_s))
        return failWith(error, m_database.describe(q.lastError()));
    QList<PartRecord> records;
    for (const Part &part : checked) {
        const PartRecord r = PartRecord::from(part);
        q.addBindValue(r.id);
        q.addBindValue(r.kind);
        q.addBindValue(r.name);
        q.addBindValue(nullable(r.family));
        q.addBindValue(nullable(r.priceUsd));
        q.addBindValue(QString::fromUtf8(r.json));
        if (!q.exec())
            return failWith(error, m_database.describe(q.lastError()));
        if (q.numRowsAffected() != 1) // another RigPlan's catalog update made it a bundled part meanwhile
            return failWith(
                error, tr("'%1' is a part of the bundled catalog; give your part an id of its own").arg(r.id));
        records.append(r);
    }
    if (!tx.commit())
        return failWith(error, m_database.describe(tx.error()));

    for (qsizetype i = 0; i < checked.size(); ++i) {
        const PartRecord &r = records[i];
        Row &row = m_rows[r.id]; // a replaced custom part keeps the user's price
        row.entry.id = r.id;
        row.entry.kind = checked[i].kind();
        row.entry.name = r.name;
        row.entry.family = r.family;
        row.entry.origin = PartOrigin::Custom;
        row.entry.catalogVersion = 0;
        row.entry.retired = false;
        row.entry.catalogPriceUsd = r.priceUsd;
        row.json = r.json;
        row.part.reset();
        row.unreadable = false;
    }
    rebuildKindIndex();
    return true;
}

bool SqlPartCatalog::removeCustomPart(const QString &id, QString *error)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return failWith(error, tr("no part with id '%1' in the catalog").arg(id));
    if (it->second.entry.origin != PartOrigin::Custom)
        return failWith(error, tr("'%1' is a part of the bundled catalog; only your own parts can be removed").arg(id));
    SqlTransaction tx(m_database.connection());
    if (!tx.isActive())
        return failWith(error, m_database.describe(tx.error()));
    QString queryError;
    const QStringList users = buildsUsing(id, &queryError); // inside the transaction: no build can sneak in
    if (!queryError.isEmpty())
        return failWith(error, queryError);
    if (!users.isEmpty())
        return failWith(error,
            tr("'%1' is used by saved builds (%2); delete them or change their parts first")
                .arg(id, users.join(u", "_s)));
    QSqlQuery q(m_database.connection());
    q.prepare(u"DELETE FROM parts WHERE id = ? AND origin = 'custom'"_s); // its user price goes by cascade
    q.addBindValue(id);
    if (!q.exec())
        return failWith(error, m_database.describe(q.lastError()));
    if (!tx.commit())
        return failWith(error, m_database.describe(tx.error()));
    m_rows.erase(it);
    rebuildKindIndex();
    return true;
}

bool SqlPartCatalog::setUserPrice(const QString &id, double usd, QString *error)
{
    if (!Ranges::PriceUsd.contains(usd)) // the same range as a part's priceUsd and an imported price
        return failWith(error, tr("a price must be %1").arg(Ranges::PriceUsd.expected()));
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return failWith(error, tr("no part with id '%1' in the catalog").arg(id));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    SqlTransaction tx(m_database.connection());
    if (!tx.isActive())
        return failWith(error, m_database.describe(tx.error()));
    QSqlQuery q(m_database.connection());
    q.prepare(u"INSERT INTO user_prices (part_id, price_usd, set_at) VALUES (?, ?, ?) "
              "ON CONFLICT (part_id) DO UPDATE SET price_usd = excluded.price_usd, set_at = excluded.set_at"_s);
    q.addBindValue(id);
    q.addBindValue(usd);
    q.addBindValue(now.toString(Qt::ISODateWithMs));
    if (!q.exec())
        return failWith(error, m_database.describe(q.lastError()));
    if (!tx.commit())
        return failWith(error, m_database.describe(tx.error()));
    Row &row = it->second;
    row.entry.userPriceUsd = usd;
    row.entry.userPriceDate = now.toString(Qt::ISODate).left(10);
    row.part.reset();
    return true;
}

bool SqlPartCatalog::setPriceChoice(const QString &id, std::optional<PriceChoice> choice, QString *error)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return failWith(error, tr("no part with id '%1' in the catalog").arg(id));
    QSqlQuery q(m_database.connection());
    if (choice) {
        q.prepare(u"INSERT INTO price_choices (part_id, choice, set_at) VALUES (?, ?, ?) "
                  "ON CONFLICT (part_id) DO UPDATE SET choice = excluded.choice, set_at = excluded.set_at"_s);
        q.addBindValue(id);
        q.addBindValue(RigPlan::toString(*choice));
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    } else {
        q.prepare(u"DELETE FROM price_choices WHERE part_id = ?"_s);
        q.addBindValue(id);
    }
    if (!q.exec())
        return failWith(error, m_database.describe(q.lastError()));
    it->second.entry.priceChoice = choice;
    return true;
}

QHash<QString, PriceChoice> SqlPartCatalog::priceChoices() const
{
    QHash<QString, PriceChoice> out;
    for (const auto &[id, row] : m_rows) {
        if (row.entry.priceChoice)
            out.insert(id, *row.entry.priceChoice);
    }
    return out;
}

bool SqlPartCatalog::clearUserPrice(const QString &id, QString *error)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return failWith(error, tr("no part with id '%1' in the catalog").arg(id));
    QSqlQuery q(m_database.connection());
    q.prepare(u"DELETE FROM user_prices WHERE part_id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return failWith(error, m_database.describe(q.lastError()));
    Row &row = it->second;
    row.entry.userPriceUsd.reset();
    row.entry.userPriceDate.clear();
    row.part.reset();
    return true;
}

} // namespace RigPlan::Db
