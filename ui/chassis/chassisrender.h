// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/circuit.h"

#include <QImage>

class QPainter;

namespace RigPlan {
class PartCatalog;
struct PartsListPicture;
} // namespace RigPlan

namespace RigPlan::Ui {

class BuildDocument;

/**
 * The chassis of a build drawn as the app's chassis view draws it (ChassisScene), for the exports: the
 * picture the HTML, PDF and Markdown parts lists carry (docs/export.md). Needs a QApplication (the scene
 * is a widget-module class and lays out text); the command line starts one on the offscreen platform.
 * The drawing shows the build as checked: no selection, no drag.
 */
namespace ChassisRender {

/** 2000 pixels: an A4 page's text width (17 cm) at 300 dpi, and twice the HTML's width for sharp screens. */
inline constexpr int kDefaultWidthPx = 2000;

/** Paints the drawing into `target` of `painter`, to scale (its aspect kept, centred); white behind it. */
void paint(QPainter *painter, const QRectF &target, const BuildDocument &document);

/** The drawing `widthPx` wide, its height to scale (at most twice the width), on white. */
QImage image(const BuildDocument &document, int widthPx = kDefaultWidthPx);
/** The same for a build read from a file: its inline parts over `catalog`, checked on `defaultCircuit`. */
QImage image(
    const Build &build, const PartCatalog &catalog, const Circuit &defaultCircuit, int widthPx = kDefaultWidthPx);

/** An image as the exports take it: PNG bytes and the size (PartsList::picture); `link` is left empty. */
PartsListPicture picture(const QImage &image);

} // namespace ChassisRender

} // namespace RigPlan::Ui
