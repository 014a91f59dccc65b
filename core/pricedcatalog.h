// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"
#include "core/pricepolicy.h"

#include <QHash>

#include <utility>

namespace RigPlan {

/**
 * A catalog whose parts carry the price a PricePolicy chooses: where the choice is a used price, a part's
 * priceUsd, priceDate and priceSource are its used ones (its usedPrice* fields stay as they are, so asking
 * the same policy again gives the same price). The estimate, the planner, the compare window and the
 * rules' cheapest-part fixes read `priceUsd` and so use the choice without knowing of it.
 */
class PricedCatalog : public PartCatalog
{
public:
    PricedCatalog(const PartCatalog *base, PricePolicy policy);

    const PricePolicy &policy() const { return m_policy; }
    /** A new choice (Settings changed): parts handed out before keep their old price. */
    void setPolicy(PricePolicy policy);
    const PricePolicy *pricePolicy() const override { return &m_policy; }
    const PartCatalog *base() const { return m_base; }

    PartPtr find(const QString &id) const override;
    std::vector<PartPtr> parts(PartKind kind) const override;
    /** The base's: a price does not change a part's id or name. */
    std::vector<PartListing> listing(PartKind kind) const override { return m_base->listing(kind); }
    std::vector<PartPtr> gpuFamily(const QString &family) const override;

    /** The part as priced by the policy (the same part where nothing changes). */
    static PartPtr priced(const PartPtr &part, const PricePolicy &policy);

private:
    PartPtr cached(const PartPtr &part) const;

    const PartCatalog *m_base;
    PricePolicy m_policy;
    mutable QHash<const Part *, std::pair<PartPtr, PartPtr>> m_priced; // base part -> (it, priced)
};

} // namespace RigPlan
