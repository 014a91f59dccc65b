// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/chassisscene.h"

#include "core/buildedits.h"
#include "core/partcatalog.h"
#include "core/report/findingtext.h"
#include "core/rules/slotgeometry.h"
#include "core/valueranges.h"
#include "ui/chassis/airgapitem.h"
#include "ui/chassis/boarditem.h"
#include "ui/chassis/carditem.h"
#include "ui/chassis/caseitem.h"
#include "ui/chassis/chassiscolours.h"
#include "ui/chassis/chassisgeometry.h"
#include "ui/chassis/chassislabel.h"
#include "ui/chassis/psuitem.h"
#include "ui/chassis/riserareaitem.h"
#include "ui/chassis/riseritem.h"
#include "ui/chassis/slotitem.h"
#include "ui/document/builddocument.h"
#include "ui/mimetypes.h"
#include "ui/models/partsummary.h"

#include <QApplication>
#include <QDrag>
#include <QGraphicsRectItem>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QMenu>
#include <QMimeData>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace RigPlan::Ui {

using namespace ChassisGeometry;
using namespace ChassisColours;
using namespace Qt::StringLiterals;

namespace {

/** The picture the drag under way shows, relative to the cursor (its hot spot); empty if unknown. */
QRect dragPicture(const QGraphicsSceneDragDropEvent *event)
{
    // The drag is a child of its source widget; the newest one is the drag under way (old ones are deleted later).
    const QList<QDrag *> drags
        = event->source() ? event->source()->findChildren<QDrag *>(Qt::FindDirectChildrenOnly) : QList<QDrag *>();
    if (drags.isEmpty() || drags.last()->pixmap().isNull())
        return {};
    const QDrag *drag = drags.last();
    return { -drag->hotSpot(), drag->pixmap().deviceIndependentSize().toSize() };
}

/** Keeps `items` at `count` entries: makes the missing ones, deletes the extra ones (pointers stay put). */
template<typename Item, typename Make>
void resize(QList<Item *> &items, qsizetype count, QGraphicsScene *scene, Make make)
{
    while (items.size() > count)
        delete items.takeLast();
    while (items.size() < count) {
        Item *item = make();
        scene->addItem(item);
        items.append(item);
    }
}

} // namespace

