// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plan/plandialog.h"

#include "core/partcatalog.h"
#include "core/plan/plantext.h"
#include "core/valueranges.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QSpinBox>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <iterator>

namespace RigPlan::Ui {

using namespace Qt::StringLiterals;

namespace {

void fillParts(QComboBox *box, const PartCatalog *catalog, PartKind kind)
{
    box->addItem(PlanDialog::tr("Any (searched)"), QString());
    if (!catalog)
        return;
    for (const PartPtr &p : catalog->parts(kind)) {
        if (p->priceUsd)
            box->addItem(p->name, p->id);
    }
}

void fillCircuits(QComboBox *box, const Circuit &preferred)
{
    for (const Circuit &c : Circuit::presets())
        box->addItem(c.label(), c.presetId);
    box->setCurrentIndex(std::max(0, box->findData(preferred.presetId)));
}

enum Column
{
    Rank,
    Name,
    Speedup,
    Price,
    Wall,
    Warnings,
    Parts,
    ColumnCount
};

} // namespace

PlanDialog::PlanDialog(const PartCatalog *catalog, const Circuit &defaultCircuit, QWidget *parent)
    : PlanDialog(
        // Not owned: the caller keeps it alive.
        [catalog] { return std::shared_ptr<const PartCatalog>(catalog, [](const PartCatalog *) {}); }, defaultCircuit,
        parent)
{
}

PlanDialog::PlanDialog(CatalogSource source, const Circuit &defaultCircuit, QWidget *parent)
    : QDialog(parent)
    , m_source(std::move(source))
    , m_catalog(m_source ? m_source() : nullptr)
    , m_defaultCircuit(defaultCircuit)
    , m_budget(new QDoubleSpinBox)
    , m_workload(new QComboBox)
    , m_precision(new QComboBox)
    , m_circuit(new QComboBox)
    , m_secondCircuit(new QComboBox)
    , m_llmSize(new QComboBox)
    , m_llmMethod(new QComboBox)
    , m_llmCustom(new QDoubleSpinBox)
    , m_minGpus(new QSpinBox)
    , m_maxGpus(new QSpinBox)
    , m_minVram(new QDoubleSpinBox)
    , m_risers(new QCheckBox(tr("Allow risers, vertical mounts and open frames")))
    , m_distinct(new QCheckBox(tr("Only the best of each GPU model and count")))
    , m_case(new QComboBox)
    , m_board(new QComboBox)
    , m_psu(new QComboBox)
    , m_planButton(new QPushButton(tr("&Plan")))
    , m_cancelButton(new QPushButton(tr("&Cancel search")))
    , m_openButton(new QPushButton(tr("&Open in Editor")))
    , m_progress(new QProgressBar)
    , m_status(new QLabel)
    , m_table(new QTableWidget(0, ColumnCount))
{
    setWindowTitle(tr("Plan a Build"));
    m_budget->setRange(1, Ranges::BudgetUsd.max); // above 0, as plan --budget
    m_budget->setDecimals(0);
    m_budget->setSingleStep(500);
    m_budget->setValue(8000);
    m_budget->setSuffix(u" USD"_s);
    m_budget->setToolTip(tr("The most the whole build may cost: GPUs, board, case, CPU and PSUs"));
    // Every workload id: the aliases first (their documented benchmarks), then each benchmark and llm.
    m_workload->addItem(tr("Transformer (bert-base)"), u"transformer"_s);
    m_workload->addItem(tr("CNN (resnet50)"), u"cnn"_s);
    for (int b = 0; b < kBenchmarkCount; ++b) {
        const QString id = toString(static_cast<Benchmark>(b));
        m_workload->addItem(static_cast<Benchmark>(b) == Benchmark::Llm ? tr("LLM training or fine-tuning") : id, id);
    }
    for (double size : { 1.0, 3.0, 7.0, 8.0, 13.0, 34.0, 70.0, 405.0 })
        m_llmSize->addItem(tr("%1B parameters").arg(size), size);
    m_llmSize->addItem(tr("Custom"), -1.0);
    m_llmSize->setCurrentIndex(m_llmSize->findData(7.0));
    m_llmCustom->setDecimals(1);
    m_llmCustom->setRange(0.1, Ranges::ParamsB.max); // above 0: the smallest step shown
    m_llmCustom->setSuffix(tr(" B"));
    m_llmCustom->setValue(7);
    m_llmMethod->addItem(tr("Full fine-tune (Adam)"), int(LlmMethod::Full));
    m_llmMethod->addItem(tr("LoRA"), int(LlmMethod::Lora));
    m_llmMethod->addItem(tr("QLoRA (4-bit)"), int(LlmMethod::Qlora));
    const auto syncLlm = [this] {
        const bool llm = m_workload->currentData().toString() == u"llm";
        m_llmSize->setEnabled(llm);
        m_llmMethod->setEnabled(llm);
        m_llmCustom->setEnabled(llm && m_llmSize->currentData().toDouble() < 0);
    };
    connect(m_workload, &QComboBox::currentIndexChanged, this, syncLlm);
    connect(m_llmSize, &QComboBox::currentIndexChanged, this, syncLlm);
    syncLlm();
    m_precision->addItem(tr("Fastest of FP16/BF16"), -1);
    for (Precision p : { Precision::Fp32, Precision::Tf32, Precision::Fp16, Precision::Bf16, Precision::Fp8 })
        m_precision->addItem(toString(p).toUpper(), int(p));
    fillCircuits(m_circuit, defaultCircuit);
    m_secondCircuit->addItem(tr("None"), QString());
    for (const Circuit &c : Circuit::presets())
        m_secondCircuit->addItem(c.label(), c.presetId);
    m_secondCircuit->setToolTip(tr("A second wall circuit lets a second PSU carry half of the cards"));
    for (QSpinBox *box : { m_minGpus, m_maxGpus })
        box->setRange(int(Ranges::PlanGpus.min), int(Ranges::PlanGpus.max));
    m_maxGpus->setValue(4);
    m_minVram->setRange(Ranges::GpuMemoryGB.min, Ranges::GpuMemoryGB.max);
    m_minVram->setSuffix(u" GB"_s);
    m_minVram->setToolTip(tr("Leave out GPUs with less memory than this"));
    fillParts(m_case, m_catalog.get(), PartKind::Case);
    fillParts(m_board, m_catalog.get(), PartKind::Board);
    fillParts(m_psu, m_catalog.get(), PartKind::Psu);

    auto *gpuRange = new QHBoxLayout;
    gpuRange->addWidget(m_minGpus);
    gpuRange->addWidget(new QLabel(tr("to")));
    gpuRange->addWidget(m_maxGpus);
    auto *form = new QFormLayout;
    form->addRow(tr("&Budget:"), m_budget);
    form->addRow(tr("&Workload:"), m_workload);
    auto *llmRow = new QHBoxLayout;
    llmRow->addWidget(m_llmSize);
    llmRow->addWidget(m_llmCustom);
    llmRow->addWidget(m_llmMethod);
    form->addRow(tr("LLM job:"), llmRow);
    form->addRow(tr("P&recision:"), m_precision);
    form->addRow(tr("C&ircuit:"), m_circuit);
    form->addRow(tr("Second circuit:"), m_secondCircuit);
    form->addRow(tr("GPUs:"), gpuRange);
    form->addRow(tr("Memory per GPU at least:"), m_minVram);
    form->addRow(tr("Case:"), m_case);
    form->addRow(tr("Board:"), m_board);
    form->addRow(tr("PSU:"), m_psu);
    form->addRow(QString(), m_risers);

    // Each column says what it holds: "#" read 1, 3, 172 with nothing to say why.
    const std::pair<QString, QString> headers[] = {
        { tr("#"),
            tr("The build's place on the whole front, builds without a warning first. With \"Only the best of "
               "each GPU model and count\" ticked, the close variants in between are hidden, so the numbers skip.") },
        { tr("Build"), tr("The GPU model and how many") },
        { tr("Speedup"), tr("Estimated training speedup against the baseline GPU (the charts' baseline)") },
        { tr("Price (USD)"), tr("Every part of the build, risers and the PSU sync adapter included") },
        { tr("Wall (W)"), tr("What the build draws at the wall under full load, PSU losses included") },
        { tr("Warnings"),
            tr("Warnings its checks give (cooling, PSU headroom, …); open the build to see and fix them") },
        { tr("Parts"), tr("Board, case, CPU and PSUs; power limits and risers where the build uses them") },
    };
    static_assert(std::size(headers) == ColumnCount);
    for (int c = 0; c < ColumnCount; ++c) {
        auto *header = new QTableWidgetItem(headers[c].first);
        header->setToolTip(headers[c].second);
        m_table->setHorizontalHeaderItem(c, header);
    }
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("The builds no other build beats in speed, price and wall power together"));
    m_cancelButton->setEnabled(false);
    m_openButton->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status->setWordWrap(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_planButton);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_distinct);
    buttons->addWidget(m_openButton);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addWidget(close);
    m_planButton->setDefault(true);
    m_distinct->setChecked(true);
    m_distinct->setToolTip(tr("The front holds many close variants of the same cards (another PSU, a 10 W lower "
                              "limit); untick to see them all"));
    connect(m_distinct, &QCheckBox::toggled, this, &PlanDialog::fillTable);

    connect(m_planButton, &QPushButton::clicked, this, &PlanDialog::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &PlanDialog::cancel);
    connect(m_openButton, &QPushButton::clicked, this, &PlanDialog::openSelected);
    connect(m_table, &QTableWidget::itemDoubleClicked, this, &PlanDialog::openSelected);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
        [this] { m_openButton->setEnabled(!m_worker && m_table->currentRow() >= 0); });
    connect(close, &QDialogButtonBox::rejected, this, [this] {
        cancel();
        reject();
    });
    connect(m_minGpus, &QSpinBox::valueChanged, this,
        [this](int v) { m_maxGpus->setValue(std::max(v, m_maxGpus->value())); });
    connect(m_maxGpus, &QSpinBox::valueChanged, this,
        [this](int v) { m_minGpus->setValue(std::min(v, m_minGpus->value())); });
    // Room for the form and a dozen results where the screen has it, never more than the screen (a
    // 1280x720 laptop); the size grip and the table's stretch let the user make it larger.
    setSizeGripEnabled(true);
    const QScreen *screen = QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 720);
    resize(std::min(1000, available.width() * 9 / 10), std::min(860, available.height() * 9 / 10));
}

