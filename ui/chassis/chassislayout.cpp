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
constexpr double kMaxLabelMm = 16.5; // a label still fits its 20.32 mm slot row
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

ChassisLayout ChassisLayout::of(const ResolvedBuild &r, const TextWidth &textWidth)
{
    ChassisLayout L;
    // Three times: the labels' size depends on how large the whole drawing comes out (and back).
    for (int pass = 0; pass < 3; ++pass) {
        const double lh = L.labelMm * 1.3; // a label's line
        const CaseSpec *c = r.chassis;
        const int caseSlots = c ? c->expansionSlots : 7;
        L.openFrame = c && c->openFrame;
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

        // The case around it: the longest card it takes, fans at the front, the PSU bay under the slots.
        const double reach = !c ? 360.0
            : L.openFrame       ? std::max(bs.width(), 340.0) + 20
                                : std::min(c->maxGpuLengthMm, 600.0);
        L.clearanceX = reach;
        const double front = std::max(reach, L.board.right() + 10) + (L.openFrame ? 10 : kFanDepthMm + 15);
        const double top = boardTop - lh - 14;
        const double slotsBottom = std::max(slotTop(caseSlots) + kSlotPitchMm, boardBottom);
        const double bayTop = slotsBottom + 6;
        const double left = -kBracketMm - 6;
        L.psuBay = QRectF(left + 4, bayTop, front - left - 8, kPsuBayMm);
        L.shell = QRectF(left, top, front - left, L.psuBay.bottom() + 6 - top);
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
            const QRectF area(at, QSizeF(cols * kCellW + 12, lh + 8 + rows * kCellH + 6));
            *titleRect = QRectF(area.left() + 6, area.top() + 4, area.width() - 12, lh);
            cells->clear();
            for (int k = 0; k < places; ++k) {
                cells->append(QRectF(
                    area.left() + 6 + (k % cols) * kCellW, area.top() + lh + 8 + (k / cols) * kCellH, kCellW, kCellH));
            }
            return area;
        };
        const double areasTop = L.shell.bottom() + 24;
        if (L.openFrame) {
            // The frame's places under the board, two abreast; its vertical mounts (the same rails, seen as
            // mounts) beside it, two shown: the drawing stays small enough to read at the default size.
            const int verticalPlaces = c ? std::clamp(c->verticalMounts, 1, 2) : 1;
            L.verticalArea = areaOf(
                verticalPlaces, 1, QPointF(L.shell.right() + 20, L.shell.top()), &L.verticalTitle, &L.verticalCells);
            L.frameArea = areaOf(8, 2, QPointF(labelLeft, areasTop), &L.frameTitle, &L.frameCells);
        } else {
            // A tower: its vertical mounts and the open frame it is not, side by side under it.
            const int verticalPlaces = c ? std::clamp(c->verticalMounts, 1, 8) : 1;
            const int cols = verticalPlaces > 1 ? 2 : 1;
            L.verticalArea
                = areaOf(verticalPlaces, cols, QPointF(labelLeft, areasTop), &L.verticalTitle, &L.verticalCells);
            const QPointF frameAt = cols == 1 ? QPointF(L.verticalArea.right() + 20, areasTop)
                                              : QPointF(labelLeft, L.verticalArea.bottom() + 20);
            L.frameArea = areaOf(1, 1, frameAt, &L.frameTitle, &L.frameCells);
        }

        // The case's name over everything, from the labels' edge to the far side.
        const double titleRight = std::max(L.shell.right(), L.openFrame ? L.verticalArea.right() : L.shell.right());
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
                int &k = card.frame ? onFrame : onVertical;
                // More cards than places (an error the checks name): stacked a little apart on the last one.
                const int place = std::min<int>(k, cells.size() - 1);
                const double over = 8.0 * (k - place);
                const QRectF cell = cells[place];
                card.body = QRectF(cell.left() + 8 + over, cell.top() + 4 + over, std::min(spec.lengthMm, kCellW - 16),
                    std::min(thickness, kCellH - 8));
                ++k;
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
                    // At the end the cable runs forward in this plane; on the top edge it runs toward the
                    // side panel, so the drawing marks the plug's run over the card's face.
                    card.plugClearance = card.plugAtEnd
                        ? QRectF(card.plug.x(), card.plug.y() - 6, k12vhpwrClearanceMm, 12)
                        : QRectF(card.plug.x() - k12vhpwrClearanceMm / 2, card.body.top(), k12vhpwrClearanceMm,
                            std::min(card.body.height(), k12vhpwrClearanceMm));
                }
                // Mid-shroud: clear of the plug on the top edge, the fans along the bottom, a blower's fan.
                const double blowerMm = spec.cooler == Cooler::Blower ? std::min(card.body.height(), 40.0) + 8 : 0;
                card.label = QRectF(card.body.left() + 6, card.body.center().y() + 1 - lh / 2,
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
            L.labelMm = std::clamp(kMinLabelPx / scale, kMinLabelMm, kMaxLabelMm);
        }
    }
    return L;
}

} // namespace RigPlan::Ui
