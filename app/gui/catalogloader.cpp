// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/catalogloader.h"

#include "app/gui/sqlbuildlibrary.h"
#include "app/gui/startuptrace.h"
#include "db/database.h"
#include "db/sqlpartcatalog.h"

#include <QDir>
#include <QMessageBox>
#include <QPushButton>

namespace RigPlan::Gui {

CatalogLoader::CatalogLoader() = default;

CatalogLoader::~CatalogLoader()
{
    // The catalog and the library use the database's connection: they go first.
    m_library.reset();
    m_catalog.reset();
    m_database.reset();
}

const PartCatalog *CatalogLoader::catalog() const
{
    return m_catalog.get();
}

bool CatalogLoader::load(const QString &databasePath, bool interactive)
{
    m_database = std::make_unique<Db::Database>();
    const QString path = databasePath.isEmpty() ? Db::Database::defaultPath() : databasePath;
    if (!m_database->open(path)) {
        const bool canMoveAside = m_database->openError() == Db::Database::OpenError::Corrupt
            || m_database->openError() == Db::Database::OpenError::NewerVersion;
        if (!interactive) {
            qCritical("%s", qPrintable(m_database->errorString()));
            return false;
        }
        QMessageBox box(QMessageBox::Critical, tr("RigPlan cannot open its database"), m_database->errorString());
        QPushButton *moveAside = nullptr;
        if (canMoveAside) {
            box.setInformativeText(tr("RigPlan has not changed the file. You can move it aside (it is kept, "
                                      "renamed) and start with a fresh database, or quit."));
            moveAside = box.addButton(tr("Move aside and start fresh"), QMessageBox::AcceptRole);
        }
        box.addButton(QMessageBox::Close);
        box.exec();
        if (!moveAside || box.clickedButton() != moveAside)
            return false;
        if (!m_database->moveAsideAndRecreate()) {
            QMessageBox::critical(nullptr, tr("RigPlan"), m_database->errorString());
            return false;
        }
        QMessageBox::information(nullptr, tr("RigPlan"),
            tr("The old file was kept as %1.").arg(QDir::toNativeSeparators(m_database->movedAsidePath())));
    }
    if (m_database->rolledBackJournal()) { // said once: the next start finds nothing to roll back
        qWarning("%s", qPrintable(m_database->rolledBackMessage()));
        if (interactive)
            QMessageBox::information(nullptr, tr("RigPlan"), m_database->rolledBackMessage());
    }
    StartupTrace::mark("database open, checked and migrated");
    m_catalog = std::make_unique<Db::SqlPartCatalog>(*m_database);
    if (!m_catalog->load()) {
        if (interactive)
            QMessageBox::critical(nullptr, tr("RigPlan"), m_catalog->errorString());
        else
            qCritical("%s", qPrintable(m_catalog->errorString()));
        return false;
    }
    m_library = std::make_unique<SqlBuildLibrary>(*m_database);
    // Nothing is parsed here: the lists show the index's names, and a part is read when a row's figures,
    // a tooltip or the build first need it (before the first frame: the new build's four parts and the
    // figures of the parts list's rows on screen, of 175).
    return true;
}

} // namespace RigPlan::Gui
