// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <QVarLengthArray>

#include <memory>

namespace RigPlan::Ui {

/**
 * A word-wrapped QLabel that remembers its heights for width. Layouts ask heightForWidth() again at the
 * same few widths (a dock resized, a splitter settled), and QLabel answers each time by laying its whole
 * text out anew: four such labels cost about a twentieth of the main thread's work to the first frame.
 * The answers are QLabel's own, kept until the text, font, style, margins or alignment change.
 *
 * A label with selectable or rich text answers through a text document, and QLabel's answer resizes that
 * document and so repaints the label (and the dock under it) every time it is asked: measured in a paint
 * pass, as QMainWindow measures its docks, that dirtied the first frame and painted the window twice. Such
 * a label is measured on a hidden twin with the same text and settings, whose repaints are no-ops.
 */
class WrapLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrapLabel(const QString &text = QString(), QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    /** What QLabel's answers depend on besides the font and style (changeEvent() clears for those). */
    struct Layout
    {
        QString text;
        int margin = 0;
        int indent = 0;
        int alignment = 0;
        int interaction = 0;
        int format = 0;
        bool operator==(const Layout &) const = default;
    };
    Layout current() const;
    /** Whether QLabel lays this text out through a text document (and repaints when measuring). */
    bool measuresThroughDocument() const;
    int measure(int width) const;

    mutable Layout m_measured;
    mutable std::unique_ptr<QLabel> m_twin; // hidden, for measuresThroughDocument() labels
    mutable QVarLengthArray<std::pair<int, int>, 8> m_heights; // width, height
};

} // namespace RigPlan::Ui
