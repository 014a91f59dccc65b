// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 36, item 10, the window's details: Ctrl+E exports with a text field focused, the Edit menu's undo
// step is cut short (its tooltip and the History keep it whole), the power sliders have names, a refused
// drag's reason stays clear of the drag's picture, the empty chassis' hint leaves the case's title readable,
// and the Chinese file dialog calls a folder a folder.
#include "app/gui/catalogloader.h"
#include "app/gui/translations.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/docks/builddock.h"
#include "ui/docks/catalogdock.h"
#include "ui/docks/partstableview.h"
#include "ui/docks/powerdock.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"
#include "ui/widgets/emptystatehint.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QFileIconProvider>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

namespace {

/** Takes the ShortcutOverride of one key, as a focused text field takes the keys it edits with. */
class TakesKey : public QObject
{
public:
    explicit TakesKey(QKeyCombination key)
        : m_key(key)
    {
    }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride && static_cast<QKeyEvent *>(event)->keyCombination() == m_key)
            event->accept();
        return false;
    }

private:
    QKeyCombination m_key;
};

} // namespace

class TestWindowDetails : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void exportKeyWorksInTextFields();
    void undoMenuTextIsCutShort();
    void powerSlidersHaveNames();
    void dropHintClearsTheDragPicture();
    void emptyHintLeavesTheTitleReadable();
    void chineseFileDialogSaysFolder();

private:
    /** Presses `key` on the focus widget; the class of the modal dialog it opened (closed with Esc), or "". */
    QString pressAndEscape(QWidget *focus, QKeyCombination key);

    QTemporaryDir m_dir;
    std::unique_ptr<Gui::CatalogLoader> m_loader;
    std::unique_ptr<MainWindow> m_window;
};

void TestWindowDetails::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_loader = std::make_unique<Gui::CatalogLoader>();
    QVERIFY(m_loader->load(m_dir.filePath(u"rigplan.sqlite"_s), false));
}

void TestWindowDetails::init()
{
    Settings().setWindowLayout({}, {});
    m_window = std::make_unique<MainWindow>(m_loader->catalog());
    m_window->resize(1480, 920); // the default window
}

void TestWindowDetails::cleanup()
{
    if (m_window)
        m_window->document()->setClean();
    m_window.reset();
}

QString TestWindowDetails::pressAndEscape(QWidget *focus, QKeyCombination key)
{
    QString opened;
    QTimer::singleShot(200, this, [&opened] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            opened = QString::fromLatin1(modal->metaObject()->className());
            modal->close();
        }
    });
    QTest::keyClick(focus, key.key(), key.keyboardModifiers());
    QTest::qWait(300);
    return opened;
}

void TestWindowDetails::exportKeyWorksInTextFields()
{
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    const auto *name = m_window->buildDock()->findChild<QLineEdit *>();
    QVERIFY(name);
    const auto *search = m_window->catalogDock()->findChild<QLineEdit *>();
    QVERIFY(search);
    for (QLineEdit *field : { const_cast<QLineEdit *>(name), const_cast<QLineEdit *>(search) }) {
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        // The field takes the key as a line edit does where the platform binds it to the end of the line
        // (X11; offscreen binds it to nothing), and the key still reaches File > Export.
        TakesKey takes(Qt::CTRL | Qt::Key_E);
        field->installEventFilter(&takes);
        QVERIFY2(!pressAndEscape(field, Qt::CTRL | Qt::Key_E).isEmpty(), qPrintable(field->placeholderText()));
        field->removeEventFilter(&takes);
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }
    // The field keeps its own editing keys: Ctrl+Z undoes its text, not the build.
    QLineEdit *field = const_cast<QLineEdit *>(search);
    field->setFocus();
    QTRY_VERIFY(field->hasFocus());
    field->clear();
    QTest::keyClicks(field, u"3090"_s);
    const int steps = m_window->document()->undoStack()->count();
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(field->text() != u"3090");
    QCOMPARE(m_window->document()->undoStack()->count(), steps);
}

void TestWindowDetails::undoMenuTextIsCutShort()
{
    BuildDocument *doc = m_window->document();
    Build next = doc->build();
    next.name = u"Renamed"_s;
    const QString step = u"Apply fix: move GPU 2 (GeForce RTX 3090 Founders Edition in slot 3) to slot 5, where "
                         u"its connector is free & the card above leaves it 1 slot of air"_s;
    doc->edit(step, next);
    auto *undo = m_window->findChild<QAction *>(u"undoAction"_s);
    QVERIFY(undo);
    QVERIFY(undo->isEnabled());
    const QString prefix = tr("&Undo") + u' ';
    QVERIFY2(undo->text().startsWith(prefix), qPrintable(undo->text()));
    QString shown = undo->text().mid(prefix.size());
    QVERIFY2(shown.endsWith(u"…"), qPrintable(shown));
    shown.replace(u"&&"_s, u"&"_s);
    QVERIFY2(shown.size() <= 60, qPrintable(shown));
    QVERIFY(step.startsWith(shown.chopped(1)));
    QVERIFY2(undo->toolTip().contains(step), qPrintable(undo->toolTip())); // the whole step
    QCOMPARE(doc->undoStack()->text(doc->undoStack()->index() - 1), step); // the History lists it whole
    // The Edit menu is as wide as a short step makes it, not as the sentence.
    QMenu *edit = nullptr;
    for (QAction *a : m_window->menuBar()->actions()) {
        if (a->menu() && a->menu()->actions().contains(undo))
            edit = a->menu();
    }
    QVERIFY(edit);
    QVERIFY2(edit->sizeHint().width() < edit->fontMetrics().horizontalAdvance(step),
        qPrintable(QString::number(edit->sizeHint().width())));
    // After an undo, Redo carries it the same way; with nothing to undo, the plain name.
    undo->trigger();
    auto *redo = m_window->findChild<QAction *>(u"redoAction"_s);
    QVERIFY(redo && redo->isEnabled());
    QVERIFY2(redo->text().endsWith(u"…"), qPrintable(redo->text()));
    QVERIFY(redo->toolTip().contains(step));
    if (!doc->undoStack()->canUndo())
        QCOMPARE(undo->text(), tr("&Undo"));
    redo->trigger();
    QCOMPARE(doc->build().name, u"Renamed"_s);
}

