// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The chassis as drawn: every connector, card, riser and PSU an item of its type, items that survive a
// selection and a power-limit edit, riser areas that never move, a fit that fills the view, labels that
// read (11 px or more at the default window size, for every case of the bundled catalog) and do not
// overlap, to scale against the catalog's figures, a tower's vertical mount in front of the slots, the
// 12V-2x6 cable's run as a zone, in a light and a dark palette, and renderable without a view.
#include "app/gui/catalogloader.h"
#include "core/buildedits.h"
#include "ui/chassis/airgapitem.h"
#include "ui/chassis/carditem.h"
#include "ui/chassis/chassisgeometry.h"
#include "ui/chassis/chassislabel.h"
#include "ui/chassis/chassislayout.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/chassis/psuitem.h"
#include "ui/chassis/riseritem.h"
#include "ui/chassis/slotitem.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/mimetypes.h"
#include "ui/settings.h"

#include <QImage>
#include <QMimeData>
#include <QPainter>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

class TestChassisDrawing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everyThingHasAnItemOfItsType();
    void drawnToScale();
    void selectionAndPowerLimitKeepTheItems();
    void riserAreasNeverMove();
    void fitFillsTheViewOnOpenAndEdit();
    void labelsReadAndDoNotOverlap_data();
    void labelsReadAndDoNotOverlap();
    void everyCatalogCaseReadsAtElevenPixels();
    void verticalMountStandsInFrontOfTheSlots();
    void hpwrCableRunIsAZone();
    void darkPaletteDrawsADarkCase();
    void rendersWithoutAView();

private:
    void openExample(const QString &name);
    void startWith(const QString &chassis, const QString &board, const QString &cpu);
    /** The smallest label em on screen, in device pixels, through each label's own transform and the view's. */
    double smallestLabelPx(const QGraphicsView *view, QString *which) const;
    template<typename Item> QList<Item *> itemsOf(const QGraphicsScene *scene, bool visibleOnly = true) const
    {
        QList<Item *> out;
        for (QGraphicsItem *item : scene->items()) {
            if (item->type() == Item::Type && (!visibleOnly || item->isVisible()))
                out << static_cast<Item *>(item);
        }
        return out;
    }
    /** Lambda's build has a card on every connector: GPU 4 out, then GPU 3 onto a riser from slot 7. */
    bool freeSlotSevenAndMountGpuThree()
    {
        Build next = m_window->document()->build();
        BuildEdits::removeGpu(next, 3);
        m_window->document()->edit(u"remove"_s, next);
        return moveTo(2, DropTarget::verticalMount());
    }
    /** The build's gpus[i] moved to `target` as one edit (what a drop does). */
    bool moveTo(int gpu, const DropTarget &target)
    {
        QMimeData mime;
        mime.setData(Mime::kGpuIndex, QByteArray::number(gpu));
        return m_window->scene()->drop(&mime, target);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Gui::CatalogLoader> m_loader;
    std::unique_ptr<MainWindow> m_window;
};

void TestChassisDrawing::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_loader = std::make_unique<Gui::CatalogLoader>();
    QVERIFY(m_loader->load(m_dir.filePath(u"rigplan.sqlite"_s), false));
}

