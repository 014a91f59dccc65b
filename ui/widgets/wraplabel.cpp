// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/wraplabel.h"

#include <QEvent>
#include <QTextDocument> // Qt::mightBeRichText

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
    return { text(), margin(), indent(), static_cast<int>(alignment()), static_cast<int>(textInteractionFlags()),
        static_cast<int>(textFormat()) };
}

bool WrapLabel::measuresThroughDocument() const
{
    // QLabel's own rule for its text control: rich text, or text the user can select.
    const bool rich = textFormat() == Qt::RichText || (textFormat() == Qt::AutoText && Qt::mightBeRichText(text()));
    return rich || (textInteractionFlags() & (Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard));
}

int WrapLabel::measure(int width) const
{
    if (!measuresThroughDocument())
        return QLabel::heightForWidth(width);
    if (!m_twin) {
        m_twin = std::make_unique<QLabel>();
        m_twin->setWordWrap(true);
    }
    // Everything QLabel's answer depends on; a hidden widget's update() does nothing.
    m_twin->setFont(font());
    m_twin->setContentsMargins(contentsMargins());
    m_twin->setFrameStyle(frameStyle());
    m_twin->setLineWidth(lineWidth());
    m_twin->setMargin(margin());
    m_twin->setIndent(indent());
    m_twin->setAlignment(alignment());
    m_twin->setTextFormat(textFormat());
    m_twin->setTextInteractionFlags(textInteractionFlags());
    m_twin->setText(text());
    return m_twin->heightForWidth(width);
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
    const int height = measure(width);
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
