// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/chartsdock.h"

#include "core/estimate/estimatetext.h"
#include "core/valueranges.h"
#include "ui/charts/chartexport.h"
#include "ui/charts/efficiencychart.h"
#include "ui/charts/memorychart.h"
#include "ui/charts/powerchart.h"
#include "ui/charts/scalingchart.h"
#include "ui/charts/speedupchart.h"
#include "ui/document/builddocument.h"
#include "ui/widgets/wheelguard.h"
#include "ui/widgets/wraplabel.h"

#include <QAction>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace RigPlan::Ui {

namespace {

constexpr std::array kPrecisions { Precision::Fp32, Precision::Tf32, Precision::Fp16, Precision::Bf16, Precision::Fp8 };
constexpr int kBuildPrecision = -1; // combobox data of "as the build"
constexpr int kBuildBenchmark = -1;
constexpr int kCustomSize = -1; // the size preset that enables the custom spin box
constexpr std::array kSizePresets { 1.0, 3.0, 7.0, 8.0, 13.0, 34.0, 70.0, 405.0 };
constexpr int kChartMinimumHeight = 200; // below this the axes crowd out the bars

} // namespace

ChartsDock::ChartsDock(BuildDocument *document, const QString &baselineId, QWidget *parent)
    : QDockWidget(tr("Charts"), parent)
    , m_document(document)
    , m_baselineId(baselineId)
    , m_summary(new WrapLabel)
    , m_precision(new QComboBox)
    , m_benchmark(new QComboBox)
    , m_llmRow(new QWidget)
    , m_llmSize(new QComboBox)
    , m_llmCustom(new QDoubleSpinBox)
    , m_llmMethod(new QComboBox)
    , m_llmParallel(new QComboBox)
    , m_tabs(new QTabWidget)
    , m_exportAction(new QAction(tr("Export…"), this))
{
    setObjectName(QStringLiteral("SpeedupDock")); // the name saved window layouts know this dock by
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_precision->addItem(tr("As the build"), kBuildPrecision);
    for (Precision p : kPrecisions)
        m_precision->addItem(toString(p).toUpper(), static_cast<int>(p));
    m_precision->setToolTip(tr("The number format the speedup is estimated at; cards without it fall back."));
    m_benchmark->addItem(tr("As the build"), kBuildBenchmark);
    for (int b = 0; b < kBenchmarkCount; ++b)
        m_benchmark->addItem(toString(static_cast<Benchmark>(b)), b);
    m_benchmark->setToolTip(tr("The benchmark the speedup is for (docs/performance-model.md); llm: an LLM job."));
    for (double size : kSizePresets)
        m_llmSize->addItem(tr("%1B").arg(size), size);
    m_llmSize->addItem(tr("Custom"), kCustomSize);
    m_llmSize->setCurrentIndex(m_llmSize->findData(7.0));
    m_llmSize->setToolTip(tr("Billions of parameters"));
    m_llmCustom->setDecimals(1);
    m_llmCustom->setRange(0.1, Ranges::ParamsB.max); // above 0: the smallest step shown
    m_llmCustom->setSuffix(tr(" B"));
    m_llmCustom->setValue(7);
    m_llmCustom->setEnabled(false);
    m_llmMethod->addItem(tr("Full (Adam)"), static_cast<int>(LlmMethod::Full));
    m_llmMethod->addItem(tr("LoRA"), static_cast<int>(LlmMethod::Lora));
    m_llmMethod->addItem(tr("QLoRA (4-bit)"), static_cast<int>(LlmMethod::Qlora));
    for (LlmParallel p :
        { LlmParallel::Auto, LlmParallel::Ddp, LlmParallel::Fsdp, LlmParallel::Tensor, LlmParallel::Pipeline })
        m_llmParallel->addItem(toString(p), static_cast<int>(p));
    m_llmParallel->setToolTip(tr("How the model is spread over the GPUs; auto picks the fastest that fits"));
    auto *llmLayout = new QHBoxLayout(m_llmRow);
    llmLayout->setContentsMargins(0, 0, 0, 0);
    llmLayout->addWidget(new QLabel(tr("Model:")));
    llmLayout->addWidget(m_llmSize);
    llmLayout->addWidget(m_llmCustom);
    llmLayout->addWidget(m_llmMethod);
    llmLayout->addWidget(m_llmParallel);
    llmLayout->addStretch(1);
    // Always there, enabled only for an LLM workload: showing it on demand made the docks above jump.
    m_llmRow->setEnabled(false);
    m_llmRow->setToolTip(tr("The LLM job: choose the llm workload to set it"));
    m_exportAction->setToolTip(tr("Save the chart shown as a PNG or SVG image"));
    auto *exportButton = new QToolButton;
    exportButton->setDefaultAction(m_exportAction);

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Workload:")));
    controls->addWidget(m_benchmark);
    controls->addWidget(new QLabel(tr("Precision:")));
    controls->addWidget(m_precision);
    controls->addStretch(1);
    controls->addWidget(exportButton);

    const std::array<QString, kTabCount> titles { tr("Speedup"), tr("Scaling"), tr("Power"), tr("Efficiency"),
        tr("Memory") };
    for (const QString &title : titles) {
        // Empty pages: a chart is made when its tab is first shown (startup pays for one chart at most).
        auto *page = new QWidget;
        // The page asks for the chart's room before the chart exists, so making it later moves nothing.
        page->setMinimumHeight(kChartMinimumHeight);
        auto *pageLayout = new QVBoxLayout(page);
        pageLayout->setContentsMargins(0, 0, 0, 0);
        m_tabs->addTab(page, title);
    }
    // Document mode: no frame around the pages (the dock is the frame), and no large frame to paint.
    m_tabs->setDocumentMode(true);
    m_stale.fill(true);

    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_summary);
    layout->addLayout(controls);
    layout->addWidget(m_llmRow);
    layout->addWidget(m_tabs, 1);
    // Scrolls on a short screen (issue 36: at 1280x720 the chart's room made the window taller than the
    // screen): the dock may be shorter than the chart, the window never taller than the screen.
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    setWidget(scroll);
    WheelGuard::guardChildren(body); // the workload and model pickers change only when chosen
    setToolTip(tr("Estimated from measured or spec-derived throughput, scaled by the interconnect and power "
                  "limits; see docs/performance-model.md."));

    connect(document, &BuildDocument::changed, this, [this](const BuildChange &change) {
        if (change.reportChanged())
            refresh();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &ChartsDock::syncTab);
    connect(m_precision, &QComboBox::currentIndexChanged, this, &ChartsDock::refresh);
    connect(m_benchmark, &QComboBox::currentIndexChanged, this, [this] {
        m_llmRow->setEnabled(benchmark() == Benchmark::Llm);
        refresh();
    });
    connect(m_llmSize, &QComboBox::currentIndexChanged, this, [this] {
        m_llmCustom->setEnabled(m_llmSize->currentData().toDouble() == kCustomSize);
        refresh();
    });
    connect(m_llmCustom, &QDoubleSpinBox::valueChanged, this, &ChartsDock::refresh);
    connect(m_llmMethod, &QComboBox::currentIndexChanged, this, &ChartsDock::refresh);
    connect(m_llmParallel, &QComboBox::currentIndexChanged, this, &ChartsDock::refresh);
    connect(m_exportAction, &QAction::triggered, this, &ChartsDock::exportCurrent);
}