void TestChassisDrawing::init()
{
    Settings().setWindowLayout({}, {});
    m_window = std::make_unique<MainWindow>(m_loader->catalog());
    m_window->resize(1480, 920); // the default window (MainWindow's kDefaultSize)
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestChassisDrawing::cleanup()
{
    m_window->document()->setClean();
    m_window.reset();
}

void TestChassisDrawing::openExample(const QString &name)
{
    QString error;
    QVERIFY2(m_window->openFile(QStringLiteral(RIGPLAN_EXAMPLES "/") + name, &error), qPrintable(error));
}

void TestChassisDrawing::startWith(const QString &chassis, const QString &board, const QString &cpu)
{
    Build b;
    b.name = u"by hand"_s;
    b.caseId = chassis;
    b.boardId = board;
    b.cpuId = cpu;
    b.psus = { { u"evga-supernova-1600-p2"_s, 0 }, { u"evga-supernova-1600-p2"_s, 0 } };
    b.circuit = Circuit::preset(u"us-120v-15a"_s);
    m_window->document()->reset(b);
}

void TestChassisDrawing::everyThingHasAnItemOfItsType()
{
    // Lambda's build: the ASRock TRX40 Creator's four x16 connectors (1, 3, 5, 7), four RTX 3090 FE, one PSU.
    openExample(u"quad-3090-lambda.rigbuild"_s);
    ChassisScene *scene = m_window->scene();
    QSet<int> positions;
    for (SlotItem *s : itemsOf<SlotItem>(scene))
        positions.insert(s->position());
    QCOMPARE(positions, QSet<int>({ 1, 3, 5, 7 }));
    QSet<int> cards;
    for (CardItem *c : itemsOf<CardItem>(scene))
        cards.insert(c->gpu());
    QCOMPARE(cards, QSet<int>({ 0, 1, 2, 3 }));
    QCOMPARE(itemsOf<PsuItem>(scene).size(), 1);
    // Every card is fed by PSU 1: four leads, one to each card's plug.
    QCOMPARE(itemsOf<PsuItem>(scene).first()->leads().size(), 4);
    // Open-air cards in the stack: each has its air gap item.
    QCOMPARE(itemsOf<AirGapItem>(scene).size(), 4);
    QCOMPARE(itemsOf<RiserItem>(scene).size(), 0);
    // A card on a riser: its cable is drawn, from a connector to the card (GPU 4 out, GPU 3 onto the mount).
    QVERIFY(freeSlotSevenAndMountGpuThree());
    const QList<RiserItem *> risers = itemsOf<RiserItem>(scene);
    QCOMPARE(risers.size(), 1);
    QCOMPARE(risers.first()->gpu(), 2);
    QCOMPARE(itemsOf<AirGapItem>(scene).size(), 2); // no stack air under a card on a mount
    QCOMPARE(itemsOf<CardItem>(scene).size(), 3);
}

void TestChassisDrawing::drawnToScale()
{
    openExample(u"quad-3090-lambda.rigbuild"_s);
    const ChassisLayout &L = m_window->scene()->layout();
    // ATX is 12 x 9.6 in (305 x 244 mm); its connectors 0.8 in (20.32 mm) apart; an x16 connector 89 mm.
    QCOMPARE(L.boardForm, u"ATX"_s);
    QCOMPARE(L.board.width(), 244.0);
    QVERIFY(qAbs(L.board.height() - 305.0) < 0.5);
    QCOMPARE(L.connectors.size(), 4);
    QVERIFY(qAbs(L.connectors[1].body.top() - L.connectors[0].body.top() - 2 * 20.32) < 1e-9);
    QCOMPARE(L.connectors[0].body.width(), 89.0);
    // Lambda's RTX 3090 FE: 313 mm long, 3 slots thick (catalog); the Corsair 4000D takes 360 mm cards.
    QCOMPARE(L.cards[0].body.width(), 313.0);
    QVERIFY(qAbs(L.cards[0].body.height() - (3 * 20.32 - 4)) < 1e-9);
    QCOMPARE(L.clearanceX, 360.0);
    QCOMPARE(L.slotOpenings.size(), 7);
    // Three fans on a 313 mm open-air card; no air under a card whose neighbour sits one slot below it.
    QCOMPARE(L.cards[0].fans, 3);
    QVERIFY(L.cards[0].airSlots <= 0.0);
    // The connector labels say size, electrical lanes, generation and source.
    QCOMPARE(L.connectors[1].text, u"3 · x16 (x8) Gen4 · CPU"_s);
    QCOMPARE(L.connectors[0].text, u"1 · x16 Gen4 · CPU"_s);
}

void TestChassisDrawing::selectionAndPowerLimitKeepTheItems()
{
    openExample(u"quad-3090-lambda.rigbuild"_s);
    ChassisScene *scene = m_window->scene();
    const QList<QGraphicsItem *> before = scene->items();
    QHash<int, CardItem *> cards; // by card index
    for (CardItem *c : itemsOf<CardItem>(scene))
        cards.insert(c->gpu(), c);
    scene->setSelectedGpu(1);
    m_window->document()->setHighlightedGpus({ 0, 2 });
    // A power slider's edit: the same items, the card's label says the new limit.
    Build next = m_window->document()->build();
    BuildEdits::setPowerLimit(next, 1, 280);
    m_window->document()->edit(u"limit"_s, next, EditMerge::PowerLimit, 1);
    const QList<QGraphicsItem *> after = scene->items();
    QCOMPARE(QSet<QGraphicsItem *>(after.begin(), after.end()), QSet<QGraphicsItem *>(before.begin(), before.end()));
    CardItem *second = cards.value(1);
    QVERIFY(second);
    QVERIFY2(second->label()->fullText().contains(u"280 W"_s), qPrintable(second->label()->fullText()));
    // A move keeps every item that still shows something: the cards left are the same objects.
    QVERIFY(freeSlotSevenAndMountGpuThree());
    for (int gpu : { 0, 1, 2 })
        QVERIFY(scene->items().contains(cards.value(gpu)));
}

void TestChassisDrawing::riserAreasNeverMove()
{
    // An open frame with eight places: cards going onto it change neither the areas nor the drawing's size.
    startWith(u"open-frame-8gpu"_s, u"asus-pro-ws-wrx80e-sage-se-wifi"_s, u"threadripper-pro-5995wx"_s);
    ChassisScene *scene = m_window->scene();
    const QRectF frame = scene->openFrameArea(), vertical = scene->verticalMountArea(), all = scene->sceneRect();
    // The frame's vertical mounts are its frame places (the catalog counts them as mounts): no area of their own.
    QVERIFY(frame.isValid());
    QVERIFY(vertical.isEmpty());
    QString why;
    scene->setCurrentPart(u"rtx-3090-fe"_s);
    for (int i = 0; i < 4; ++i)
        QVERIFY2(scene->addCurrentPartAt(DropTarget::openFrame(), &why), qPrintable(why));
    QCOMPARE(scene->openFrameArea(), frame);
    QCOMPARE(scene->verticalMountArea(), vertical);
    QCOMPARE(scene->sceneRect(), all);
    // Each card in a place of its own inside the frame.
    const ChassisLayout &L = scene->layout();
    for (int i = 0; i < 4; ++i) {
        QVERIFY(frame.contains(L.cards[i].body));
        for (int j = 0; j < i; ++j)
            QVERIFY(!L.cards[i].body.intersects(L.cards[j].body));
    }
    // The tower too: Lambda's card 4 onto the vertical mount.
    openExample(u"quad-3090-lambda.rigbuild"_s);
    const QRectF towerVertical = scene->verticalMountArea(), towerAll = scene->sceneRect();
    QVERIFY(freeSlotSevenAndMountGpuThree());
    QCOMPARE(scene->verticalMountArea(), towerVertical);
    QCOMPARE(scene->sceneRect(), towerAll);
}

void TestChassisDrawing::fitFillsTheViewOnOpenAndEdit()
{
    openExample(u"quad-3090-lambda.rigbuild"_s);
    ChassisView *view = m_window->chassisView();
    QTRY_VERIFY(view->viewport()->width() > 100);
    const auto drawn = [view] { return view->mapFromScene(view->scene()->sceneRect()).boundingRect(); };
    const QRect port = view->viewport()->rect();
    // Inside the view (a pixel of rounding), and filling at least 90% of one of its dimensions.
    QVERIFY2(port.adjusted(-1, -1, 1, 1).contains(drawn()),
        qPrintable(u"%1 x %2"_s.arg(drawn().width()).arg(drawn().height())));
    QVERIFY(drawn().width() >= 0.9 * port.width() || drawn().height() >= 0.9 * port.height());
    // An edit keeps it fitted; after a zoom it stays as the user left it, Ctrl+0 fits again.
    const QTransform fitted = view->transform();
    QVERIFY(freeSlotSevenAndMountGpuThree());
    QCOMPARE(view->transform(), fitted);
    view->zoomIn();
    const QTransform zoomed = view->transform();
    m_window->document()->undoStack()->undo(); // GPU 3 back in its slot
    QCOMPARE(m_window->document()->build().gpus[2].riser, std::nullopt);
    QCOMPARE(view->transform(), zoomed);
    view->fit();
    QCOMPARE(view->transform(), fitted);
    // A resize fits again.
    m_window->resize(1300, 860);
    QTRY_VERIFY(view->transform() != fitted);
    QVERIFY(view->viewport()->rect().adjusted(-1, -1, 1, 1).contains(drawn()));
}

void TestChassisDrawing::labelsReadAndDoNotOverlap_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<double>("minimumPx");
    QTest::newRow("lambda, tower") << u"quad-3090-lambda.rigbuild"_s << 11.0;
    QTest::newRow("puget, blowers") << u"quad-3090-blower-puget.rigbuild"_s << 11.0;
    QTest::newRow("dual, free slot") << u"dual-3090-fe.rigbuild"_s << 11.0;
    // Eight frame places at true size, two abreast under the board with the PSUs beside it (docs/chassis.md).
    QTest::newRow("open frame, 8 places") << QString() << 11.0;
}

