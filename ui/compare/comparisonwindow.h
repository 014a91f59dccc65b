// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QWidget>

#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace RigPlan::Ui {

class BuildDocument;
class BuildLibrary;
class ComparisonModel;

/**
 * Two to four pinned builds side by side (docs/compare.md): grouped bars of a chosen figure, a table of
 * every part and figure with the differences highlighted, and each build's checks. Builds are pinned
 * from the editor, from .rigbuild files or from the build library; each is checked and estimated when
 * pinned, so later edits in the editor do not change it.
 */
class ComparisonWindow : public QWidget
{
    Q_OBJECT

public:
    /** What the chart shows. */
    enum class Metric
    {
        SpeedupByWorkload,
        Price,
        WallPower,
        SpeedupPerKUsd
    };
    Q_ENUM(Metric)

    explicit ComparisonWindow(BuildDocument *document, QWidget *parent = nullptr);
    ~ComparisonWindow() override;

    void setBuildLibrary(BuildLibrary *library);

    /** Pins a build (checked against the editor's catalog and circuit now); refused past four. */
    bool pin(const QString &label, const Build &build, QString *error);
    /** Pins the editor's build as it is now. */
    bool pinCurrent(QString *error);
    bool pinFile(const QString &fileName, QString *error);
    bool pinFromLibrary(qint64 id, QString *error);
    void unpin(int index);
    int pinnedCount() const { return static_cast<int>(m_pinned.size()); }
    /** Closes the window (Esc does too). */
    QPushButton *closeButton() const { return m_close; }

    void setMetric(Metric metric);
    ComparisonModel *model() const { return m_model; }
    QChart *chart() const { return m_chart; }
    QTableView *table() const { return m_table; }
    /** The pinned builds' checks, as shown. */
    QString checksText() const;
    /** What the window says about the pinned count ("Pin at least two builds…"), empty when it is fine. */
    QString message() const;

private:
    void addFromFile();
    void addFromLibrary();
    void refresh();
    void refreshChart();
    void refreshChecks();
    void say(const QString &text);

    BuildDocument *m_document;
    BuildLibrary *m_library = nullptr;
    std::vector<ComparisonEntry> m_pinned; // in pinning order
    ComparisonModel *m_model;
    QListWidget *m_list;
    QPushButton *m_addCurrent, *m_addFile, *m_addLibrary, *m_remove;
    QPushButton *m_close = nullptr;
    QLabel *m_message;
    QComboBox *m_metric;
    QChart *m_chart; // before the view, which is built with it
    QChartView *m_chartView;
    QTableView *m_table;
    QTextBrowser *m_checks;
};

} // namespace RigPlan::Ui
