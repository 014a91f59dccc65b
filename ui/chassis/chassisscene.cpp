// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/chassisscene.h"

#include "core/buildedits.h"
#include "core/partcatalog.h"
#include "core/report/findingtext.h"
#include "core/rules/slotgeometry.h"
#include "ui/chassis/chassiscolours.h"
#include "ui/chassis/chassisgeometry.h"
#include "ui/document/builddocument.h"
#include "ui/mimetypes.h"
#include "ui/models/partsummary.h"

#include <QApplication>
#include <QDrag>
#include <QGraphicsRectItem>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QMenu>
#include <QMimeData>
#include <QPainterPath>
#include <QWidget>

namespace RigPlan::Ui {

using namespace ChassisGeometry;
using namespace ChassisColours;
using namespace Qt::StringLiterals;

namespace {

/**
 * Labels are the application's font, scaled to the size asked for: a font at a size of its own would cost
 * a font-engine load of its own (about 1 ms at startup), and the view scales the scene anyway.
 */
QGraphicsSimpleTextItem *addLabel(
    QGraphicsScene *scene, const QString &text, QPointF at, double pointSize, const QColor &colour = Qt::black)
{
    static const QFont font = [] {
        QFont f;
        if (f.pointSizeF() <= 0) // a font set in pixels: give it a point size to scale from
            f.setPointSizeF(9);
        return f;
    }();
    // Font before text: addSimpleText() would lay the text out twice, in the default font and then in this.
    auto *label = new QGraphicsSimpleTextItem;
    label->setFont(font);
    label->setText(text);
    scene->addItem(label);
    label->setScale(pointSize / font.pointSizeF());
    label->setBrush(colour);
    label->setPos(at);
    return label;
}

} // namespace

ChassisScene::ChassisScene(BuildDocument *document, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
{
    connect(m_document, &BuildDocument::changed, this, [this](const BuildChange &change) {
        if (change.reportChanged()) // a selection only re-highlights (MainWindow calls setHighlightedGpus)
            rebuild();
    });
    rebuild();
}

void ChassisScene::setSelectedGpu(int gpu)
{
    if (gpu >= static_cast<int>(m_document->build().gpus.size()))
        gpu = -1;
    if (gpu == m_selectedGpu)
        return;
    m_selectedGpu = gpu;
    rebuild();
    Q_EMIT selectedGpuChanged(gpu);
}

void ChassisScene::setHighlightedGpus(const QList<int> &gpus)
{
    m_highlighted = gpus;
    rebuild();
}

void ChassisScene::rebuild()
{
    if (m_selectedGpu >= static_cast<int>(m_document->build().gpus.size())) {
        m_selectedGpu = -1;
        Q_EMIT selectedGpuChanged(-1);
    }
    clear();
    m_dropHint = nullptr;
    m_ghost = nullptr;
    m_connectorRects.clear();
    m_connectorItems.clear();
    m_cardRects.clear();
    m_psuRects.clear();
    m_riserRects.clear();
    drawCase();
    drawRiserArea();
    drawCards();
    drawPsus();
    nameElements();
    setSceneRect(itemsBoundingRect().adjusted(-20, -20, 20, 20));
    Q_EMIT elementsChanged();
}

void ChassisScene::drawCase()
{
    const ResolvedBuild &r = m_document->resolved();
    const int slotCount = r.chassis ? r.chassis->expansionSlots : 7;
    const double length = r.chassis ? std::min(r.chassis->maxGpuLengthMm, 600.0) : 330.0;
    const double height = slotCount * kSlotPitchMm + kPsuBayMm; // the PSU shroud under the slots

    auto *body
        = addRect(QRectF(-kBracketMm, -10, length + kBracketMm + 20, height + 20), QPen(kCaseLine, 1.5), kCaseFill);
    body->setToolTip(r.casePart ? tr("%1: %2 expansion slots, cards up to %3 mm")
                                      .arg(r.casePart->name)
                                      .arg(slotCount)
                                      .arg(r.chassis->maxGpuLengthMm)
                                : tr("No case chosen"));
    for (int p = 1; p <= slotCount; ++p) {
        const double y = slotTop(p);
        addLine(-kBracketMm, y, 0, y, QPen(kCaseLine, 0.5));
        addLabel(this, QString::number(p), QPointF(-kBracketMm + 5, y + 4), 7, kCaseLine);
    }
    // The case's GPU clearance.
    auto *limit = addLine(length, -10, length, height + 10, QPen(kCaseLine, 1, Qt::DashLine));
    limit->setToolTip(tr("Longest card this case takes: %1 mm").arg(r.chassis ? r.chassis->maxGpuLengthMm : 0));

    if (!r.board)
        return;
    for (const BoardSlot &s : r.board->pcieSlots) {
        const QRectF rect(12, slotTop(s.position) + 2, kConnectorLengthMm * s.size / 16.0, 6);
        auto *item = addRect(rect, Qt::NoPen, kConnector);
        const QString source = s.source == LaneSource::Cpu ? tr("CPU")
            : s.source == LaneSource::Chipset              ? tr("chipset")
                                                           : tr("PCIe switch");
        const QString text = tr("x%1 slot · x%2 Gen%3 · %4").arg(s.size).arg(s.lanes).arg(s.gen).arg(source);
        item->setToolTip(tr("Slot %1: %2").arg(s.position).arg(text));
        // Labels stand right of the case, level with their connector, so cards never hide them.
        addLine(length + 20, slotTop(s.position) + 5, length + 28, slotTop(s.position) + 5, QPen(kConnector, 0.8));
        addLabel(this, tr("%1: %2").arg(s.position).arg(text), QPointF(length + 30, slotTop(s.position) - 1), 6.5,
            kConnector);
        // The drop zone is the slot's row, label included: over a card's body a drop goes onto the card.
        m_connectorRects.insert(s.position, QRectF(0, slotTop(s.position), length + 300, kSlotPitchMm));
        m_connectorItems.insert(s.position, item);
    }
}

void ChassisScene::drawRiserArea()
{
    // Under the case: the vertical mounts on the left, the open frame on the right.
    const ResolvedBuild &r = m_document->resolved();
    const int caseSlots = r.chassis ? r.chassis->expansionSlots : 7;
    const int mounts = r.chassis ? r.chassis->verticalMounts : 0;
    int vertical = 0;
    int frame = 0;
    for (const ResolvedGpu &g : r.gpus) {
        if (g.onRiser())
            (g.placement.riser->mount == RiserMount::Frame ? frame : vertical) += 1;
    }
    const double top = caseSlots * kSlotPitchMm + kPsuBayMm + kRiserGapMm;
    const auto areaHeight = [](int cards) { return 24 + std::max(cards, 1) * (3 * kSlotPitchMm + 6); };
    m_verticalArea = QRectF(-kBracketMm, top, 340, areaHeight(std::max(vertical, mounts)));
    m_frameArea = QRectF(m_verticalArea.right() + 20, top, 340, areaHeight(frame));
    const bool openFrame = r.chassis && r.chassis->openFrame;
    auto *verticalBox = addRect(m_verticalArea, QPen(kCaseLine, 1, Qt::DotLine), Qt::NoBrush);
    verticalBox->setToolTip(
        tr("Drop a card here to put it on a riser to a vertical mount (%n in this case).", nullptr, mounts));
    addLabel(this, tr("Risers to vertical mounts (%1 in this case)").arg(mounts),
        m_verticalArea.topLeft() + QPointF(4, 3), 7, kCaseLine);
    auto *frameBox = addRect(m_frameArea, QPen(kCaseLine, 1, Qt::DotLine), Qt::NoBrush);
    frameBox->setToolTip(openFrame ? tr("Drop a card here to put it on a riser in the open frame.")
                                   : tr("This case is not an open frame."));
    addLabel(this, openFrame ? tr("Risers in the open frame") : tr("Open frame (not this case)"),
        m_frameArea.topLeft() + QPointF(4, 3), 7, kCaseLine);
}

void ChassisScene::drawCards()
{
    const ResolvedBuild &r = m_document->resolved();
    const CheckReport &report = m_document->report();
    const FindingText text(r, &m_document->parts());
    QHash<int, QStringList> problems; // gpu -> messages of the physical errors about that card
    for (const Finding &f : report.findings) {
        // Power and circuit errors concern the whole build: only placement conflicts outline a card.
        if (f.severity() != Severity::Error
            || !(PlacementService::isPlacementRule(f.rule) || f.rule == RuleId::NvlinkSpacing))
            continue;
        for (int g : f.gpus)
            problems[g] << text.message(f);
        if (const auto *blocked = f.detailIf<SlotBlockedDetails>())
            problems[blocked->blocker] << text.message(f);
    }
    const SlotGeometry geometry(r);
    int riserRow = 0;
    int frameRow = 0;
    for (int i = 0; i < static_cast<int>(r.gpus.size()); ++i) {
        const ResolvedGpu &g = r.gpus[static_cast<std::size_t>(i)];
        const GpuSpec &spec = *g.spec;
        QRectF rect;
        if (g.onRiser()) {
            const bool frame = g.placement.riser->mount == RiserMount::Frame;
            const QRectF &area = frame ? m_frameArea : m_verticalArea;
            int &row = frame ? frameRow : riserRow;
            rect = QRectF(area.left() + 10, area.top() + 20 + row * (3 * kSlotPitchMm + 6),
                std::min(spec.lengthMm, 320.0), spec.slotWidth * kSlotPitchMm - 4);
            ++row;
            // The riser cable from the board connector to the card.
            if (g.placement.slot) {
                const QPointF from(kConnectorLengthMm + 12, slotTop(*g.placement.slot) + 5);
                const QPointF to(rect.left() + 30, rect.top());
                QPainterPath cable(from);
                cable.cubicTo(from + QPointF(60, 0), to - QPointF(0, 60), to);
                auto *path = addPath(cable, QPen(QColor(0x6b, 0x5b, 0x95), 2.5, Qt::SolidLine, Qt::RoundCap));
                m_riserRects.insert(i, path->boundingRect());
                path->setToolTip(
                    tr("PCIe %1 riser, %2 mm").arg(g.placement.riser->gen).arg(g.placement.riser->lengthMm));
            }
        } else if (g.placement.slot) {
            rect = cardRect(*g.placement.slot, spec.slotWidth, spec.lengthMm);
            // The air under an open-air card's fans: green with a slot or more, red with none.
            if (spec.cooler == Cooler::OpenAir) {
                if (const StackCard *card = geometry.stackCard(i)) {
                    const double gap = geometry.freeSlotsBelow(*card);
                    const double top = slotTop(card->position) + spec.slotWidth * kSlotPitchMm;
                    QColor shade = gap >= 1.0 ? kValid : gap > 0 ? kWarning : kInvalid;
                    shade.setAlpha(50);
                    auto *air
                        = addRect(QRectF(0, top, spec.lengthMm, std::max(gap, 0.15) * kSlotPitchMm), Qt::NoPen, shade);
                    air->setToolTip(
                        tr("%1 free slot(s) of air under the fans of GPU %2").arg(gap, 0, 'g', 2).arg(i + 1));
                }
            }
        } else {
            continue;
        }
        m_cardRects.insert(i, rect);
        const bool conflict = problems.contains(i);
        QPen pen(conflict ? kInvalid : QColor(0x33, 0x33, 0x33), conflict ? 2.5 : 1);
        if (i == m_selectedGpu || m_highlighted.contains(i)) {
            pen.setColor(i == m_selectedGpu ? QColor(0x1f, 0x6f, 0xeb) : kWarning);
            pen.setWidthF(3);
        }
        // Slightly see-through, so cards that overlap (a blocked slot) show it.
        QColor fill = ChassisColours::cooler(spec.cooler);
        fill.setAlpha(215);
        auto *card = addRect(rect, pen, fill);
        card->setToolTip(tr("GPU %1: %2\n%3, %4 slots, %5 mm, %6 W%7")
                             .arg(i + 1)
                             .arg(g.part->name)
                             .arg(PartSummary::coolerName(spec.cooler))
                             .arg(spec.slotWidth)
                             .arg(spec.lengthMm)
                             .arg(g.powerW())
                             .arg(conflict ? u"\n\n"_s + problems.value(i).join(u'\n') : QString()));
        // Fans on the underside of open-air cards: they blow down into the slot below.
        if (spec.cooler == Cooler::OpenAir) {
            const int fans = rect.width() > 280 ? 3 : 2;
            for (int f = 0; f < fans; ++f) {
                const double cx = rect.left() + rect.width() * (f + 1) / (fans + 1);
                addEllipse(QRectF(cx - 14, rect.bottom() - 7, 28, 6), QPen(QColor(0x55, 0x55, 0x55), 0.8),
                    QColor(0x44, 0x44, 0x44));
            }
        }
        addLabel(this, tr("%1 · %2 W").arg(g.part->name).arg(g.powerW()), rect.topLeft() + QPointF(6, 3), 7.5);
    }
}

void ChassisScene::drawPsus()
{
    // Each PSU in the shroud under the slots, with a lead to every card it feeds.
    const ResolvedBuild &r = m_document->resolved();
    const PowerBudget &power = m_document->report().power;
    const int slotCount = r.chassis ? r.chassis->expansionSlots : 7;
    const double top = slotCount * kSlotPitchMm + (kPsuBayMm - kPsuHeightMm) / 2;
    const QColor lead(0x55, 0x55, 0x55);
    for (int k = 0; k < static_cast<int>(r.psus.size()); ++k) {
        const ResolvedPsu &psu = r.psus[static_cast<std::size_t>(k)];
        const QRectF rect(4 + k * (kPsuLengthMm + 8), top, kPsuLengthMm, kPsuHeightMm);
        m_psuRects.append(rect);
        auto *block = addRect(rect, QPen(QColor(0x33, 0x33, 0x33), 1), QColor(0x4a, 0x4f, 0x57));
        const double load = k < power.psus.size() ? power.psus[k].loadW : 0;
        block->setToolTip(
            tr("PSU %1: %2, %3 of %4 W").arg(k + 1).arg(psu.part->name).arg(qRound(load)).arg(psu.spec->watts));
        addLabel(
            this, tr("PSU %1 · %2 W").arg(k + 1).arg(psu.spec->watts), rect.topLeft() + QPointF(6, 6), 7, Qt::white);
        addLabel(this, psu.part->name, rect.topLeft() + QPointF(6, 22), 6, QColor(0xdd, 0xdd, 0xdd));
        // Leads: from the unit to the far end of each card it feeds, where most cards take their plugs.
        for (int i = 0; i < static_cast<int>(r.gpus.size()); ++i) {
            if (r.gpus[static_cast<std::size_t>(i)].placement.psu != k || !m_cardRects.contains(i))
                continue;
            const QRectF card = m_cardRects.value(i);
            const QPointF from(rect.right() - 10 - i * 4, rect.top());
            const QPointF to(card.right() - 12, card.top() + 4);
            QPainterPath path(from);
            path.cubicTo(from + QPointF(0, -40), to + QPointF(40, 0), to);
            auto *wire = addPath(path, QPen(lead, 1.2, Qt::DashLine));
            wire->setZValue(-1); // under the cards
            wire->setToolTip(tr("PSU %1 feeds GPU %2").arg(k + 1).arg(i + 1));
        }
    }
}

void ChassisScene::nameElements()
{
    m_elements.clear();
    const ResolvedBuild &r = m_document->resolved();
    const CheckReport &report = m_document->report();
    const SlotGeometry geometry(r);
    const auto gpuName = [&r](int i) { return r.gpus[static_cast<std::size_t>(i)].part->name; };
    // The placement errors about each card, as short states.
    QHash<int, QStringList> states;
    for (const Finding &f : report.findings) {
        if (f.severity() != Severity::Error || !PlacementService::isPlacementRule(f.rule))
            continue;
        for (int g : f.gpus) {
            if (const auto *blocked = f.detailIf<SlotBlockedDetails>())
                states[g] << tr("blocked by GPU %1").arg(blocked->blocker + 1);
            else if (f.rule == RuleId::SlotOverflow)
                states[g] << tr("reaches past the case's last slot");
            else if (f.rule == RuleId::CaseGpuLength)
                states[g] << tr("too long for the case");
            else if (f.rule == RuleId::SlotShared)
                states[g] << tr("shares its slot with another card");
            else if (f.rule == RuleId::RiserMount)
                states[g] << tr("no mount for its riser");
            else
                states[g] << tr("cannot be plugged in here");
        }
    }
    if (r.board) {
        for (const BoardSlot &s : r.board->pcieSlots) {
            const QString source = s.source == LaneSource::Cpu ? tr("CPU")
                : s.source == LaneSource::Chipset              ? tr("chipset")
                                                               : tr("PCIe switch");
            QString state;
            for (int i = 0; i < static_cast<int>(r.gpus.size()); ++i) {
                const GpuPlacement &g = r.gpus[static_cast<std::size_t>(i)].placement;
                if (g.slot == s.position)
                    state = g.riser ? tr("riser cable of GPU %1").arg(i + 1) : tr("GPU %1").arg(i + 1);
            }
            if (state.isEmpty()) {
                for (const StackCard &c : geometry.stack()) {
                    if (s.position > c.position && s.position <= c.lastCovered)
                        state = tr("under GPU %1").arg(c.gpu + 1);
                }
            }
            if (state.isEmpty())
                state = tr("free");
            m_elements.append({ ChassisElement::Kind::Slot, s.position, m_connectorRects.value(s.position),
                tr("Slot %1: %2, Gen%3, %4, %5")
                    .arg(s.position)
                    .arg(
                        s.lanes == s.size ? tr("x%1").arg(s.size) : tr("x%1 (x%2 electrical)").arg(s.size).arg(s.lanes))
                    .arg(s.gen)
                    .arg(source, state),
                tr("x%1 connector, x%2 electrical").arg(s.size).arg(s.lanes) });
        }
    }
    // Vertical mounts and open-frame positions: one row each, as the cards on them are drawn.
    const auto row = [](const QRectF &area, int k) {
        return QRectF(area.left() + 10, area.top() + 20 + k * (3 * kSlotPitchMm + 6), 320, 3 * kSlotPitchMm);
    };
    QList<int> onVertical, onFrame;
    for (int i = 0; i < static_cast<int>(r.gpus.size()); ++i) {
        const GpuPlacement &g = r.gpus[static_cast<std::size_t>(i)].placement;
        if (g.riser && g.slot)
            (g.riser->mount == RiserMount::Frame ? onFrame : onVertical).append(i);
    }
    const int mounts = r.chassis ? r.chassis->verticalMounts : 0;
    for (int k = 0; k < std::max<int>(mounts, onVertical.size()); ++k) {
        const QString state
            = k < onVertical.size() ? tr("GPU %1, %2").arg(onVertical[k] + 1).arg(gpuName(onVertical[k])) : tr("free");
        m_elements.append({ ChassisElement::Kind::VerticalMount, k, row(m_verticalArea, k),
            tr("Vertical mount %1 of %2: %3").arg(k + 1).arg(mounts).arg(state), QString() });
    }
    if (r.chassis && r.chassis->openFrame) {
        for (int k = 0; k <= onFrame.size(); ++k) {
            const QString state
                = k < onFrame.size() ? tr("GPU %1, %2").arg(onFrame[k] + 1).arg(gpuName(onFrame[k])) : tr("free");
            m_elements.append({ ChassisElement::Kind::OpenFramePosition, k, row(m_frameArea, k),
                tr("Open frame position %1: %2").arg(k + 1).arg(state), QString() });
        }
    }
    for (int i = 0; i < static_cast<int>(r.gpus.size()); ++i) {
        const ResolvedGpu &g = r.gpus[static_cast<std::size_t>(i)];
        if (!m_cardRects.contains(i))
            continue;
        QString where;
        if (g.onRiser())
            where = g.placement.riser->mount == RiserMount::Frame ? tr("on the open frame") : tr("on a vertical mount");
        else
            where = tr("in slot %1").arg(g.placement.slot.value_or(0));
        QStringList parts { tr("GPU %1: %2 %3").arg(i + 1).arg(g.part->name, where) };
        parts << states.value(i);
        if (i == m_selectedGpu)
            parts << tr("selected");
        m_elements.append({ ChassisElement::Kind::Card, i, m_cardRects.value(i), parts.join(u", "_s),
            tr("%1, %2 slots, %3 mm, %4 W")
                .arg(PartSummary::coolerName(g.spec->cooler))
                .arg(g.spec->slotWidth)
                .arg(g.spec->lengthMm)
                .arg(g.powerW()) });
        if (m_riserRects.contains(i)) {
            m_elements.append({ ChassisElement::Kind::Riser, i, m_riserRects.value(i),
                tr("Riser of GPU %1: PCIe Gen%2, %3 mm, from slot %4 to %5")
                    .arg(i + 1)
                    .arg(g.placement.riser->gen)
                    .arg(g.placement.riser->lengthMm)
                    .arg(g.placement.slot.value_or(0))
                    .arg(g.placement.riser->mount == RiserMount::Frame ? tr("the open frame") : tr("a vertical mount")),
                QString() });
        }
    }
    const PowerBudget &power = report.power;
    for (int k = 0; k < static_cast<int>(r.psus.size()) && k < m_psuRects.size(); ++k) {
        const ResolvedPsu &psu = r.psus[static_cast<std::size_t>(k)];
        const double load = k < power.psus.size() ? power.psus[k].loadW : 0;
        m_elements.append({ ChassisElement::Kind::Psu, k, m_psuRects[k],
            tr("PSU %1: %2, %3 of %4 W").arg(k + 1).arg(psu.part->name).arg(qRound(load)).arg(psu.spec->watts),
            QString() });
    }
}

bool ChassisScene::addCurrentPartAt(const DropTarget &target, QString *whyNot)
{
    if (m_currentPart.isEmpty()) {
        if (whyNot)
            *whyNot = tr("Select a GPU in the Parts list first.");
        return false;
    }
    return place(PlacementPayload::part(m_currentPart), target, whyNot);
}

std::optional<DropTarget> ChassisScene::targetAt(const QPointF &scenePos, int draggedGpu) const
{
    // Onto a card (a swap): a card on a riser anywhere on its body; a card in the stack on its own slot's
    // row, so the rows under its body stay the connectors they are (and say why they are refused).
    const int card = gpuAt(scenePos);
    if (card >= 0 && card != draggedGpu) {
        const GpuPlacement &g = m_document->build().gpus[card];
        if (g.riser || (g.slot && scenePos.y() >= slotTop(*g.slot) && scenePos.y() < slotTop(*g.slot) + kSlotPitchMm))
            return DropTarget::card(card);
    }
    if (m_verticalArea.contains(scenePos))
        return DropTarget::verticalMount();
    if (m_frameArea.contains(scenePos))
        return DropTarget::openFrame();
    for (auto it = m_connectorRects.cbegin(); it != m_connectorRects.cend(); ++it) {
        if (it.value().contains(scenePos))
            return DropTarget::connector(it.key());
    }
    return std::nullopt;
}

QString ChassisScene::partIdOf(const QMimeData *mime) const
{
    return mime ? QString::fromUtf8(mime->data(Mime::kPartId)) : QString();
}

PlacementPayload ChassisScene::payloadOf(const QMimeData *mime)
{
    if (!mime)
        return {};
    if (mime->hasFormat(Mime::kPartId))
        return PlacementPayload::part(QString::fromUtf8(mime->data(Mime::kPartId)));
    if (mime->hasFormat(Mime::kGpuIndex)) {
        bool ok = false;
        const int gpu = QString::fromUtf8(mime->data(Mime::kGpuIndex)).toInt(&ok);
        return PlacementPayload::card(ok ? gpu : -1);
    }
    return {};
}

QString ChassisScene::describe(const DropTarget &target) const
{
    switch (target.kind) {
    case DropTarget::Kind::Connector:
        return tr("slot %1").arg(target.slot);
    case DropTarget::Kind::VerticalMount:
        return tr("a riser to a vertical mount");
    case DropTarget::Kind::OpenFrame:
        return tr("a riser in the open frame");
    case DropTarget::Kind::Card:
        return tr("GPU %1").arg(target.gpu + 1);
    }
    return {};
}

QString ChassisScene::refusalText(const PlacementOutcome &outcome, const DropTarget &target) const
{
    QString why;
    if (outcome.refusal) {
        switch (outcome.refusal->reason) {
        case PlacementRefusal::Reason::NotAGpu:
            why = tr("Only GPUs go into slots; pick boards, cases, CPUs and PSUs in the Build panel.");
            break;
        case PlacementRefusal::Reason::NoSuchCard:
        case PlacementRefusal::Reason::SameCard:
            break;
        case PlacementRefusal::Reason::NoConnector:
            why = tr("The board has no connector at %1.").arg(describe(target));
            break;
        case PlacementRefusal::Reason::NoConnectorForRiser:
            why = tr("No free connector is left for the riser cable.");
            break;
        case PlacementRefusal::Reason::Conflict: {
            const Build &build = m_document->build();
            const LayeredCatalog parts(&m_document->parts(), build.parts);
            const ResolvedBuild resolved = ResolvedBuild::resolve(build, parts, m_document->defaultCircuit()).value();
            why = outcome.refusal->finding
                ? FindingText(resolved, &m_document->parts()).message(*outcome.refusal->finding)
                : QString();
            break;
        }
        }
    }
    if (outcome.alternative)
        why += (why.isEmpty() ? QString() : u"\n"_s) + tr("Drop on %1 instead.").arg(describe(*outcome.alternative));
    else if (outcome.refusal && outcome.refusal->reason != PlacementRefusal::Reason::NotAGpu
        && outcome.refusal->reason != PlacementRefusal::Reason::SameCard)
        why += (why.isEmpty() ? QString() : u"\n"_s) + tr("No place in this build takes the card.");
    return why;
}

std::optional<Build> ChassisScene::buildAfterDrop(
    const QMimeData *mime, const DropTarget &target, QString *whyNot) const
{
    const PlacementPayload payload = payloadOf(mime);
    if (!payload.isNewCard() && payload.gpu < 0)
        return std::nullopt;
    const PlacementOutcome out = m_document->placement().place(m_document->build(), payload, target);
    if (!out.ok() && whyNot)
        *whyNot = refusalText(out, target);
    return out.build;
}

bool ChassisScene::place(const PlacementPayload &payload, const DropTarget &target, QString *whyNot)
{
    const PlacementOutcome out = m_document->placement().place(m_document->build(), payload, target);
    if (!out.ok()) {
        if (whyNot)
            *whyNot = refusalText(out, target);
        return false;
    }
    const QString where = describe(target);
    QString text;
    if (target.kind == DropTarget::Kind::Card)
        text = payload.isNewCard() ? tr("Swap GPU %1").arg(target.gpu + 1)
                                   : tr("Trade places of GPU %1 and GPU %2").arg(payload.gpu + 1).arg(target.gpu + 1);
    else
        text = payload.isNewCard() ? tr("Add GPU in %1").arg(where)
                                   : tr("Move GPU %1 to %2").arg(payload.gpu + 1).arg(where);
    m_document->edit(text, *out.build);
    setSelectedGpu(out.gpu);
    return true;
}

bool ChassisScene::drop(const QMimeData *mime, const DropTarget &target)
{
    const PlacementPayload payload = payloadOf(mime);
    if (!payload.isNewCard() && payload.gpu < 0)
        return false;
    return place(payload, target, nullptr);
}

bool ChassisScene::addPart(const QString &partId, QString *whyNot)
{
    const PlacementService service = m_document->placement();
    const PlacementPayload payload = PlacementPayload::part(partId);
    const std::optional<DropTarget> target = service.firstLegalTarget(m_document->build(), payload);
    if (!target) {
        // Say why the first connector (or the only target) refuses it.
        const QList<DropTarget> all = service.targets(m_document->build());
        if (whyNot) {
            *whyNot = all.isEmpty()
                ? tr("Choose a board or a case first: this build has nowhere to put a GPU.")
                : refusalText(service.place(m_document->build(), payload, all.first()), all.first());
        }
        return false;
    }
    return place(payload, *target, whyNot);
}

bool ChassisScene::putSelectedOnRiser(bool frame)
{
    if (m_selectedGpu < 0)
        return false;
    return place(
        PlacementPayload::card(m_selectedGpu), frame ? DropTarget::openFrame() : DropTarget::verticalMount(), nullptr);
}

void ChassisScene::showDropTargets(const QMimeData *mime)
{
    if (!mime)
        showGhost(nullptr, std::nullopt, false);
    const PlacementService service = m_document->placement();
    const PlacementPayload payload = payloadOf(mime);
    for (auto it = m_connectorItems.begin(); it != m_connectorItems.end(); ++it) {
        auto *item = static_cast<QGraphicsRectItem *>(it.value());
        if (!mime || (!payload.isNewCard() && payload.gpu < 0)) {
            item->setBrush(kConnector);
            continue;
        }
        const DropTarget target = DropTarget::connector(it.key());
        const PlacementOutcome out = service.place(m_document->build(), payload, target);
        item->setBrush(out.ok() ? kValid : kInvalid);
        item->setToolTip(out.ok() ? tr("Slot %1: drop here").arg(it.key())
                                  : tr("Slot %1: %2").arg(it.key()).arg(refusalText(out, target)));
    }
}

QString ChassisScene::dropHint() const
{
    if (!m_dropHint)
        return {};
    const auto children = m_dropHint->childItems();
    for (QGraphicsItem *child : children) {
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(child))
            return text->toPlainText();
    }
    return {};
}

void ChassisScene::showDropHint(const QPointF &scenePos, const QString &text)
{
    if (text.isEmpty()) {
        delete m_dropHint;
        m_dropHint = nullptr;
        return;
    }
    if (!m_dropHint) {
        // Drawn at screen size whatever the zoom (ItemIgnoresTransformations), so it reads at the app's font.
        auto *box = new QGraphicsRectItem;
        box->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        box->setZValue(1000);
        box->setBrush(QColor(0xff, 0xf4, 0xe0));
        box->setPen(QPen(kInvalid, 1));
        auto *label = new QGraphicsTextItem(box);
        label->setPos(4, 2);
        label->setDefaultTextColor(QColor(0x20, 0x20, 0x20)); // on its own light box in either palette
        for (QGraphicsItem *item : { static_cast<QGraphicsItem *>(box), static_cast<QGraphicsItem *>(label) }) {
            item->setAcceptDrops(false); // the drag goes on to what lies under the hint
            item->setAcceptedMouseButtons(Qt::NoButton);
        }
        addItem(box);
        m_dropHint = box;
    }
    auto *box = static_cast<QGraphicsRectItem *>(m_dropHint);
    auto *label = qgraphicsitem_cast<QGraphicsTextItem *>(box->childItems().value(0));
    if (label && label->toPlainText() != text) {
        // Wrapped to what the view can show: a long finding must not run off its edge.
        const QList<QGraphicsView *> shown = views();
        const double width = shown.isEmpty() ? 420.0 : std::min(420.0, shown.first()->viewport()->width() - 40.0);
        label->setTextWidth(-1);
        label->setPlainText(text);
        if (label->boundingRect().width() > width)
            label->setTextWidth(width);
        box->setRect(QRectF(0, 0, label->boundingRect().width() + 8, label->boundingRect().height() + 4));
    }
    // Above and right of the cursor (the drag's own picture hangs below it), kept inside the view.
    const QList<QGraphicsView *> shown = views();
    if (shown.isEmpty()) {
        box->setPos(scenePos);
        return;
    }
    QGraphicsView *view = shown.first();
    const QSize size = box->rect().size().toSize();
    const QRect visible = view->viewport()->rect().adjusted(4, 4, -4, -4);
    QPoint at = view->mapFromScene(scenePos) + QPoint(16, -size.height() - 16);
    at.setX(std::clamp(at.x(), visible.left(), std::max(visible.left(), visible.right() - size.width())));
    at.setY(std::clamp(at.y(), visible.top(), std::max(visible.top(), visible.bottom() - size.height())));
    box->setPos(view->mapToScene(at));
}

void ChassisScene::showGhost(const QMimeData *mime, const std::optional<DropTarget> &target, bool legal)
{
    delete m_ghost;
    m_ghost = nullptr;
    if (!mime || !target)
        return;
    const PlacementPayload payload = payloadOf(mime);
    PartPtr part;
    if (payload.isNewCard())
        part = m_document->parts().find(payload.partId);
    else if (payload.gpu >= 0 && payload.gpu < static_cast<int>(m_document->resolved().gpus.size()))
        part = m_document->resolved().gpus[static_cast<std::size_t>(payload.gpu)].part;
    const GpuSpec *spec = part ? part->gpu() : nullptr;
    if (!spec)
        return;
    // The real card's outline where it would go: its length and thickness, in the slot row or the riser area.
    QRectF rect;
    switch (target->kind) {
    case DropTarget::Kind::Connector:
        rect = cardRect(target->slot, spec->slotWidth, spec->lengthMm);
        break;
    case DropTarget::Kind::VerticalMount:
    case DropTarget::Kind::OpenFrame: {
        const QRectF &area = target->kind == DropTarget::Kind::OpenFrame ? m_frameArea : m_verticalArea;
        rect = QRectF(
            area.left() + 10, area.top() + 20, std::min(spec->lengthMm, 320.0), spec->slotWidth * kSlotPitchMm - 4);
        break;
    }
    case DropTarget::Kind::Card:
        rect = m_cardRects.value(target->gpu);
        break;
    }
    QColor fill = legal ? kValid : kInvalid;
    fill.setAlpha(70);
    auto *ghost = addRect(rect, QPen(legal ? kValid : kInvalid, 1.5, Qt::DashLine), fill);
    ghost->setZValue(500);
    ghost->setAcceptDrops(false);
    m_ghost = ghost;
}

void ChassisScene::dragEnterEvent(QGraphicsSceneDragDropEvent *event)
{
    if (!event->mimeData()->hasFormat(Mime::kPartId) && !event->mimeData()->hasFormat(Mime::kGpuIndex)) {
        event->ignore();
        return;
    }
    showDropTargets(event->mimeData());
    event->acceptProposedAction();
}

void ChassisScene::dragMoveEvent(QGraphicsSceneDragDropEvent *event)
{
    // QGraphicsScene leaves a move ignored unless someone accepts it (TOOLCHAIN.md): decide here.
    const PlacementPayload payload = payloadOf(event->mimeData());
    const std::optional<DropTarget> target = targetAt(event->scenePos(), payload.gpu);
    QString why;
    const bool legal = target && buildAfterDrop(event->mimeData(), *target, &why);
    showGhost(event->mimeData(), target, legal);
    showDropHint(event->scenePos(), legal ? QString() : why);
    if (legal)
        event->acceptProposedAction();
    else
        event->ignore();
}

void ChassisScene::dragLeaveEvent(QGraphicsSceneDragDropEvent *event)
{
    showDropTargets(nullptr);
    showDropHint({}, QString());
    event->accept();
}

void ChassisScene::dropEvent(QGraphicsSceneDragDropEvent *event)
{
    showDropTargets(nullptr);
    showDropHint({}, QString());
    const std::optional<DropTarget> target = targetAt(event->scenePos(), payloadOf(event->mimeData()).gpu);
    if (target && drop(event->mimeData(), *target))
        event->acceptProposedAction();
    else
        event->ignore();
}

int ChassisScene::gpuAt(const QPointF &scenePos) const
{
    for (auto it = m_cardRects.cbegin(); it != m_cardRects.cend(); ++it) {
        if (it.value().contains(scenePos))
            return it.key();
    }
    return -1;
}

void ChassisScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    m_pressPos = event->scenePos();
    m_pressedGpu = gpuAt(event->scenePos());
    setSelectedGpu(m_pressedGpu);
    event->accept();
}

void ChassisScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_pressedGpu < 0 || !(event->buttons() & Qt::LeftButton)
        || (event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton)).manhattanLength()
            < QApplication::startDragDistance())
        return;
    auto *mime = new QMimeData;
    mime->setData(Mime::kGpuIndex, QByteArray::number(m_pressedGpu));
    auto *drag = new QDrag(event->widget());
    drag->setMimeData(mime);
    m_pressedGpu = -1;
    drag->exec(Qt::MoveAction);
}

void ChassisScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    const int gpu = gpuAt(event->scenePos());
    if (gpu < 0) {
        QGraphicsScene::contextMenuEvent(event);
        return;
    }
    setSelectedGpu(gpu);
    QMenu menu(event->widget());
    const ResolvedBuild &r = m_document->resolved();
    const PlacementService service = m_document->placement();
    const Build &build = m_document->build();
    // Every place this card can go, as the policy says (disabled with the reason where it cannot).
    QMenu *moveTo = menu.addMenu(tr("Move to"));
    for (const DropTarget &t : service.targets(build)) {
        const PlacementOutcome out = service.place(build, PlacementPayload::card(gpu), t);
        QAction *a
            = moveTo->addAction(describe(t), this, [this, gpu, t] { place(PlacementPayload::card(gpu), t, nullptr); });
        a->setEnabled(out.ok());
        if (!out.ok())
            a->setToolTip(refusalText(out, t));
    }
    moveTo->setToolTipsVisible(true);
    menu.addSeparator();
    menu.addAction(tr("Move &Up"), this, [this] { moveSelected(-1); })->setEnabled(r.board != nullptr);
    menu.addAction(tr("Move &Down"), this, [this] { moveSelected(+1); })->setEnabled(r.board != nullptr);
    menu.addAction(tr("&Remove GPU %1").arg(gpu + 1), this, [this] { removeSelected(); });
    menu.exec(event->screenPos());
    event->accept();
}