void TestChassisDrawing::labelsReadAndDoNotOverlap()
{
    QFETCH(QString, example);
    QFETCH(double, minimumPx);
    if (example.isEmpty()) {
        startWith(u"open-frame-8gpu"_s, u"asus-pro-ws-wrx80e-sage-se-wifi"_s, u"threadripper-pro-5995wx"_s);
        QString why;
        for (int i = 0; i < 2; ++i)
            QVERIFY2(m_window->scene()->addPart(u"rtx-3090-fe"_s, &why), qPrintable(why));
        m_window->scene()->setCurrentPart(u"rtx-3090-fe"_s);
        QVERIFY2(m_window->scene()->addCurrentPartAt(DropTarget::openFrame(), &why), qPrintable(why));
    } else {
        openExample(example);
    }
    ChassisView *view = m_window->chassisView();
    view->fit();
    const double scale = view->transform().m11();
    QList<ChassisLabel *> labels;
    for (ChassisLabel *l : itemsOf<ChassisLabel>(view->scene())) {
        if (l->isVisible() && !l->text().isEmpty())
            labels << l;
    }
    QVERIFY(labels.size() >= 10);
    for (ChassisLabel *l : labels) {
        const double px = l->emMm() * scale;
        QVERIFY2(px >= minimumPx, qPrintable(u"%1: %2 px"_s.arg(l->fullText()).arg(px)));
    }
    for (int i = 0; i < labels.size(); ++i) {
        for (int j = 0; j < i; ++j) {
            // Touching edges are fine; a tenth of a millimetre of overlap is not.
            const QRectF a = labels[i]->sceneBoundingRect().adjusted(0.1, 0.1, -0.1, -0.1);
            const QRectF b = labels[j]->sceneBoundingRect().adjusted(0.1, 0.1, -0.1, -0.1);
            QVERIFY2(!a.intersects(b), qPrintable(u"'%1' over '%2'"_s.arg(labels[i]->text(), labels[j]->text())));
        }
    }
}

