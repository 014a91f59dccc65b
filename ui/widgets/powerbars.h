// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QWidget>

namespace RigPlan::Ui {

class BuildDocument;

/**
 * Per PSU a stacked bar of GPU, CPU and other load against its rating, with the headroom threshold and the
 * transient peak against what the unit rides through; per circuit the wall draw against its continuous
 * limit. Every bar is always there: the widget grows in height (its labels wrap) and the panel scrolls.
 */
class PowerBars : public QWidget
{
    Q_OBJECT

public:
    explicit PowerBars(BuildDocument *document, double headroom, QWidget *parent = nullptr);

    void setHeadroom(double headroom);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

    /** One bar as drawn: for tests and the tooltip. */
    struct Bar
    {
        QString label;
        QList<std::pair<double, QColor>> segments; // watts, colour
        double limitW = 0;
        double thresholdW = 0; // 0: none
        double peakW = 0; // transient peak; 0: none
        double toleranceW = 0; // what the unit rides through; 0: none
        QString tip;
    };
    QList<Bar> bars() const;
    /** Where bar `index`'s label is drawn at the current width (its whole text fits inside). */
    QRect labelRect(int index) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QList<QRect> labelRects(int width, const QList<Bar> &bars) const;
    int labelHeight(const QString &label, int textWidth) const;

    BuildDocument *m_document;
    double m_headroom;
    // Wrapped label heights by text and width: layouts ask heightForWidth() again and again at the same few
    // widths, and each answer lays every label out anew (a tenth of the window's text layout at startup).
    mutable QHash<std::pair<QString, int>, int> m_labelHeights;
};

} // namespace RigPlan::Ui
