// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/chassislayout.h"

#include "core/resolvedbuild.h"
#include "core/rules/slotgeometry.h"
#include "ui/chassis/chassisgeometry.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace RigPlan::Ui {

using namespace ChassisGeometry;

namespace {

QString trLayout(const char *text)
{
    return QCoreApplication::translate("RigPlan::Ui::ChassisLayout", text);
}

// The view the default window (MainWindow's 1480 x 920) gives the chassis, 586 x 502 px: labels are sized
// so that at the fit they are at least 11 px tall there, up to what a slot row holds.
constexpr double kReferenceViewW = 586, kReferenceViewH = 502;
constexpr double kMinLabelPx = 11.5;
constexpr double kMinLabelMm = 12.0;
constexpr double kCellW = 350; // a riser place: the longest common card (336 mm) and its bracket
constexpr double kCellH = 3.5 * kSlotPitchMm + 8; // up to a 3.5-slot card
constexpr double kFanMm = 140, kFanDepthMm = 25; // case fans, edge-on

QSizeF sized(double w, double h)
{
    return { w, h };
}

} // namespace

QString ChassisLayout::connectorText(const BoardSlot &s)
{
    const QString source = s.source == LaneSource::Cpu ? trLayout("CPU")
        : s.source == LaneSource::Chipset              ? trLayout("chipset")
                                                       : trLayout("switch");
    if (s.lanes == s.size)
        return trLayout("%1 · x%2 Gen%3 · %4").arg(s.position).arg(s.size).arg(s.gen).arg(source);
    return trLayout("%1 · x%2 (x%3) Gen%4 · %5").arg(s.position).arg(s.size).arg(s.lanes).arg(s.gen).arg(source);
}

QSizeF ChassisLayout::boardSize(const QString &formFactor)
{
    // Height along the rear edge x depth, from the form-factor specifications (ATX 12 x 9.6 in, ...).
    const QString f = formFactor.toLower();
    if (f == u"matx" || f == u"micro-atx")
        return sized(244, 244);
    if (f == u"mini-itx" || f == u"itx")
        return sized(170, 170);
    if (f == u"e-atx" || f == u"eeb" || f == u"ssi-eeb")
        return sized(330, 305);
    if (f == u"ceb" || f == u"ssi-ceb")
        return sized(267, 305);
    if (f == u"xl-atx")
        return sized(262, 345); // XL-ATX has no single standard; EVGA's 13.5 x 10.3 in
    return sized(244, 305); // ATX, and what we do not know
}

int ChassisLayout::boardSlotPositions(const QString &formFactor)
{
    const QString f = formFactor.toLower();
    if (f == u"matx" || f == u"micro-atx")
        return 4;
    if (f == u"mini-itx" || f == u"itx")
        return 1;
    if (f == u"xl-atx")
        return 8;
    return 7;
}

QSizeF ChassisLayout::socketSize(const QString &socket)
{
    // The socket with its retention frame, roughly: drawn so the CPU reads as the size it is.
    const QString s = socket.toLower();
    if (s.startsWith(u"strx") || s.startsWith(u"swrx") || s == u"str5" || s == u"sp3" || s == u"sp5")
        return sized(80, 100);
    if (s == u"lga4677" || s == u"lga4189" || s == u"lga3647")
        return sized(90, 76);
    if (s == u"lga2066" || s == u"lga2011-3" || s == u"lga2011")
        return sized(72, 80);
    return sized(56, 62); // AM4, AM5, LGA1700, LGA1200
}

int ChassisLayout::dimmSlots(const QString &socket)
{
    const QString s = socket.toLower();
    if (s == u"am4" || s == u"am5" || s.startsWith(u"lga1"))
        return 4; // two channels, two DIMMs each
    return 8; // the workstation sockets: four or eight channels
}

int ChassisLayout::fanCount(const GpuSpec &spec)
{
    switch (spec.cooler) {
    case Cooler::OpenAir:
        return spec.lengthMm <= 200 ? 1 : spec.lengthMm <= 285 ? 2 : 3;
    case Cooler::Blower:
        return 1;
    case Cooler::Passive:
    case Cooler::Liquid:
        return 0;
    }
    return 0;
}