double TestChassisDrawing::smallestLabelPx(const QGraphicsView *view, QString *which) const
{
    double smallest = 1e9;
    for (ChassisLabel *l : itemsOf<ChassisLabel>(view->scene())) {
        if (!l->isVisible() || l->text().isEmpty())
            continue;
        // The label's em in its own coordinates is the font's pixel size; map it to the viewport.
        const QTransform toDevice = l->deviceTransform(view->viewportTransform());
        const double em = QLineF(toDevice.map(QPointF(0, 0)), toDevice.map(QPointF(0, l->font().pixelSize()))).length();
        if (em < smallest) {
            smallest = em;
            *which = l->fullText();
        }
    }
    return smallest;
}

void TestChassisDrawing::everyCatalogCaseReadsAtElevenPixels()
{
    // Every case of the bundled catalog, towers and open frames, with the board of the most connectors it
    // takes and a card in the first slot and one on a riser: at the default window every label's em measures
    // 11 px or more on screen (issue #12: "legible at the default size: at least 11 px text").
    const PartCatalog &catalog = *m_loader->catalog();
    std::vector<PartPtr> boards = catalog.parts(PartKind::Board);
    // The largest board first (the largest drawing), of those the one with the most connectors.
    const auto area = [](const PartPtr &b) {
        const QSizeF s = ChassisLayout::boardSize(b->board()->formFactor);
        return s.width() * s.height();
    };
    std::stable_sort(boards.begin(), boards.end(), [&area](const PartPtr &a, const PartPtr &b) {
        return area(a) != area(b) ? area(a) > area(b) : a->board()->pcieSlots.size() > b->board()->pcieSlots.size();
    });
    ChassisView *view = m_window->chassisView();
    int cases = 0, frames = 0, empty = 0;
    QStringList small;
    for (const PartPtr &chassis : catalog.parts(PartKind::Case)) {
        const CaseSpec &spec = *chassis->chassis();
        QString board;
        for (const PartPtr &b : boards) {
            if (spec.formFactors.contains(b->board()->formFactor, Qt::CaseInsensitive)) {
                board = b->id;
                break;
            }
        }
        startWith(chassis->id, board, QString());
        QString why;
        // A card of 267 mm where the 4090's 304 do not fit (the server chassis).
        const QString card = m_window->scene()->addPart(u"rtx-4090-fe"_s, &why) ? u"rtx-4090-fe"_s : u"rtx-a6000"_s;
        if (card != u"rtx-4090-fe")
            m_window->scene()->addPart(card, &why);
        if (spec.openFrame || spec.verticalMounts > 0) {
            m_window->scene()->setCurrentPart(card);
            m_window->scene()->addCurrentPartAt(
                spec.openFrame ? DropTarget::openFrame() : DropTarget::verticalMount(), &why);
        }
        if (m_window->document()->build().gpus.isEmpty()) {
            // No board of the catalog fits it: the empty chassis, whose hint the fit makes room for above the
            // drawing (issue 36: it covered the case's title), is not the drawing this measures.
            qInfo("%s: no card goes in (%s)", qPrintable(chassis->id), qPrintable(why));
            ++empty;
            continue;
        }
        view->fit();
        QString smallest;
        const double px = smallestLabelPx(view, &smallest);
        qInfo("%s (%s): smallest label %.2f px (%s) scene %.0f x %.0f em %.2f", qPrintable(chassis->id),
            qPrintable(board), px, qPrintable(smallest), m_window->scene()->layout().sceneRect.width(),
            m_window->scene()->layout().sceneRect.height(), m_window->scene()->layout().labelMm);
        if (px < 11.0)
            small << u"%1: '%2' at %3 px"_s.arg(chassis->id, smallest).arg(px, 0, 'f', 2);
        ++cases;
        frames += spec.openFrame ? 1 : 0;
    }
    QVERIFY2(small.isEmpty(), qPrintable(small.join(u"; "_s)));
    QVERIFY(cases >= 10);
    QVERIFY(frames >= 2);
    QVERIFY(empty <= 1); // the one server chassis whose own board the catalog does not have
}

