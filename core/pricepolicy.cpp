// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pricepolicy.h"

#include <algorithm>

namespace RigPlan {

using namespace Qt::StringLiterals;

QString toString(PriceChoice choice)
{
    return choice == PriceChoice::Used ? u"used"_s : u"new"_s;
}

std::optional<PriceChoice> priceChoiceFromString(QStringView text)
{
    if (text == u"new")
        return PriceChoice::New;
    if (text == u"used")
        return PriceChoice::Used;
    return std::nullopt;
}

QDate priceMonth(QStringView text)
{
    if (text.size() != 7 && text.size() != 10)
        return {};
    const QDate day = QDate::fromString(text.size() == 7 ? text.toString() + u"-01"_s : text.toString(), Qt::ISODate);
    return day.isValid() ? QDate(day.year(), day.month(), 1) : QDate();
}

bool isPriceDate(QStringView text)
{
    if (text.size() == 7)
        return priceMonth(text).isValid();
    return text.size() == 10 && QDate::fromString(text.toString(), Qt::ISODate).isValid();
}

PricePolicy::PricePolicy(PriceChoice choice, QDate today)
    : m_choice(choice)
    , m_today(today)
{
}

void PricePolicy::setOverride(const QString &partId, std::optional<PriceChoice> choice)
{
    if (choice)
        m_overrides.insert(partId, *choice);
    else
        m_overrides.remove(partId);
}

bool PricePolicy::isStale(QStringView date, QDate today)
{
    const QDate month = priceMonth(date);
    if (!month.isValid() || !today.isValid())
        return false;
    const int months = (today.year() - month.year()) * 12 + (today.month() - month.month());
    return months > kStaleMonths;
}

PartPrice PricePolicy::priceOf(const Part &part) const
{
    PartPrice p;
    p.asked = choiceFor(part.id);
    if (p.asked == PriceChoice::Used && part.usedPriceUsd) {
        p.given = PriceChoice::Used;
        p.usd = part.usedPriceUsd;
        p.date = part.usedPriceDate;
        p.source = part.usedPriceSource;
    } else {
        // No used market known: the new price stands in, and fellBack() says so.
        p.given = PriceChoice::New;
        p.usd = part.priceUsd;
        p.date = part.priceDate;
        p.source = part.priceSource.isEmpty() ? part.source : part.priceSource;
    }
    p.stale = p.usd && isStale(p.date, m_today);
    return p;
}

QString PricePolicy::choiceName(PriceChoice choice)
{
    return choice == PriceChoice::Used ? tr("used") : tr("new");
}

QString PricePolicy::basisText() const
{
    const bool mixed
        = std::any_of(m_overrides.begin(), m_overrides.end(), [this](PriceChoice c) { return c != m_choice; });
    if (m_choice == PriceChoice::Used)
        return mixed ? tr("used prices where known, else new (some parts chosen apart)")
                     : tr("used prices where known, else new");
    return mixed ? tr("new prices (some parts at used prices)") : tr("new prices");
}

} // namespace RigPlan
