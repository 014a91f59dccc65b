// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The small widgets that stand in for Qt's own to save startup work: same sizes, less work. The settings
// dialog's number fields and what they store keep to the range table.
#include "core/partcatalog.h"
#include "ui/settings.h"
#include "ui/settingsdialog.h"
#include "ui/widgets/appstyle.h"
#include "ui/widgets/compactcombobox.h"
#include "ui/widgets/plainheaderview.h"
#include "ui/widgets/wraplabel.h"

#include <QDoubleSpinBox>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

class TestWidgets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void settingsTakeTheirRangesFromTheTable();
    void compactComboBoxMatchesQtsPolicy();
    void compactComboBoxBuildsNoPopup();
    void plainHeaderMeasuresInItsOwnFont();
    void appStyleDrawsItsIcons();
    void wrapLabelAnswersAsQLabel();
    void measuringAWrapLabelDoesNotRepaintIt();
};

void TestWidgets::compactComboBoxMatchesQtsPolicy()
{
    // As wide as the characters asked for, whatever the items: what Qt's policy gives.
    QComboBox qt;
    qt.setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    qt.setMinimumContentsLength(18);
    CompactComboBox compact(18);
    for (QComboBox *box : { &qt, static_cast<QComboBox *>(&compact) }) {
        box->addItem(u"(none)"_s);
        box->addItem(u"A part name far longer than eighteen characters, as boards have"_s);
    }
    QCOMPARE(compact.sizeHint(), qt.sizeHint());
    QCOMPARE(compact.minimumSizeHint(), qt.minimumSizeHint());
    QVERIFY(CompactComboBox(30).sizeHint().width() > compact.sizeHint().width());
}

void TestWidgets::compactComboBoxBuildsNoPopup()
{
    // Qt's policy setter builds the popup (a QComboBoxPrivateContainer child) at once; this box does not.
    const auto popups = [](const QComboBox &box) {
        int n = 0;
        for (const QObject *child : box.children())
            n += child->inherits("QComboBoxPrivateContainer") ? 1 : 0;
        return n;
    };
    QComboBox qt;
    qt.setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    QCOMPARE(popups(qt), 1);
    CompactComboBox compact(18);
    compact.addItem(u"x"_s);
    (void)compact.sizeHint();
    QCOMPARE(popups(compact), 0);
}

void TestWidgets::plainHeaderMeasuresInItsOwnFont()
{
    QStandardItemModel model(1, 2);
    model.setHorizontalHeaderLabels({ u"Name"_s, u"A rather long column title"_s });
    QTableView qt;
    qt.setModel(&model);
    QTableView plain;
    plain.setHorizontalHeader(new PlainHeaderView(Qt::Horizontal, &plain));
    plain.setModel(&model);
    QVERIFY(plain.horizontalHeader()->sectionsClickable());
    QVERIFY(plain.horizontalHeader()->highlightSections());
    // Same height; the width of the regular font, which bold text is at least as wide as.
    QCOMPARE(plain.horizontalHeader()->sizeHint().height(), qt.horizontalHeader()->sizeHint().height());
    const int plainWidth = plain.horizontalHeader()->sectionSizeHint(1);
    QVERIFY(plainWidth > 0);
    QVERIFY(plainWidth <= qt.horizontalHeader()->sectionSizeHint(1));
    QFont regular = plain.font();
    QVERIFY(plainWidth >= QFontMetrics(regular).horizontalAdvance(u"A rather long column title"_s));
}

void TestWidgets::appStyleDrawsItsIcons()
{
    AppStyle style(u"fusion"_s);
    for (QStyle::StandardPixmap pixmap : { QStyle::SP_TitleBarNormalButton, QStyle::SP_DockWidgetCloseButton,
             QStyle::SP_ToolBarHorizontalExtensionButton, QStyle::SP_LineEditClearButton }) {
        const QImage image = style.standardIcon(pixmap, nullptr, nullptr).pixmap(16, 16).toImage();
        QVERIFY2(!image.isNull(), qPrintable(QString::number(pixmap)));
        int inked = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                inked += qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
        QVERIFY2(inked > 8, qPrintable(QString::number(pixmap))); // a shape, not an empty pixmap
    }
    // The rest are the base style's.
    QVERIFY(!style.standardIcon(QStyle::SP_DialogOkButton, nullptr, nullptr).isNull());
}

