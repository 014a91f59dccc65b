// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace RigPlan {
struct ValueRange;
}

namespace RigPlan::Cli {

/** The parsed command line of rigplan-cli (shared/spec/cli.md), or the reason it is unusable. */
struct Options
{
    QString command; // "check", "catalog", …
    QStringList arguments; // positional arguments after the command
    bool json = false;
    QString circuit; // --circuit ID; given again, the ids are joined with ',' (plan takes two)
    QString catalogFile; // --catalog FILE: parts to use instead of the bundled catalog
    QString lang;
    QString prices; // --prices new|used: which price charts, exports, estimates and the planner use (default new)
    QString db; // --db PATH: the SQLite database (default: the user's data directory)
    QString baseline; // estimate --baseline GPU_ID
    QString workload; // estimate --workload cnn|transformer
    QString precision; // estimate --precision fp32|tf32|fp16|bf16|fp8
    QString paramsB; // --workload llm: --params-b N (billions of parameters)
    QString method; // --workload llm: --method full|lora|qlora
    QString parallel; // --workload llm: --parallel auto|ddp|fsdp|tensor|pipeline
    QString kind; // catalog list --kind gpu|board|case|psu|cpu|riser
    QString format; // --format: compare text|md (export has its own list)
    QString output; // -o/--output OUT: export writes here (atomically) instead of standard output
    // plan: kept as text here and checked by the plan command, which names the option in its message
    QString budget; // --budget USD
    QString gpus; // --gpus MIN-MAX (or one number)
    QString minVram; // --min-vram GB
    QString top; // --top N
    QString caseId, boardId, psuId; // --case / --board / --psu ID: parts the user already has
    bool allowRisers = false; // --allow-risers
    bool replace = false; // catalog import --replace: overwrite custom parts and prices that differ
    QString opendb; // catalog import --opendb DIR: a BuildCores OpenDB checkout
    bool help = false;
    bool version = false;
    QStringList given; // every option given, by its long name ("--output" for -o), even with an empty value
};

class OptionParser
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Cli::OptionParser)

public:
    /** `error` is set (and nothing returned) when the arguments are unusable. */
    static std::optional<Options> parse(const QStringList &arguments, QString *error);
    static QString helpText();
    /** The options every command takes (--db, --lang, …), and those `command` takes besides (empty: unknown command). */
    static QStringList commonOptions();
    static QStringList optionsOf(const QString &command);
};

/**
 * The number an option gives, within its range (core/valueranges.h); otherwise nothing, and
 * `--option: must be <range>, not TEXT` in `problems`. nan, inf and text that is not a number are refused.
 */
std::optional<double> numberOption(
    QStringView option, const QString &text, const ValueRange &range, QStringList *problems);

} // namespace RigPlan::Cli
