// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/pdf/pdfexport.h"

#include "core/export/exportformat.h"
#include "core/export/partslist.h"

#include <QBuffer>
#include <QFont>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace RigPlan {

using namespace Qt::StringLiterals;

QByteArray exportPartsListPdf(const PartsList &list)
{
    QTextDocument document;
    // Fonts come from the HTML's CSS, which names Noto Sans CJK SC for Chinese (fonts-noto-cjk, scripts/deps.sh).
    QFont font = document.defaultFont();
    font.setPointSizeF(10);
    document.setDefaultFont(font);
    document.setHtml(QString::fromUtf8(exportPartsList(list, ExportFormat::Html)));

    QByteArray pdf;
    QBuffer buffer(&pdf);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(300);
        writer.setTitle(list.buildName.isEmpty() ? PartsListText::title() : list.buildName);
        writer.setCreator(u"RigPlan"_s);
        // print() breaks an unpaginated document into pages of the writer's size with a 2 cm margin and
        // numbers them at the foot (QTextDocument::print).
        document.print(&writer);
    } // the writer finishes the file when it goes
    return pdf;
}

} // namespace RigPlan
