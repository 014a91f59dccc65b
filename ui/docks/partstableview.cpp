// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/partstableview.h"

#include "ui/chassis/chassiscolours.h"
#include "ui/models/catalogmodel.h"

#include <QDrag>
#include <QPainter>
#include <QSortFilterProxyModel>

namespace RigPlan::Ui {

namespace {

// Pixels per millimetre of the drag picture: a 313 mm card is about 190 px long, a slot 12 px.
constexpr double kPxPerMm = 0.6;
constexpr double kSlotPitchMm = 20.32;

} // namespace

PartsTableView::PartsTableView(const CatalogModel *model, QWidget *parent)
    : QTableView(parent)
    , m_model(model)
{
}

QPixmap PartsTableView::dragPixmap(int sourceRow) const
{
    const PartPtr part = m_model->partAt(sourceRow);
    const GpuSpec *gpu = part ? part->gpu() : nullptr;
    if (!gpu)
        return {};
    const QFontMetrics metrics(font());
    const QSizeF body(
        std::max(gpu->lengthMm, 120.0) * kPxPerMm, std::max(gpu->slotWidth, 1.0) * kSlotPitchMm * kPxPerMm);
    const QSize size(qCeil(body.width()) + 2, qCeil(body.height()) + metrics.height() + 6);
    const qreal dpr = devicePixelRatioF();
    QPixmap pixmap(size * dpr);
    pixmap.setDevicePixelRatio(dpr); // sharp on high-DPI screens
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    QColor fill = ChassisColours::cooler(gpu->cooler);
    fill.setAlpha(220);
    const QRectF card(1, metrics.height() + 5, body.width(), body.height());
    p.setPen(QPen(QColor(0x33, 0x33, 0x33), 1));
    p.setBrush(fill);
    p.drawRoundedRect(card, 2, 2);
    // The bracket end (the card's left, as in the chassis) and the fans of an open-air card.
    p.fillRect(QRectF(card.left(), card.top(), 3, card.height()), QColor(0x70, 0x70, 0x70));
    if (gpu->cooler == Cooler::OpenAir) {
        const int fans = gpu->lengthMm > 280 ? 3 : 2;
        p.setBrush(QColor(0x44, 0x44, 0x44));
        for (int f = 0; f < fans; ++f) {
            const double cx = card.left() + card.width() * (f + 1) / (fans + 1);
            p.drawEllipse(QRectF(cx - 9, card.bottom() - 5, 18, 4));
        }
    }
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRectF(0, 0, size.width(), metrics.height() + 4), Qt::AlignLeft | Qt::AlignVCenter,
        metrics.elidedText(part->name, Qt::ElideRight, size.width()));
    return pixmap;
}

QPoint PartsTableView::dragHotSpot() const
{
    // The cursor holds the card by its top edge, where its connector is: the slot under it is where it goes.
    return { 8, fontMetrics().height() + 10 };
}

void PartsTableView::startDrag(Qt::DropActions supportedActions)
{
    const QModelIndexList rows = selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    QMimeData *mime = model()->mimeData(rows);
    if (!mime)
        return;
    // The view shows a proxy over the catalog model: find the part's source row.
    QModelIndex source = rows.first();
    while (auto *proxy = qobject_cast<const QAbstractProxyModel *>(source.model()))
        source = proxy->mapToSource(source);
    auto *drag = new QDrag(this);
    drag->setMimeData(mime);
    const QPixmap picture = dragPixmap(source.row());
    if (!picture.isNull()) {
        drag->setPixmap(picture);
        drag->setHotSpot(dragHotSpot());
    }
    drag->exec(supportedActions, Qt::CopyAction);
}

} // namespace RigPlan::Ui