void TestChassisDrawing::verticalMountStandsInFrontOfTheSlots()
{
    // Lambda's build in the Corsair 4000D (one vertical mount, catalog): GPU 4 out, GPU 3 onto the mount.
    openExample(u"quad-3090-lambda.rigbuild"_s);
    ChassisScene *scene = m_window->scene();
    const QRectF dropBox = scene->verticalMountArea(), all = scene->sceneRect();
    QVERIFY(freeSlotSevenAndMountGpuThree());
    const ChassisLayout &L = scene->layout();
    QCOMPARE(L.verticalCells.size(), 1); // the case's verticalMounts
    QVERIFY(L.verticalInCase);
    const ChassisLayout::Card &card = L.cards[2];
    QVERIFY(card.onRiser && !card.frame && card.faceOn);
    // Parallel to the board: its 313 mm length across (catalog), 138 mm tall (the drawing assumption for
    // open-air cards over 300 mm), its bracket at the rear (x = 0), over the slot area and above the PSU bay.
    QCOMPARE(card.body.left(), 0.0);
    QCOMPARE(card.body.width(), 313.0);
    QCOMPARE(card.body.height(), 138.0);
    QVERIFY(card.body.bottom() <= L.psuBay.top());
    QVERIFY(card.body.top() < ChassisGeometry::slotTop(7) && card.body.bottom() > ChassisGeometry::slotTop(3));
    QVERIFY(L.shell.contains(card.body));
    // Its bracket sits in the rear wall, level with the card; the drop box under the case stays put.
    QVERIFY(L.verticalBracket.right() <= 0.0 && L.verticalBracket.left() >= L.shell.left());
    QVERIFY(L.verticalBracket.top() <= card.body.top() && L.verticalBracket.bottom() >= card.body.bottom());
    QVERIFY(dropBox.top() > L.shell.bottom());
    QCOMPARE(scene->verticalMountArea(), dropBox);
    QCOMPARE(scene->sceneRect(), all);
    // The riser cable runs from its connector (slot 7) into the card's bottom edge, where the mount's slot is.
    const QList<RiserItem *> risers = itemsOf<RiserItem>(scene);
    QCOMPARE(risers.size(), 1);
    const QRectF cable = risers.first()->sceneBoundingRect();
    QVERIFY(cable.contains(QPointF(L.connectors[3].body.right() - 8, L.connectors[3].body.center().y())));
    QVERIFY(cable.bottom() > card.body.bottom());
    // Drops: the box under the case means the mount; in front of the slots a connector seen through the card
    // still means what its row meant (slot 3's row lies under the mounted card: the card in slot 3, GPU 2, a swap; slot 7, free
    // of cards since GPU 4 left and GPU 3's cable took it, its connector), the card's face elsewhere the card.
    QVERIFY(scene->targetAt(dropBox.center()) == DropTarget::verticalMount());
    QVERIFY(card.body.contains(L.connectors[1].body.center()));
    QVERIFY(scene->targetAt(L.connectors[1].body.center()) == DropTarget::card(1));
    QVERIFY(card.body.contains(L.connectors[3].body.center()));
    QVERIFY(scene->targetAt(L.connectors[3].body.center()) == DropTarget::connector(7));
    const QPointF rowTwo(200, ChassisGeometry::slotTop(2) + 10); // no connector at position 2 on this board
    QVERIFY(card.body.contains(rowTwo));
    QVERIFY(scene->targetAt(rowTwo) == DropTarget::card(2));
    const QPointF rowThreePastItsConnector(250, L.connectors[1].body.center().y());
    QVERIFY(card.body.contains(rowThreePastItsConnector));
    QVERIFY(scene->targetAt(rowThreePastItsConnector) == DropTarget::card(2));
}

