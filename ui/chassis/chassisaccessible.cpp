// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/chassisaccessible.h"

#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/mimetypes.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QHash>
#include <QMimeData>
#include <QPointer>

namespace RigPlan::Ui {

namespace {

using Kind = ChassisElement::Kind;

QString actionName(const char *text)
{
    return QCoreApplication::translate("RigPlan::Ui::ChassisAccessible", text);
}

const char *const kAddHere = QT_TRANSLATE_NOOP("RigPlan::Ui::ChassisAccessible", "Add the selected part here");
const char *const kMoveHere = QT_TRANSLATE_NOOP("RigPlan::Ui::ChassisAccessible", "Move the selected card here");
const char *const kMoveUp = QT_TRANSLATE_NOOP("RigPlan::Ui::ChassisAccessible", "Move up");
const char *const kMoveDown = QT_TRANSLATE_NOOP("RigPlan::Ui::ChassisAccessible", "Move down");
const char *const kToMount = QT_TRANSLATE_NOOP("RigPlan::Ui::ChassisAccessible", "Put on a vertical mount");
const char *const kToFrame = QT_TRANSLATE_NOOP("RigPlan::Ui::ChassisAccessible", "Put on the open frame");
const char *const kRemove = QT_TRANSLATE_NOOP("RigPlan::Ui::ChassisAccessible", "Remove");

class ChassisViewAccessible;

/**
 * One element of the chassis. It names its element by kind and index, not by pointer, so it stays
 * right across the scene's redraws; an element that is gone makes it invalid.
 */
class ChassisElementAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    ChassisElementAccessible(ChassisView *view, Kind kind, int index)
        : m_view(view)
        , m_kind(kind)
        , m_index(index)
    {
    }

    const ChassisElement *element() const
    {
        if (!m_view)
            return nullptr;
        for (const ChassisElement &e : m_view->chassisScene()->elements()) {
            if (e.kind == m_kind && e.index == m_index)
                return &e;
        }
        return nullptr;
    }

    bool isValid() const override { return element() != nullptr; }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_view.data()); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    void setText(QAccessible::Text, const QString &) override { }

    QString text(QAccessible::Text t) const override
    {
        const ChassisElement *e = element();
        if (!e)
            return {};
        switch (t) {
        case QAccessible::Name:
            return e->name;
        case QAccessible::Description:
            return e->description;
        default:
            return {};
        }
    }

    QRect rect() const override
    {
        const ChassisElement *e = element();
        if (!e)
            return {};
        const QRect inView = m_view->mapFromScene(e->sceneRect).boundingRect();
        return QRect(m_view->viewport()->mapToGlobal(inView.topLeft()), inView.size());
    }

    QAccessible::Role role() const override
    {
        switch (m_kind) {
        case Kind::Slot:
        case Kind::VerticalMount:
        case Kind::OpenFramePosition:
            return QAccessible::ListItem;
        case Kind::Card:
            return QAccessible::Graphic;
        case Kind::Riser:
        case Kind::Psu:
            return QAccessible::StaticText;
        }
        return QAccessible::NoRole;
    }

    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.focusable = m_kind == Kind::Card;
        s.selectable = m_kind == Kind::Card;
        s.selected = m_kind == Kind::Card && m_view && m_view->chassisScene()->selectedGpu() == m_index;
        s.invalid = !isValid();
        return s;
    }

    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface *>(this) : nullptr;
    }

    QStringList actionNames() const override
    {
        switch (m_kind) {
        case Kind::Slot:
        case Kind::VerticalMount:
        case Kind::OpenFramePosition:
            return { actionName(kAddHere), actionName(kMoveHere) };
        case Kind::Card:
            return { setFocusAction(), actionName(kMoveUp), actionName(kMoveDown), actionName(kToMount),
                actionName(kToFrame), actionName(kRemove) };
        case Kind::Riser:
        case Kind::Psu:
            break;
        }
        return {};
    }

    QString localizedActionDescription(const QString &name) const override { return name; }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

    void doAction(const QString &name) override
    {
        if (!m_view || !isValid())
            return;
        ChassisScene *scene = m_view->chassisScene();
        const DropTarget target = m_kind == Kind::Slot ? DropTarget::connector(m_index)
            : m_kind == Kind::VerticalMount            ? DropTarget::verticalMount()
                                                       : DropTarget::openFrame();
        if (name == actionName(kAddHere)) {
            scene->addCurrentPartAt(target, nullptr);
        } else if (name == actionName(kMoveHere)) {
            if (scene->selectedGpu() < 0)
                return;
            QMimeData mime;
            mime.setData(Mime::kGpuIndex, QByteArray::number(scene->selectedGpu()));
            scene->drop(&mime, target);
        } else if (name == setFocusAction()) {
            scene->setSelectedGpu(m_index);
        } else if (name == actionName(kMoveUp) || name == actionName(kMoveDown)) {
            scene->setSelectedGpu(m_index);
            scene->moveSelected(name == actionName(kMoveUp) ? -1 : +1);
        } else if (name == actionName(kToMount) || name == actionName(kToFrame)) {
            scene->setSelectedGpu(m_index);
            scene->putSelectedOnRiser(name == actionName(kToFrame));
        } else if (name == actionName(kRemove)) {
            scene->setSelectedGpu(m_index);
            scene->removeSelected();
        }
    }

