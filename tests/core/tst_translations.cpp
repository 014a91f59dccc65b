// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Simplified Chinese is first-class: every message translated, every placeholder kept.
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void zhCnIsCompleteAndKeepsPlaceholders();
};

namespace {

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(u"%(L?\\d+|n)"_s);
    QSet<QString> out;
    for (const QRegularExpressionMatch &m : re.globalMatch(text))
        out.insert(m.captured(0));
    return out;
}

} // namespace

void TestTranslations::zhCnIsCompleteAndKeepsPlaceholders()
{
    QFile file(QStringLiteral(RIGPLAN_TS_FILE));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int messages = 0;
    QString source;
    QStringList problems;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"source") {
            source = xml.readElementText();
            ++messages;
        } else if (xml.name() == u"translation") {
            const bool unfinished = xml.attributes().value(QStringLiteral("type")) == u"unfinished";
            // A numerus message holds <numerusform> children; read them all as one text.
            QString translation;
            while (!(xml.isEndElement() && xml.name() == u"translation") && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    translation += xml.text();
            }
            if (unfinished || translation.trimmed().isEmpty())
                problems << u"untranslated: "_s + source;
            else if (placeholders(source) != placeholders(translation))
                problems << u"placeholders differ: "_s + source;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 300);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    qInfo("%d messages, all translated", messages);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
