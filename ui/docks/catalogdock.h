// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QTableView;
class QTimer;

namespace RigPlan::Ui {

class BuildDocument;
class CatalogModel;
class CatalogFilterProxy;

/** The parts browser: search, filter by kind, sort any column, grey out what would fail; drag GPUs out. */
class CatalogDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit CatalogDock(BuildDocument *document, QWidget *parent = nullptr);

    CatalogModel *model() const { return m_model; }
    CatalogFilterProxy *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QCheckBox *compatibleOnly() const { return m_compatibleOnly; }
    QLineEdit *search() const { return m_search; }

    /** Ids of parts that would add an error to the current build (GPUs: in any free connector). */
    QSet<QString> incompatibleParts() const;

    /** The GPU part of the current row, or an empty id. */
    QString currentGpuPart() const;

Q_SIGNALS:
    /** Enter or a double-click on a GPU: add it at the next place that takes it. */
    void addRequested(const QString &partId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateCompatibility();

    BuildDocument *m_document;
    CatalogModel *m_model;
    CatalogFilterProxy *m_proxy;
    QTableView *m_view;
    QLineEdit *m_search;
    QComboBox *m_kind;
    QCheckBox *m_compatibleOnly;
    QTimer *m_compatibilityTimer;
};

} // namespace RigPlan::Ui
