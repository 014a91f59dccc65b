// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/partcatalog.h"

#include "core/pricedcatalog.h"

#include <algorithm>

namespace RigPlan {

namespace {

void sortById(std::vector<PartPtr> &parts)
{
    std::sort(parts.begin(), parts.end(), [](const PartPtr &a, const PartPtr &b) { return a->id < b->id; });
}

// Merge two id-sorted lists; where both have an id the overlay's entry wins.
std::vector<PartPtr> mergeShadowed(std::vector<PartPtr> base, const std::vector<PartPtr> &overlay)
{
    std::erase_if(base, [&](const PartPtr &p) {
        return std::any_of(overlay.begin(), overlay.end(), [&](const PartPtr &o) { return o->id == p->id; });
    });
    base.insert(base.end(), overlay.begin(), overlay.end());
    sortById(base);
    return base;
}

} // namespace

std::vector<PartListing> PartCatalog::listing(PartKind kind) const
{
    std::vector<PartListing> out;
    for (const PartPtr &p : parts(kind))
        out.push_back({ p->id, p->name, p->kind() });
    return out;
}

std::vector<PartPtr> PartCatalog::gpuFamily(const QString &family) const
{
    std::vector<PartPtr> out;
    if (family.isEmpty())
        return out;
    for (const PartPtr &p : parts(PartKind::Gpu)) {
        if (p->gpu()->family == family)
            out.push_back(p);
    }
    return out;
}

InMemoryCatalog::InMemoryCatalog(const QList<Part> &parts)
{
    for (const Part &p : parts)
        insert(p);
}

void InMemoryCatalog::insert(Part part)
{
    const QString id = part.id;
    m_byId.insert(id, std::make_shared<const Part>(std::move(part)));
    m_indexed = false;
}

bool InMemoryCatalog::remove(const QString &id)
{
    m_indexed = false;
    return m_byId.remove(id) > 0;
}

void InMemoryCatalog::index() const
{
    if (m_indexed)
        return;
    for (std::vector<PartPtr> &list : m_byKind)
        list.clear();
    m_byFamily.clear();
    for (const PartPtr &p : m_byId) {
        m_byKind[static_cast<std::size_t>(p->kind())].push_back(p);
        if (p->gpu() && !p->gpu()->family.isEmpty())
            m_byFamily[p->gpu()->family].push_back(p);
    }
    for (std::vector<PartPtr> &list : m_byKind)
        sortById(list);
    for (std::vector<PartPtr> &list : m_byFamily)
        sortById(list);
    m_indexed = true;
}

PartPtr InMemoryCatalog::find(const QString &id) const
{
    return m_byId.value(id);
}

std::vector<PartPtr> InMemoryCatalog::parts(PartKind kind) const
{
    index();
    return m_byKind[static_cast<std::size_t>(kind)];
}

std::vector<PartPtr> InMemoryCatalog::gpuFamily(const QString &family) const
{
    index();
    return m_byFamily.value(family);
}

LayeredCatalog::LayeredCatalog(const PartCatalog *base, const QList<Part> &overlay)
    : m_base(base)
    , m_overlay(overlay)
{
}

std::vector<PartPtr> LayeredCatalog::ownParts(std::vector<PartPtr> parts) const
{
    // The file's own parts are priced as the base's are, so a used choice covers them too.
    if (const PricePolicy *policy = m_base ? m_base->pricePolicy() : nullptr) {
        for (PartPtr &p : parts)
            p = PricedCatalog::priced(p, *policy);
    }
    return parts;
}

PartPtr LayeredCatalog::find(const QString &id) const
{
    if (PartPtr p = m_overlay.find(id)) {
        const PricePolicy *policy = m_base ? m_base->pricePolicy() : nullptr;
        return policy ? PricedCatalog::priced(p, *policy) : p;
    }
    return m_base ? m_base->find(id) : nullptr;
}

std::vector<PartPtr> LayeredCatalog::parts(PartKind kind) const
{
    if (!m_base)
        return m_overlay.parts(kind);
    return mergeShadowed(m_base->parts(kind), ownParts(m_overlay.parts(kind)));
}

std::vector<PartListing> LayeredCatalog::listing(PartKind kind) const
{
    if (!m_base)
        return m_overlay.listing(kind);
    // As parts() merges: the base's list without the ids the file shadows, then the file's own, by id.
    std::vector<PartListing> out = m_base->listing(kind);
    const std::vector<PartPtr> own = m_overlay.parts(kind);
    std::erase_if(out, [&](const PartListing &l) {
        return std::any_of(own.begin(), own.end(), [&](const PartPtr &o) { return o->id == l.id; });
    });
    for (const PartPtr &p : own)
        out.push_back({ p->id, p->name, p->kind() });
    std::sort(out.begin(), out.end(), [](const PartListing &a, const PartListing &b) { return a.id < b.id; });
    return out;
}

std::vector<PartPtr> LayeredCatalog::gpuFamily(const QString &family) const
{
    if (!m_base)
        return m_overlay.gpuFamily(family);
    return mergeShadowed(m_base->gpuFamily(family), ownParts(m_overlay.gpuFamily(family)));
}

} // namespace RigPlan
