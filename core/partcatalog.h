// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QHash>

#include <array>
#include <memory>
#include <vector>

namespace RigPlan {

class PricePolicy;
using PartPtr = std::shared_ptr<const Part>;

/** What a list names a part by before it reads the part whole. */
struct PartListing
{
    QString id;
    QString name;
    PartKind kind = PartKind::Gpu;

    bool operator==(const PartListing &) const = default;
};

/**
 * Read access to parts by id. The SQLite catalog (db/) and the in-memory catalogs below implement it;
 * core code never knows where parts come from.
 */
class PartCatalog
{
public:
    virtual ~PartCatalog() = default;
    virtual PartPtr find(const QString &id) const = 0;
    /** Every part of a kind, in a stable order (by id). */
    virtual std::vector<PartPtr> parts(PartKind kind) const = 0;
    /**
     * The parts of a kind as parts() has them (the same ids, names and order), without reading them
     * whole: the parts list and the Build pickers show names first and find() a part when a row or a
     * tooltip needs it. The default lists parts(); the SQLite catalog, which parses a part on its first
     * use, answers from its index.
     */
    virtual std::vector<PartListing> listing(PartKind kind) const;
    /** GPU variants that share a family (including the one asked about), by id. */
    virtual std::vector<PartPtr> gpuFamily(const QString &family) const;
    /** The price policy the parts' prices follow (PricedCatalog); null: each part's own new price. */
    virtual const PricePolicy *pricePolicy() const { return nullptr; }
};

/** A catalog held in memory: test catalogs, a build file's inline parts, the loaded SQLite catalog. */
class InMemoryCatalog : public PartCatalog
{
public:
    InMemoryCatalog() = default;
    explicit InMemoryCatalog(const QList<Part> &parts);

    /** Adds or replaces a part by id. */
    void insert(Part part);
    bool remove(const QString &id);
    int size() const { return static_cast<int>(m_byId.size()); }

    PartPtr find(const QString &id) const override;
    std::vector<PartPtr> parts(PartKind kind) const override;
    std::vector<PartPtr> gpuFamily(const QString &family) const override;

private:
    void index() const;

    QHash<QString, PartPtr> m_byId;
    // Lists by kind and family, sorted by id, built on first use after a change: the rules ask for
    // variants and replacement PSUs on every check that finds something.
    mutable std::array<std::vector<PartPtr>, 7> m_byKind; // one per PartKind
    mutable QHash<QString, std::vector<PartPtr>> m_byFamily;
    mutable bool m_indexed = false;
};

/** The file's inline parts over a base catalog: an inline id shadows the catalog's. */
class LayeredCatalog : public PartCatalog
{
public:
    LayeredCatalog(const PartCatalog *base, const QList<Part> &overlay);

    PartPtr find(const QString &id) const override;
    std::vector<PartPtr> parts(PartKind kind) const override;
    std::vector<PartListing> listing(PartKind kind) const override;
    std::vector<PartPtr> gpuFamily(const QString &family) const override;
    const PricePolicy *pricePolicy() const override { return m_base ? m_base->pricePolicy() : nullptr; }

private:
    std::vector<PartPtr> ownParts(std::vector<PartPtr> parts) const;

    const PartCatalog *m_base;
    InMemoryCatalog m_overlay;
};

} // namespace RigPlan
