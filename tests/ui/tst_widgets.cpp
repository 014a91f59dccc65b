// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The small widgets that stand in for Qt's own to save startup work: same sizes, less work.
#include "ui/widgets/appstyle.h"
#include "ui/widgets/compactcombobox.h"
#include "ui/widgets/plainheaderview.h"

#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

class TestWidgets : public QObject
{
    Q_OBJECT

private slots:
    void compactComboBoxMatchesQtsPolicy();
    void compactComboBoxBuildsNoPopup();
    void plainHeaderMeasuresInItsOwnFont();
    void appStyleDrawsItsIcons();
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

QTEST_MAIN(TestWidgets)
#include "tst_widgets.moc"
