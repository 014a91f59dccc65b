// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>
#include <QList>
#include <QStringDecoder>

namespace RigPlan::Cli {

/**
 * Standard output or standard error as the device under the CLI's text streams: every write is
 * checked (a short or failed write is kept, with its reason, for main to report once and exit 2),
 * and human-readable text can be made terminal-safe (terminaltext.h) on its way out, whatever
 * command wrote it. JSON, exports and PDF bytes pass through unchanged.
 */
class StandardStream : public QIODevice
{
public:
    enum class Content
    {
        Bytes, // written as they are: JSON, an export, a PDF
        TerminalText // UTF-8 text for a person: controls in names are neutralised
    };

    StandardStream(int fd, Content content);

    /**
     * Run first in main, before anything opens a file: a descriptor 0, 1 or 2 that was closed
     * (`rigplan-cli ... >&-`) is opened on /dev/null, so that the next file opened (an eventfd, the
     * database!) cannot take its number and receive the output. Returns which were closed.
     */
    static QList<int> guardClosedDescriptors();

    /** Every write fails with "it is closed" (the descriptor was closed when the command started). */
    void markClosed();

    void setContent(Content content);
    /** false once a write failed; later writes are dropped. */
    bool ok() const { return m_failure.isEmpty(); }
    /** Why the first write failed, in plain words. */
    QString failure() const { return m_failure; }

    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    int m_fd;
    Content m_content;
    QStringDecoder m_decoder { QStringDecoder::Utf8 }; // keeps a character split between two writes
    QString m_failure;
    bool m_closed = false;
};

} // namespace RigPlan::Cli
