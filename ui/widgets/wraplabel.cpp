// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/wraplabel.h"

#include <QEvent>

namespace RigPlan::Ui {

namespace {
constexpr qsizetype kRemembered = 8; // widths: a layout pass asks for two or three
}

WrapLabel::WrapLabel(const QString &text, QWidget *parent)
    : QLabel(text, parent)
{
    setWordWrap(true);
}

WrapLabel::Layout WrapLabel::current() const
{
    return { text(), margin(), indent(), static_cast<int>(alignment()) };
}

int WrapLabel::heightForWidth(int width) const
{
    const Layout now = current();
    if (!(now == m_measured)) {
        m_measured = now;
        m_heights.clear();
    }
    for (const auto &[w, h] : m_heights) {
        if (w == width)
            return h;
    }
    const int height = QLabel::heightForWidth(width);
    if (m_heights.size() == kRemembered)
        m_heights.remove(0);
    m_heights.append({ width, height });
    return height;
}

void WrapLabel::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::ContentsRectChange:
        m_heights.clear(); // measured in the old font, style or margins
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

} // namespace RigPlan::Ui
