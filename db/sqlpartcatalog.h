// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"
#include "core/pricepolicy.h"
#include "db/partrecord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <map>
#include <optional>

namespace RigPlan::Db {

class Database;

/** One catalog row as lists and filters see it, without parsing the part. */
struct CatalogEntry
{
    QString id;
    PartKind kind = PartKind::Gpu;
    QString name;
    QString family;
    PartOrigin origin = PartOrigin::Bundled;
    int catalogVersion = 0; // of the bundled catalog that last wrote the part; 0 for custom parts
    bool retired = false; // a bundled part a newer catalog dropped; kept because builds may use it
    std::optional<double> catalogPriceUsd; // what the part's own data says
    std::optional<double> userPriceUsd; // what the user set; wins over the catalog's
    QString userPriceDate; // yyyy-MM-dd
    std::optional<PriceChoice> priceChoice; // the user's choice of new or used for this part; unset: Settings'

    std::optional<double> priceUsd() const { return userPriceUsd ? userPriceUsd : catalogPriceUsd; }
};

/** What CatalogEntry list to return; unset members do not filter. */
struct PartFilter
{
    std::optional<PartKind> kind;
    QString text; // in the id or name, case-insensitive
    std::optional<double> maxPriceUsd; // parts without a price are left out when set
    std::optional<PartOrigin> origin;
    bool includeRetired = false;
};

/**
 * The part catalog of the database: load() reads every part's row (id, kind, name, price, origin)
 * into memory, and each part's JSON is read and parsed the first time the part is asked for. Custom
 * parts and user prices are written to the database before the memory copy changes. One thread.
 */
class SqlPartCatalog : public PartCatalog
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::SqlPartCatalog)
    Q_DISABLE_COPY_MOVE(SqlPartCatalog)

public:
    /** `database` must stay open for the catalog's lifetime. */
    explicit SqlPartCatalog(Database &database);
    ~SqlPartCatalog() override;

    /** Reads every part row; false with errorString() if the database cannot be read. */
    bool load();
    QString errorString() const { return m_errorString; }
    /** What load() found stored but could not use, each naming the file and the part (a price out of range). */
    QStringList storedProblems() const { return m_storedProblems; }
    /** Why the part `id` does not read back (StoredPart::read), once something asked for it; empty if it does. */
    QString unreadableReason(const QString &id) const;

    // PartCatalog. find() also finds retired parts; the lists leave them out. A part's priceUsd
    // and priceDate are the user's where the user set a price.
    PartPtr find(const QString &id) const override;
    std::vector<PartPtr> parts(PartKind kind) const override;
    /**
     * From the rows load() read, parsing nothing. It may name a part whose stored JSON turns out
     * damaged when read, which parts() leaves out and find() does not find.
     */
    std::vector<PartListing> listing(PartKind kind) const override;
    std::vector<PartPtr> gpuFamily(const QString &family) const override;

    /** The filtered query of the catalog list: entries by kind, then id. */
    QList<CatalogEntry> entries(const PartFilter &filter = {}) const;
    const CatalogEntry *entry(const QString &id) const;
    int size() const { return static_cast<int>(m_rows.size()); }

    bool isCustom(const QString &id) const;
    /** The user's price if set, else the catalog's. */
    std::optional<double> priceOf(const QString &id) const;
    /** The database the catalog reads and writes (catalog import and export work on it directly). */
    Database &database() const { return m_database; }
    /** The bundled catalog version the database holds. */
    int catalogVersion() const { return m_catalogVersion; }

    /**
     * Adds custom parts, or replaces custom parts of the same id, all or none. Each part is
     * validated as a build file's part is; an id of a bundled part is refused.
     */
    bool addCustomParts(const QList<Part> &parts, QString *error);
    bool addCustomPart(const Part &part, QString *error) { return addCustomParts({ part }, error); }
    /** Refused for bundled parts, and for custom parts that saved builds still use. */
    bool removeCustomPart(const QString &id, QString *error = nullptr);
    /** The user's price for any part; bundled catalog updates keep it. */
    bool setUserPrice(const QString &id, double usd, QString *error = nullptr);
    bool clearUserPrice(const QString &id, QString *error = nullptr);
    /** The user's choice of new or used price for one part (nullopt: follow Settings), kept in the database. */
    bool setPriceChoice(const QString &id, std::optional<PriceChoice> choice, QString *error = nullptr);
    /** Every part the user chose new or used for, apart from Settings' default (PricePolicy::setOverrides). */
    QHash<QString, PriceChoice> priceChoices() const;
    /** Names of saved builds that use a part. */
    QStringList buildsUsing(const QString &id, QString *error = nullptr) const;

private:
    struct Row
    {
        CatalogEntry entry;
        mutable QByteArray json; // read from the file on first use, dropped once parsed
        mutable PartPtr part;
        mutable bool unreadable = false;
        mutable QString problem; // why it is unreadable
    };

    /** Reads the JSON of the unparsed rows of a kind, or of one id. */
    bool fetchJson(std::optional<PartKind> kind, const QString &id) const;
    PartPtr materialize(const Row &row) const;
    void rebuildKindIndex();
    bool failWith(QString *error, const QString &message);
    static QString rowError(const QString &id);

    Database &m_database;
    std::map<QString, Row> m_rows; // by id
    std::array<std::vector<const Row *>, 7> m_byKind; // by id within each kind, retired included
    int m_catalogVersion = 0;
    QString m_errorString;
    QStringList m_storedProblems;
};

} // namespace RigPlan::Db
