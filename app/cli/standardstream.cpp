// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/standardstream.h"

#include "app/cli/terminaltext.h"
#include "app/cli/writereason.h"

namespace RigPlan::Cli {

StandardStream::StandardStream(int fd, Content content)
    : m_fd(fd)
    , m_content(content)
{
    // Unbuffered: QTextStream buffers already, and a failure must be seen by the write that caused it.
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

void StandardStream::setContent(Content content)
{
    m_content = content;
}

qint64 StandardStream::writeData(const char *data, qint64 size)
{
    if (!ok())
        return -1;
    QString reason;
    bool written = false;
    if (m_content == Content::TerminalText) {
        const QString text = m_decoder.decode(QByteArrayView(data, size));
        written = writeAll(m_fd, terminalSafe(text).toUtf8(), &reason);
    } else {
        written = writeAll(m_fd, QByteArrayView(data, size), &reason);
    }
    if (!written) {
        m_failure = reason;
        setErrorString(reason);
        return -1;
    }
    return size;
}

} // namespace RigPlan::Cli
