// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QLabel;

namespace RigPlan::Ui {

class BuildDocument;

/**
 * The estimated training speedup of the build against the baseline GPU, live with every edit, with the
 * model's notes. (Charts and the comparison view take this place in their own issue.)
 */
class SpeedupDock : public QDockWidget
{
    Q_OBJECT

public:
    SpeedupDock(BuildDocument *document, const QString &baselineId, QWidget *parent = nullptr);

    void setBaseline(const QString &baselineId);
    QString text() const;

private:
    void refresh();

    BuildDocument *m_document;
    QString m_baselineId;
    QLabel *m_label;
};

} // namespace RigPlan::Ui
