// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: rigplan-cli's argument parser. The input is split on NUL and newline into the
// arguments after the program name. The parser must either give options or say why not; the numbers it
// hands on (--budget, --min-vram, --top, --params-b, --gpus, a catalog price) go through numberOption as the
// commands take them, and must come out in their range or be refused with a message.
#include "app/cli/clioptions.h"
#include "core/valueranges.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace RigPlan;
using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QStringList arguments { u"rigplan-cli"_s };
    QByteArray current;
    for (size_t i = 0; i < size; ++i) {
        const char c = static_cast<char>(data[i]);
        if (c == '\0' || c == '\n') {
            arguments << QString::fromUtf8(current);
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.isEmpty())
        arguments << QString::fromUtf8(current);

    QString error;
    const std::optional<Cli::Options> options = Cli::OptionParser::parse(arguments, &error);
    if (options.has_value() == !error.isEmpty()) {
        std::fprintf(stderr, "the parser must give options or an error, not both or neither\n");
        std::abort();
    }
    if (options && options->command.isEmpty() && !options->help && !options->version) {
        std::fprintf(stderr, "options without a command\n");
        std::abort();
    }
    if (!options)
        return 0;
    const auto number = [](QStringView option, const QString &text, const ValueRange &range) {
        QStringList problems;
        const std::optional<double> v = Cli::numberOption(option, text, range, &problems);
        if (v ? (!range.contains(*v) || !problems.isEmpty()) : problems.size() != 1) {
            std::fprintf(stderr, "%s: a number out of range, or a refusal without a message\n", range.name);
            std::abort();
        }
    };
    number(u"--budget", options->budget, Ranges::BudgetUsd);
    number(u"--min-vram", options->minVram, Ranges::GpuMemoryGB);
    number(u"--top", options->top, Ranges::PlanTop);
    number(u"--params-b", options->paramsB, Ranges::ParamsB);
    for (const QString &end : options->gpus.split(u'-'))
        number(u"--gpus", end, Ranges::PlanGpus);
    for (const QString &argument : options->arguments) // catalog price ID USD
        number(u"USD", argument, Ranges::PriceUsd);
    return 0;
}
