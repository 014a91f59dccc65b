// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/sqlcatalogsharing.h"

#include "core/io/outputfile.h"
#include "core/io/strictjson.h"
#include "core/valueranges.h"
#include "db/opendb/opendbimport.h"
#include "db/sqlpartcatalog.h"
#include "db/transfer/catalogtransfer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace RigPlan::Gui {

using namespace Qt::StringLiterals;

namespace {

QString problemText(const QString &where, const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << (p.path.startsWith(u'/') ? p.toString() : where + u": "_s + p.toString());
    return lines.join(u'\n');
}

} // namespace

Ui::SharingResult SqlCatalogSharing::exportCatalog(const QString &fileName)
{
    QByteArray data;
    QString error;
    if (!Db::CatalogTransfer::exportCatalog(*m_catalog, &data, &error))
        return { false, false, error };
    // The one output policy (core/io/outputfile.h): never onto the database the app has open.
    if (!OutputFile::write(fileName, data, &error))
        return { false, false, error };
    const QJsonObject written = QJsonDocument::fromJson(data).object();
    return { true, false,
        tr("Wrote %1 custom part(s) and %2 price(s) to %3.")
            .arg(written.value(u"parts").toArray().size())
            .arg(written.value(Db::CatalogTransfer::kUserPrices).toArray().size())
            .arg(QDir::toNativeSeparators(fileName)) };
}

Ui::SharingResult SqlCatalogSharing::importCatalog(const QString &fileName, bool replace)
{
    const QString shown = QDir::toNativeSeparators(fileName);
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return { false, false, tr("%1: cannot be read: %2").arg(shown, file.errorString()) };
    QByteArray data;
    QString error;
    if (!readAtMost(file, kMaxInputBytes, shown, &data, &error)) // in chunks, refused at the cap
        return { false, false, error };
    Db::CatalogImportReport report;
    Problems problems;
    if (!Db::CatalogTransfer::importCatalog(*m_catalog, data, replace, &report, &problems)) {
        // Conflicts alone are what --replace (the Replace button) resolves; any other problem is not.
        const bool conflictsOnly = std::all_of(
            problems.begin(), problems.end(), [](const Problem &p) { return p.message.contains(u"--replace"_s); });
        return { false, conflictsOnly, problemText(shown, problems) };
    }
    return { true, false,
        tr("Parts: %1 added, %2 replaced, %3 unchanged. Prices: %4 added, %5 replaced, %6 unchanged.")
            .arg(report.addedParts.size())
            .arg(report.replacedParts.size())
            .arg(report.unchangedParts.size())
            .arg(report.addedPrices.size())
            .arg(report.replacedPrices.size())
            .arg(report.unchangedPrices.size()) };
}

Ui::SharingResult SqlCatalogSharing::importOpenDb(const QString &checkoutDir)
{
    Db::OpenDbImportReport report;
    Problems problems;
    if (!Db::OpenDbImport::run(*m_catalog, checkoutDir, std::nullopt, &report, &problems))
        return { false, false, problemText(QDir::toNativeSeparators(checkoutDir), problems) };
    QString text = tr("BuildCores OpenDB (ODC-By 1.0): %1 added, %2 updated, %3 unchanged, %4 skipped.")
                       .arg(report.added.size())
                       .arg(report.updated.size())
                       .arg(report.unchanged.size())
                       .arg(report.skipped.size());
    if (!report.unconfirmed.isEmpty())
        text += u"\n"_s
            + tr("%1 part(s) are unconfirmed: OpenDB left fields empty, and their notes name them. Boards "
                 "need a slot map before cards can be placed on them.")
                  .arg(report.unconfirmed.size());
    if (!report.keptEdits.isEmpty())
        text += u"\n"_s + tr("Your edits were kept: %1").arg(report.keptEdits.join(u"; "_s));
    return { true, false, text };
}

bool SqlCatalogSharing::setPriceChoice(const QString &partId, std::optional<PriceChoice> choice)
{
    return m_catalog && m_catalog->setPriceChoice(partId, choice);
}

} // namespace RigPlan::Gui
