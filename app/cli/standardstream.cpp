// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/standardstream.h"

#include "app/cli/terminaltext.h"
#include "core/io/writereason.h"

#include <QCoreApplication>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace RigPlan::Cli {

StandardStream::StandardStream(int fd, Content content)
    : m_fd(fd)
    , m_content(content)
{
    // Unbuffered: QTextStream buffers already, and a failure must be seen by the write that caused it.
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

QList<int> StandardStream::guardClosedDescriptors()
{
    QList<int> closed;
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        closed << fd;
        // open() takes the lowest free number: this one. O_RDWR, as the three are used both ways.
        const int opened = ::open("/dev/null", O_RDWR | O_NOCTTY);
        if (opened >= 0 && opened != fd) { // a lower one was free too and is taken now: give it this
            ::dup2(opened, fd);
            ::close(opened);
        }
    }
    return closed;
}

void StandardStream::markClosed()
{
    m_closed = true;
}

void StandardStream::setContent(Content content)
{
    m_content = content;
}

qint64 StandardStream::writeData(const char *data, qint64 size)
{
    if (!ok())
        return -1;
    if (m_closed) {
        m_failure = QCoreApplication::translate("RigPlan::Cli", "it was closed when the command started");
        setErrorString(m_failure);
        return -1;
    }
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
