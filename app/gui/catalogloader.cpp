// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/catalogloader.h"

#include "core/io/catalogfile.h"

#include <QMessageBox>

namespace RigPlan::Gui {

CatalogLoader::CatalogLoader() = default;
CatalogLoader::~CatalogLoader() = default;

bool CatalogLoader::load(const QString &databasePath)
{
    Q_UNUSED(databasePath)
    const CatalogLoadResult loaded = CatalogFile::readFile(QStringLiteral(":/catalog/catalog.json"));
    if (!loaded.catalog) {
        QMessageBox::critical(nullptr, tr("RigPlan"), tr("The bundled part catalog does not load."));
        return false;
    }
    m_catalog = std::make_unique<InMemoryCatalog>(loaded.catalog->parts);
    return true;
}

} // namespace RigPlan::Gui