void TestChassisDrawing::hpwrCableRunIsAZone()
{
    // An RTX 6000 Ada (blower, 267 mm, 12VHPWR at its end: catalog) in slot 1 of a case that takes cards up to
    // 267 mm (server-4u-gpu-chassis, catalog).
    startWith(u"server-4u-gpu-chassis"_s, u"asus-pro-ws-wrx80e-sage-se-wifi"_s, u"threadripper-pro-5995wx"_s);
    ChassisScene *scene = m_window->scene();
    QString why;
    scene->setCurrentPart(u"rtx-6000-ada"_s);
    QVERIFY2(scene->addCurrentPartAt(DropTarget::connector(1), &why), qPrintable(why));
    const ChassisLayout &L = scene->layout();
    const ChassisLayout::Card &end = L.cards[0];
    // At the end: 35 mm straight forward, in this plane, past the 267 mm the case takes: flagged.
    QVERIFY(end.plugAtEnd && !end.clearanceOutOfPlane);
    QCOMPARE(end.plugClearance.left(), 267.0);
    QCOMPARE(end.plugClearance.width(), 35.0);
    QCOMPARE(L.clearanceX, 267.0);
    QVERIFY(end.clearanceShort);
    const QList<CardItem *> cards = itemsOf<CardItem>(scene);
    for (CardItem *c : cards) {
        if (c->gpu() == 0)
            QVERIFY2(c->toolTip().contains(u"267 mm"_s), qPrintable(c->toolTip()));
    }
    // In the Corsair 4000D (cards up to 360 mm) the same card's run has room. An RTX 4090 FE (12VHPWR on its
    // top edge, catalog) in slot 5: seen from its top edge, its cable leaves toward the side panel, so the
    // zone is the plug's footprint.
    startWith(u"corsair-4000d-airflow"_s, u"asrock-trx40-creator"_s, u"threadripper-3960x"_s);
    scene->setCurrentPart(u"rtx-6000-ada"_s);
    QVERIFY2(scene->addCurrentPartAt(DropTarget::connector(1), &why), qPrintable(why));
    QVERIFY(!scene->layout().cards[0].clearanceShort);
    scene->setCurrentPart(u"rtx-4090-fe"_s);
    QVERIFY2(scene->addCurrentPartAt(DropTarget::connector(5), &why), qPrintable(why));
    const ChassisLayout::Card &top = scene->layout().cards[1];
    QVERIFY(!top.plugAtEnd && top.clearanceOutOfPlane && !top.clearanceShort);
    QVERIFY(top.body.contains(top.plugClearance.center()));
    // On the vertical mount, face-on: the run goes up out of the top edge, in this plane.
    QVERIFY2(scene->addCurrentPartAt(DropTarget::verticalMount(), &why), qPrintable(why));
    const ChassisLayout::Card &mounted = scene->layout().cards[2];
    QVERIFY(mounted.faceOn && !mounted.clearanceOutOfPlane);
    QCOMPARE(mounted.plugClearance.bottom(), mounted.body.top());
    QCOMPARE(mounted.plugClearance.height(), 35.0);
}