double ChassisLayout::cardHeightMm(const GpuSpec &spec)
{
    // The PCIe full-height bracket is 111.15 mm; long open-air coolers stand taller (the 3090 FE: 138 mm).
    return spec.cooler == Cooler::OpenAir && spec.lengthMm > 300 ? 138.0 : 111.15;
}

bool ChassisLayout::plugAtEnd(const GpuSpec &spec)
{
    return spec.cooler == Cooler::Blower || spec.cooler == Cooler::Passive || spec.powerConnectors.eps8pin > 0;
}

ChassisLayout ChassisLayout::of(const ResolvedBuild &r, const TextWidth &textWidth, double lineHeight)
{
    ChassisLayout L;
    // The largest em whose line still fits a 20.32 mm slot row (connector labels stand one per row).
    const double maxLabelMm = std::max(kMinLabelMm, (kSlotPitchMm - 0.4) / std::max(lineHeight, 0.5));
    // Three times: the labels' size depends on how large the whole drawing comes out (and back).
    for (int pass = 0; pass < 3; ++pass) {
        const double lh = L.labelMm * 1.3; // a label's line
        const CaseSpec *c = r.chassis;
        const int caseSlots = c ? c->expansionSlots : 7;
        const int mounts = c ? c->verticalMounts : 0;
        L.openFrame = c && c->openFrame;
        // A rail: places side by side under the case (an open frame, or a case with several mounts).
        const bool rail = L.openFrame || mounts > 1;
        L.boardForm = r.board ? r.board->formFactor : QStringLiteral("ATX");
        const QSizeF bs = boardSize(L.boardForm);
        int lastPosition = r.board ? boardSlotPositions(L.boardForm) : 7;
        if (r.board) {
            for (const BoardSlot &s : r.board->pcieSlots)
                lastPosition = std::max(lastPosition, s.position);
        }
        // The board: its slots at their positions, its rear edge at the bracket plane.
        const double boardBottom = slotTop(lastPosition) + kSlotPitchMm + 10;
        const double boardTop = std::min(boardBottom - bs.height(), -150.0);
        L.board = QRectF(0, boardTop, bs.width(), boardBottom - boardTop);

        // The case around it: the longest card it takes, fans at the front, the PSU bay under the slots. A
        // rail's PSUs stand beside the board instead (an open frame's shelf, a riser server's rear bay), so
        // that its places fit under it at a size that reads.
        const double reach = !c ? 360.0
            : L.openFrame       ? std::max(bs.width(), 340.0) + 20
                                : std::min(c->maxGpuLengthMm, 600.0);
        L.clearanceX = reach;
        const double front = std::max(reach, L.board.right() + 10) + (L.openFrame ? 10 : kFanDepthMm + 15);
        const double top = boardTop - lh - (rail ? 6 : 14);
        const double slotsBottom = std::max(slotTop(caseSlots) + kSlotPitchMm, boardBottom);
        const double bayTop = slotsBottom + 6;
        const double left = -kBracketMm - 6;
        double shellRight = front, shellBottom = 0;
        if (rail) {
            L.psuBay = QRectF(front + 4, top + 6, kPsuLengthMm + 12, slotsBottom - top - 6);
            shellRight = L.psuBay.right() + 6;
            shellBottom = slotsBottom + 6;
        } else {
            L.psuBay = QRectF(left + 4, bayTop, front - left - 8, kPsuBayMm);
            shellBottom = L.psuBay.bottom() + 6;
        }
        L.shell = QRectF(left, top, shellRight - left, shellBottom - top);
        L.boardTitle = QRectF(4, top + 5, front - 10, lh);
        L.bracketColumn = QRectF(-kBracketMm, 0, kBracketMm, caseSlots * kSlotPitchMm);
        L.slotOpenings.clear();
        for (int p = 1; p <= caseSlots; ++p)
            L.slotOpenings.append(QRectF(-kBracketMm + 3, slotTop(p) + 2.5, kBracketMm - 6, kSlotPitchMm - 5));
        L.fans.clear();
        if (!L.openFrame) {
            const double fanX = front - kFanDepthMm - 8;
            const int frontFans = std::max(1, static_cast<int>((bayTop - top - 20) / kFanMm));
            for (int k = 0; k < frontFans; ++k)
                L.fans.append(QRectF(fanX, top + 12 + k * (kFanMm + 4), kFanDepthMm, kFanMm));
            L.fans.append(QRectF(-kBracketMm, boardTop + 20, kBracketMm - 1, 120)); // the rear exhaust, in the wall
        }
        L.psus.clear();
        for (int k = 0; k < static_cast<int>(r.psus.size()); ++k) {
            if (rail) // one over the other beside the board
                L.psus.append(QRectF(
                    L.psuBay.left() + 6, L.psuBay.top() + 6 + k * (kPsuHeightMm + 8), kPsuLengthMm, kPsuHeightMm));
            else
                L.psus.append(QRectF(L.psuBay.left() + 6 + k * (kPsuLengthMm + 8),
                    L.psuBay.top() + (kPsuBayMm - kPsuHeightMm) / 2, kPsuLengthMm, kPsuHeightMm));
        }

        // The socket and its DIMMs above slot 1.
        const QString socket = r.board ? r.board->socket : QString();
        const QSizeF ss = socketSize(socket);
        const double bandTop = boardTop + 6, bandBottom = -6;
        const QPointF centre(L.board.left() + L.board.width() * 0.42, (bandTop + bandBottom) / 2);
        L.socket = QRectF(centre.x() - ss.width() / 2, centre.y() - ss.height() / 2, ss.width(), ss.height());
        L.dimms.clear();
        const int dimms = r.board ? dimmSlots(socket) : 4;
        const double dimmLength = std::min(133.35, bandBottom - bandTop); // a DDR4/DDR5 DIMM
        const double dimmTop = centre.y() - dimmLength / 2;
        const int right = dimms >= 8 ? dimms / 2 : dimms;
        for (int k = 0; k < right; ++k)
            L.dimms.append(QRectF(L.socket.right() + 10 + k * 8.5, dimmTop, 6, dimmLength));
        for (int k = 0; k < dimms - right; ++k)
            L.dimms.append(QRectF(L.socket.left() - 16 - k * 8.5, dimmTop, 6, dimmLength));

        // Connectors, their labels left of the case, level with them.
        L.connectors.clear();
        double labelWidth = 0;
        if (r.board) {
            for (const BoardSlot &s : r.board->pcieSlots)
                labelWidth = std::max(labelWidth, textWidth(connectorText(s)) * L.labelMm);
        }
        const double labelRight = left - 8;
        const double labelLeft = labelRight - std::max(labelWidth, 60.0);
        if (r.board) {
            for (const BoardSlot &s : r.board->pcieSlots) {
                Connector k;
                k.slot = s;
                k.text = connectorText(s);
                k.body = QRectF(kConnectorRearMm, slotTop(s.position) + 2, connectorLength(s.size), 7.5);
                k.row = QRectF(labelLeft, slotTop(s.position), front - labelLeft, kSlotPitchMm);
                k.label = QRectF(labelLeft, slotTop(s.position) + (kSlotPitchMm - lh) / 2, labelRight - labelLeft, lh);
                L.connectors.append(k);
            }
        }

        // The riser targets under the case: places for cards, as many as the case has, never more.
        const auto areaOf = [&](int places, int cols, QPointF at, QRectF *titleRect, QList<QRectF> *cells) {
            const int rows = (places + cols - 1) / cols;
            const QRectF area(at, QSizeF(cols * kCellW + 12, lh + 6 + rows * kCellH + (places > 0 ? 2 : 0)));
            *titleRect = QRectF(area.left() + 6, area.top() + 4, area.width() - 12, lh);
            cells->clear();
            for (int k = 0; k < places; ++k) {
                cells->append(QRectF(
                    area.left() + 6 + (k % cols) * kCellW, area.top() + lh + 6 + (k / cols) * kCellH, kCellW, kCellH));
            }
            return area;
        };
        const double areasTop = L.shell.bottom() + (rail ? 8 : 16);
        L.verticalBracket = QRectF();
        L.verticalInCase = !rail;
        if (L.openFrame) {
            // The frame's places on its rail, two abreast under the board. Its vertical mounts are the same
            // rails (the catalog counts the places as mounts): a card on either kind of riser takes a place,
            // frame risers from the first place, vertical ones from the last.
            L.frameArea = areaOf(8, 2, QPointF(labelLeft, areasTop), &L.frameTitle, &L.frameCells);
            L.verticalCells = L.frameCells;
            std::reverse(L.verticalCells.begin(), L.verticalCells.end());
            L.verticalArea = L.verticalTitle = QRectF();
        } else if (rail) {
            // A case with several mounts (a riser server) carries them in a row: two abreast under it. It is
            // no open frame, and shows none (a drop there could only be refused).
            L.verticalArea
                = areaOf(std::min(mounts, 8), 2, QPointF(labelLeft, areasTop), &L.verticalTitle, &L.verticalCells);
            L.frameArea = L.frameTitle = QRectF();
            L.frameCells.clear();
        } else {
            // A tower's vertical mount: the card parallel to the board in front of the slot area, its bracket
            // in the rear wall's vertical-slot openings, its bottom edge over the PSU shroud (or the case's
            // floor). Drops go to its box under the case, beside the open frame it is not.
            const double placeBottom = bayTop - 4;
            const QRectF place(0, placeBottom - kMountPlaceHeightMm, std::min(kCellW, reach), kMountPlaceHeightMm);
            L.verticalCells = { place };
            L.verticalBracket = QRectF(-kBracketMm - 5, place.top(), 5, place.height()); // beside the slot openings
            const double boxW = kCellW + 12;
            QList<QRectF> none;
            L.verticalArea = areaOf(0, 1, QPointF(labelLeft, areasTop), &L.verticalTitle, &none);
            L.verticalArea.setWidth(boxW);
            L.verticalTitle.setWidth(boxW - 12);
            L.frameArea = areaOf(0, 1, QPointF(L.verticalArea.right() + 20, areasTop), &L.frameTitle, &L.frameCells);
            L.frameArea.setWidth(boxW);
            L.frameTitle.setWidth(boxW - 12);
        }

        // The case's name over everything, from the labels' edge to the far side.
        const double titleRight = std::max({ L.shell.right(), L.frameArea.right(), L.verticalArea.right() });
        L.title = QRectF(labelLeft, top - lh - 6, titleRight - labelLeft, lh);

        // The cards: in their slot row, or in the next free place of their riser's area.
        L.cards.clear();
        const SlotGeometry geometry(r);
        int onVertical = 0, onFrame = 0;
        for (int i = 0; i < static_cast<int>(r.gpus.size()); ++i) {
            const ResolvedGpu &g = r.gpus[static_cast<std::size_t>(i)];
            const GpuSpec &spec = *g.spec;
            Card card;
            card.gpu = i;
            const double thickness = spec.slotWidth * kSlotPitchMm - 4;
            if (g.onRiser()) {
                card.onRiser = true;
                card.frame = g.placement.riser->mount == RiserMount::Frame;
                card.riserFrom = g.placement.slot.value_or(0);
                const QList<QRectF> &cells = card.frame ? L.frameCells : L.verticalCells;
                const QRectF areaRect = card.frame ? L.frameArea : L.verticalArea;
                int &k = card.frame ? onFrame : onVertical;
                // More cards than places (an error the checks name): stacked a little apart on the last one.
                const int place = std::min<int>(k, static_cast<int>(cells.size()) - 1);
                const double over = 8.0 * (k - std::max(place, 0));
                ++k;
                if (!card.frame && L.verticalInCase) {
                    // Parallel to the board: its length across, its height up from the mount's slot.
                    const QRectF cell = cells.first();
                    const double height = cardHeightMm(spec);
                    card.faceOn = true;
                    card.body = QRectF(cell.left() + over, cell.bottom() - height - over, spec.lengthMm, height);
                } else {
                    const QRectF cell = place >= 0 ? cells[place] : QRectF(areaRect.topLeft(), QSizeF(kCellW, kCellH));
                    card.body = QRectF(cell.left() + 8 + over, cell.top() + 4 + over,
                        std::min(spec.lengthMm, kCellW - 16), std::min(thickness, kCellH - 8));
                }
            } else if (g.placement.slot) {
                card.body = cardRect(*g.placement.slot, spec.slotWidth, spec.lengthMm);
                if (spec.cooler == Cooler::OpenAir) {
                    if (const StackCard *stacked = geometry.stackCard(i)) {
                        card.airSlots = geometry.freeSlotsBelow(*stacked);
                        const double airTop = slotTop(stacked->position) + spec.slotWidth * kSlotPitchMm;
                        card.air = QRectF(0, airTop, spec.lengthMm, std::max(card.airSlots, 0.15) * kSlotPitchMm);
                    }
                }
            }
            if (!card.body.isEmpty()) {
                card.fans = fanCount(spec);
                card.plugAtEnd = plugAtEnd(spec);
                card.plug = card.plugAtEnd
                    ? QPointF(card.body.right(), card.body.top() + std::min(10.0, card.body.height() / 2))
                    : QPointF(card.body.left() + card.body.width() * kTopPlugAt, card.body.top() + 3);
                if (spec.powerConnectors.hpwr12v > 0) {
                    const double run = k12vhpwrClearanceMm, w = kHpwrPlugWidthMm;
                    if (card.plugAtEnd) {
                        // Out of the card's end, toward the front, in this plane.
                        card.plugClearance = QRectF(card.plug.x(), card.plug.y() - w / 2, run, w);
                    } else if (card.faceOn) {
                        // A card parallel to the board: out of its top edge, up, in this plane.
                        card.plugClearance = QRectF(card.plug.x() - w / 2, card.body.top() - run, w, run);
                    } else {
                        // Seen from its top edge: the cable leaves toward the side panel, straight at the viewer;
                        // the zone is the plug's footprint (how far it reaches is in the tooltip).
                        card.clearanceOutOfPlane = true;
                        card.plugClearance
                            = QRectF(card.plug.x() - w / 2, card.body.top() + 1, w, kHpwrPlugDepthMm + 2);
                    }
                    // The case's figure for the longest card: the cable's run must end before it too.
                    card.clearanceShort = c && !L.openFrame && !card.clearanceOutOfPlane
                        && card.plugClearance.right() > L.clearanceX + 0.01;
                }
                // Mid-shroud: clear of the plug on the top edge, the fans along the bottom, a blower's fan.
                const double blowerMm = spec.cooler == Cooler::Blower ? std::min(card.body.height(), 40.0) + 8 : 0;
                const double labelY = card.faceOn ? card.body.top() + 12 + lh / 2 : card.body.center().y() + 1;
                card.label = QRectF(card.body.left() + 6, labelY - lh / 2,
                    std::max(0.0, card.body.width() - 12 - (card.plugAtEnd ? 8 : 0) - blowerMm), lh);
            }
            L.cards.append(card);
        }

        QRectF all = L.shell.united(L.title).united(L.verticalArea).united(L.frameArea);
        for (const Connector &k : L.connectors)
            all = all.united(k.label);
        all.setRight(std::max(all.right(), 345.0)); // room for the longest common card, whatever the case
        L.sceneRect = all.adjusted(-10, -10, 10, 10);
        if (pass < 2) {
            const double scale
                = std::min(kReferenceViewW / L.sceneRect.width(), kReferenceViewH / L.sceneRect.height());
            L.labelMm = std::clamp(kMinLabelPx / scale, kMinLabelMm, maxLabelMm);
        }
    }
    return L;
}

} // namespace RigPlan::Ui
