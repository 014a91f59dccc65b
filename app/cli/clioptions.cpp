// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clioptions.h"

#include "core/valueranges.h"

namespace RigPlan::Cli {

using namespace Qt::StringLiterals;

std::optional<Options> OptionParser::parse(const QStringList &arguments, QString *error)
{
    Options o;
    // Options may stand anywhere; "-" alone is standard input, not an option; after "--" nothing is one
    // (a build file called "--json").
    bool optionsEnded = false;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments[i];
        if (optionsEnded || arg == u"--") {
            if (!optionsEnded)
                optionsEnded = true;
            else if (o.command.isEmpty())
                o.command = arg;
            else
                o.arguments << arg;
            continue;
        }
        if (arg.startsWith(u'-') && arg != u"-")
            o.given << (arg == u"-o" ? u"--output"_s : arg == u"-h" ? u"--help"_s : arg);
        const auto value = [&](QString *into) {
            if (i + 1 >= arguments.size() || arguments[i + 1].startsWith(u"--"_s)) {
                *error = tr("%1 needs a value").arg(arg);
                return false;
            }
            *into = arguments[++i];
            return true;
        };
        if (arg == u"--json") {
            o.json = true;
        } else if (arg == u"--help" || arg == u"-h") {
            o.help = true;
        } else if (arg == u"--version") {
            o.version = true;
        } else if (arg == u"--circuit") {
            // Given again it adds a circuit (plan --circuit A --circuit B), never replaces one silently.
            QString id;
            if (!value(&id))
                return std::nullopt;
            o.circuit = o.circuit.isEmpty() ? id : o.circuit + u',' + id;
        } else if (arg == u"--catalog") {
            if (!value(&o.catalogFile))
                return std::nullopt;
        } else if (arg == u"--lang") {
            if (!value(&o.lang))
                return std::nullopt;
        } else if (arg == u"--prices") {
            if (!value(&o.prices))
                return std::nullopt;
        } else if (arg == u"--db") {
            if (!value(&o.db))
                return std::nullopt;
        } else if (arg == u"--baseline") {
            if (!value(&o.baseline))
                return std::nullopt;
        } else if (arg == u"--workload") {
            if (!value(&o.workload))
                return std::nullopt;
        } else if (arg == u"--precision") {
            if (!value(&o.precision))
                return std::nullopt;
        } else if (arg == u"--params-b") {
            if (!value(&o.paramsB))
                return std::nullopt;
        } else if (arg == u"--method") {
            if (!value(&o.method))
                return std::nullopt;
        } else if (arg == u"--parallel") {
            if (!value(&o.parallel))
                return std::nullopt;
        } else if (arg == u"--allow-risers") {
            o.allowRisers = true;
        } else if (arg == u"--budget" || arg == u"--gpus" || arg == u"--min-vram" || arg == u"--top" || arg == u"--case"
            || arg == u"--board" || arg == u"--psu") {
            QString *into = arg == u"--budget" ? &o.budget
                : arg == u"--gpus"             ? &o.gpus
                : arg == u"--min-vram"         ? &o.minVram
                : arg == u"--top"              ? &o.top
                : arg == u"--case"             ? &o.caseId
                : arg == u"--board"            ? &o.boardId
                                               : &o.psuId;
            if (!value(into))
                return std::nullopt;
        } else if (arg == u"--replace") {
            o.replace = true;
        } else if (arg == u"--opendb") {
            if (!value(&o.opendb))
                return std::nullopt;
        } else if (arg == u"--kind") {
            if (!value(&o.kind))
                return std::nullopt;
        } else if (arg == u"--format") {
            if (!value(&o.format))
                return std::nullopt;
        } else if (arg == u"-o" || arg == u"--output") {
            if (!value(&o.output))
                return std::nullopt;
        } else if (arg.startsWith(u"--"_s) || (arg.startsWith(u'-') && arg != u"-")) {
            *error = tr("unknown option %1").arg(arg);
            return std::nullopt;
        } else if (o.command.isEmpty()) {
            o.command = arg;
        } else {
            o.arguments << arg;
        }
    }
    if (o.command.isEmpty() && !o.help && !o.version) {
        *error = tr("no command given");
        return std::nullopt;
    }
    if (o.help || o.version)
        return o;
    // An option the command does not read is refused, not ignored: `check b.rigbuild -o report.txt`
    // must not look as if it wrote a report.
    const QStringList allowed = optionsOf(o.command);
    if (!allowed.isEmpty()) {
        for (const QString &given : std::as_const(o.given)) {
            if (!allowed.contains(given) && !commonOptions().contains(given)) {
                *error = tr("%1: the %2 command does not take this option (see --help)").arg(given, o.command);
                return std::nullopt;
            }
        }
    }
    return o;
}

