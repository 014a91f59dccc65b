// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QString>

#include <optional>

namespace RigPlan {

/** Which price a user pays for a part: the new price, or the used market's. */
enum class PriceChoice
{
    New,
    Used
};

QString toString(PriceChoice choice); // "new", "used": the CLI's --prices and the JSON outputs
std::optional<PriceChoice> priceChoiceFromString(QStringView text);

/** A price's date as the catalog writes it: YYYY-MM, or YYYY-MM-DD for a price a user set. */
bool isPriceDate(QStringView text);
/** The first day of a price date's month (an invalid date for anything else). */
QDate priceMonth(QStringView text);

/** The price of one part under a choice, with where it comes from and whether it is stale. */
struct PartPrice
{
    std::optional<double> usd; // unset: the part has no price under this choice nor a new one to fall back on
    PriceChoice asked = PriceChoice::New; // the choice that applies to the part
    PriceChoice given = PriceChoice::New; // the price returned: Used asked of a part with no used price gives New
    QString date; // YYYY-MM (or YYYY-MM-DD) of the price returned; empty: undated
    QString source; // where that price was read
    bool stale = false; // dated more than kStaleMonths before the policy's today (an undated price is not)
    bool fellBack() const { return asked != given; }
    bool operator==(const PartPrice &) const = default;
};

/**
 * The one place that says what a part costs: the user's choice (new or used, in Settings, per part where
 * they overrode it) applied to the part's prices, dated and marked stale against a "today" the caller
 * passes in (core logic never reads the clock). Charts, exports, the planner and the CLI all ask it, mostly
 * through PricedCatalog.
 */
class PricePolicy
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::PricePolicy)

public:
    /** A price more than this many whole months older than today is stale (issue 15: "older than a year"). */
    static constexpr int kStaleMonths = 12;

    PricePolicy() = default;
    /** `today` invalid: nothing is marked stale. */
    explicit PricePolicy(PriceChoice choice, QDate today = {});

    PriceChoice choice() const { return m_choice; }
    QDate today() const { return m_today; }
    /** A part whose price the user chose apart from the rest; nullopt removes the override. */
    void setOverride(const QString &partId, std::optional<PriceChoice> choice);
    void setOverrides(const QHash<QString, PriceChoice> &overrides) { m_overrides = overrides; }
    const QHash<QString, PriceChoice> &overrides() const { return m_overrides; }
    PriceChoice choiceFor(const QString &partId) const { return m_overrides.value(partId, m_choice); }

    PartPrice priceOf(const Part &part) const;
    /** More than kStaleMonths whole months between the date's month and today's; false when either is unknown. */
    static bool isStale(QStringView date, QDate today);

    /** "new", "used" in the user's language (charts, exports). */
    static QString choiceName(PriceChoice choice);
    /** "new prices", "used prices", "used prices where known, else new": what a total or chart is priced at. */
    QString basisText() const;
    bool operator==(const PricePolicy &) const = default;

private:
    PriceChoice m_choice = PriceChoice::New;
    QDate m_today;
    QHash<QString, PriceChoice> m_overrides;
};

} // namespace RigPlan
