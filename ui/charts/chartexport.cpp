// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/chartexport.h"

#include "core/io/outputfile.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace RigPlan::Ui::ChartExport {

namespace {

constexpr double kPngScale = 2.0;

QString cannotWrite(const QString &fileName)
{
    return QCoreApplication::translate("RigPlan::Ui::ChartExport", "Cannot write %1").arg(fileName);
}

/** The chart's rectangle in its scene; a chart never shown gets a default size first. */
QRectF chartArea(QChart *chart)
{
    if (chart->size().width() < 50 || chart->size().height() < 50)
        chart->resize(800, 500);
    return chart->geometry();
}

void paint(QChart *chart, QPainter *painter, const QRectF &target, const QRectF &source)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    if (QGraphicsScene *scene = chart->scene()) {
        scene->render(painter, target, source);
    } else {
        // Not in a view yet: lend the chart to a scene of its own for the drawing.
        QGraphicsScene temporary;
        temporary.addItem(chart);
        temporary.render(painter, target, chart->geometry());
        temporary.removeItem(chart);
    }
}

/** Through the one output policy (core/io/outputfile.h): whole or not at all, never onto the database. */
bool writeOut(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QString reason;
    if (OutputFile::write(fileName, bytes, &reason))
        return true;
    if (error)
        *error = reason;
    return false;
}

} // namespace

bool savePng(QChart *chart, const QString &fileName, QString *error)
{
    const QRectF source = chartArea(chart);
    QImage image((source.size() * kPngScale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        paint(chart, &painter, QRectF(image.rect()), source);
    }
    image.setDevicePixelRatio(kPngScale);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = cannotWrite(fileName);
        return false;
    }
    return writeOut(fileName, png, error);
}

bool saveSvg(QChart *chart, const QString &fileName, QString *error)
{
    const QRectF source = chartArea(chart);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(source.size().toSize());
    svg.setViewBox(QRectF(QPointF(), source.size()));
    svg.setTitle(chart->title());
    svg.setDescription(QStringLiteral("RigPlan"));
    QPainter painter;
    if (!painter.begin(&svg)) {
        if (error)
            *error = cannotWrite(fileName);
        return false;
    }
    paint(chart, &painter, QRectF(QPointF(), source.size()), source);
    return painter.end() && writeOut(fileName, bytes, error);
}

bool save(QChart *chart, const QString &fileName, QString *error)
{
    if (QFileInfo(fileName).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0)
        return saveSvg(chart, fileName, error);
    return savePng(chart, fileName, error);
}

} // namespace RigPlan::Ui::ChartExport