ChartsDock::~ChartsDock() = default;

int ChartsDock::wholeHeight() const
{
    const auto *scroll = static_cast<const QScrollArea *>(widget());
    return minimumSizeHint().height() - scroll->minimumSizeHint().height()
        + scroll->widget()->minimumSizeHint().height();
}

void ChartsDock::setBaseline(const QString &baselineId)
{
    m_baselineId = baselineId;
    refresh();
}

void ChartsDock::setPrecision(std::optional<Precision> precision)
{
    m_precision->setCurrentIndex(m_precision->findData(precision ? static_cast<int>(*precision) : kBuildPrecision));
}

std::optional<Precision> ChartsDock::precision() const
{
    const int data = m_precision->currentData().toInt();
    return data == kBuildPrecision ? std::nullopt : std::optional(static_cast<Precision>(data));
}

void ChartsDock::setBenchmark(std::optional<Benchmark> benchmark)
{
    m_benchmark->setCurrentIndex(m_benchmark->findData(benchmark ? static_cast<int>(*benchmark) : kBuildBenchmark));
}

std::optional<Benchmark> ChartsDock::benchmark() const
{
    const int data = m_benchmark->currentData().toInt();
    return data == kBuildBenchmark ? std::nullopt : std::optional(static_cast<Benchmark>(data));
}