void TestChassisDrawing::darkPaletteDrawsADarkCase()
{
    startWith(u"corsair-4000d-airflow"_s, u"asrock-trx40-creator"_s, u"threadripper-3960x"_s);
    ChassisScene *scene = m_window->scene();
    const ChassisLayout &L = scene->layout();
    // A point of the case's inside nothing else covers: right of the board, left of the front fans.
    const QPointF inside(L.board.right() + 30, L.board.top() + 40);
    const auto shadeAt = [scene, inside] {
        QImage image(40, 40, QImage::Format_ARGB32);
        image.fill(Qt::magenta);
        QPainter painter(&image);
        scene->render(&painter, QRectF(0, 0, 40, 40), QRectF(inside - QPointF(2, 2), QSizeF(4, 4)));
        painter.end();
        return image.pixelColor(20, 20);
    };
    QPalette light;
    light.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::WindowText, Qt::black);
    scene->setPalette(light);
    QVERIFY2(shadeAt().lightnessF() > 0.8, qPrintable(shadeAt().name()));
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2d, 0x2d, 0x2d));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    scene->setPalette(dark);
    QVERIFY2(shadeAt().lightnessF() < 0.3, qPrintable(shadeAt().name()));
    // Labels follow: light text on the dark case.
    for (ChassisLabel *l : itemsOf<ChassisLabel>(scene)) {
        if (l->fullText().contains(u"TRX40"_s))
            QVERIFY(l->brush().color().lightnessF() > 0.7);
    }
}

void TestChassisDrawing::rendersWithoutAView()
{
    // What an export does: a document and a scene, no view, rendered into an image.
    BuildDocument document(m_loader->catalog());
    QString error;
    std::optional<Build> build;
    {
        MainWindow probe(m_loader->catalog());
        QVERIFY2(
            probe.openFile(QStringLiteral(RIGPLAN_EXAMPLES "/quad-3090-lambda.rigbuild"), &error), qPrintable(error));
        build = probe.document()->build();
        probe.document()->setClean();
    }
    document.reset(*build);
    ChassisScene scene(&document);
    const QRectF rect = scene.sceneRect();
    QImage image(rect.size().toSize() * 2, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene.render(&painter, QRectF(image.rect()), rect);
    painter.end();
    // Every card shows in the image, in its cooler's colour, where the layout put it.
    for (const ChassisLayout::Card &card : scene.layout().cards) {
        const QPointF at = (card.body.center() - rect.topLeft()) * 2 + QPointF(0, 10);
        const QColor c = image.pixelColor(at.toPoint());
        QVERIFY2(c.red() > 180 && c.blue() < 150, qPrintable(c.name())); // the open-air orange
    }
}

QTEST_MAIN(TestChassisDrawing)
#include "tst_chassisdrawing.moc"
