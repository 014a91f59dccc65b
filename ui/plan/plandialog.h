// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/planner.h"

#include <QDialog>

#include <atomic>
#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QThread;

namespace RigPlan::Ui {

/**
 * "Plan a build": the budget, workload and limits in, the planner on a worker thread with progress and
 * cancel, the Pareto front out; a chosen result opens in the editor.
 */
class PlanDialog : public QDialog
{
    Q_OBJECT

public:
    /**
     * Where each run's parts come from: called on the GUI thread at every Plan, it returns a catalog
     * the worker may read while the editor goes on (the document's snapshot, never its live overlay).
     */
    using CatalogSource = std::function<std::shared_ptr<const PartCatalog>()>;

    PlanDialog(CatalogSource source, const Circuit &defaultCircuit, QWidget *parent = nullptr);
    /** Over a fixed catalog the caller keeps alive and unchanged while the dialog lives (tests, CLI-like use). */
    PlanDialog(const PartCatalog *catalog, const Circuit &defaultCircuit, QWidget *parent = nullptr);
    ~PlanDialog() override;

    /** The request the form describes. */
    PlanRequest request() const;
    void setRequest(const PlanRequest &request);

    /** Starts a search (the Plan button); results arrive with finished(). */
    void start();
    void cancel();
    bool isRunning() const { return m_worker != nullptr; }
    const PlanResult &result() const { return m_result; }
    QTableWidget *resultsTable() const { return m_table; }
    /** What the prices are ("new prices", …): the price column's header says it, the budget uses it. */
    void setPriceBasis(const QString &basis);
    /** The front's index of the result in a table row. */
    int resultIndex(int row) const;
    /** Show only the best result of each GPU model and count (the front holds many close variants). */
    void setDistinctOnly(bool distinct);
    QString statusText() const;

Q_SIGNALS:
    void finished();
    /** The user chose a result to open in the editor. */
    void openRequested(const RigPlan::Build &build);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void showResult(const PlanResult &result, const PlanRequest &request);
    void fillTable();
    void openSelected();
    void setRunning(bool running);

    CatalogSource m_source;
    std::shared_ptr<const PartCatalog> m_catalog; // the form's parts (taken when the dialog was made)
    std::shared_ptr<const PartCatalog> m_resultCatalog; // the parts m_result was planned over
    Circuit m_defaultCircuit;
    QDoubleSpinBox *m_budget;
    QComboBox *m_workload, *m_precision, *m_circuit, *m_secondCircuit;
    QComboBox *m_llmSize, *m_llmMethod; // the LLM job, enabled for the llm workload
    QDoubleSpinBox *m_llmCustom;
    QSpinBox *m_minGpus, *m_maxGpus;
    QDoubleSpinBox *m_minVram;
    QCheckBox *m_risers;
    QCheckBox *m_distinct;
    QComboBox *m_case, *m_board, *m_psu;
    QPushButton *m_planButton, *m_cancelButton, *m_openButton;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTableWidget *m_table;
    QThread *m_worker = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    PlanResult m_result;
    PlanRequest m_lastRequest;
};

} // namespace RigPlan::Ui
