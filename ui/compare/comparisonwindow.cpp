// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/comparisonwindow.h"

#include "core/io/buildfile.h"
#include "ui/compare/comparisonmodel.h"
#include "ui/document/builddocument.h"
#include "ui/library/buildlibrary.h"
#include "ui/library/librarydialog.h"
#include "ui/settings.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QValueAxis>

namespace RigPlan::Ui {

using namespace Qt::StringLiterals;

namespace {

/** The comparison's workload (orders the builds, and the per-money and per-watt figures). */
constexpr WorkloadModel kWorkload = WorkloadModel::Transformer;

QString countsText(const ChecksSummary &s)
{
    return ComparisonWindow::tr("%1 error(s), %2 warning(s), %3 info(s)").arg(s.errors).arg(s.warnings).arg(s.infos);
}

} // namespace

ComparisonWindow::ComparisonWindow(BuildDocument *document, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_document(document)
    , m_model(new ComparisonModel(this))
    , m_list(new QListWidget)
    , m_addCurrent(new QPushButton(tr("Pin &Current Build")))
    , m_addFile(new QPushButton(tr("Pin &File…")))
    , m_addLibrary(new QPushButton(tr("Pin from &Library…")))
    , m_remove(new QPushButton(tr("&Remove")))
    , m_message(new QLabel)
    , m_metric(new QComboBox)
    , m_chart(new QChart)
    // Built with its chart: the default constructor makes a chart of its own that setChart() would
    // release but never delete (LeakSanitizer found it).
    , m_chartView(new QChartView(m_chart))
    , m_table(new QTableView)
    , m_checks(new QTextBrowser)
{
    setObjectName(u"ComparisonWindow"_s);
    setWindowTitle(tr("Compare Builds"));

    m_message->setWordWrap(true);
    m_addCurrent->setToolTip(tr("Pin the build open in the editor, as it is now"));
    m_addFile->setToolTip(tr("Pin a .rigbuild file"));
    m_addLibrary->setToolTip(tr("Pin a build saved in the library"));
    m_addLibrary->setEnabled(false);
    auto *pinned = new QWidget;
    auto *pinnedLayout = new QVBoxLayout(pinned);
    pinnedLayout->setContentsMargins(0, 0, 0, 0);
    pinnedLayout->addWidget(
        new QLabel(tr("Pinned builds (%1 to %2):").arg(Comparison::kMinBuilds).arg(Comparison::kMaxBuilds)));
    pinnedLayout->addWidget(m_list, 1);
    for (QPushButton *b : { m_addCurrent, m_addFile, m_addLibrary, m_remove })
        pinnedLayout->addWidget(b);
    pinnedLayout->addWidget(m_message);

    m_metric->addItem(tr("Speedup per workload"), QVariant::fromValue(Metric::SpeedupByWorkload));
    m_metric->addItem(tr("Price (USD)"), QVariant::fromValue(Metric::Price));
    m_metric->addItem(tr("Wall power (W)"), QVariant::fromValue(Metric::WallPower));
    m_metric->addItem(tr("Speedup per 1000 USD"), QVariant::fromValue(Metric::SpeedupPerKUsd));
    // The legend names each build's colour: without it the bars cannot be told apart.
    m_chart->legend()->setVisible(true);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    auto *chartPane = new QWidget;
    auto *chartLayout = new QVBoxLayout(chartPane);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    auto *metricRow = new QHBoxLayout;
    metricRow->addWidget(new QLabel(tr("Chart:")));
    metricRow->addWidget(m_metric);
    metricRow->addStretch(1);
    chartLayout->addLayout(metricRow);
    chartLayout->addWidget(m_chartView, 1);

    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_checks->setOpenLinks(false);

    auto *right = new QSplitter(Qt::Vertical);
    right->addWidget(chartPane);
    right->addWidget(m_table);
    right->addWidget(m_checks);
    right->setStretchFactor(0, 2);
    right->setStretchFactor(1, 3);
    right->setStretchFactor(2, 1);
    right->setSizes({ 300, 420, 140 });
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(pinned);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setSizes({ 200, 900 });
    // A window of its own, so it closes as a dialog does: the Close button or Esc.
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_close = buttons->button(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QWidget::close);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WindowShortcut);
    connect(escape, &QShortcut::activated, this, &QWidget::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);

    connect(m_addCurrent, &QPushButton::clicked, this, [this] {
        QString error;
        if (!pinCurrent(&error))
            say(error);
    });
    connect(m_addFile, &QPushButton::clicked, this, &ComparisonWindow::addFromFile);
    connect(m_addLibrary, &QPushButton::clicked, this, &ComparisonWindow::addFromLibrary);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_list->currentRow() >= 0)
            unpin(m_list->currentRow());
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) { m_remove->setEnabled(row >= 0); });
    connect(m_metric, &QComboBox::currentIndexChanged, this, &ComparisonWindow::refreshChart);
    resize(1100, 760);
    refresh();
}

