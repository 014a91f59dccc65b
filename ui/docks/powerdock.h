// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QFormLayout;
class QSlider;

namespace RigPlan::Ui {

class BuildDocument;
class PowerBars;

/** The power panel: loads against PSUs and circuits, and a power-limit slider per GPU with the speed it keeps. */
class PowerDock : public QDockWidget
{
    Q_OBJECT

public:
    PowerDock(BuildDocument *document, double headroom, QWidget *parent = nullptr);

    void setHeadroom(double headroom);
    /**
     * The Best Limits button: the power-limit optimiser's per-card limits as one undoable edit. False (and
     * a message) when no limits make the build fit.
     */
    bool optimiseLimits();
    /** The slider of GPU `gpu` (nullptr if there is none). */
    QSlider *slider(int gpu) const;
    PowerBars *bars() const { return m_bars; }

private:
    void sync();
    QString sliderText(int gpu) const;

    BuildDocument *m_document;
    PowerBars *m_bars;
    QWidget *m_sliders;
    QFormLayout *m_form;
    QList<QSlider *> m_sliderList;
    QStringList m_shownParts; // the GPUs the sliders were made for
};

} // namespace RigPlan::Ui