QStringList OptionParser::commonOptions()
{
    return { u"--db"_s, u"--catalog"_s, u"--lang"_s, u"--prices"_s, u"--help"_s, u"--version"_s };
}

QStringList OptionParser::optionsOf(const QString &command)
{
    // The estimate's options: every command that estimates a speedup reads them (estimatecommand.h).
    const QStringList estimate { u"--baseline"_s, u"--workload"_s, u"--precision"_s, u"--params-b"_s, u"--method"_s,
        u"--parallel"_s };
    if (command == u"check")
        return estimate + QStringList { u"--json"_s, u"--circuit"_s };
    if (command == u"estimate")
        return estimate + QStringList { u"--json"_s };
    if (command == u"compare")
        return estimate + QStringList { u"--json"_s, u"--format"_s };
    if (command == u"export")
        return estimate + QStringList { u"--format"_s, u"--output"_s, u"--circuit"_s };
    if (command == u"plan")
        return estimate
            + QStringList { u"--json"_s, u"--budget"_s, u"--circuit"_s, u"--gpus"_s, u"--min-vram"_s,
                  u"--allow-risers"_s, u"--case"_s, u"--board"_s, u"--psu"_s, u"--top"_s };
    if (command == u"catalog")
        return { u"--json"_s, u"--kind"_s, u"--replace"_s, u"--opendb"_s };
    return {}; // an unknown command: main says so
}

std::optional<double> numberOption(
    QStringView option, const QString &text, const ValueRange &range, QStringList *problems)
{
    if (const std::optional<double> v = parseNumberArgument(text, range))
        return v;
    *problems << option.toString() + u": "_s
            + QCoreApplication::translate("RigPlan::Cli", "must be %1, not %2").arg(range.expected(), text);
    return std::nullopt;
}

QString OptionParser::helpText()
{
    return tr("Usage: rigplan-cli COMMAND [options]\n"
              "\n"
              "Commands:\n"
              "  check FILE [--json] [--circuit ID]   run every rule and the power budget on a build\n"
              "  estimate FILE [--json] [--baseline GPU_ID] [--workload ID] [--precision P]\n"
              "                                       estimated training speedup against a baseline GPU\n"
              "    --workload llm --params-b N [--method full|lora|qlora] [--parallel auto|ddp|fsdp|tensor|pipeline]\n"
              "                                       an LLM job (also on plan)\n"
              "  catalog list [--kind K] [--json]     the parts of the catalog\n"
              "  catalog show ID [--json]             one part, with its source\n"
              "  catalog add FILE | remove ID | price ID USD   custom parts and prices\n"
              "  catalog choose ID new|used|default   count this part at its new or used price\n"
              "  catalog export FILE                  your custom parts and prices, to share\n"
              "  catalog import FILE [--replace]      parts and prices from catalog export\n"
              "  catalog import --opendb DIR [--kind K]   parts from a BuildCores OpenDB checkout\n"
              "  compare A B [C D] [--json] [--format text|md] [--workload W]\n"
              "                                       two to four builds side by side\n"
              "  export FILE --format csv|md|bbcode|txt|json|html|pdf [-o OUT]\n"
              "                                       the parts list, power, checks, speedup and checklist\n"
              "  plan --budget USD [--workload W] [--precision P] [--circuit ID[,ID]] [--gpus MIN-MAX]\n"
              "       [--min-vram GB] [--allow-risers] [--case ID] [--board ID] [--psu ID] [--top N] [--json]\n"
              "                                       the best builds within a budget that pass every check\n"
              "\n"
              "FILE may be - for standard input.\n"
              "\n"
              "Options:\n"
              "  --json             print one JSON object on standard output\n"
              "  --circuit ID       check against this wall circuit (us-120v-15a, eu-230v-16a, ...)\n"
              "  --db PATH          the SQLite database (default: the user's data directory)\n"
              "  --catalog FILE     use the parts of this catalog file instead of the database\n"
              "  --lang en|zh_CN    language of messages\n"
              "  --prices new|used  check, estimate, compare, export, plan: price parts new (default) or used\n"
              "                     (used where the catalog has a used price, else new; your per-part choices win)\n"
              "  -o, --output OUT   export: write OUT (replaced whole) instead of standard output\n"
              "  --                 the end of the options: a file may then start with -\n"
              "  --help, --version\n"
              "\n"
              "Exit status: 0 done (no error finding), 1 the build has an error finding,\n"
              "2 bad usage or bad input (each problem is printed as 'path: what is wrong').\n");
}

} // namespace RigPlan::Cli
