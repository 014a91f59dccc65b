// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/strictjson.h"

#include "core/io/inputfiles.h"
#include "core/valueranges.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>

#include <charconv>
#include <vector>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

/** Enough problems to fix a file by; a hostile file with millions of them is not listed whole. */
constexpr qsizetype kMaxProblems = 50;

/** 1-based line and column of a byte offset, for JSON syntax errors. */
std::pair<int, int> lineAndColumn(const QByteArray &data, qsizetype offset)
{
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset && i < data.size(); ++i) {
        if (data[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return { line, column };
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/**
 * An iterative scanner (no recursion: the depth of a hostile file cannot grow the call stack). Each
 * byte is looked at once; each key is decoded once and kept in its object's set until the object ends.
 */
class Scanner
{
public:
    explicit Scanner(const QByteArray &data)
        : m_p(data.constData())
        , m_end(data.constData() + data.size())
    {
    }

    Problems problems;
    bool complete = false;

    void run()
    {
        skipSpace();
        QString path; // of the value about to be read
        for (;;) {
            // A value at `path`.
            if (m_p == m_end)
                return;
            const char c = *m_p;
            if (c == '{' || c == '[') {
                if (m_stack.size() >= StrictJson::kMaxDepth) {
                    add(path, StrictJson::tr("nested deeper than %1 levels").arg(StrictJson::kMaxDepth));
                    return;
                }
                ++m_p;
                m_stack.push_back({ c == '{', path, {}, 0 });
                skipSpace();
                if (m_p != m_end && (*m_p == '}' || *m_p == ']')) {
                    ++m_p;
                    m_stack.pop_back();
                } else if (c == '{') {
                    if (!key(&path))
                        return;
                    continue;
                } else {
                    path = path + u"[0]"_s;
                    continue;
                }
            } else if (c == '"') {
                if (!string(path, nullptr))
                    return;
            } else if (c == '-' || (c >= '0' && c <= '9')) {
                number(path);
            } else if (c >= 'a' && c <= 'z') {
                while (m_p != m_end && *m_p >= 'a' && *m_p <= 'z')
                    ++m_p;
            } else {
                return; // a syntax error: QJsonDocument says where
            }
            // After a value: the next member or element, or the end of one or more containers.
            for (;;) {
                skipSpace();
                if (m_stack.empty()) {
                    complete = m_p == m_end;
                    return;
                }
                if (m_p == m_end)
                    return;
                Frame &f = m_stack.back();
                if (*m_p == ',') {
                    ++m_p;
                    skipSpace();
                    if (f.object) {
                        if (!key(&path))
                            return;
                    } else {
                        path = JsonPath::index(f.path, ++f.index);
                    }
                    break;
                }
                if (*m_p != (f.object ? '}' : ']'))
                    return;
                ++m_p;
                m_stack.pop_back();
            }
            if (problems.size() >= kMaxProblems)
                return;
        }
    }

private:
    struct Frame
    {
        bool object;
        QString path;
        QSet<QString> keys;
        qsizetype index;
    };

    struct JsonPath
    {
        static QString member(const QString &object, const QString &key)
        {
            return object.isEmpty() ? key : object + u'.' + key;
        }
        static QString index(const QString &array, qsizetype i) { return array + u'[' + QString::number(i) + u']'; }
    };

    void add(const QString &path, const QString &message)
    {
        if (problems.size() < kMaxProblems)
            problems.append({ path, message });
    }

    void skipSpace()
    {
        while (m_p != m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
            ++m_p;
    }

    /** A member's key and the colon after it; `path` becomes the member's path. */
    bool key(QString *path)
    {
        Frame &f = m_stack.back();
        if (m_p == m_end || *m_p != '"')
            return false;
        QString name;
        if (!string(f.path, &name))
            return false;
        *path = JsonPath::member(f.path, name);
        if (f.keys.contains(name))
            add(*path, StrictJson::tr("is given twice in the same object (a reader would keep only one)"));
        else
            f.keys.insert(name);
        skipSpace();
        if (m_p == m_end || *m_p != ':')
            return false;
        ++m_p;
        skipSpace();
        return true;
    }

    /** A string at `path`; decoded into `decoded` when it is a key. False at a syntax error. */
    bool string(const QString &path, QString *decoded)
    {
        ++m_p; // the opening quote
        bool reported = false;
        QByteArray raw; // a key's bytes with escapes resolved, UTF-8
        while (m_p != m_end && *m_p != '"') {
            const auto byte = static_cast<unsigned char>(*m_p);
            if (byte < 0x20 && !reported) {
                add(path,
                    StrictJson::tr("a raw control character (U+%1) inside a string; JSON writes it as an escape, "
                                   "such as \\n or \\t")
                        .arg(QString::number(byte, 16).rightJustified(4, u'0').toUpper()));
                reported = true;
            }
            if (byte != '\\') {
                if (decoded)
                    raw.append(*m_p);
                ++m_p;
                continue;
            }
            if (++m_p == m_end)
                return false;
            const char e = *m_p++;
            if (!decoded)
                continue;
            switch (e) {
            case 'n':
                raw.append('\n');
                break;
            case 't':
                raw.append('\t');
                break;
            case 'r':
                raw.append('\r');
                break;
            case 'b':
                raw.append('\b');
                break;
            case 'f':
                raw.append('\f');
                break;
            case 'u': {
                if (m_end - m_p < 4 || !isHex(m_p[0]) || !isHex(m_p[1]) || !isHex(m_p[2]) || !isHex(m_p[3]))
                    return false;
                const char16_t unit = static_cast<char16_t>(QByteArray(m_p, 4).toUShort(nullptr, 16));
                m_p += 4;
                // Kept as UTF-16 units in an escape of our own, so "\u0061" and "a" compare equal below.
                raw.append(QString(QChar(unit)).toUtf8());
                break;
            }
            default:
                raw.append(e); // \" \\ \/
            }
        }
        if (m_p == m_end)
            return false;
        ++m_p; // the closing quote
        if (decoded)
            *decoded = QString::fromUtf8(raw);
        return true;
    }

    void number(const QString &path)
    {
        const char *start = m_p;
        while (m_p != m_end
            && ((*m_p >= '0' && *m_p <= '9') || *m_p == '-' || *m_p == '+' || *m_p == '.' || *m_p == 'e'
                || *m_p == 'E'))
            ++m_p;
        double v = 0;
        const auto [end, ec] = std::from_chars(start, m_p, v);
        if (ec == std::errc::result_out_of_range) {
            add(path,
                StrictJson::tr("%1 is beyond what a number can hold here (about 1e-308 to 1.8e308)")
                    .arg(QString::fromLatin1(start, m_p - start)));
        }
        Q_UNUSED(end);
    }

    const char *m_p;
    const char *m_end;
    std::vector<Frame> m_stack;
};

} // namespace

Problems StrictJson::scan(const QByteArray &data, bool *complete)
{
    Scanner s(data);
    s.run();
    if (complete)
        *complete = s.complete;
    return s.problems;
}

std::optional<QJsonObject> StrictJson::readObject(
    const QByteArray &data, const QString &notAnObject, Problems *problems)
{
    if (data.size() > kMaxInputBytes) {
        problems->append({ QString(),
            tr("larger than %1 MiB, the most RigPlan reads (no build or catalog file comes near it)")
                .arg(kMaxInputBytes / (1024 * 1024)) });
        return std::nullopt;
    }
    if (data.trimmed().isEmpty()) {
        problems->append({ QString(), tr("the file is empty; it should hold a JSON object") });
        return std::nullopt;
    }
    bool complete = false;
    const Problems exact = scan(data, &complete);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    problems->append(exact);
    if (error.error != QJsonParseError::NoError) {
        // A number no double holds is a parse error to Qt; the scan has named its path already.
        if (!complete || exact.isEmpty()) {
            const auto [line, column] = lineAndColumn(data, error.offset);
            problems->append({ QString(),
                tr("not valid JSON at line %1, column %2: %3").arg(line).arg(column).arg(error.errorString()) });
        }
        return std::nullopt;
    }
    if (!exact.isEmpty())
        return std::nullopt;
    if (!doc.isObject()) {
        problems->append({ QString(), notAnObject });
        return std::nullopt;
    }
    return doc.object();
}

bool readAtMost(QIODevice &in, qint64 cap, const QString &name, QByteArray *data, QString *error)
{
    constexpr qint64 kChunk = 64 * 1024;
    data->clear();
    for (;;) {
        const qsizetype before = data->size();
        // One byte past the cap is enough to know the input is too large.
        const qint64 want = std::min(kChunk, cap + 1 - before);
        data->resize(before + want);
        const qint64 got = in.read(data->data() + before, want);
        if (got < 0) {
            data->clear();
            *error = StrictJson::tr("%1: cannot be read: %2").arg(name, in.errorString());
            return false;
        }
        data->resize(before + got);
        if (data->size() > cap) {
            data->clear();
            data->squeeze();
            *error = StrictJson::tr("%1: larger than %2 MiB, the most RigPlan reads (no build or catalog file "
                                    "comes near it); the rest was not read")
                         .arg(name)
                         .arg(cap / (1024 * 1024));
            return false;
        }
        if (got == 0)
            return true; // the end of the file, device or pipe
    }
}

bool readFileAtMost(const QString &fileName, QByteArray *data, QString *error)
{
    if (fileName.isEmpty()) { // QFile would print its own "No file name specified" to the terminal
        *error = StrictJson::tr("no file name was given (an empty argument)");
        return false;
    }
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = StrictJson::tr("%1: cannot be read: %2").arg(fileName, file.errorString());
        return false;
    }
    // What was read must never be written over by this process's output (inputfiles.h).
    InputFiles::noteDescriptor(file.handle(), fileName, InputFiles::Role::Input);
    return readAtMost(file, kMaxInputBytes, fileName, data, error);
}

} // namespace RigPlan
