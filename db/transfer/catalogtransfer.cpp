// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/transfer/catalogtransfer.h"

#include "core/io/catalogfile.h"
#include "core/io/jsonfields.h"
#include "core/io/partjson.h"
#include "core/io/strictjson.h"
#include "db/database.h"
#include "db/partrecord.h"
#include "db/sqlpartcatalog.h"
#include "db/sqltransaction.h"
#include "db/storedpart.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <map>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

namespace {

struct UserPrice
{
    QString id;
    double usd = 0;
    QString date; // yyyy-MM-dd
    QString path; // where in the file, for messages
};

/** The parts table's JSON of every custom part, by id (the stored JSON, not the user-priced copy). */
bool customPartJson(QSqlDatabase db, std::map<QString, QByteArray> *out, QString *error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT id, json FROM parts WHERE origin = 'custom' ORDER BY kind, id"_s)) {
        *error = q.lastError().text();
        return false;
    }
    while (q.next())
        (*out)[q.value(0).toString()] = q.value(1).toString().toUtf8();
    return true;
}

bool userPrices(QSqlDatabase db, std::map<QString, UserPrice> *out, QString *error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT part_id, price_usd, set_at FROM user_prices ORDER BY part_id"_s)) {
        *error = q.lastError().text();
        return false;
    }
    while (q.next()) {
        const QString id = q.value(0).toString();
        const std::optional<double> usd = StoredPart::price(q.value(1), id, error);
        if (!usd) // an export that left it out would say "wrote N prices" of a file missing one
            return false;
        (*out)[id] = { id, *usd, q.value(2).toString().left(10), QString() };
    }
    return true;
}

/** The file's "userPrices": each an id, a price in US dollars and the day it was set. */
QList<UserPrice> readUserPrices(const QJsonObject &top, Problems *problems)
{
    QList<UserPrice> prices;
    JsonFields fields(top, QString(), problems);
    const QDate latest = QDate::currentDate().addDays(1); // a day of slack for time zones
    for (JsonFields &p : fields.objects(CatalogTransfer::kUserPrices, Presence::Optional, Ranges::PartCount)) {
        UserPrice price;
        price.path = p.path();
        price.id = p.partId(u"id", Presence::Required).value_or(QString());
        price.usd = p.number(u"priceUsd", Presence::Required, Ranges::PriceUsd).value_or(0);
        price.date = p.string(u"date", Presence::Required).value_or(QString());
        const QDate date = QDate::fromString(price.date, Qt::ISODate);
        if (p.has(u"date") && (!date.isValid() || price.date.size() != 10))
            p.problemAt(u"date", CatalogTransfer::tr("must be a date as yyyy-MM-dd"));
        else if (date.isValid() && (date.year() < 2000 || date > latest))
            p.problemAt(u"date", CatalogTransfer::tr("must be a day from 2000-01-01 to today"));
        prices.append(price);
    }
    return prices;
}

} // namespace

bool CatalogTransfer::exportCatalog(const SqlPartCatalog &catalog, QByteArray *data, QString *error)
{
    QSqlDatabase db = catalog.database().connection();
    std::map<QString, QByteArray> parts;
    std::map<QString, UserPrice> prices;
    if (!customPartJson(db, &parts, error) || !userPrices(db, &prices, error))
        return false;
    QJsonArray partArray;
    for (const auto &[id, json] : parts) {
        // Through the reader a file gets: a part that does not read back is not exported as "{}" (which
        // the import then refuses), it stops the export, named.
        Problems problems;
        if (!StoredPart::read(json, id, &problems)) {
            *error = tr("the custom part %1 is stored damaged (%2); nothing was exported. Remove it with "
                        "`rigplan-cli catalog remove %1`, or add it again.")
                         .arg(id, problems.value(0).toString());
            return false;
        }
        partArray.append(StrictJson::readObject(json, QString(), &problems).value_or(QJsonObject()));
    }
    QJsonArray priceArray;
    for (const auto &[id, price] : prices)
        priceArray.append(QJsonObject { { u"id"_s, id }, { u"priceUsd"_s, price.usd }, { u"date"_s, price.date } });
    const QJsonObject top { { u"format"_s, CatalogFile::kFormat.toString() }, { u"version"_s, CatalogFile::kVersion },
        { u"parts"_s, partArray }, { kUserPrices.toString(), priceArray } };
    *data = QJsonDocument(top).toJson(QJsonDocument::Indented);
    return true;
}