PlanDialog::~PlanDialog()
{
    cancel();
    if (m_worker)
        m_worker->wait();
}

PlanRequest PlanDialog::request() const
{
    PlanRequest r;
    r.budgetUsd = m_budget->value();
    if (const std::optional<WorkloadId> id = workloadIdFromString(m_workload->currentData().toString())) {
        r.workload = id->family;
        r.benchmark = id->benchmark;
    }
    if (r.benchmark == Benchmark::Llm) {
        LlmJob job;
        const double preset = m_llmSize->currentData().toDouble();
        job.paramsB = preset < 0 ? m_llmCustom->value() : preset;
        job.method = static_cast<LlmMethod>(m_llmMethod->currentData().toInt());
        r.llm = job;
    }
    if (const int p = m_precision->currentData().toInt(); p >= 0)
        r.precision = static_cast<Precision>(p);
    r.circuits << Circuit::preset(m_circuit->currentData().toString()).value_or(m_defaultCircuit);
    if (const QString second = m_secondCircuit->currentData().toString(); !second.isEmpty())
        r.circuits << *Circuit::preset(second);
    r.minGpus = m_minGpus->value();
    r.maxGpus = m_maxGpus->value();
    r.minVramGB = m_minVram->value();
    r.allowRisers = m_risers->isChecked();
    r.caseId = m_case->currentData().toString();
    r.boardId = m_board->currentData().toString();
    r.psuId = m_psu->currentData().toString();
    return r;
}