private:
    QPointer<ChassisView> m_view;
    Kind m_kind;
    int m_index;
};

/** The chassis view: a widget whose children are the chassis' elements. */
class ChassisViewAccessible : public QAccessibleWidget
{
public:
    explicit ChassisViewAccessible(ChassisView *view)
        : QAccessibleWidget(
            view, QAccessible::Pane, QCoreApplication::translate("RigPlan::Ui::ChassisAccessible", "Chassis"))
    {
    }

    ChassisView *view() const { return static_cast<ChassisView *>(widget()); }

    int childCount() const override { return static_cast<int>(view()->chassisScene()->elements().size()); }

    QAccessibleInterface *child(int index) const override
    {
        const QList<ChassisElement> &elements = view()->chassisScene()->elements();
        if (index < 0 || index >= elements.size())
            return nullptr;
        const ChassisElement &e = elements[index];
        // One interface per element for the view's life: registered, so its id stays the same.
        const quint64 key = (quint64(e.kind) << 32) | quint32(e.index);
        auto it = m_children.constFind(key);
        if (it != m_children.cend() && QAccessible::accessibleInterface(*it))
            return QAccessible::accessibleInterface(*it);
        auto *iface = new ChassisElementAccessible(view(), e.kind, e.index);
        m_children.insert(key, QAccessible::registerAccessibleInterface(iface));
        return iface;
    }

    int indexOfChild(const QAccessibleInterface *child) const override
    {
        for (int i = 0; i < childCount(); ++i) {
            if (this->child(i) == child)
                return i;
        }
        return -1;
    }

    QAccessibleInterface *childAt(int x, int y) const override
    {
        // The smallest element under the point: a card over a slot row, a slot rather than the case.
        QAccessibleInterface *best = nullptr;
        int bestArea = 0;
        for (int i = 0; i < childCount(); ++i) {
            QAccessibleInterface *c = child(i);
            const QRect r = c->rect();
            if (r.contains(x, y) && (!best || r.width() * r.height() < bestArea)) {
                best = c;
                bestArea = r.width() * r.height();
            }
        }
        return best;
    }

    ~ChassisViewAccessible() override
    {
        for (QAccessible::Id id : std::as_const(m_children))
            QAccessible::deleteAccessibleInterface(id);
    }

private:
    mutable QHash<quint64, QAccessible::Id> m_children;
};

QAccessibleInterface *chassisFactory(const QString &className, QObject *object)
{
    if (className == QLatin1StringView("RigPlan::Ui::ChassisView")) {
        if (auto *view = qobject_cast<ChassisView *>(object))
            return new ChassisViewAccessible(view);
    }
    return nullptr;
}

} // namespace

void installChassisAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(chassisFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace RigPlan::Ui
