// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/catalogcommand.h"

#include "app/cli/catalogtransfer.h"
#include "app/cli/checkcommand.h"
#include "core/io/catalogfile.h"
#include "core/io/partjson.h"
#include "core/io/strictjson.h"
#include "core/partcatalog.h"
#include "core/valueranges.h"
#include "db/sqlpartcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace RigPlan::Cli {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RigPlan::Cli", text);
}

QString dollars(std::optional<double> usd)
{
    if (!usd)
        return u"-"_s;
    return u"$"_s + QString::number(*usd, 'f', *usd == std::floor(*usd) ? 0 : 2);
}

/** A part object of the build format, plus where it comes from when the database knows. */
QJsonObject partObject(const Part &part, const Db::SqlPartCatalog *sql)
{
    QJsonObject o = PartJson::write(part);
    const Db::CatalogEntry *e = sql ? sql->entry(part.id) : nullptr;
    if (!e)
        return o;
    o[u"origin"] = Db::toString(e->origin);
    if (e->retired)
        o[u"retired"] = true;
    if (e->userPriceUsd) {
        o[u"userPrice"] = true;
        if (e->catalogPriceUsd)
            o[u"catalogPriceUsd"] = *e->catalogPriceUsd;
    }
    return o;
}

QString plain(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Double:
        return QString::number(v.toDouble());
    case QJsonValue::Bool:
        return v.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

int list(const Options &options, const PartCatalog &catalog, const Db::SqlPartCatalog *sql, QTextStream &out,
    QTextStream &err)
{
    std::optional<PartKind> only;
    if (!options.kind.isEmpty()) {
        only = partKindFromString(options.kind);
        if (!only) {
            err << u"--kind: "_s << tr("must be one of: ") << allPartKinds().join(u", "_s) << '\n';
            return ExitBadInput;
        }
    }
    std::vector<PartPtr> parts;
    for (const QString &name : allPartKinds()) {
        const PartKind kind = *partKindFromString(name);
        if (only && kind != *only)
            continue;
        const std::vector<PartPtr> ofKind = catalog.parts(kind);
        parts.insert(parts.end(), ofKind.begin(), ofKind.end());
    }
    if (options.json) {
        QJsonArray array;
        for (const PartPtr &p : parts)
            array.append(partObject(*p, sql));
        QJsonObject o { { u"parts"_s, array } };
        if (sql)
            o[u"catalogVersion"] = sql->catalogVersion();
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    QStringList header { tr("ID"), tr("KIND"), tr("PRICE"), tr("ORIGIN"), tr("NAME") };
    QList<QStringList> rows;
    bool userPrices = false;
    for (const PartPtr &p : parts) {
        const Db::CatalogEntry *e = sql ? sql->entry(p->id) : nullptr;
        QString price = dollars(p->priceUsd);
        if (e && e->userPriceUsd) {
            price += u'*';
            userPrices = true;
        }
        rows.append({ p->id, toString(p->kind()), price, e ? Db::toString(e->origin) : tr("file"), p->name });
    }
    QList<qsizetype> widths;
    for (qsizetype c = 0; c < header.size(); ++c) {
        qsizetype w = header[c].size();
        for (const QStringList &row : rows)
            w = std::max(w, row[c].size());
        widths.append(w);
    }
    const auto line = [&](const QStringList &cells) {
        QString text;
        for (qsizetype c = 0; c < cells.size(); ++c) {
            const bool last = c + 1 == cells.size();
            // Prices line up on the right, the rest on the left.
            text += last ? cells[c] : (c == 2 ? cells[c].rightJustified(widths[c]) : cells[c].leftJustified(widths[c]));
            if (!last)
                text += u"  "_s;
        }
        out << text << '\n';
    };
    line(header);
    for (const QStringList &row : rows)
        line(row);
    const int count = int(rows.size()); // lupdate reads the count argument only in this simple form
    out << '\n' << QCoreApplication::translate("RigPlan::Cli", "%n part(s)", nullptr, count);
    if (userPrices)
        out << u"; "_s << tr("* your price");
    out << '\n';
    return ExitOk;
}

int show(const Options &options, const PartCatalog &catalog, const Db::SqlPartCatalog *sql, QTextStream &out,
    QTextStream &err)
{
    if (options.arguments.size() != 2) {
        err << tr("catalog show takes one part id") << '\n';
        return ExitBadInput;
    }
    const QString id = options.arguments[1];
    const PartPtr part = catalog.find(id);
    if (!part) {
        err << id << u": "_s << tr("no part with this id in the catalog") << '\n';
        return ExitBadInput;
    }
    const QJsonObject o = partObject(*part, sql);
    if (options.json) {
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    const Db::CatalogEntry *e = sql ? sql->entry(id) : nullptr;
    out << part->name << u" ("_s << part->id << u")\n"_s;
    out << u"  kind: "_s << toString(part->kind()) << '\n';
    if (e) {
        out << u"  origin: "_s << Db::toString(e->origin);
        if (e->origin == Db::PartOrigin::Bundled)
            out << u", "_s << tr("catalog version %1").arg(e->catalogVersion);
        if (e->retired)
            out << u", "_s << tr("no longer in the bundled catalog (kept for saved builds)");
        out << '\n';
    }
    if (e && e->userPriceUsd)
        out << u"  price: "_s << dollars(e->userPriceUsd) << u" "_s
            << tr("(your price, set %1; catalog: %2)").arg(e->userPriceDate, dollars(e->catalogPriceUsd)) << '\n';
    else
        out << u"  price: "_s << dollars(part->priceUsd)
            << (part->priceDate.isEmpty() ? QString() : u" ("_s + part->priceDate + u')') << '\n';
    if (part->usedPriceUsd)
        out << u"  used price: "_s << dollars(part->usedPriceUsd)
            << (part->usedPriceDate.isEmpty() ? QString() : u" ("_s + part->usedPriceDate + u')') << '\n';
    if (e && e->priceChoice)
        out << u"  counted at: "_s << toString(*e->priceChoice) << u" "_s << tr("(your choice for this part)") << '\n';
    out << u"  source: "_s << (part->source.isEmpty() ? tr("(none given)") : part->source) << '\n';
    out << u"  confidence: "_s << (part->confidence ? toString(*part->confidence) : tr("(none given)")) << '\n';
    static const QStringList shownAbove { u"id"_s, u"kind"_s, u"name"_s, u"priceUsd"_s, u"priceDate"_s, u"source"_s,
        u"confidence"_s, u"notes"_s, u"origin"_s, u"retired"_s, u"userPrice"_s, u"catalogPriceUsd"_s, u"usedPriceUsd"_s,
        u"usedPriceDate"_s };
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!shownAbove.contains(it.key()))
            out << u"  "_s << it.key() << u": "_s << plain(it.value()) << '\n';
    }
    if (!part->notes.isEmpty())
        out << u"  notes: "_s << part->notes << '\n';
    return ExitOk;
}

bool needsDatabase(const Db::SqlPartCatalog *sql, const QString &subcommand, QTextStream &err)
{
    if (sql)
        return true;
    err << u"catalog "_s << subcommand << u": "_s
        << tr("--catalog FILE is read-only; your parts and prices are kept in the database (--db PATH)") << '\n';
    return false;
}

int add(const Options &options, Db::SqlPartCatalog *sql, QTextStream &out, QTextStream &err)
{
    if (!needsDatabase(sql, u"add"_s, err))
        return ExitBadInput;
    if (options.arguments.size() != 2) {
        err << tr("catalog add takes one file with a part object (or - for standard input)") << '\n';
        return ExitBadInput;
    }
    const QString file = options.arguments[1];
    QByteArray data;
    QString error;
    if (!readInput(file, &data, &error)) {
        err << error << '\n';
        return ExitBadInput;
    }
    // A part object as in a build file's "parts", or a whole rigplan-catalog file of them; read
    // exactly (no duplicate keys, no null, numbers in range) like every other file.
    QList<Part> parts;
    Problems problems;
    const std::optional<QJsonObject> object = StrictJson::readObject(
        data, tr("a part or a catalog file is a JSON object, not an array or a value"), &problems);
    if (object && object->value(u"format").toString() == CatalogFile::kFormat) {
        CatalogLoadResult loaded = CatalogFile::read(data);
        problems = loaded.problems;
        if (loaded.catalog)
            parts = loaded.catalog->parts;
    } else if (std::optional<Part> part = object ? PartJson::read(*object, QString(), &problems) : std::nullopt) {
        parts.append(*part);
    }
    if (!problems.isEmpty()) {
        for (const Problem &p : problems)
            err << file << u": "_s << p.toString() << '\n';
        return ExitBadInput;
    }
    QStringList replaced;
    for (const Part &p : parts) {
        if (sql->isCustom(p.id))
            replaced << p.id;
    }
    if (!sql->addCustomParts(parts, &error)) {
        for (const QString &line : error.split(u'\n'))
            err << file << u": "_s << line << '\n';
        return ExitBadInput;
    }
    if (options.json) {
        QJsonArray added;
        QJsonArray changed;
        for (const Part &p : parts)
            (replaced.contains(p.id) ? changed : added).append(p.id);
        out << QJsonDocument(QJsonObject { { u"added"_s, added }, { u"replaced"_s, changed } })
                   .toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    for (const Part &p : parts) {
        out << (replaced.contains(p.id) ? tr("replaced custom part %1 (%2): %3") : tr("added custom part %1 (%2): %3"))
                   .arg(p.id, toString(p.kind()), p.name)
            << '\n';
    }
    return ExitOk;
}

int remove(const Options &options, Db::SqlPartCatalog *sql, QTextStream &out, QTextStream &err)
{
    if (!needsDatabase(sql, u"remove"_s, err))
        return ExitBadInput;
    if (options.arguments.size() != 2) {
        err << tr("catalog remove takes one part id") << '\n';
        return ExitBadInput;
    }
    const QString id = options.arguments[1];
    QString error;
    if (!sql->removeCustomPart(id, &error)) {
        err << id << u": "_s << error << '\n';
        return ExitBadInput;
    }
    out << tr("removed custom part %1").arg(id) << '\n';
    return ExitOk;
}

int price(const Options &options, Db::SqlPartCatalog *sql, QTextStream &out, QTextStream &err)
{
    if (!needsDatabase(sql, u"price"_s, err))
        return ExitBadInput;
    if (options.arguments.size() != 3) {
        err << tr("catalog price takes a part id and a price in US dollars (or none to use the catalog's)") << '\n';
        return ExitBadInput;
    }
    const QString id = options.arguments[1];
    const QString text = options.arguments[2];
    QString error;
    bool done = false;
    if (text == u"none") {
        done = sql->clearUserPrice(id, &error);
    } else {
        // The range of a part's priceUsd, so what catalog add takes, catalog price takes too.
        QStringList problems;
        const std::optional<double> usd = numberOption(u"USD", text, Ranges::PriceUsd, &problems);
        if (!usd) {
            err << problems.join(u'\n') << '\n';
            return ExitBadInput;
        }
        done = sql->setUserPrice(id, *usd, &error);
    }
    if (!done) {
        err << id << u": "_s << error << '\n';
        return ExitBadInput;
    }
    const Db::CatalogEntry *e = sql->entry(id);
    if (options.json) {
        out << QJsonDocument(partObject(*sql->find(id), sql)).toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    if (e->userPriceUsd)
        out << tr("%1: your price is %2 (catalog: %3)").arg(id, dollars(e->userPriceUsd), dollars(e->catalogPriceUsd));
    else
        out << tr("%1: back to the catalog price, %2").arg(id, dollars(e->catalogPriceUsd));
    out << '\n';
    return ExitOk;
}

/** catalog choose ID new|used|default: the price this part is counted at, apart from --prices / Settings. */
int choose(const Options &options, Db::SqlPartCatalog *sql, QTextStream &out, QTextStream &err)
{
    if (!needsDatabase(sql, u"choose"_s, err))
        return ExitBadInput;
    const QString text = options.arguments.value(2);
    const std::optional<PriceChoice> choice = priceChoiceFromString(text);
    if (options.arguments.size() != 3 || (!choice && text != u"default")) {
        err << tr("catalog choose takes a part id and new, used or default") << '\n';
        return ExitBadInput;
    }
    const QString id = options.arguments[1];
    QString error;
    if (!sql->setPriceChoice(id, choice, &error)) {
        err << id << u": "_s << error << '\n';
        return ExitBadInput;
    }
    out << (choice ? tr("%1: counted at its %2 price").arg(id, toString(*choice))
                   : tr("%1: counted at the price --prices (or Settings) chooses").arg(id))
        << '\n';
    return ExitOk;
}

} // namespace

int runCatalog(const Options &options, const PartCatalog &catalog, Db::SqlPartCatalog *editable, QTextStream &out,
    QTextStream &err)
{
    const QString sub = options.arguments.value(0);
    if (sub == u"list")
        return list(options, catalog, editable, out, err);
    if (sub == u"show")
        return show(options, catalog, editable, out, err);
    if (sub == u"add")
        return add(options, editable, out, err);
    if (sub == u"remove")
        return remove(options, editable, out, err);
    if (sub == u"price")
        return price(options, editable, out, err);
    if (sub == u"choose")
        return choose(options, editable, out, err);
    if (sub == u"export")
        return runCatalogExport(options, editable, out, err);
    if (sub == u"import")
        return runCatalogImport(options, editable, out, err);
    err << (sub.isEmpty() ? tr("catalog needs a subcommand") : tr("catalog: unknown subcommand %1").arg(sub)) << u"; "_s
        << tr("use list, show, add, remove, price, choose, export or import") << '\n';
    return ExitBadInput;
}

} // namespace RigPlan::Cli
