// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <QVarLengthArray>

namespace RigPlan::Ui {

/**
 * A word-wrapped QLabel that remembers its heights for width. Layouts ask heightForWidth() again at the
 * same few widths (a dock resized, a splitter settled), and QLabel answers each time by laying its whole
 * text out anew: four such labels cost about a twentieth of the main thread's work to the first frame.
 * The answers are QLabel's own, kept until the text, font, style, margins or alignment change.
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
        bool operator==(const Layout &) const = default;
    };
    Layout current() const;

    mutable Layout m_measured;
    mutable QVarLengthArray<std::pair<int, int>, 8> m_heights; // width, height
};

} // namespace RigPlan::Ui