bool CatalogTransfer::importCatalog(
    SqlPartCatalog &catalog, const QByteArray &data, bool replace, CatalogImportReport *report, Problems *problems)
{
    *report = {};
    // The parts obey the same reader (and its ranges) as the bundled catalog and build files.
    const CatalogLoadResult loaded = CatalogFile::read(data);
    problems->append(loaded.problems);
    const QJsonObject top = QJsonDocument::fromJson(data).object();
    const QList<UserPrice> prices = readUserPrices(top, problems); // every problem of the file in one go
    if (!problems->isEmpty())
        return false;

    QSqlDatabase db = catalog.database().connection();
    std::map<QString, QByteArray> storedParts;
    std::map<QString, UserPrice> storedPrices;
    QString error;
    if (!customPartJson(db, &storedParts, &error) || !userPrices(db, &storedPrices, &error)) {
        problems->append({ catalog.database().path(), error });
        return false;
    }

    // Decide every part and price before writing anything, so a refusal leaves the database as it was.
    QList<PartRecord> partWrites;
    const QList<Part> &parts = loaded.catalog->parts;
    QSet<QString> fileIds;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const Part &part = parts[i];
        const QString path = u"parts[%1].id"_s.arg(i);
        fileIds.insert(part.id);
        const CatalogEntry *existing = catalog.entry(part.id);
        if (existing && existing->origin == PartOrigin::Bundled) {
            problems->append(
                { path, tr("'%1' is a part of the bundled catalog; give your part an id of its own").arg(part.id) });
            continue;
        }
        const PartRecord record = PartRecord::from(part);
        if (!existing) {
            report->addedParts << part.id;
        } else if (storedParts[part.id] == record.json) {
            report->unchangedParts << part.id;
            continue;
        } else if (!replace) {
            problems->append({ path,
                tr("your custom part '%1' differs from the file's; give --replace to overwrite it").arg(part.id) });
            continue;
        } else if (existing->kind != part.kind() && !catalog.buildsUsing(part.id).isEmpty()) {
            problems->append({ u"parts[%1].kind"_s.arg(i),
                tr("'%1' is a %2 that saved builds use (%3); it cannot become a %4")
                    .arg(part.id, RigPlan::toString(existing->kind), catalog.buildsUsing(part.id).join(u", "_s),
                        RigPlan::toString(part.kind())) });
            continue;
        } else {
            report->replacedParts << part.id;
        }
        partWrites.append(record);
    }
    QList<UserPrice> priceWrites;
    QSet<QString> priceIds;
    for (const UserPrice &price : prices) {
        const QString idPath = price.path + u".id"_s;
        if (priceIds.contains(price.id)) {
            problems->append({ idPath, tr("'%1' has a price twice").arg(price.id) });
            continue;
        }
        priceIds.insert(price.id);
        if (!catalog.entry(price.id) && !fileIds.contains(price.id)) {
            problems->append({ idPath, tr("no part with id '%1' in the catalog or in this file").arg(price.id) });
            continue;
        }
        const auto stored = storedPrices.find(price.id);
        if (stored == storedPrices.end()) {
            report->addedPrices << price.id;
        } else if (stored->second.usd == price.usd) {
            report->unchangedPrices << price.id;
            continue;
        } else if (!replace) {
            problems->append({ price.path + u".priceUsd"_s,
                tr("your price for '%1' is %2 USD, the file's %3 USD; give --replace to overwrite it")
                    .arg(price.id)
                    .arg(stored->second.usd)
                    .arg(price.usd) });
            continue;
        } else {
            report->replacedPrices << price.id;
        }
        priceWrites.append(price);
    }
    if (!problems->isEmpty()) {
        *report = {};
        return false;
    }
    if (partWrites.isEmpty() && priceWrites.isEmpty())
        return true;

    const auto fail = [&](const QSqlError &sqlError) {
        problems->append({ catalog.database().path(), catalog.database().describe(sqlError) });
        *report = {};
        return false;
    };
    SqlTransaction tx(db);
    if (!tx.isActive())
        return fail(tx.error());
    QSqlQuery q(db);
    // The same statement as SqlPartCatalog::addCustomParts: never turns a bundled row into a custom one.
    if (!q.prepare(u"INSERT INTO parts (id, kind, name, family, price_usd, origin, catalog_version, retired, json) "
                   "VALUES (?, ?, ?, ?, ?, 'custom', 0, 0, ?) "
                   "ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name, "
                   "family = excluded.family, price_usd = excluded.price_usd, json = excluded.json "
                   "WHERE parts.origin = 'custom'"_s))
        return fail(q.lastError());
    for (const PartRecord &r : partWrites) {
        q.addBindValue(r.id);
        q.addBindValue(r.kind);
        q.addBindValue(r.name);
        q.addBindValue(r.family.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(r.family));
        q.addBindValue(r.priceUsd ? QVariant(*r.priceUsd) : QVariant(QMetaType::fromType<double>()));
        q.addBindValue(QString::fromUtf8(r.json));
        if (!q.exec())
            return fail(q.lastError());
        if (q.numRowsAffected() != 1) {
            problems->append({ r.id, tr("'%1' became a part of the bundled catalog meanwhile").arg(r.id) });
            *report = {};
            return false;
        }
    }
    if (!q.prepare(u"INSERT INTO user_prices (part_id, price_usd, set_at) VALUES (?, ?, ?) "
                   "ON CONFLICT (part_id) DO UPDATE SET price_usd = excluded.price_usd, set_at = excluded.set_at"_s))
        return fail(q.lastError());
    for (const UserPrice &price : priceWrites) {
        q.addBindValue(price.id);
        q.addBindValue(price.usd);
        q.addBindValue(price.date); // the day the sharer set it, not the day of the import
        if (!q.exec())
            return fail(q.lastError());
    }
    if (!tx.commit())
        return fail(tx.error());
    // The memory copy follows the file: parts and prices as they now are.
    if (!catalog.load()) {
        problems->append({ catalog.database().path(), catalog.errorString() });
        return false;
    }
    return true;
}

} // namespace RigPlan::Db