ChassisScene::ChassisScene(BuildDocument *document, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
{
    setItemIndexMethod(QGraphicsScene::NoIndex); // a few dozen items that move on every edit
    m_case = new CaseItem;
    m_board = new BoardItem;
    m_verticalItem = new RiserAreaItem(false);
    m_frameItem = new RiserAreaItem(true);
    for (QGraphicsItem *item : std::initializer_list<QGraphicsItem *> { m_case, m_board, m_verticalItem, m_frameItem })
        addItem(item);
    // Each change redoes its share: where things are on a layout change, states and texts on a re-check;
    // a selection only re-outlines (MainWindow calls setHighlightedGpus).
    connect(m_document, &BuildDocument::changed, this, [this](const BuildChange &change) {
        followSelection(change);
        if (change.layoutChanged())
            relayout();
        else if (change.reportChanged())
            restate();
    });
    m_cardCount = m_document->build().gpus.size();
    relayout();
}

void ChassisScene::setSelectedGpu(int gpu)
{
    const QList<GpuPlacement> &gpus = m_document->build().gpus;
    if (gpu >= static_cast<int>(gpus.size()))
        gpu = -1;
    m_selectedCard = gpu >= 0 ? std::optional(gpus[gpu]) : std::nullopt;
    if (gpu == m_selectedGpu)
        return;
    m_selectedGpu = gpu;
    reselect();
    Q_EMIT selectedGpuChanged(gpu);
}

void ChassisScene::followSelection(const BuildChange &change)
{
    // The selection is a card index; Delete, Up and Down act on it. Left as it was, it named whatever card
    // came to sit at that index: the card in slot 5 of an example opened after GPU 3 of another build was
    // chosen (issue 36). Another build selects nothing; within a build the card is followed where it went.
    const QList<GpuPlacement> &gpus = m_document->build().gpus;
    const qsizetype before = std::exchange(m_cardCount, gpus.size());
    if (m_selectedGpu < 0 || !change.touches(BuildChange::Kinds(BuildChange::BuildContent) | BuildChange::Reset))
        return;
    int gpu = -1;
    if (!change.touches(BuildChange::Reset) && m_selectedCard) {
        if (gpus.size() == before) {
            // The same cards, each edited where it is (moved, limited, another model): the index holds.
            gpu = m_selectedGpu;
        } else {
            // Cards came or went: the selected one by what it is and where it sits, if it is still there.
            const auto same = [&](const GpuPlacement &p) {
                return p.part == m_selectedCard->part && p.slot == m_selectedCard->slot
                    && p.riser == m_selectedCard->riser;
            };
            if (m_selectedGpu < gpus.size() && same(gpus[m_selectedGpu]))
                gpu = m_selectedGpu;
            else if (const auto it = std::find_if(gpus.begin(), gpus.end(), same); it != gpus.end())
                gpu = static_cast<int>(it - gpus.begin());
        }
    }
    m_selectedCard = gpu >= 0 ? std::optional(gpus[gpu]) : std::nullopt;
    if (gpu == m_selectedGpu)
        return;
    m_selectedGpu = gpu;
    if (!change.layoutChanged())
        reselect(); // a relayout re-outlines anyway
    Q_EMIT selectedGpuChanged(gpu);
}

void ChassisScene::setHighlightedGpus(const QList<int> &gpus)
{
    if (gpus == m_highlighted)
        return;
    m_highlighted = gpus;
    reselect();
}

bool ChassisScene::event(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        relayout(); // the labels take the new palette's colours
    return QGraphicsScene::event(event);
}

void ChassisScene::relayout()
{
    const ResolvedBuild &r = m_document->resolved();
    if (m_selectedGpu >= static_cast<int>(r.gpus.size())) {
        m_selectedGpu = -1;
        Q_EMIT selectedGpuChanged(-1);
    }
    m_layout = ChassisLayout::of(r, &ChassisLabel::widthAtUnitEm, ChassisLabel::lineHeightAtUnitEm());
    const ChassisLayout &L = m_layout;
    const double em = L.labelMm;

    m_case->sync(L,
        r.casePart ? tr("%1 · %2 expansion slots · cards up to %3 mm")
                         .arg(r.casePart->name)
                         .arg(r.chassis->expansionSlots)
                         .arg(r.chassis->maxGpuLengthMm)
                   : tr("No case chosen"));
    m_case->setToolTip(r.casePart ? tr("%1: %2 expansion slots, cards up to %3 mm")
                                        .arg(r.casePart->name)
                                        .arg(r.chassis->expansionSlots)
                                        .arg(r.chassis->maxGpuLengthMm)
                                  : tr("No case chosen"));
    const QSizeF boardSize = ChassisLayout::boardSize(L.boardForm);
    m_board->sync(L,
        r.boardPart ? tr("%1 · %2, %3 × %4 mm")
                          .arg(r.boardPart->name, L.boardForm)
                          .arg(boardSize.height())
                          .arg(boardSize.width())
                    : tr("No board chosen"),
        r.board != nullptr);
    m_board->setToolTip(r.board ? tr("%1: %2 socket, %n DIMM slot(s) (drawn as boards of this socket have them)",
                            nullptr, static_cast<int>(L.dimms.size()))
                                      .arg(r.boardPart->name, r.board->socket)
                                : tr("No board chosen"));

    // The connectors, by position: an item stays an item as long as its connector is there.
    m_connectorRects.clear();
    QMap<int, SlotItem *> kept;
    for (const ChassisLayout::Connector &c : L.connectors) {
        SlotItem *item = m_slotItems.take(c.slot.position);
        if (!item) {
            item = new SlotItem;
            addItem(item);
        }
        item->sync(c, em);
        item->setToolTip(tr("Slot %1: %2").arg(c.slot.position).arg(c.text));
        kept.insert(c.slot.position, item);
        m_connectorRects.insert(c.slot.position, c.row);
    }
    qDeleteAll(m_slotItems);
    m_slotItems = kept;

    // The riser areas.
    m_verticalArea = L.verticalArea;
    m_frameArea = L.frameArea;
    const int mounts = r.chassis ? r.chassis->verticalMounts : 0;
    // An open frame's vertical mounts are its frame places: no area of their own. A tower's mount stands in
    // front of the slots; its box under the case takes the drops.
    m_verticalItem->setVisible(!L.verticalArea.isEmpty());
    m_verticalItem->sync(L.verticalArea, L.verticalTitle, L.verticalCells,
        L.verticalInCase ? tr("Vertical mount (%1 in this case)").arg(mounts)
                         : tr("Risers to vertical mounts (%1 in this case)").arg(mounts),
        mounts > 0, em, L.verticalBracket, L.verticalInCase);
    m_verticalItem->setToolTip(L.verticalInCase
            ? tr("Drop a card here to put it on a riser to the vertical mount (%n in this case): the card stands "
                 "parallel to the board in front of the slots, where the dashed outline is.",
                nullptr, mounts)
            : tr("Drop a card here to put it on a riser to a vertical mount (%n in this case).", nullptr, mounts));
    m_frameItem->setVisible(!L.frameArea.isEmpty());
    m_frameItem->sync(L.frameArea, L.frameTitle, L.frameCells,
        L.openFrame ? tr("Risers in the open frame (also its %n vertical mount(s))", nullptr, mounts)
                    : tr("Open frame (not this case)"),
        L.openFrame, em);
    m_frameItem->setToolTip(L.openFrame ? tr("Drop a card here to put it on a riser in the open frame.")
                                        : tr("This case is not an open frame."));

    // The cards, their air and their risers, by card index.
    const qsizetype n = static_cast<qsizetype>(r.gpus.size());
    resize(m_cardItems, n, this, [] { return new CardItem; });
    resize(m_airItems, n, this, [] { return new AirGapItem; });
    resize(m_riserItems, n, this, [] { return new RiserItem; });
    m_cardRects.clear();
    m_riserRects.clear();
    for (int i = 0; i < n; ++i) {
        const ChassisLayout::Card &card = L.cards[i];
        const ResolvedGpu &g = r.gpus[static_cast<std::size_t>(i)];
        CardItem *item = m_cardItems[i];
        item->sync(card, *g.spec, em);
        item->setVisible(!card.body.isEmpty());
        if (!card.body.isEmpty())
            m_cardRects.insert(i, card.body);
        m_airItems[i]->sync(i, card.air, card.airSlots);
        m_airItems[i]->setVisible(!card.air.isEmpty());
        const ChassisLayout::Connector *from = nullptr;
        for (const ChassisLayout::Connector &c : L.connectors) {
            if (c.slot.position == card.riserFrom)
                from = &c;
        }
        const bool riser = card.onRiser && from && !card.body.isEmpty();
        m_riserItems[i]->setVisible(riser);
        if (riser) {
            // At its edge fingers: the top edge of a card seen from there, the bottom edge of one seen face-on.
            const QPointF fingers(
                card.body.left() + kConnectorRearMm + 10, card.faceOn ? card.body.bottom() : card.body.top());
            // A card under the case: its cable runs in the gap between the case and the riser places.
            const double channel = card.body.top() > L.shell.bottom() ? L.shell.bottom() + 4 : -1e9;
            m_riserItems[i]->sync(
                i, QPointF(from->body.right() - 8, from->body.center().y()), fingers, card.faceOn, channel);
            m_riserRects.insert(i, m_riserItems[i]->sceneBoundingRect());
            m_riserItems[i]->setToolTip(
                tr("PCIe %1 riser, %2 mm").arg(g.placement.riser->gen).arg(g.placement.riser->lengthMm));
        }
    }

    // A card on the vertical mount stands in front of the slot stack: a name of a card behind it that its own
    // name would cover is left to that card's tooltip.
    for (int i = 0; i < n; ++i) {
        bool covered = false;
        for (int j = 0; j < n && !L.cards[i].faceOn; ++j)
            covered = covered || (L.cards[j].faceOn && L.cards[j].label.intersects(L.cards[i].label));
        m_cardItems[i]->label()->setVisible(!covered);
    }

    // The PSUs and their leads.
    resize(m_psuItems, static_cast<qsizetype>(r.psus.size()), this, [] { return new PsuItem; });
    m_psuRects = L.psus;
    for (int k = 0; k < m_psuItems.size(); ++k) {
        QList<PsuItem::Lead> leads;
        for (int i = 0; i < n; ++i) {
            if (r.gpus[static_cast<std::size_t>(i)].placement.psu == k && !L.cards[i].body.isEmpty())
                leads.append({ i, L.cards[i].plug });
        }
        const ResolvedPsu &psu = r.psus[static_cast<std::size_t>(k)];
        m_psuItems[k]->sync(k, L.psus[k], leads, tr("PSU %1 · %2 W").arg(k + 1).arg(psu.spec->watts), em);
    }

    if (sceneRect() != L.sceneRect)
        setSceneRect(L.sceneRect);
    restate();
}

void ChassisScene::restate()
{
    const ResolvedBuild &r = m_document->resolved();
    const CheckReport &report = m_document->report();
    const FindingText text(r, &m_document->parts());
    m_problems.clear(); // gpu -> messages of the physical errors about that card
    for (const Finding &f : report.findings) {
        // Power and circuit errors concern the whole build: only placement conflicts outline a card.
        if (f.severity() != Severity::Error
            || !(PlacementService::isPlacementRule(f.rule) || f.rule == RuleId::NvlinkSpacing))
            continue;
        for (int g : f.gpus)
            m_problems[g] << text.message(f);
        if (const auto *blocked = f.detailIf<SlotBlockedDetails>())
            m_problems[blocked->blocker] << text.message(f);
    }
    for (int i = 0; i < m_cardItems.size() && i < static_cast<int>(r.gpus.size()); ++i) {
        const ResolvedGpu &g = r.gpus[static_cast<std::size_t>(i)];
        const GpuSpec &spec = *g.spec;
        const ChassisLayout::Card &card = m_layout.cards[i];
        m_cardItems[i]->setText(tr("GPU %1 · %2 · %3 W").arg(i + 1).arg(g.part->name).arg(g.powerW()));
        QStringList about { tr("GPU %1: %2\n%3, %4 slots, %5 mm, %6 W")
                                .arg(i + 1)
                                .arg(g.part->name)
                                .arg(PartSummary::coolerName(spec.cooler))
                                .arg(spec.slotWidth)
                                .arg(spec.lengthMm)
                                .arg(g.powerW()) };
        about << tr(
            "Drawn with %n fan(s), about %1 mm tall, its power plug %2 (drawing assumptions).", nullptr, card.fans)
                     .arg(ChassisLayout::cardHeightMm(spec))
                     .arg(card.plugAtEnd ? tr("at its end") : tr("on its top edge"));
        const double run = ChassisLayout::k12vhpwrClearanceMm;
        if (!card.plugClearance.isEmpty() && card.clearanceOutOfPlane) {
            // Toward the side panel: the catalog has no case width to hold the card's height and the run against.
            about << tr("Its 12VHPWR / 12V-2x6 cable leaves the top edge toward the side panel and needs %1 mm "
                        "straight before it bends: about %2 mm from the board with the card's height.")
                         .arg(run)
                         .arg(ChassisLayout::cardHeightMm(spec) + run);
        } else if (!card.plugClearance.isEmpty()) {
            about << (card.plugAtEnd
                    ? tr("Its 12VHPWR / 12V-2x6 cable needs %1 mm straight out of the card's end before it bends.")
                    : tr("Its 12VHPWR / 12V-2x6 cable needs %1 mm straight up out of the top edge before it bends."))
                         .arg(run);
        }
        if (card.clearanceShort && r.chassis) {
            about << tr("The case takes cards up to %1 mm: the cable's straight run reaches %2 mm past that. An "
                        "angled 12V-2x6 adapter, or a longer case, gives it room.")
                         .arg(r.chassis->maxGpuLengthMm)
                         .arg(roundToInt(card.plugClearance.right() - m_layout.clearanceX));
        }
        if (m_problems.contains(i))
            about << QString() << m_problems.value(i);
        m_cardItems[i]->setToolTip(about.join(u'\n'));
        if (!card.air.isEmpty())
            m_airItems[i]->setToolTip(
                tr("%1 free slot(s) of air under the fans of GPU %2").arg(card.airSlots, 0, 'g', 2).arg(i + 1));
    }
    const PowerBudget &power = report.power;
    for (int k = 0; k < m_psuItems.size() && k < static_cast<int>(r.psus.size()); ++k) {
        const ResolvedPsu &psu = r.psus[static_cast<std::size_t>(k)];
        const double load = k < power.psus.size() ? power.psus[k].loadW : 0;
        QStringList fed;
        for (const PsuItem::Lead &lead : m_psuItems[k]->leads())
            fed << tr("GPU %1").arg(lead.gpu + 1);
        QString tip
            = tr("PSU %1: %2, %3 of %4 W").arg(k + 1).arg(psu.part->name).arg(roundToInt(load)).arg(psu.spec->watts);
        if (!fed.isEmpty())
            tip += u'\n' + tr("Feeds %1").arg(fed.join(u", "_s));
        m_psuItems[k]->setToolTip(tip);
    }
    reselect();
}

void ChassisScene::reselect()
{
    for (int i = 0; i < m_cardItems.size(); ++i)
        m_cardItems[i]->setState(i == m_selectedGpu, m_highlighted.contains(i), m_problems.contains(i));
    nameElements();
    Q_EMIT elementsChanged();
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
    const auto row = [](const QList<QRectF> &cells, int k) {
        return cells.isEmpty() ? QRectF() : cells[std::min<int>(k, cells.size() - 1)];
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
        m_elements.append({ ChassisElement::Kind::VerticalMount, k, row(m_layout.verticalCells, k),
            tr("Vertical mount %1 of %2: %3").arg(k + 1).arg(mounts).arg(state), QString() });
    }
    if (r.chassis && r.chassis->openFrame) {
        for (int k = 0; k <= onFrame.size(); ++k) {
            const QString state
                = k < onFrame.size() ? tr("GPU %1, %2").arg(onFrame[k] + 1).arg(gpuName(onFrame[k])) : tr("free");
            m_elements.append({ ChassisElement::Kind::OpenFramePosition, k, row(m_layout.frameCells, k),
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
            tr("PSU %1: %2, %3 of %4 W").arg(k + 1).arg(psu.part->name).arg(roundToInt(load)).arg(psu.spec->watts),
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
    // row, so the rows under its body stay the connectors they are (and say why they are refused). A card on
    // the vertical mount stands in front of the slots: on a connector, seen through it, the row still means
    // what it meant (the connector, or the card plugged into it); elsewhere its face means that card.
    const Build &build = m_document->build();
    bool onRow = false;
    for (const ChassisLayout::Connector &c : m_layout.connectors) {
        const QRectF connector(c.body.left() - 6, c.row.top(), c.body.width() + 12, c.row.height());
        onRow = onRow || connector.contains(scenePos);
    }
    int card = -1;
    for (auto it = m_cardRects.cbegin(); it != m_cardRects.cend(); ++it) {
        const int i = it.key();
        if (i == draggedGpu || !it.value().contains(scenePos) || i >= static_cast<int>(build.gpus.size()))
            continue;
        const GpuPlacement &g = build.gpus[i];
        if (i < m_layout.cards.size() && m_layout.cards[i].faceOn) {
            if (!onRow)
                return DropTarget::card(i);
            continue;
        }
        if (g.riser || (g.slot && scenePos.y() >= slotTop(*g.slot) && scenePos.y() < slotTop(*g.slot) + kSlotPitchMm))
            card = i;
    }
    if (card >= 0)
        return DropTarget::card(card);
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
    for (auto it = m_slotItems.begin(); it != m_slotItems.end(); ++it) {
        SlotItem *item = it.value();
        if (!mime || (!payload.isNewCard() && payload.gpu < 0)) {
            item->setDropState(SlotItem::DropState::None);
            item->setToolTip(tr("Slot %1: %2").arg(it.key()).arg(item->connector().text));
            continue;
        }
        const DropTarget target = DropTarget::connector(it.key());
        const PlacementOutcome out = service.place(m_document->build(), payload, target);
        item->setDropState(out.ok() ? SlotItem::DropState::Valid : SlotItem::DropState::Invalid);
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

QPoint ChassisScene::dropHintPosition(
    const QSize &size, const QPoint &cursor, const QRect &picture, const QRect &visible)
{
    constexpr int kGap = 6;
    constexpr QSize kPointer(16, 24); // the arrow hangs below and right of the hot spot
    const QRect covered = QRect(cursor, kPointer).united(picture.translated(cursor));
    const auto inside = [&](QPoint at) {
        at.setX(std::clamp(at.x(), visible.left(), std::max(visible.left(), visible.right() - size.width())));
        at.setY(std::clamp(at.y(), visible.top(), std::max(visible.top(), visible.bottom() - size.height())));
        return at;
    };
    // Above the picture (the last line of a refusal hid under the card's name), else below it.
    const int x = cursor.x() + 16;
    const QPoint above = inside({ x, std::min(cursor.y() - 16, covered.top() - kGap) - size.height() });
    if (!QRect(above, size).intersects(covered))
        return above;
    const QPoint below = inside({ x, covered.bottom() + 1 + kGap });
    return QRect(below, size).intersects(covered) ? above : below;
}

void ChassisScene::showDropHint(const QPointF &scenePos, const QString &text, const QRect &picture)
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
    // Near the cursor, clear of the drag's picture, kept inside the view.
    const QList<QGraphicsView *> shown = views();
    if (shown.isEmpty()) {
        box->setPos(scenePos);
        return;
    }
    QGraphicsView *view = shown.first();
    const QPoint at = dropHintPosition(box->rect().size().toSize(), view->mapFromScene(scenePos), picture,
        view->viewport()->rect().adjusted(4, 4, -4, -4));
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
        // The place the card would take: the first one no card holds.
        const bool frame = target->kind == DropTarget::Kind::OpenFrame;
        const QList<QRectF> &cells = frame ? m_layout.frameCells : m_layout.verticalCells;
        int taken = 0;
        for (const ChassisLayout::Card &c : m_layout.cards)
            taken += c.onRiser && c.frame == frame && c.gpu != payload.gpu ? 1 : 0;
        if (cells.isEmpty()) {
            rect = frame ? m_layout.frameArea : m_layout.verticalArea;
        } else if (!frame && m_layout.verticalInCase) {
            // Parallel to the board in front of the slots, as ChassisLayout draws a card there.
            const QRectF cell = cells.first();
            const double height = ChassisLayout::cardHeightMm(*spec);
            rect = QRectF(cell.left(), cell.bottom() - height, spec->lengthMm, height);
        } else {
            const QRectF cell = cells.value(std::min<int>(taken, cells.size() - 1));
            rect = QRectF(cell.left() + 8, cell.top() + 4, std::min(spec->lengthMm, cell.width() - 16),
                std::min(spec->slotWidth * kSlotPitchMm - 4, cell.height() - 8));
        }
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
    showDropHint(event->scenePos(), legal ? QString() : why, dragPicture(event));
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
    // A card on the vertical mount stands in front of the slot stack: it is the one under the pointer.
    int found = -1;
    for (auto it = m_cardRects.cbegin(); it != m_cardRects.cend(); ++it) {
        if (!it.value().contains(scenePos))
            continue;
        if (it.key() < m_layout.cards.size() && m_layout.cards[it.key()].faceOn)
            return it.key();
        if (found < 0)
            found = it.key();
    }
    return found;
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
    m_selectedCard.reset();
    m_document->edit(tr("Remove GPU %1").arg(gpu + 1), next);
    Q_EMIT selectedGpuChanged(-1);
    return true;
}

} // namespace RigPlan::Ui
