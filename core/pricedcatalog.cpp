// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pricedcatalog.h"

namespace RigPlan {

PricedCatalog::PricedCatalog(const PartCatalog *base, PricePolicy policy)
    : m_base(base)
    , m_policy(std::move(policy))
{
}

void PricedCatalog::setPolicy(PricePolicy policy)
{
    m_policy = std::move(policy);
    m_priced.clear();
}

PartPtr PricedCatalog::priced(const PartPtr &part, const PricePolicy &policy)
{
    if (!part)
        return part;
    const PartPrice price = policy.priceOf(*part);
    if (price.given == PriceChoice::New)
        return part; // the part's own price already
    auto copy = std::make_shared<Part>(*part);
    copy->priceUsd = price.usd;
    copy->priceDate = price.date;
    copy->priceSource = price.source;
    return copy;
}

PartPtr PricedCatalog::cached(const PartPtr &part) const
{
    if (!part)
        return part;
    auto it = m_priced.constFind(part.get());
    if (it != m_priced.constEnd())
        return it->second;
    PartPtr p = priced(part, m_policy);
    // The entry holds the base's part too, so its address (the key) cannot be reused by another part.
    m_priced.insert(part.get(), { part, p });
    return p;
}

PartPtr PricedCatalog::find(const QString &id) const
{
    return cached(m_base->find(id));
}

std::vector<PartPtr> PricedCatalog::parts(PartKind kind) const
{
    std::vector<PartPtr> out = m_base->parts(kind);
    for (PartPtr &p : out)
        p = cached(p);
    return out;
}

std::vector<PartPtr> PricedCatalog::gpuFamily(const QString &family) const
{
    std::vector<PartPtr> out = m_base->gpuFamily(family);
    for (PartPtr &p : out)
        p = cached(p);
    return out;
}

} // namespace RigPlan
