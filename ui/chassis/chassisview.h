// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace RigPlan::Ui {

class ChassisScene;

/** The chassis on screen: zoom with Ctrl+wheel or the View menu, fit, arrow keys move the selected card. */
class ChassisView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit ChassisView(ChassisScene *scene, QWidget *parent = nullptr);

    void zoomIn();
    void zoomOut();
    /** Fits the whole chassis into the view (Ctrl+0); it then follows resizes and edits again. */
    void fit();
    ChassisScene *chassisScene() const { return m_scene; }
    /**
     * A widget laid over the top of the viewport (the empty chassis' hint): while it shows, a fit keeps the
     * chassis below it, so the case's title at the top of the drawing stays readable.
     */
    void setTopOverlay(QWidget *overlay);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitNow();

    ChassisScene *m_scene;
    bool m_fitted = true; // keeps fitting on resize and on every edit until the user zooms
    QRectF m_fittedRect; // what the last fit fitted, into a viewport of this size
    QSize m_fittedSize;
    int m_fittedInset = 0;
    QWidget *m_overlay = nullptr;
    bool m_fitting = false; // inside fit(): a fit it causes waits for it to end
    bool m_refit = false;
};

} // namespace RigPlan::Ui
