// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: rigplan-cli's argument parser. The input is split on NUL and newline into the
// arguments after the program name. The parser must either give options or say why not.
#include "app/cli/clioptions.h"

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
    return 0;
}
