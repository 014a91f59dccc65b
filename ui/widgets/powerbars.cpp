// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/powerbars.h"

#include "ui/document/builddocument.h"

#include <QPainter>

namespace RigPlan::Ui {

namespace {

const QColor kGpu(0xf2, 0xa1, 0x55);
const QColor kCpu(0x5b, 0x8d, 0xd6);
const QColor kOther(0x9a, 0xa4, 0xae);
const QColor kWall(0x6b, 0x5b, 0x95);
const QColor kOver(0xd6, 0x3b, 0x3b);

constexpr int kBarHeight = 18;
constexpr int kRowHeight = 40;

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
    setMinimumHeight(kRowHeight);
}

void PowerBars::setHeadroom(double headroom)
{
    m_headroom = headroom;
    update();
}

QSize PowerBars::sizeHint() const
{
    return { 320, static_cast<int>(bars().size()) * kRowHeight + 24 };
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
        bar.label = tr("PSU %1: %2 of %3 W").arg(k + 1).arg(qRound(psu.loadW)).arg(qRound(psu.ratingW));
        bar.segments = { { gpu, kGpu }, { cpu, kCpu }, { other, kOther } };
        bar.limitW = psu.ratingW;
        bar.thresholdW = psu.ratingW * m_headroom;
        bar.tip = tr("GPUs %1 W, CPU %2 W, other %3 W; headroom threshold %4 W; peaks up to %5 W against %6 W it "
                     "rides through")
                      .arg(qRound(gpu))
                      .arg(qRound(cpu))
                      .arg(qRound(other))
                      .arg(qRound(bar.thresholdW))
                      .arg(qRound(psu.transientW))
                      .arg(qRound(psu.toleranceW));
        out.append(bar);
    }
    for (qsizetype c = 0; c < p.circuits.size(); ++c) {
        const CircuitPower &circuit = p.circuits[c];
        Bar bar;
        bar.label = tr("Circuit %1 (%2): %3 of %4 W at the wall")
                        .arg(c + 1)
                        .arg(r.circuits.value(c).label())
                        .arg(qRound(circuit.wallW))
                        .arg(qRound(circuit.limitW));
        bar.segments = { { circuit.wallW, kWall } };
        bar.limitW = circuit.limitW;
        bar.tip = tr("Wall draw after PSU losses, against 80% of the breaker rating");
        out.append(bar);
    }
    return out;
}

void PowerBars::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QList<Bar> list = bars();
    const int width = this->width() - 16;
    int y = 4;
    for (const Bar &bar : list) {
        double total = 0;
        for (const auto &[watts, colour] : bar.segments)
            total += watts;
        // The scale leaves room past the limit so an overload is visible.
        const double scale = width / std::max(bar.limitW * 1.25, total * 1.05);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(8, y, width, 16), Qt::AlignLeft | Qt::AlignVCenter, bar.label);
        const int top = y + 18;
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().color(QPalette::AlternateBase));
        painter.drawRect(QRectF(8, top, width, kBarHeight));
        double x = 8;
        for (const auto &[watts, colour] : bar.segments) {
            painter.setBrush(colour);
            painter.drawRect(QRectF(x, top, watts * scale, kBarHeight));
            x += watts * scale;
        }
        if (total > bar.limitW) {
            painter.setBrush(QColor(kOver.red(), kOver.green(), kOver.blue(), 90));
            painter.drawRect(QRectF(8 + bar.limitW * scale, top, (total - bar.limitW) * scale, kBarHeight));
        }
        painter.setPen(QPen(kOver, 2));
        painter.drawLine(
            QPointF(8 + bar.limitW * scale, top - 2), QPointF(8 + bar.limitW * scale, top + kBarHeight + 2));
        if (bar.thresholdW > 0) {
            painter.setPen(QPen(palette().color(QPalette::WindowText), 1, Qt::DashLine));
            painter.drawLine(QPointF(8 + bar.thresholdW * scale, top - 2),
                QPointF(8 + bar.thresholdW * scale, top + kBarHeight + 2));
        }
        y += kRowHeight;
    }
}

} // namespace RigPlan::Ui