LlmJob ChartsDock::llmJob() const
{
    LlmJob job;
    const double preset = m_llmSize->currentData().toDouble();
    job.paramsB = preset == kCustomSize ? m_llmCustom->value() : preset;
    job.method = static_cast<LlmMethod>(m_llmMethod->currentData().toInt());
    job.parallel = static_cast<LlmParallel>(m_llmParallel->currentData().toInt());
    return job;
}

EstimateOptions ChartsDock::estimateOptions() const
{
    const ResolvedBuild &build = m_document->resolved();
    EstimateOptions options;
    options.precision = precision();
    options.benchmark = benchmark();
    if (options.benchmark == Benchmark::Llm)
        options.llm = llmJob();
    else if (build.build.workload && build.build.workload->llm)
        options.llm = build.build.workload->llm; // the memory chart shows the build's own job
    options.baselineId = build.build.baseline.isEmpty() ? m_baselineId : build.build.baseline;
    options.catalog = &m_document->parts();
    return options;
}

QString ChartsDock::text() const
{
    return m_summary->text();
}

void ChartsDock::showChart(Tab tab)
{
    m_tabs->setCurrentIndex(static_cast<int>(tab));
    syncTab(static_cast<int>(tab)); // currentChanged does not fire when the tab is already current
}

ChartsDock::Tab ChartsDock::currentChart() const
{
    return static_cast<Tab>(m_tabs->currentIndex());
}

BuildChart *ChartsDock::chart(Tab tab) const
{
    return m_charts[static_cast<std::size_t>(tab)].get();
}

QChartView *ChartsDock::chartView(Tab tab) const
{
    return m_views[static_cast<std::size_t>(tab)];
}

bool ChartsDock::exportChart(Tab tab, const QString &fileName, QString *error)
{
    syncTab(static_cast<int>(tab)); // a tab never shown, or left behind by edits, is brought up to date
    return ChartExport::save(chart(tab)->chart(), fileName, error);
}

void ChartsDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    if (m_summaryStale)
        refreshSummary();
    if (!m_firstChartDeferred) {
        // The first chart costs about 5 ms: the window paints first (its empty tab with it), and the chart
        // is made right after that frame (startup is measured to the first painted window).
        m_firstChartDeferred = true;
        m_tabs->currentWidget()->installEventFilter(this);
        return;
    }
    syncTab(m_tabs->currentIndex());
}

bool ChartsDock::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint) {
        watched->removeEventFilter(this);
        // Posted twice: the first runs once this paint pass is over, the second after whatever that pass
        // posted, so the window's first frame is flushed before the chart is made.
        QTimer::singleShot(0, this, [this] {
            QTimer::singleShot(0, this, [this] {
                if (isVisible())
                    syncTab(m_tabs->currentIndex());
            });
        });
    }
    return QDockWidget::eventFilter(watched, event);
}

void ChartsDock::refresh()
{
    m_stale.fill(true);
    m_summaryStale = true;
    // A hidden dock (closed, or tabbed behind another) catches up when it is shown.
    if (!isVisible())
        return;
    refreshSummary();
    syncTab(m_tabs->currentIndex());
}

