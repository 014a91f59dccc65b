// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/chassisrender.h"

#include "core/export/exportformat.h"
#include "core/export/partslist.h"
#include "ui/chassis/chassisscene.h"
#include "ui/document/builddocument.h"

#include <QBuffer>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <memory>

namespace RigPlan::Ui::ChassisRender {

namespace {

/**
 * A document of its own for the drawing: the scene needs a document it may edit, and the open one's
 * selection and highlights are not part of the picture. Same parts, circuit and headroom, so the same
 * findings colour the same cards.
 */
std::unique_ptr<BuildDocument> copyOf(const BuildDocument &document)
{
    auto copy = std::make_unique<BuildDocument>(document.baseCatalog());
    copy->setDefaultCircuit(document.defaultCircuit());
    copy->setCheckOptions(document.checkOptions().headroom);
    copy->reset(document.build());
    return copy;
}

void render(ChassisScene &scene, QPainter *painter, const QRectF &target)
{
    const QRectF source = scene.sceneRect();
    painter->save();
    painter->fillRect(target, Qt::white);
    painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    scene.render(painter, target, source, Qt::KeepAspectRatio);
    painter->restore();
}

QImage imageOf(BuildDocument &document, int widthPx)
{
    ChassisScene scene(&document);
    const QRectF source = scene.sceneRect();
    widthPx = std::clamp(widthPx, 16, 8000);
    const double aspect = source.width() > 0 ? source.height() / source.width() : 0.5;
    const int heightPx = std::clamp(int(std::lround(widthPx * aspect)), 1, 2 * widthPx);
    QImage image(widthPx, heightPx, QImage::Format_RGB32); // opaque: a smaller PNG, and no checkerboard anywhere
    image.fill(Qt::white);
    QPainter painter(&image);
    render(scene, &painter, QRectF(image.rect()));
    return image;
}

} // namespace

void paint(QPainter *painter, const QRectF &target, const BuildDocument &document)
{
    const std::unique_ptr<BuildDocument> copy = copyOf(document);
    ChassisScene scene(copy.get());
    render(scene, painter, target);
}

QImage image(const BuildDocument &document, int widthPx)
{
    const std::unique_ptr<BuildDocument> copy = copyOf(document);
    return imageOf(*copy, widthPx);
}

QImage image(const Build &build, const PartCatalog &catalog, const Circuit &defaultCircuit, int widthPx)
{
    BuildDocument document(&catalog);
    document.setDefaultCircuit(defaultCircuit);
    document.reset(build);
    return imageOf(document, widthPx);
}

PartsListPicture picture(const QImage &image)
{
    PartsListPicture picture;
    if (image.isNull())
        return picture;
    QImage marked = image;
    marked.setText(
        QStringLiteral("Software"), QString::fromLatin1(kPictureSoftware)); // a later export may replace this file
    QBuffer buffer(&picture.png);
    buffer.open(QIODevice::WriteOnly);
    if (!marked.save(&buffer, "PNG")) {
        picture.png.clear();
        return picture;
    }
    picture.widthPx = image.width();
    picture.heightPx = image.height();
    return picture;
}

} // namespace RigPlan::Ui::ChassisRender