ComparisonWindow::~ComparisonWindow() = default;

void ComparisonWindow::setBuildLibrary(BuildLibrary *library)
{
    m_library = library;
    m_addLibrary->setEnabled(library != nullptr);
}

bool ComparisonWindow::pin(const QString &label, const Build &build, QString *error)
{
    if (pinnedCount() >= Comparison::kMaxBuilds) {
        *error = tr("At most %1 builds can be compared: remove one first.").arg(Comparison::kMaxBuilds);
        return false;
    }
    // Checked and estimated now, as `rigplan-cli compare` does, against the editor's catalog and settings.
    CheckOptions check = m_document->checkOptions();
    EstimateOptions estimate;
    estimate.baselineId = build.baseline.isEmpty() ? Settings().baselineGpu() : build.baseline;
    estimate.workload = kWorkload;
    m_pinned.push_back(ComparisonEntry::evaluate(label.isEmpty() ? tr("Build %1").arg(pinnedCount() + 1) : label, build,
        m_document->parts(), m_document->defaultCircuit(), check, estimate));
    refresh();
    m_list->setCurrentRow(pinnedCount() - 1);
    return true;
}

bool ComparisonWindow::pinCurrent(QString *error)
{
    const Build &build = m_document->build();
    QString label = build.name;
    if (label.isEmpty() && !m_document->fileName().isEmpty())
        label = QFileInfo(m_document->fileName()).completeBaseName();
    return pin(label, build, error);
}

bool ComparisonWindow::pinFile(const QString &fileName, QString *error)
{
    const BuildLoadResult loaded = BuildFile::readFile(fileName, m_document->parts(), false);
    if (!loaded.ok()) {
        *error = tr("%1 was not pinned:\n%2").arg(QDir::toNativeSeparators(fileName), loaded.problemLines());
        return false;
    }
    const QString label = loaded.build->name.isEmpty() ? QFileInfo(fileName).completeBaseName() : loaded.build->name;
    return pin(label, *loaded.build, error);
}

bool ComparisonWindow::pinFromLibrary(qint64 id, QString *error)
{
    if (!m_library)
        return false;
    const std::optional<Build> build = m_library->load(id, m_document->parts(), error);
    return build && pin(build->name, *build, error);
}

void ComparisonWindow::unpin(int index)
{
    if (index < 0 || index >= pinnedCount())
        return;
    m_pinned.erase(m_pinned.begin() + index);
    refresh();
}

void ComparisonWindow::addFromFile()
{
    if (pinnedCount() >= Comparison::kMaxBuilds) {
        say(tr("At most %1 builds can be compared: remove one first.").arg(Comparison::kMaxBuilds));
        return;
    }
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Pin build"), QString(), tr("RigPlan builds (*.rigbuild);;All files (*)"));
    QString error;
    if (!fileName.isEmpty() && !pinFile(fileName, &error))
        QMessageBox::warning(this, tr("Cannot pin build"), error);
}

void ComparisonWindow::addFromLibrary()
{
    if (!m_library)
        return;
    if (pinnedCount() >= Comparison::kMaxBuilds) {
        say(tr("At most %1 builds can be compared: remove one first.").arg(Comparison::kMaxBuilds));
        return;
    }
    LibraryDialog dialog(m_library, this);
    QString error;
    if (dialog.exec() == QDialog::Accepted && dialog.chosen() && !pinFromLibrary(*dialog.chosen(), &error))
        QMessageBox::warning(this, tr("Cannot pin build"), error);
}

void ComparisonWindow::say(const QString &text)
{
    m_message->setText(text);
}

QString ComparisonWindow::message() const
{
    return m_message->text();
}

