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

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    ChassisScene *m_scene;
    bool m_fitted = true; // keeps fitting on resize and on every edit until the user zooms
    QRectF m_fittedRect; // what the last fit fitted, into a viewport of this size
    QSize m_fittedSize;
};

} // namespace RigPlan::Ui
