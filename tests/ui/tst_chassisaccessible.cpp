// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The chassis through QAccessible, as a screen reader or a UI test meets it: every slot, mount and card of
// Lambda's published build found with its name, its state and a screen rectangle inside the view, and its
// actions working without a mouse.
#include "app/gui/catalogloader.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"

#include <QAccessible>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

class TestChassisAccessible : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void lambdaBuildIsFoundByName();
    void actionsWorkWithoutAMouse();

private:
    QAccessibleInterface *viewInterface() const
    {
        return QAccessible::queryAccessibleInterface(m_window->chassisView());
    }
    /** The view's children whose name starts with `prefix`. */
    QList<QAccessibleInterface *> childrenNamed(const QString &prefix) const
    {
        QList<QAccessibleInterface *> out;
        QAccessibleInterface *view = viewInterface();
        for (int i = 0; i < view->childCount(); ++i) {
            QAccessibleInterface *c = view->child(i);
            if (c && c->text(QAccessible::Name).startsWith(prefix))
                out << c;
        }
        return out;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Gui::CatalogLoader> m_loader;
    std::unique_ptr<MainWindow> m_window;
};

void TestChassisAccessible::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_loader = std::make_unique<Gui::CatalogLoader>();
    QVERIFY(m_loader->load(m_dir.filePath(u"rigplan.sqlite"_s), false));
}

void TestChassisAccessible::init()
{
    Settings().setWindowLayout({}, {});
    m_window = std::make_unique<MainWindow>(m_loader->catalog());
    m_window->resize(1500, 950);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QString error;
    QVERIFY2(
        m_window->openFile(QStringLiteral(RIGPLAN_EXAMPLES "/quad-3090-lambda.rigbuild"), &error), qPrintable(error));
    m_window->chassisView()->fit();
}

void TestChassisAccessible::cleanup()
{
    m_window->document()->setClean();
    m_window.reset();
}

void TestChassisAccessible::lambdaBuildIsFoundByName()
{
    QAccessibleInterface *view = viewInterface();
    QVERIFY(view);
    QCOMPARE(view->role(), QAccessible::Pane);
    const QRect viewRect = view->rect();
    QVERIFY(!viewRect.isEmpty());

    // The ASRock TRX40 Creator has four x16 slots (x16/x8/x16/x8 electrical, the catalog's figures) at 1, 3, 5 and 7 (examples/quad-3090-lambda.rigbuild
    // places a card in each); the Corsair 4000D one vertical mount; the file four cards.
    const QList<QAccessibleInterface *> connectors = childrenNamed(u"Slot "_s);
    QCOMPARE(connectors.size(), 4);
    const QList<QAccessibleInterface *> mounts = childrenNamed(u"Vertical mount "_s);
    QCOMPARE(mounts.size(), 1);
    QVERIFY2(mounts.first()->text(QAccessible::Name).endsWith(u"free"_s),
        qPrintable(mounts.first()->text(QAccessible::Name)));
    const QList<QAccessibleInterface *> cards = childrenNamed(u"GPU "_s);
    QCOMPARE(cards.size(), 4);
    QList<QAccessibleInterface *> all = connectors;
    all << mounts << cards;
    for (QAccessibleInterface *c : std::as_const(all)) {
        QVERIFY2(viewRect.contains(c->rect()), qPrintable(c->text(QAccessible::Name)));
        QVERIFY(c->rect().width() > 0 && c->rect().height() > 0);
    }
    // States as the published check states them (tests/core/tst_publishedcases.cpp): GPU 2's connector lies
    // under GPU 1, so slot 3 holds GPU 2 and GPU 2 is blocked by GPU 1.
    QCOMPARE(cards[1]->role(), QAccessible::Graphic);
    QCOMPARE(
        cards[1]->text(QAccessible::Name), u"GPU 2: GeForce RTX 3090 Founders Edition in slot 3, blocked by GPU 1"_s);
    QVERIFY2(connectors[1]->text(QAccessible::Name).startsWith(u"Slot 3: x16 (x8 electrical), Gen4, CPU, GPU 2"_s),
        qPrintable(connectors[1]->text(QAccessible::Name)));
    // The PSU is there too, with its load.
    const QList<QAccessibleInterface *> psus = childrenNamed(u"PSU 1: EVGA SuperNOVA 1600 P2"_s);
    QCOMPARE(psus.size(), 1);
    // childAt finds the card at its own centre, not the slot row under it.
    const QPoint centre = cards[0]->rect().center();
    QAccessibleInterface *hit = view->childAt(centre.x(), centre.y());
    QVERIFY(hit);
    QVERIFY2(hit->text(QAccessible::Name).startsWith(u"GPU 1:"_s), qPrintable(hit->text(QAccessible::Name)));
}

void TestChassisAccessible::actionsWorkWithoutAMouse()
{
    // Remove GPU 4 through its action interface: the build has three cards, and the slot it held is no
    // longer GPU 4's but still under GPU 3's 3-slot body (5 to 7).
    QList<QAccessibleInterface *> cards = childrenNamed(u"GPU 4:"_s);
    QCOMPARE(cards.size(), 1);
    QAccessibleActionInterface *actions = cards.first()->actionInterface();
    QVERIFY(actions);
    QVERIFY(actions->actionNames().contains(u"Remove"_s));
    actions->doAction(u"Remove"_s);
    QCOMPARE(m_window->document()->build().gpus.size(), 3);
    const QList<QAccessibleInterface *> slot7 = childrenNamed(u"Slot 7:"_s);
    QCOMPARE(slot7.size(), 1);
    QVERIFY2(slot7.first()->text(QAccessible::Name).endsWith(u"under GPU 3"_s),
        qPrintable(slot7.first()->text(QAccessible::Name)));
    // Put GPU 3 on the vertical mount through its action. Its own connector (5) lies under GPU 2's body
    // (3 to 5), so the riser cable takes the nearest free one: 7.
    childrenNamed(u"GPU 3:"_s).first()->actionInterface()->doAction(u"Put on a vertical mount"_s);
    QVERIFY(m_window->document()->build().gpus[2].riser.has_value());
    QVERIFY(childrenNamed(u"Vertical mount 1 of 1: GPU 3"_s).size() == 1);
    QCOMPARE(m_window->document()->build().gpus[2].slot, std::optional(7));
    QCOMPARE(childrenNamed(u"Riser of GPU 3: PCIe Gen4, 200 mm, from slot 7 to a vertical mount"_s).size(), 1);
}

QTEST_MAIN(TestChassisAccessible)
#include "tst_chassisaccessible.moc"