void TestWidgets::settingsTakeTheirRangesFromTheTable()
{
    // The headroom is a share of a PSU's rating from 50 to 100 %; a rate per dollar from 0.0001 to 100000
    // (core/valueranges.h, docs/format-extensions.md "Ranges").
    const RigPlan::InMemoryCatalog catalog;
    SettingsDialog dialog(catalog);
    auto *headroom = dialog.findChild<QDoubleSpinBox *>(u"headroom"_s);
    auto *rate = dialog.findChild<QDoubleSpinBox *>(u"rate"_s);
    QVERIFY(headroom && rate);
    QCOMPARE(headroom->minimum(), 50.0);
    QCOMPARE(headroom->maximum(), 100.0);
    QCOMPARE(rate->minimum(), 0.0001);
    QCOMPARE(rate->maximum(), 100000.0);

    // A settings file edited by hand: numbers out of range count as unset, never reach a check or a price.
    QSettings store;
    for (const QString &bad : { u"nan"_s, u"1e300"_s, u"0"_s, u"-1"_s }) {
        store.setValue(u"headroom"_s, bad);
        store.setValue(u"currency"_s, u"EUR"_s);
        store.setValue(u"currencyPerUsd"_s, bad);
        QCOMPARE(Settings().headroom(), 0.8); // the default (PowerModel::kDefaultHeadroom)
        QCOMPARE(Settings().currency().perUsd, 0.92); // the suggested rate for EUR
    }
    store.setValue(u"headroom"_s, 0.9);
    store.setValue(u"currencyPerUsd"_s, 0.95);
    QCOMPARE(Settings().headroom(), 0.9);
    QCOMPARE(Settings().currency().perUsd, 0.95);
    store.clear();
}

void TestWidgets::wrapLabelAnswersAsQLabel()
{
    // The remembered heights are QLabel's own, also after each change a height depends on: the reference
    // is a plain word-wrapped QLabel given the same text, font and margins.
    const QString longText = u"Red line: the limit. Dashed: the headroom threshold. Triangle: the transient peak; "
                             u"dotted: the peak the PSU rides through."_s;
    WrapLabel wrap(longText);
    QLabel plain(longText);
    plain.setWordWrap(true);
    QVERIFY(wrap.wordWrap());
    const auto sameAtEveryWidth = [&] {
        for (int width : { 60, 120, 240, 120, 480, 60, 1000 }) {
            if (wrap.heightForWidth(width) != plain.heightForWidth(width))
                return false;
        }
        return true;
    };
    QVERIFY(sameAtEveryWidth());
    QVERIFY(wrap.heightForWidth(60) > wrap.heightForWidth(1000)); // narrower wraps to more lines
    for (QLabel *label : { static_cast<QLabel *>(&wrap), &plain })
        label->setText(longText + u" "_s + longText);
    QVERIFY(sameAtEveryWidth());
    QFont big = plain.font();
    big.setPointSizeF(big.pointSizeF() * 2);
    for (QLabel *label : { static_cast<QLabel *>(&wrap), &plain })
        label->setFont(big);
    QVERIFY(sameAtEveryWidth());
    for (QLabel *label : { static_cast<QLabel *>(&wrap), &plain }) {
        label->setMargin(9);
        label->setIndent(13);
    }
    QVERIFY(sameAtEveryWidth());
    for (QLabel *label : { static_cast<QLabel *>(&wrap), &plain })
        label->setContentsMargins(20, 0, 30, 0);
    QVERIFY(sameAtEveryWidth());
    // Selectable and rich text: QLabel then lays out through a text document (WrapLabel measures a twin).
    for (QLabel *label : { static_cast<QLabel *>(&wrap), &plain })
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QVERIFY(sameAtEveryWidth());
    for (QLabel *label : { static_cast<QLabel *>(&wrap), &plain })
        label->setText(u"<b>Bold</b> "_s + longText);
    QVERIFY(sameAtEveryWidth());
    for (QLabel *label : { static_cast<QLabel *>(&wrap), &plain })
        label->setTextInteractionFlags(Qt::NoTextInteraction);
    QVERIFY(sameAtEveryWidth());
}

void TestWidgets::measuringAWrapLabelDoesNotRepaintIt()
{
    // QLabel with selectable text repaints itself when asked its height for a width (its text document is
    // resized to answer); QMainWindow asks in its paint pass, so the first frame was painted twice.
    const QString text = u"Add GPUs to see the estimated training speedup, and select this text to copy it."_s;
    QWidget window;
    auto *qlabel = new QLabel(text, &window);
    auto *wrap = new WrapLabel(text, &window);
    for (QLabel *label : { qlabel, static_cast<QLabel *>(wrap) }) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    qlabel->setGeometry(0, 0, 300, 100);
    wrap->setGeometry(0, 100, 300, 100);
    window.resize(300, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50); // the first frame and whatever it posted
    struct PaintCounter : QObject
    {
        int paints = 0;
        bool eventFilter(QObject *, QEvent *event) override
        {
            paints += event->type() == QEvent::Paint;
            return false;
        }
    };
    PaintCounter onQLabel, onWrap;
    qlabel->installEventFilter(&onQLabel);
    wrap->installEventFilter(&onWrap);
    for (int width : { 120, 240, 360 })
        wrap->heightForWidth(width);
    QCoreApplication::processEvents();
    QCOMPARE(onWrap.paints, 0);
    for (int width : { 120, 240, 360 })
        qlabel->heightForWidth(width);
    QCoreApplication::processEvents();
    QVERIFY2(onQLabel.paints > 0, "QLabel no longer repaints when measured: WrapLabel's twin may be dropped");
}

QTEST_MAIN(TestWidgets)
#include "tst_widgets.moc"
