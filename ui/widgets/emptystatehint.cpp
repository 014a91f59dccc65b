// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/emptystatehint.h"

#include "ui/widgets/wraplabel.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace RigPlan::Ui {

namespace {

constexpr int kMargin = 12; // from the view's edges

} // namespace

EmptyStateHint::EmptyStateHint(QWidget *over)
    : QFrame(over)
    , m_message(new WrapLabel(tr("No GPUs yet: drag a GPU from Parts onto a slot.")))
    , m_examples(new QWidget)
{
    setObjectName(QStringLiteral("EmptyStateHint"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setAcceptDrops(false);
    m_message->setAlignment(Qt::AlignCenter);
    auto *examples = new QHBoxLayout(m_examples);
    examples->setContentsMargins(0, 0, 0, 0);
    examples->addStretch(1);
    examples->addStretch(1);
    auto *or_ = new QLabel(tr("Or start from an example:"));
    or_->setAlignment(Qt::AlignCenter);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(or_);
    layout->addWidget(m_examples);
    over->installEventFilter(this);
    // A scroll area's viewport moves its children when it scrolls (QWidget::scroll): put the hint back.
    if (auto *area = qobject_cast<QAbstractScrollArea *>(over->parentWidget())) {
        for (QScrollBar *bar : { area->horizontalScrollBar(), area->verticalScrollBar() })
            connect(bar, &QScrollBar::valueChanged, this, &EmptyStateHint::place);
    }
    place();
}

QPushButton *EmptyStateHint::addExample(const QString &title, const QString &path)
{
    auto *button = new QPushButton(title);
    button->setToolTip(tr("Open this example as a new, unsaved build"));
    connect(button, &QPushButton::clicked, this, [this, path] { Q_EMIT exampleRequested(path); });
    auto *row = static_cast<QHBoxLayout *>(m_examples->layout());
    row->insertWidget(row->count() - 1, button); // before the closing stretch
    place();
    return button;
}

QList<QPushButton *> EmptyStateHint::exampleButtons() const
{
    return m_examples->findChildren<QPushButton *>();
}

bool EmptyStateHint::eventFilter(QObject *watched, QEvent *event)
{
    // Placed when the view is shown, and again at each of its resizes: before it shows, its size is not
    // final yet, and each place() lays the hint out anew (sizeHint() of labels and buttons).
    if (watched == parentWidget() && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        place();
    return QFrame::eventFilter(watched, event);
}

void EmptyStateHint::place()
{
    const QWidget *over = parentWidget();
    if (!over->isVisible())
        return; // the view's Show event places it
    // The example buttons side by side where they fit, else one under the other (a narrow view on a small
    // screen cut their titles short).
    auto *row = static_cast<QBoxLayout *>(m_examples->layout());
    row->setDirection(QBoxLayout::LeftToRight);
    const QMargins margins = layout()->contentsMargins();
    if (m_examples->sizeHint().width() + margins.left() + margins.right() + 2 * frameWidth()
        > over->width() - 2 * kMargin)
        row->setDirection(QBoxLayout::TopToBottom);
    const int width = qMin(over->width() - 2 * kMargin, qMax(sizeHint().width(), over->width() * 2 / 3));
    const int height = heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height();
    // At the top, where the view keeps the drawing below it (ChassisView::setTopOverlay): the case's title
    // stays readable, and the drop targets (the connectors, the vertical mount and open-frame places under
    // the case) stay in sight and reachable.
    setGeometry((over->width() - width) / 2, kMargin, qMax(width, 0), height);
}

} // namespace RigPlan::Ui