void PlanDialog::setRequest(const PlanRequest &r)
{
    m_budget->setValue(r.budgetUsd);
    m_workload->setCurrentIndex(m_workload->findData(r.benchmark ? toString(*r.benchmark) : toString(r.workload)));
    if (r.llm) {
        const int preset = m_llmSize->findData(r.llm->paramsB);
        m_llmSize->setCurrentIndex(preset >= 0 ? preset : m_llmSize->findData(-1.0));
        m_llmCustom->setValue(r.llm->paramsB);
        m_llmMethod->setCurrentIndex(m_llmMethod->findData(int(r.llm->method)));
    }
    m_precision->setCurrentIndex(m_precision->findData(r.precision ? int(*r.precision) : -1));
    if (!r.circuits.isEmpty())
        m_circuit->setCurrentIndex(std::max(0, m_circuit->findData(r.circuits.first().presetId)));
    m_secondCircuit->setCurrentIndex(r.circuits.size() > 1 ? m_secondCircuit->findData(r.circuits[1].presetId) : 0);
    m_maxGpus->setValue(r.maxGpus);
    m_minGpus->setValue(r.minGpus);
    m_minVram->setValue(r.minVramGB);
    m_risers->setChecked(r.allowRisers);
    m_case->setCurrentIndex(std::max(0, m_case->findData(r.caseId)));
    m_board->setCurrentIndex(std::max(0, m_board->findData(r.boardId)));
    m_psu->setCurrentIndex(std::max(0, m_psu->findData(r.psuId)));
}

