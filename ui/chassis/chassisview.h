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
    void fit();
    ChassisScene *chassisScene() const { return m_scene; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    ChassisScene *m_scene;
    bool m_fitted = true; // keeps fitting on resize until the user zooms
};

} // namespace RigPlan::Ui
