// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMainWindow>

#include <optional>

class QAction;
class QLabel;
class QMenu;
class QTimer;

namespace RigPlan {
class PartCatalog;
class PricedCatalog;
struct Build;
} // namespace RigPlan

namespace RigPlan::Ui {

class BuildDocument;
class BuildLibrary;
class CatalogSharing;
class BuildDock;
class CatalogDock;
class ChassisScene;
class ChassisView;
class ChecksDock;
class PlanDialog;
class PowerDock;
class ChartsDock;
class ComparisonWindow;
class Settings;
class EmptyStateHint;

/** The application window: the chassis in the centre, docks for parts, build, checks and power. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(const PartCatalog *catalog, QWidget *parent = nullptr);
    /** The same over a priced catalog, whose choice of new or used follows Settings (it outlives the window). */
    explicit MainWindow(PricedCatalog *catalog, QWidget *parent = nullptr);
    ~MainWindow() override;

    BuildDocument *document() const { return m_document; }
    ChassisScene *scene() const { return m_scene; }
    ChassisView *chassisView() const { return m_view; }
    ChecksDock *checksDock() const { return m_checks; }
    CatalogDock *catalogDock() const { return m_catalogDock; }
    BuildDock *buildDock() const { return m_buildDock; }
    PowerDock *powerDock() const { return m_power; }
    ChartsDock *chartsDock() const { return m_charts; }
    /** The Compare Builds window; null until first opened (it costs nothing at startup). */
    ComparisonWindow *comparisonWindow() const { return m_comparison; }
    /** The Plan a Build dialog; null until first opened. */
    PlanDialog *planDialog() const { return m_planner; }
    /** Opens Plan a Build (made on first use). */
    void showPlanner();
    /** Opens a planner result as a new, unsaved build (asks first if the current one has changes). */
    void openPlannedBuild(const RigPlan::Build &build);

    /** The bundled examples, as (title, resource path) pairs. */
    static QList<std::pair<QString, QString>> examples();
    /** Opens a bundled example as a new, unsaved build. */
    bool openExample(const QString &path, QString *error);
    /** The empty chassis' hint with the examples; shown while the build has no GPUs. */
    EmptyStateHint *emptyStateHint() const { return m_emptyHint; }

    /** Opens a build file; on failure says why (every problem) in `error` and keeps the current build. */
    bool openFile(const QString &fileName, QString *error);
    bool saveFile(const QString &fileName, QString *error);
    /** Enables File > Save to Library / Open from Library (the app passes the SQLite library). */
    void setBuildLibrary(BuildLibrary *library);
    bool saveToLibrary(QString *error);
    /** Adds File > Import Catalog…, Export Catalog… and Import from BuildCores OpenDB… (the app passes the database's). */
    void setCatalogSharing(CatalogSharing *sharing);
    bool openFromLibrary(qint64 id, QString *error);

    /** Where unsaved work is kept for crash recovery. */
    static QString recoveryFileName();
    /** Offers to restore a build a crash left behind. */
    void offerRecovery();

    /** View > Reset Layout: the docks as at the first start, the default window size on this screen. */
    void resetLayout();
    /** Whether the window (its frame once shown) lies inside its screen's available area. */
    bool fitsScreen() const;

    void setVisible(bool visible) override;

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createActions();
    void restoreLayout(const Settings &settings);
    void resetGeometry();
    void applyDefaultDockSizes();
    /** The Parts dock's height that shows `rows` rows of its list. */
    int partsDockHeight(int rows) const;
    void createDocks();
    void newBuild();
    void open();
    bool save();
    bool saveAs();
    bool maybeSave();
    void showSettings();
    void updateTitle();
    void updateStatus();
    void updateRecentMenu();
    void writeRecovery();
    ComparisonWindow *ensureComparison();

    BuildDocument *m_document;
    PricedCatalog *m_pricedCatalog = nullptr; // not owned; null: prices as the catalog has them
    ChassisScene *m_scene = nullptr;
    ChassisView *m_view = nullptr;
    ChecksDock *m_checks = nullptr;
    CatalogDock *m_catalogDock = nullptr;
    BuildDock *m_buildDock = nullptr;
    PowerDock *m_power = nullptr;
    ChartsDock *m_charts = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_fileMenu = nullptr;
    BuildLibrary *m_library = nullptr;
    std::optional<qint64> m_libraryId; // the saved build the document came from
    PlanDialog *m_planner = nullptr; // made on first use
    QList<QAction *> m_libraryActions;
    QMenu *m_viewMenu = nullptr;
    ComparisonWindow *m_comparison = nullptr;
    EmptyStateHint *m_emptyHint = nullptr;
    QLabel *m_status;
    QTimer *m_recoveryTimer;
    QString m_recoveryError; // why the last recovery write failed, or empty
    QByteArray m_defaultState; // the docks as createDocks() lays them out
    bool m_checkFitOnShow = false; // a saved geometry was restored: check it again with its frame
    bool m_sizeDocksOnShow = false; // no saved dock layout: size the docks for the window as shown
    bool m_settledOnFirstShow = false; // the posted events of the first show were sent (setVisible)
};

} // namespace RigPlan::Ui