void PlanDialog::setRunning(bool running)
{
    m_planButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_openButton->setEnabled(!running && m_table->currentRow() >= 0);
}

void PlanDialog::start()
{
    if (m_worker || !m_source)
        return;
    // This run's own parts, made here on the GUI thread: the worker never reads the document's
    // overlay (replaced when the file's inline parts change) or the one-thread SQLite catalog.
    std::shared_ptr<const PartCatalog> catalog = m_source();
    if (!catalog)
        return;
    const PlanRequest request = this->request();
    if (const QStringList problems = validate(request); !problems.isEmpty()) {
        m_status->setText(problems.join(u'\n'));
        return;
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_status->setText(tr("Searching…"));
    m_progress->setRange(0, 0);
    setRunning(true);
    // The search runs on a worker thread; progress and the result come back as queued calls.
    QPointer<PlanDialog> self(this);
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancel;
    const Circuit fallback = m_defaultCircuit;
    m_worker = QThread::create([self, cancel, catalog, request, fallback] {
        PlanControl control;
        control.cancel = cancel.get();
        control.progress = [self](int done, int total) {
            QMetaObject::invokeMethod(
                self,
                [self, done, total] {
                    if (self) {
                        self->m_progress->setRange(0, total);
                        self->m_progress->setValue(done);
                    }
                },
                Qt::QueuedConnection);
        };
        PlanResult result = plan(*catalog, request, fallback, control);
        QMetaObject::invokeMethod(
            self,
            [self, result = std::move(result), request, catalog]() mutable {
                if (self) {
                    self->m_resultCatalog = catalog;
                    self->showResult(result, request);
                }
            },
            Qt::QueuedConnection);
    });
    connect(m_worker, &QThread::finished, m_worker, &QObject::deleteLater);
    m_worker->start();
}

void PlanDialog::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void PlanDialog::showResult(const PlanResult &result, const PlanRequest &request)
{
    if (m_worker)
        m_worker->wait();
    m_worker = nullptr;
    m_result = result;
    m_lastRequest = request;
    m_progress->setRange(0, 1);
    m_progress->setValue(result.cancelled ? 0 : 1);
    fillTable();
    const PlanText text(m_result, m_lastRequest, m_resultCatalog ? *m_resultCatalog : *m_catalog);
    QString status = statusText();
    if (!m_result.nearestRejected.empty()) {
        status += u'\n' + tr("Faster builds the rules stopped:");
        for (const RejectedAlternative &r : m_result.nearestRejected)
            status += u"\n  "_s + text.rejectedLine(r);
    }
    m_status->setText(status);
    setRunning(false);
    Q_EMIT finished();
}

void PlanDialog::fillTable()
{
    m_table->setRowCount(0);
    const PlanText text(m_result, m_lastRequest, m_resultCatalog ? *m_resultCatalog : *m_catalog);
    const QLocale locale;
    QSet<QString> shown; // GPU model and count already in the table
    for (int i = 0; i < static_cast<int>(m_result.results.size()); ++i) {
        const PlannedBuild &r = m_result.results[static_cast<std::size_t>(i)];
        const QString key = r.build.gpus.value(0).part + u'x' + QString::number(r.build.gpus.size());
        if (m_distinct->isChecked() && shown.contains(key))
            continue;
        shown.insert(key);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QString why = text.why(i);
        const auto cell = [&](int column, const QString &value, Qt::Alignment align = Qt::AlignLeft) {
            auto *item = new QTableWidgetItem(value);
            item->setTextAlignment(align | Qt::AlignVCenter);
            item->setToolTip(why);
            item->setData(Qt::UserRole, i);
            m_table->setItem(row, column, item);
        };
        cell(Rank, QString::number(i + 1), Qt::AlignRight);
        cell(Name, r.build.name);
        cell(Speedup, locale.toString(r.objectives.speedup, 'f', 2) + u'x', Qt::AlignRight);
        cell(Price, locale.toString(r.objectives.priceUsd, 'f', 0), Qt::AlignRight);
        cell(Wall, locale.toString(r.objectives.wallW, 'f', 0), Qt::AlignRight);
        cell(Warnings, QString::number(r.report.count(Severity::Warning)), Qt::AlignRight);
        cell(Parts, text.partsLine(i));
    }
    m_table->resizeColumnsToContents();
    if (m_table->rowCount() > 0)
        m_table->selectRow(0);
}

int PlanDialog::resultIndex(int row) const
{
    const QTableWidgetItem *item = m_table->item(row, Rank);
    return item ? item->data(Qt::UserRole).toInt() : -1;
}

void PlanDialog::setDistinctOnly(bool distinct)
{
    m_distinct->setChecked(distinct);
}

QString PlanDialog::statusText() const
{
    const PlanText text(m_result, m_lastRequest, m_resultCatalog ? *m_resultCatalog : *m_catalog);
    const QLocale locale;
    if (m_result.results.empty())
        return text.emptyReason();
    return tr("%n build(s) on the front; %1 rule checks run where brute force would check %2 builds.", nullptr,
        static_cast<int>(m_result.results.size()))
        .arg(locale.toString(m_result.evaluated), locale.toString(m_result.searchSpace));
}

void PlanDialog::openSelected()
{
    const int index = resultIndex(m_table->currentRow());
    if (m_worker || index < 0 || index >= static_cast<int>(m_result.results.size()))
        return;
    Q_EMIT openRequested(m_result.results[static_cast<std::size_t>(index)].build);
}

void PlanDialog::closeEvent(QCloseEvent *event)
{
    cancel();
    QDialog::closeEvent(event);
}

void PlanDialog::setPriceBasis(const QString &basis)
{
    const QString tip
        = m_table->horizontalHeaderItem(Price) ? m_table->horizontalHeaderItem(Price)->toolTip() : QString();
    auto *header = new QTableWidgetItem(tr("Price (USD, %1)").arg(basis));
    header->setToolTip(tip);
    m_table->setHorizontalHeaderItem(Price, header);
}

} // namespace RigPlan::Ui
