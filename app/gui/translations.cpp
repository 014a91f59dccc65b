// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QStringList>
#include <QTranslator>

namespace RigPlan::Gui {

QString installTranslators(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QStringList loaded;
    auto *rigplan = new QTranslator(&app);
    if (rigplan->load(locale, QStringLiteral("rigplan"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(rigplan);
        loaded << QStringLiteral("rigplan");
    }
    // Debian ships these in qt6-translations-l10n (scripts/deps.sh installs it).
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        loaded << QStringLiteral("qtbase");
    }
    QLocale::setDefault(locale);
    return loaded.join(u',');
}

} // namespace RigPlan::Gui
