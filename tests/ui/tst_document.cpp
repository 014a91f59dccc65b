// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// BuildDocument says what each change touched, so views redo only their share: a selection does not
// re-check or reset the findings, a slider is a power-limit change, a drop a placement change.
#include "tests/support/testcatalog.h"
#include "ui/docks/checksdock.h"
#include "ui/document/builddocument.h"
#include "ui/models/findingsmodel.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(RigPlan::Ui::BuildChange::Kinds)

namespace {

// A file's own part, as tests/fuzz/corpus/buildfile/inline-parts-riser-nvlink.rigbuild defines one.
constexpr const char *kInlinePart = R"({"gpus":[{"part":"my-card","slot":1}],"parts":[{"id":"my-card","kind":"gpu",
    "name":"My card","family":"rtx-3090","architecture":"ampere","memoryGB":24,"memoryBandwidthGBs":936,
    "fp16TensorTflops":71,"fp32Tflops":35.6,"tdpW":350,"slotWidth":1,"lengthMm":280,"cooler":"liquid",
    "powerConnectors":{"pcie8pin":2},"priceUsd":900,"priceDate":"2024-03","source":"test",
    "confidence":"unconfirmed"}]})";

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void changeKinds_data();
    void changeKinds();
    void undoAnnouncesTheSameKinds();
    void redefinedPartIsSaid();
    void selectionDoesNotRecheck();
    void checksSelectionSurvivesAnEdit();
    void snapshotOutlivesTheOverlay();

private:
    static BuildChange lastChange(const QSignalSpy &spy) { return spy.last().first().value<BuildChange>(); }
};

void TestDocument::changeKinds_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<BuildChange::Kinds>("expected");
    const QByteArray one = R"({"gpus":[{"part":"rtx-3090-fe","slot":1}]})";
    QTest::newRow("power limit") << one << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","slot":1,"powerLimitW":250}]})")
                                 << BuildChange::Kinds(BuildChange::PowerLimit);
    QTest::newRow("moved") << one << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","slot":3}]})")
                           << BuildChange::Kinds(BuildChange::Placement);
    QTest::newRow("added") << one
                           << QByteArray(
                                  R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3090-fe","slot":4}]})")
                           << BuildChange::Kinds(BuildChange::Placement);
    QTest::newRow("psu swapped") << one
                                 << QByteArray(R"({"psus":[{"part":"test-1600-t2"}],)"
                                               R"("gpus":[{"part":"rtx-3090-fe","slot":1}]})")
                                 << BuildChange::Kinds(BuildChange::Parts);
    QTest::newRow("circuit") << one
                             << QByteArray(R"({"circuit":"us-120v-15a","gpus":[{"part":"rtx-3090-fe","slot":1}]})")
                             << BuildChange::Kinds(BuildChange::Circuits);
    QTest::newRow("workload") << one
                              << QByteArray(R"({"workload":{"model":"cnn"},"gpus":[{"part":"rtx-3090-fe","slot":1}]})")
                              << BuildChange::Kinds(BuildChange::Workload);
    QTest::newRow("renamed") << one << QByteArray(R"({"name":"Other","gpus":[{"part":"rtx-3090-fe","slot":1}]})")
                             << BuildChange::Kinds(BuildChange::Name);
}

void TestDocument::changeKinds()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(BuildChange::Kinds, expected);
    BuildDocument doc(&Test::catalog());
    doc.reset(Test::buildFrom(before.constData()));
    QSignalSpy spy(&doc, &BuildDocument::changed);
    doc.edit(u"edit"_s, Test::buildFrom(after.constData()));
    QCOMPARE(spy.size(), 1);
    QCOMPARE(lastChange(spy).kinds(), expected);
    QVERIFY(lastChange(spy).reportChanged());
}

void TestDocument::redefinedPartIsSaid()
{
    // The checks panel shows what rigplan-cli check shows: a file's own rtx-3090-fe of 100 W is named.
    BuildDocument doc(&Test::catalog());
    doc.reset(Test::buildFrom(R"({"parts":[{"id":"rtx-3090-fe","kind":"gpu","name":"GeForce RTX 3090 Founders Edition",
        "architecture":"ampere","tdpW":100,"slotWidth":1,"lengthMm":313,"cooler":"open-air"}],
        "gpus":[{"part":"rtx-3090-fe","slot":1}]})"));
    const auto redefined = [&] {
        return std::count_if(doc.report().findings.begin(), doc.report().findings.end(),
            [](const Finding &f) { return f.rule == RuleId::PartRedefined; });
    };
    QCOMPARE(redefined(), 1);
    doc.reset(Test::buildFrom(R"({"gpus":[{"part":"rtx-3090-fe","slot":1}]})"));
    QCOMPARE(redefined(), 0);
}