void TestWindowDetails::powerSlidersHaveNames()
{
    QString error;
    QVERIFY2(
        m_window->openFile(QStringLiteral(RIGPLAN_EXAMPLES "/quad-3090-lambda.rigbuild"), &error), qPrintable(error));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const int cards = static_cast<int>(m_window->document()->build().gpus.size());
    QCOMPARE(cards, 4);
    for (int i = 0; i < cards; ++i) {
        QSlider *slider = m_window->powerDock()->slider(i);
        QVERIFY(slider);
        const QString expected = u"GPU %1 power limit"_s.arg(i + 1);
        QCOMPARE(slider->accessibleName(), expected);
        QAccessibleInterface *face = QAccessible::queryAccessibleInterface(slider);
        QVERIFY(face);
        QCOMPARE(face->text(QAccessible::Name), expected);
        QVERIFY2(
            face->text(QAccessible::Description).contains(u" W"), qPrintable(face->text(QAccessible::Description)));
    }
}

void TestWindowDetails::dropHintClearsTheDragPicture()
{
    // The picture a GPU dragged from the parts list carries, where the cursor holds it.
    const auto *view = qobject_cast<const PartsTableView *>(m_window->catalogDock()->view());
    QVERIFY(view);
    const auto *proxy = qobject_cast<const QSortFilterProxyModel *>(view->model());
    QVERIFY(proxy);
    const QPixmap pixmap = view->dragPixmap(proxy->mapToSource(proxy->index(0, 0)).row());
    QVERIFY(!pixmap.isNull());
    const QRect picture(-view->dragHotSpot(), pixmap.deviceIndependentSize().toSize());
    const QRect visible(4, 4, 700, 500);
    const QSize hint(420, 3 * view->fontMetrics().lineSpacing() + 8); // a refusal of three lines
    for (const QPoint cursor : { QPoint(200, 300), QPoint(600, 450), QPoint(200, 40), QPoint(40, 90) }) {
        const QPoint at = ChassisScene::dropHintPosition(hint, cursor, picture, visible);
        const QRect box(at, hint);
        const QString where = u"cursor %1,%2: hint at %3,%4"_s.arg(cursor.x()).arg(cursor.y()).arg(at.x()).arg(at.y());
        QVERIFY2(!box.intersects(picture.translated(cursor)), qPrintable(where));
        QVERIFY2(!box.contains(cursor), qPrintable(where));
        QVERIFY2(visible.contains(box), qPrintable(where));
    }
    // A drag without a picture of its own: above and right of the cursor, as before.
    const QPoint at = ChassisScene::dropHintPosition(hint, QPoint(200, 300), QRect(), visible);
    QVERIFY(at.y() + hint.height() <= 300 - 16);
    QVERIFY(at.x() > 200);
}

void TestWindowDetails::emptyHintLeavesTheTitleReadable()
{
    // The first run: a new build without GPUs, the hint with the examples over the top of the chassis.
    QVERIFY(m_window->document()->build().gpus.isEmpty());
    for (const QSize size : { QSize(1480, 920), QSize(1264, 672), QSize(1350, 720) }) {
        m_window->resize(size);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->resetLayout();
        m_window->resize(size);
        QCoreApplication::processEvents();
        const EmptyStateHint *hint = m_window->emptyStateHint();
        QTRY_VERIFY(hint->isVisible());
        ChassisView *view = m_window->chassisView();
        const QRect title = view->mapFromScene(m_window->scene()->layout().title).boundingRect();
        const QString where = u"%1x%2: hint %3..%4, title %5..%6"_s.arg(size.width())
                                  .arg(size.height())
                                  .arg(hint->geometry().top())
                                  .arg(hint->geometry().bottom())
                                  .arg(title.top())
                                  .arg(title.bottom());
        QTRY_VERIFY2(!hint->geometry().intersects(view->mapFromScene(m_window->scene()->layout().title).boundingRect()),
            qPrintable(where));
        QVERIFY2(view->viewport()->rect().contains(title), qPrintable(where));
        // The example buttons show their whole titles.
        for (const QPushButton *button : hint->exampleButtons())
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text() + u" "_s + where));
    }
    // With a card the hint goes, and the drawing takes the whole view again.
    QString why;
    QVERIFY2(m_window->scene()->addPart(u"rtx-3090-fe"_s, &why), qPrintable(why));
    QTRY_VERIFY(!m_window->emptyStateHint()->isVisible());
    QCOMPARE(m_window->chassisView()->sceneRect(), m_window->scene()->sceneRect());
}

void TestWindowDetails::chineseFileDialogSaysFolder()
{
    const QString loaded = Gui::installTranslators(*QCoreApplication::instance(), u"zh_CN"_s);
    QVERIFY2(loaded.contains(u"rigplan") && loaded.contains(u"qtbase"), qPrintable(loaded));
    // The file dialog's type column: QFileSystemModel asks the icon provider, which translates it in
    // QAbstractFileIconProvider's context.
    const QFileIconProvider provider;
    const QString type = provider.type(QFileInfo(m_dir.path()));
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale::c());
    QCOMPARE(type, u"文件夹"_s);
}

QTEST_MAIN(TestWindowDetails)
#include "tst_windowdetails.moc"
