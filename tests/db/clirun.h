// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli as a user runs it, for the catalog import and export tests: a real process on a real file.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace RigPlan::Test::Db {

struct CliRun
{
    int exitCode = -1;
    QByteArray out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

/** rigplan-cli `args` --db `db`, with XDG_DATA_HOME in `home` so the user's database is never touched. */
inline CliRun runCli(QStringList args, const QString &db, const QString &home, const QByteArray &stdinData = {})
{
    args << QStringLiteral("--db") << db;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("RIGPLAN_DB"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RIGPLAN_CLI), args);
    if (!stdinData.isNull()) {
        p.write(stdinData);
        p.closeWriteChannel();
    }
    if (!p.waitForFinished(60000))
        qFatal("rigplan-cli did not finish");
    return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
}

} // namespace RigPlan::Test::Db