void ChartsDock::refreshSummary()
{
    m_summaryStale = false;
    const ResolvedBuild &build = m_document->resolved();
    // The "as the build" entry names the precision it stands for, whatever the chart is set to.
    const std::optional<Workload> &workload = build.build.workload;
    const Precision own = trainingPrecision(build, workload ? workload->precision : std::nullopt);
    const QString asBuilt = tr("As the build (%1)").arg(toString(own).toUpper());
    if (m_precision->itemText(0) != asBuilt) // a new text resizes the box and relays the dock out
        m_precision->setItemText(0, asBuilt);
    markPrecisions(build);
    if (build.gpus.empty()) {
        // No estimate to sum up (nor made: the first frame of an empty build needs no fitted speed model).
        m_summary->setText(tr("Add GPUs to see the estimated training speedup."));
        m_summary->setToolTip(QString());
        return;
    }
    const Estimate e = estimate(build, estimateOptions());
    const EstimateText text(e, build);
    m_summary->setText(text.summary());
    m_summary->setToolTip(text.notes().join(u'\n'));
}

void ChartsDock::markPrecisions(const ResolvedBuild &build)
{
    auto *model = qobject_cast<QStandardItemModel *>(m_precision->model());
    if (!model)
        return;
    for (int row = 1; row < m_precision->count(); ++row) {
        const auto p = static_cast<Precision>(m_precision->itemData(row).toInt());
        QStringList lacking;
        for (const ResolvedGpu &g : build.gpus) {
            if (!g.spec->precisions.contains(p) && g.part && !lacking.contains(g.part->name))
                lacking << g.part->name;
        }
        QStandardItem *item = model->item(row);
        // The chosen one stays selectable, so the summary and the chart title can say it does not run.
        const bool enabled = lacking.isEmpty() || m_precision->currentIndex() == row;
        if (item->isEnabled() != enabled)
            item->setEnabled(enabled);
        const QString reason = lacking.isEmpty() ? QString()
                                                 : tr("%1 lacks %2; the build would fall back")
                                                       .arg(lacking.join(QStringLiteral(", ")), toString(p).toUpper());
        if (item->toolTip() != reason)
            item->setToolTip(reason);
    }
}

void ChartsDock::syncTab(int index)
{
    if (index < 0 || index >= kTabCount)
        return;
    BuildChart *chart = ensureChart(index);
    if (!m_stale[static_cast<std::size_t>(index)])
        return;
    chart->update(m_document->resolved(), m_document->report(), estimateOptions());
    m_stale[static_cast<std::size_t>(index)] = false;
}

BuildChart *ChartsDock::ensureChart(int index)
{
    const auto k = static_cast<std::size_t>(index);
    if (m_charts[k])
        return m_charts[k].get();
    switch (static_cast<Tab>(index)) {
    case Tab::Speedup:
        m_charts[k] = std::make_unique<SpeedupChart>();
        break;
    case Tab::Scaling:
        m_charts[k] = std::make_unique<ScalingChart>();
        break;
    case Tab::Power:
        m_charts[k] = std::make_unique<PowerChart>();
        break;
    case Tab::Efficiency:
        m_charts[k] = std::make_unique<EfficiencyChart>();
        break;
    case Tab::Memory:
        m_charts[k] = std::make_unique<MemoryChart>();
        break;
    }
    auto *view = new QChartView(m_charts[k]->chart());
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(kChartMinimumHeight);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    view->addAction(m_exportAction);
    QWidget *page = m_tabs->widget(index);
    page->layout()->addWidget(view);
    // Shown and sized now rather than at the next pass of the event loop, so a grab right after sees it.
    if (page->isVisible()) {
        view->show();
        page->layout()->activate();
    }
    m_views[k] = view;
    m_stale[k] = true;
    return m_charts[k].get();
}

void ChartsDock::exportCurrent()
{
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG image (*.svg)");
    QString filter = png;
    QString fileName = QFileDialog::getSaveFileName(this, tr("Export Chart"),
        m_tabs->tabText(m_tabs->currentIndex()) + QStringLiteral(".png"), png + QStringLiteral(";;") + svg, &filter);
    if (fileName.isEmpty())
        return;
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix != QStringLiteral("png") && suffix != QStringLiteral("svg"))
        fileName += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString error;
    if (!exportChart(currentChart(), fileName, &error))
        QMessageBox::warning(this, tr("Cannot export the chart"), error);
}

} // namespace RigPlan::Ui
