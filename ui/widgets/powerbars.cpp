// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/powerbars.h"

#include "core/valueranges.h"
#include "ui/document/builddocument.h"

#include <QPainter>
#include <QPainterPath>

namespace RigPlan::Ui {

namespace {

const QColor kGpu(0xf2, 0xa1, 0x55);
const QColor kCpu(0x5b, 0x8d, 0xd6);
const QColor kOther(0x9a, 0xa4, 0xae);
const QColor kWall(0x6b, 0x5b, 0x95);
const QColor kOver(0xd6, 0x3b, 0x3b);
const QColor kPeak(0x8a, 0x3f, 0xb8);

constexpr int kBarHeight = 18;
constexpr int kMargin = 8;
constexpr int kGap = 10; // between one bar and the next label
constexpr int kMarkRoom = 6; // the transient triangle above the bar
constexpr int kLabelFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

} // namespace

PowerBars::PowerBars(BuildDocument *document, double headroom, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_headroom(headroom)
{
    connect(document, &BuildDocument::changed, this, [this](const BuildChange &change) {
        if (!change.reportChanged())
            return;
        QStringList tips;
        for (const Bar &bar : bars())
            tips << bar.label + QStringLiteral(": ") + bar.tip;
        setToolTip(tips.join(QLatin1Char('\n')));
        updateGeometry();
        update();
    });
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void PowerBars::setHeadroom(double headroom)
{
    m_headroom = headroom;
    update();
}

QSize PowerBars::sizeHint() const
{
    return { 320, heightForWidth(320) };
}

QSize PowerBars::minimumSizeHint() const
{
    return { 160, heightForWidth(160) };
}

QList<QRect> PowerBars::labelRects(int width, const QList<Bar> &list) const
{
    QList<QRect> rects;
    const int textWidth = std::max(40, width - 2 * kMargin);
    int y = 4;
    for (const Bar &bar : list) {
        const int height = labelHeight(bar.label, textWidth);
        rects.append(QRect(kMargin, y, textWidth, height));
        y += height + kMarkRoom + kBarHeight + kGap;
    }
    return rects;
}

int PowerBars::labelHeight(const QString &label, int textWidth) const
{
    const std::pair<QString, int> key(label, textWidth);
    auto it = m_labelHeights.constFind(key);
    if (it == m_labelHeights.cend()) {
        if (m_labelHeights.size() >= 64) // labels change with the build: keep the cache small
            m_labelHeights.clear();
        it = m_labelHeights.insert(
            key, fontMetrics().boundingRect(QRect(0, 0, textWidth, 10000), kLabelFlags, label).height());
    }
    return it.value();
}

void PowerBars::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        m_labelHeights.clear(); // the heights were measured in the old font
    QWidget::changeEvent(event);
}

int PowerBars::heightForWidth(int width) const
{
    const QList<QRect> rects = labelRects(width, bars());
    if (rects.isEmpty())
        return 8;
    return rects.last().bottom() + 1 + kMarkRoom + kBarHeight + kGap;
}

QRect PowerBars::labelRect(int index) const
{
    return labelRects(width(), bars()).value(index);
}

QList<PowerBars::Bar> PowerBars::bars() const
{
    QList<Bar> out;
    const ResolvedBuild &r = m_document->resolved();
    const PowerBudget &p = m_document->report().power;
    for (qsizetype k = 0; k < p.psus.size(); ++k) {
        const PsuPower &psu = p.psus[k];
        // PSU 0 also carries the CPU, the rest and every card's slot power (shown with the GPUs).
        const double cpu = k == 0 ? p.cpuW : 0;
        const double other = k == 0 ? p.otherW : 0;
        const double gpu = psu.loadW - cpu - other;
        Bar bar;
        bar.label = tr("PSU %1: %2 of %3 W (threshold %4 W)")
                        .arg(k + 1)
                        .arg(roundToInt(psu.loadW))
                        .arg(roundToInt(psu.ratingW))
                        .arg(roundToInt(psu.ratingW * m_headroom));
        bar.segments = { { gpu, kGpu }, { cpu, kCpu }, { other, kOther } };
        bar.limitW = psu.ratingW;
        bar.thresholdW = psu.ratingW * m_headroom;
        bar.peakW = psu.transientW;
        bar.toleranceW = psu.toleranceW;
        bar.tip = tr("GPUs %1 W, CPU %2 W, other %3 W; headroom threshold %4 W (dashed); peaks up to %5 W "
                     "(triangle) against %6 W it rides through (dotted)")
                      .arg(roundToInt(gpu))
                      .arg(roundToInt(cpu))
                      .arg(roundToInt(other))
                      .arg(roundToInt(bar.thresholdW))
                      .arg(roundToInt(psu.transientW))
                      .arg(roundToInt(psu.toleranceW));
        out.append(bar);
    }
    for (qsizetype c = 0; c < p.circuits.size(); ++c) {
        const CircuitPower &circuit = p.circuits[c];
        QStringList feeds;
        for (qsizetype k = 0; k < static_cast<qsizetype>(r.psus.size()); ++k) {
            if (r.psus[k].circuit == c || (p.circuits.size() == 1))
                feeds << QString::number(k + 1);
        }
        Bar bar;
        bar.label = tr("Circuit %1 (%2): %3 of %4 W at the wall")
                        .arg(c + 1)
                        .arg(r.circuits.value(c).label())
                        .arg(roundToInt(circuit.wallW))
                        .arg(roundToInt(circuit.limitW));
        bar.segments = { { circuit.wallW, kWall } };
        bar.limitW = circuit.limitW;
        bar.tip = tr("Wall draw of PSU %1 after their losses, against 80% of the breaker rating")
                      .arg(feeds.join(QStringLiteral(", ")));
        out.append(bar);
    }
    return out;
}

void PowerBars::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QList<Bar> list = bars();
    const QList<QRect> labels = labelRects(width(), list);
    const int width = this->width() - 2 * kMargin;
    const QColor text = palette().color(QPalette::WindowText);
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Bar &bar = list[i];
        double total = 0;
        for (const auto &[watts, colour] : bar.segments)
            total += watts;
        // The scale leaves room past the limit (and the peak) so an overload is visible.
        const double scale = width / std::max({ bar.limitW * 1.25, total * 1.05, bar.peakW * 1.05, 1.0 });
        const auto at = [&](double watts) { return kMargin + watts * scale; };
        painter.setPen(text);
        painter.drawText(labels[i], kLabelFlags, bar.label);
        const double top = labels[i].bottom() + 1 + kMarkRoom;
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().color(QPalette::AlternateBase));
        painter.drawRect(QRectF(kMargin, top, width, kBarHeight));
        double x = kMargin;
        for (const auto &[watts, colour] : bar.segments) {
            painter.setBrush(colour);
            painter.drawRect(QRectF(x, top, std::max(0.0, watts) * scale, kBarHeight));
            x += std::max(0.0, watts) * scale;
        }
        if (total > bar.limitW) {
            painter.setBrush(QColor(kOver.red(), kOver.green(), kOver.blue(), 90));
            painter.drawRect(QRectF(at(bar.limitW), top, (total - bar.limitW) * scale, kBarHeight));
        }
        painter.setPen(QPen(kOver, 2));
        painter.drawLine(QPointF(at(bar.limitW), top - 2), QPointF(at(bar.limitW), top + kBarHeight + 2));
        if (bar.thresholdW > 0) {
            painter.setPen(QPen(text, 1, Qt::DashLine));
            painter.drawLine(QPointF(at(bar.thresholdW), top - 2), QPointF(at(bar.thresholdW), top + kBarHeight + 2));
        }
        if (bar.toleranceW > 0 && at(bar.toleranceW) <= kMargin + width) {
            painter.setPen(QPen(kPeak, 1, Qt::DotLine));
            painter.drawLine(QPointF(at(bar.toleranceW), top), QPointF(at(bar.toleranceW), top + kBarHeight));
        }
        if (bar.peakW > 0) {
            // The transient peak: a triangle pointing down at the bar.
            QPainterPath triangle;
            const double px = at(bar.peakW);
            triangle.moveTo(px - 5, top - kMarkRoom);
            triangle.lineTo(px + 5, top - kMarkRoom);
            triangle.lineTo(px, top);
            triangle.closeSubpath();
            painter.setPen(Qt::NoPen);
            painter.setBrush(bar.toleranceW > 0 && bar.peakW > bar.toleranceW ? kOver : kPeak);
            painter.drawPath(triangle);
        }
    }
}

} // namespace RigPlan::Ui
