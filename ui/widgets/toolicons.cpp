// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/toolicons.h"

#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>

namespace RigPlan::Ui {

namespace {

/** Draws one icon in a 16 x 16 box scaled to the requested rectangle. */
class ShapeIconEngine : public QIconEngine
{
public:
    explicit ShapeIconEngine(ToolIcon icon)
        : m_icon(icon)
    {
    }

    QIconEngine *clone() const override { return new ShapeIconEngine(m_icon); }
    QString key() const override { return QStringLiteral("RigPlanShapeIcon"); }

    // QIconEngine's default pixmap is not cleared first: start from a transparent one.
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QPixmap pixmap(size * scale);
        pixmap.setDevicePixelRatio(scale);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(), size), mode, state);
        return pixmap;
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const double side = std::min(rect.width(), rect.height());
        painter->translate(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2);
        painter->scale(side / 16.0, side / 16.0);
        const bool disabled = mode == QIcon::Disabled;
        const QColor ink = disabled ? QColor(160, 160, 160) : QColor(55, 65, 80);
        const QColor accent = disabled ? QColor(185, 185, 185) : QColor(40, 110, 200);
        QPen pen(ink, 1.3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        draw(painter, ink, accent, disabled);
        painter->restore();
    }

private:
    void draw(QPainter *p, const QColor &ink, const QColor &accent, bool disabled) const
    {
        const auto arrow = [&](bool forward) {
            QPainterPath path;
            const double s = forward ? 1 : -1;
            path.moveTo(8 - s * 5, 11);
            path.cubicTo(8 - s * 5, 5, 8 + s * 3, 4, 8 + s * 5, 7);
            p->drawPath(path);
            p->drawLine(QPointF(8 + s * 5, 7), QPointF(8 + s * 5, 3.5));
            p->drawLine(QPointF(8 + s * 5, 7), QPointF(8 + s * 1.5, 7));
        };
        const auto magnifier = [&](bool plus) {
            p->drawEllipse(QPointF(6.5, 6.5), 4.3, 4.3);
            p->setPen(QPen(ink, 2, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(QPointF(9.8, 9.8), QPointF(14, 14));
            p->setPen(QPen(accent, 1.3, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(QPointF(4.5, 6.5), QPointF(8.5, 6.5));
            if (plus)
                p->drawLine(QPointF(6.5, 4.5), QPointF(6.5, 8.5));
        };
        const auto badge = [&](const QColor &fill, const QString &mark, bool triangle) {
            p->setPen(Qt::NoPen);
            p->setBrush(disabled ? QColor(185, 185, 185) : fill);
            if (triangle) {
                const QPointF points[] = { { 8, 1.5 }, { 15, 14.5 }, { 1, 14.5 } };
                p->drawPolygon(points, 3);
            } else {
                p->drawEllipse(QPointF(8, 8), 7, 7);
            }
            p->setPen(QPen(Qt::white, 1.8, Qt::SolidLine, Qt::RoundCap));
            if (mark == u"x") {
                p->drawLine(QPointF(5.5, 5.5), QPointF(10.5, 10.5));
                p->drawLine(QPointF(10.5, 5.5), QPointF(5.5, 10.5));
            } else if (mark == u"!") {
                p->drawLine(QPointF(8, 6), QPointF(8, 10));
                p->drawPoint(QPointF(8, 12.6));
            } else {
                p->drawPoint(QPointF(8, 4.8));
                p->drawLine(QPointF(8, 7.5), QPointF(8, 11.5));
            }
        };
        switch (m_icon) {
        case ToolIcon::New: {
            QPainterPath page;
            page.moveTo(3.5, 1.5);
            page.lineTo(9.5, 1.5);
            page.lineTo(12.5, 4.5);
            page.lineTo(12.5, 14.5);
            page.lineTo(3.5, 14.5);
            page.closeSubpath();
            p->setBrush(Qt::white);
            p->drawPath(page);
            p->drawLine(QPointF(9.5, 1.5), QPointF(9.5, 4.5));
            p->drawLine(QPointF(9.5, 4.5), QPointF(12.5, 4.5));
            break;
        }
        case ToolIcon::Open: {
            p->setBrush(disabled ? QColor(220, 220, 220) : QColor(240, 200, 110));
            QPainterPath folder;
            folder.moveTo(1.5, 13.5);
            folder.lineTo(1.5, 3);
            folder.lineTo(6, 3);
            folder.lineTo(7.5, 4.5);
            folder.lineTo(13.5, 4.5);
            folder.lineTo(13.5, 13.5);
            folder.closeSubpath();
            p->drawPath(folder);
            break;
        }
        case ToolIcon::Save:
            p->setBrush(accent);
            p->drawRoundedRect(QRectF(2, 2, 12, 12), 1.5, 1.5);
            p->setBrush(Qt::white);
            p->drawRect(QRectF(4.5, 2, 7, 4.5));
            p->drawRect(QRectF(4.5, 9, 7, 5));
            break;
        case ToolIcon::Undo:
            arrow(false);
            break;
        case ToolIcon::Redo:
            arrow(true);
            break;
        case ToolIcon::ZoomIn:
            magnifier(true);
            break;
        case ToolIcon::ZoomOut:
            magnifier(false);
            break;
        case ToolIcon::Fit:
            for (const auto &[x, y, dx, dy] :
                { std::tuple { 2.0, 2.0, 1, 1 }, { 14.0, 2.0, -1, 1 }, { 2.0, 14.0, 1, -1 }, { 14.0, 14.0, -1, -1 } }) {
                p->drawLine(QPointF(x, y), QPointF(x + dx * 4, y));
                p->drawLine(QPointF(x, y), QPointF(x, y + dy * 4));
            }
            p->setPen(QPen(accent, 1.3));
            p->drawRect(QRectF(5.5, 5.5, 5, 5));
            break;
        case ToolIcon::Error:
            badge(QColor(200, 40, 40), QStringLiteral("x"), false);
            break;
        case ToolIcon::Warning:
            badge(QColor(225, 150, 0), QStringLiteral("!"), true);
            break;
        case ToolIcon::Info:
            badge(QColor(40, 110, 200), QStringLiteral("i"), false);
            break;
        case ToolIcon::Clear:
            badge(QColor(150, 155, 165), QStringLiteral("x"), false);
            break;
        case ToolIcon::DockFloat:
            p->drawRect(QRectF(5.5, 2.5, 8, 7));
            p->setBrush(disabled ? QColor(235, 235, 235) : Qt::white);
            p->drawRect(QRectF(2.5, 6.5, 8, 7));
            break;
        case ToolIcon::DockClose:
            p->drawLine(QPointF(4, 4), QPointF(12, 12));
            p->drawLine(QPointF(12, 4), QPointF(4, 12));
            break;
        case ToolIcon::MoreHorizontal:
            for (double x : { 3.5, 8.5 }) {
                p->drawLine(QPointF(x, 4), QPointF(x + 4, 8));
                p->drawLine(QPointF(x + 4, 8), QPointF(x, 12));
            }
            break;
        case ToolIcon::MoreVertical:
            for (double y : { 3.5, 8.5 }) {
                p->drawLine(QPointF(4, y), QPointF(8, y + 4));
                p->drawLine(QPointF(8, y + 4), QPointF(12, y));
            }
            break;
        }
    }

    ToolIcon m_icon;
};

} // namespace

QIcon toolIcon(ToolIcon icon)
{
    return QIcon(new ShapeIconEngine(icon));
}

} // namespace RigPlan::Ui