bool ChassisScene::moveSelected(int direction)
{
    const ResolvedBuild &r = m_document->resolved();
    if (m_selectedGpu < 0 || !r.board)
        return false;
    const int current = r.gpus[static_cast<std::size_t>(m_selectedGpu)].placement.slot.value_or(0);
    QMimeData mime;
    mime.setData(Mime::kGpuIndex, QByteArray::number(m_selectedGpu));
    // The nearest connector in that direction that takes the card.
    QList<int> positions;
    for (const BoardSlot &s : r.board->pcieSlots)
        positions << s.position;
    if (direction < 0)
        std::reverse(positions.begin(), positions.end());
    for (int p : positions) {
        if ((direction > 0 && p <= current) || (direction < 0 && p >= current))
            continue;
        if (drop(&mime, DropTarget::connector(p)))
            return true;
    }
    return false;
}

bool ChassisScene::removeSelected()
{
    if (m_selectedGpu < 0)
        return false;
    Build next = m_document->build();
    const int gpu = m_selectedGpu;
    BuildEdits::removeGpu(next, gpu);
    m_selectedGpu = -1;
    m_document->edit(tr("Remove GPU %1").arg(gpu + 1), next);
    Q_EMIT selectedGpuChanged(-1);
    return true;
}

} // namespace RigPlan::Ui
