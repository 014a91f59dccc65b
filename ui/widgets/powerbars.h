// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace RigPlan::Ui {

class BuildDocument;

/**
 * Per PSU a stacked bar of GPU, CPU and other load against its rating and the headroom threshold; per
 * circuit the wall draw against its continuous limit.
 */
class PowerBars : public QWidget
{
    Q_OBJECT

public:
    explicit PowerBars(BuildDocument *document, double headroom, QWidget *parent = nullptr);

    void setHeadroom(double headroom);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Bar
    {
        QString label;
        QList<std::pair<double, QColor>> segments; // watts, colour
        double limitW = 0;
        double thresholdW = 0; // 0: none
        QString tip;
    };
    QList<Bar> bars() const;

    BuildDocument *m_document;
    double m_headroom;
};

} // namespace RigPlan::Ui