void ComparisonWindow::setMetric(Metric metric)
{
    m_metric->setCurrentIndex(m_metric->findData(QVariant::fromValue(metric)));
}

void ComparisonWindow::refresh()
{
    m_list->clear();
    for (const ComparisonEntry &e : m_pinned)
        m_list->addItem(e.label);
    m_remove->setEnabled(m_list->currentRow() >= 0);
    m_addCurrent->setEnabled(pinnedCount() < Comparison::kMaxBuilds);
    m_addFile->setEnabled(pinnedCount() < Comparison::kMaxBuilds);
    m_addLibrary->setEnabled(m_library && pinnedCount() < Comparison::kMaxBuilds);
    // Fewer than two (or, defensively, more than four) make no comparison: the table and chart empty.
    m_model->setComparison(Comparison::make(m_pinned, kWorkload));
    if (pinnedCount() < Comparison::kMinBuilds)
        say(tr("Pin at least %1 builds to compare them.").arg(Comparison::kMinBuilds));
    else if (pinnedCount() == Comparison::kMaxBuilds)
        say(tr("%1 builds pinned, the most that can be compared.").arg(Comparison::kMaxBuilds));
    else
        say(QString());
    refreshChart();
    refreshChecks();
}

void ComparisonWindow::refreshChart()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    const std::optional<Comparison> &c = m_model->comparison();
    if (!c) {
        m_chart->setTitle(tr("Pin at least %1 builds to compare them.").arg(Comparison::kMinBuilds));
        return;
    }
    const auto metric = m_metric->currentData().value<Metric>();
    // Each metric is one or more comparison rows (by key); each build is one bar set, so bars group by row.
    QStringList keys;
    QStringList categories;
    switch (metric) {
    case Metric::SpeedupByWorkload:
        keys = { u"speedupCnn"_s, u"speedupTransformer"_s };
        categories = { toString(WorkloadModel::Cnn), toString(WorkloadModel::Transformer) };
        break;
    case Metric::Price:
        keys = { u"priceUsd"_s };
        break;
    case Metric::WallPower:
        keys = { u"wallW"_s };
        break;
    case Metric::SpeedupPerKUsd:
        keys = { u"speedupPerKUsd"_s };
        break;
    }
    if (categories.isEmpty())
        categories << c->row(keys.first())->label;
    m_chart->setTitle(metric == Metric::SpeedupByWorkload ? tr("Estimated training speedup (x baseline)")
                                                          : c->row(keys.first())->label);
    auto *series = new QBarSeries;
    double top = 0;
    for (std::size_t b = 0; b < c->builds().size(); ++b) {
        auto *set = new QBarSet(c->builds()[b].label);
        for (const QString &key : std::as_const(keys)) {
            const std::optional<double> value = c->row(key)->cells[qsizetype(b)].value;
            *set << value.value_or(0); // no figure (an unpriced build): no bar
            top = std::max(top, value.value_or(0));
        }
        series->append(set);
    }
    m_chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    auto *y = new QValueAxis;
    y->setRange(0, top > 0 ? top * 1.1 : 1);
    y->applyNiceNumbers();
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

void ComparisonWindow::refreshChecks()
{
    const std::optional<Comparison> &c = m_model->comparison();
    const std::vector<ComparisonEntry> &entries = c ? c->builds() : m_pinned;
    QString html;
    for (const ComparisonEntry &e : entries) {
        html += u"<p><b>%1</b>: %2</p>"_s.arg(e.label.toHtmlEscaped(), countsText(e.checks).toHtmlEscaped());
        if (e.checks.findings.isEmpty())
            continue;
        html += u"<ul>"_s;
        for (const ComparedFinding &f : e.checks.findings) {
            const QString color = f.severity == Severity::Error ? u"#b71c1c"_s
                : f.severity == Severity::Warning               ? u"#e65100"_s
                                                                : u"#455a64"_s;
            html += u"<li><span style=\"color:%1\">[%2]</span> %3</li>"_s.arg(
                color, toString(f.severity).toHtmlEscaped(), f.message.toHtmlEscaped());
        }
        html += u"</ul>"_s;
    }
    m_checks->setHtml(html);
}

QString ComparisonWindow::checksText() const
{
    return m_checks->toPlainText();
}

} // namespace RigPlan::Ui