void TestDocument::undoAnnouncesTheSameKinds()
{
    BuildDocument doc(&Test::catalog());
    doc.reset(Test::buildFrom(R"({"gpus":[{"part":"rtx-3090-fe","slot":1}]})"));
    Build limited = doc.build();
    limited.gpus[0].powerLimitW = 280;
    doc.edit(u"limit"_s, limited, EditMerge::PowerLimit, 0);
    QSignalSpy spy(&doc, &BuildDocument::changed);
    doc.undoStack()->undo();
    QCOMPARE(lastChange(spy).kinds(), BuildChange::Kinds(BuildChange::PowerLimit));
    doc.reset(Test::buildFrom(R"({"gpus":[]})"));
    QVERIFY(lastChange(spy).touches(BuildChange::Reset));
    QVERIFY(lastChange(spy).touches(BuildChange::Placement));
}

void TestDocument::selectionDoesNotRecheck()
{
    BuildDocument doc(&Test::catalog());
    doc.reset(Test::buildFrom(R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3090-fe","slot":2}]})"));
    FindingsModel model(&doc);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy spy(&doc, &BuildDocument::changed);
    const CheckReport *report = &doc.report();
    const std::size_t findings = report->findings.size();
    doc.setHighlightedGpus({ 1 });
    QCOMPARE(spy.size(), 1);
    QCOMPARE(lastChange(spy).kinds(), BuildChange::Kinds(BuildChange::Selection));
    QVERIFY(!lastChange(spy).reportChanged());
    QCOMPARE(resets.size(), 0);
    QCOMPARE(doc.report().findings.size(), findings);
    doc.setHighlightedGpus({ 1 }); // the same cards: no change to announce
    QCOMPARE(spy.size(), 1);
    // Removing the highlighted card drops it from the highlight in the same change.
    Build fewer = doc.build();
    fewer.gpus.removeLast();
    doc.edit(u"remove"_s, fewer);
    QVERIFY(lastChange(spy).touches(BuildChange::Placement));
    QVERIFY(lastChange(spy).touches(BuildChange::Selection));
    QVERIFY(doc.highlightedGpus().isEmpty());
}

void TestDocument::checksSelectionSurvivesAnEdit()
{
    // Two cards in adjacent slots: slot 2 is under GPU 1 (an error), and a finding to choose.
    BuildDocument doc(&Test::catalog());
    doc.reset(Test::buildFrom(R"({"circuit":"us-120v-15a","gpus":[{"part":"rtx-3090-fe","slot":1},)"
                              R"({"part":"rtx-3090-fe","slot":2},{"part":"rtx-3090-fe","slot":5}]})"));
    ChecksDock dock(&doc);
    QTreeView *view = dock.view();
    FindingsModel *model = dock.model();
    QVERIFY(doc.report().findings.size() > 1); // so that "the first one" would be the wrong answer
    const QModelIndex group = model->index(model->rowCount() - 1, 0);
    const QModelIndex chosen = model->index(model->rowCount(group) - 1, 0, group);
    QVERIFY(chosen != model->index(0, 0, model->index(0, 0)));
    const QString rule = chosen.data(FindingsModel::RuleRole).toString();
    const QVariant gpus = chosen.data(FindingsModel::GpusRole);
    view->setCurrentIndex(chosen);
    // An edit that does not touch what the finding is about: the same finding stays chosen.
    Build renamed = doc.build();
    renamed.name = u"Renamed"_s;
    doc.edit(u"rename"_s, renamed);
    QCOMPARE(view->currentIndex().data(FindingsModel::RuleRole).toString(), rule);
    QCOMPARE(view->currentIndex().data(FindingsModel::GpusRole), gpus);
    QCOMPARE(QVariant(doc.highlightedGpus().isEmpty()), QVariant(gpus.toList().isEmpty()));
}

void TestDocument::snapshotOutlivesTheOverlay()
{
    BuildDocument doc(&Test::catalog());
    doc.reset(Test::buildFrom(kInlinePart));
    const std::shared_ptr<const PartCatalog> snapshot = doc.catalogSnapshot();
    const PartCatalog *overlay = &doc.parts();
    QVERIFY(snapshot->find(u"rtx-3090-fe"_s));
    Build other = doc.build();
    other.parts.clear();
    other.gpus.clear();
    doc.edit(u"drop inline parts"_s, other);
    QVERIFY(&doc.parts() != overlay || !doc.parts().find(u"my-card"_s)); // the overlay was replaced
    // The snapshot is its own: it still answers, with what the document had when it was taken.
    QCOMPARE(snapshot->parts(PartKind::Gpu).size(), Test::catalog().parts(PartKind::Gpu).size() + 1);
    QVERIFY(snapshot->find(u"my-card"_s));
}

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
