// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"

#include <QTextStream>

#include <memory>

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Cli {

/**
 * `rigplan-cli export FILE --format csv|md|bbcode|txt|json|html|pdf [-o OUT]`: the parts list. Without -o
 * it goes to standard output; a PDF only where standard output is not a terminal. HTML and PDF embed the
 * chassis drawing; Markdown to a regular file links a PNG of it written beside (picturePathBeside()).
 */
int runExport(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err);

/**
 * The application object for this command line: a QApplication for the exports that carry the chassis
 * drawing (`--format html`, `pdf`, and `md` with `-o FILE`; the drawing is a QGraphicsScene and the PDF
 * lays text out), on the offscreen platform unless QT_QPA_PLATFORM says otherwise, since a command line
 * must work without a display; a QCoreApplication for everything else, which starts faster.
 */
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv);

} // namespace RigPlan::Cli
