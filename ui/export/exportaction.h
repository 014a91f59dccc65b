// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/exportformat.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace RigPlan {
struct PartsList;
}

namespace RigPlan::Ui {

class BuildDocument;

/** File > Export…: asks for a file and a format, then writes the parts list of the open build. */
class ExportAction
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Ui::ExportAction)

public:
    /** Shows the save dialog and writes the file; a message box says why when it cannot. */
    static void run(QWidget *parent, const BuildDocument &document, const QString &defaultBaseline);

    /** The parts list of the open build in the UI's language (QLocale's default, set by the app). */
    static PartsList partsList(const BuildDocument &document, const QString &defaultBaseline);

    /** `list` with the chassis drawing of `document` where `format` carries it (HTML, PDF, Markdown). */
    static PartsList withPicture(PartsList list, ExportFormat format, const BuildDocument &document);

    /**
     * Writes `fileName` whole or not at all (QSaveFile); `error` says why not. Markdown with a picture
     * also writes the PNG beside it (picturePathBeside()) and links it.
     */
    static bool write(const PartsList &list, ExportFormat format, const QString &fileName, QString *error);

    /** One dialog filter per format, in the order of allExportFormats(). */
    static QStringList nameFilters();

    /** The format a file name's suffix names, else the chosen filter's. */
    static std::optional<ExportFormat> formatFor(const QString &fileName, const QString &selectedFilter);
};

} // namespace RigPlan::Ui
