// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/powerdock.h"

#include "core/buildedits.h"
#include "core/estimate/estimator.h"
#include "core/plan/powerlimitoptimiser.h"
#include "core/valueranges.h"
#include "ui/document/builddocument.h"
#include "ui/widgets/powerbars.h"
#include "ui/widgets/wheelguard.h"
#include "ui/widgets/wraplabel.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace RigPlan::Ui {

namespace {

constexpr int kStepW = 5; // nvidia-smi takes whole watts; 5 W steps are fine enough to plan with

} // namespace

PowerDock::PowerDock(BuildDocument *document, double headroom, QWidget *parent)
    : QDockWidget(tr("Power"), parent)
    , m_document(document)
    , m_bars(new PowerBars(document, headroom))
    , m_sliders(new QWidget)
    , m_form(new QFormLayout(m_sliders))
{
    setObjectName(QStringLiteral("PowerDock"));
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_bars);
    auto *legend = new WrapLabel(tr("Red line: the limit. Dashed: the headroom threshold. Triangle: the transient "
                                    "peak; dotted: the peak the PSU rides through."));
    legend->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(legend);
    // Plain text: a rich-text heading would load a bold font and a text document at startup (about 1 ms).
    auto *title = new QLabel(tr("Power limits (nvidia-smi -pl):"));
    title->setToolTip(tr("Lower limits cut heat, PSU load and wall draw for a small loss of speed."));
    auto *optimise = new QPushButton(tr("&Best Limits"));
    optimise->setObjectName(QStringLiteral("optimiseLimits"));
    optimise->setToolTip(tr("Set the per-card limits that keep the most estimated speed while every PSU stays "
                            "within the headroom threshold and the circuit carries the load"));
    connect(optimise, &QPushButton::clicked, this, &PowerDock::optimiseLimits);
    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(title, 1);
    titleRow->addWidget(optimise);
    layout->addLayout(titleRow);
    layout->addWidget(m_sliders);
    layout->addStretch(1);
    // The whole panel scrolls: every PSU, circuit and card is there however small the dock.
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(body);
    setWidget(scroll);
    connect(document, &BuildDocument::changed, this, [this](const BuildChange &change) {
        if (change.reportChanged())
            sync();
    });
    sync();
}

void PowerDock::setHeadroom(double headroom)
{
    m_bars->setHeadroom(headroom);
}

bool PowerDock::optimiseLimits()
{
    const ResolvedBuild &resolved = m_document->resolved();
    EstimateOptions estimateOptions;
    estimateOptions.catalog = &m_document->parts();
    const std::optional<PowerLimitPlan> plan
        = optimisePowerLimits(resolved, estimateOptions, m_document->checkOptions().headroom);
    if (!plan) {
        QMessageBox::information(this, tr("Best Limits"),
            resolved.gpus.empty() || resolved.psus.empty()
                ? tr("The build needs GPUs and a PSU first.")
                : tr("No power limits make this build fit its PSUs and circuits: even with every card at the "
                     "lowest limit its firmware takes, the load is too high. Add a PSU on another circuit or "
                     "use a larger circuit."));
        return false;
    }
    Build next = m_document->build();
    for (qsizetype i = 0; i < plan->limitsW.size() && i < next.gpus.size(); ++i) {
        const double tdp = resolved.gpus[static_cast<std::size_t>(i)].spec->tdpW;
        next.gpus[i].powerLimitW = plan->limitsW[i] < tdp ? std::optional(plan->limitsW[i]) : std::nullopt;
    }
    if (next != m_document->build())
        m_document->edit(tr("Best power limits"), next);
    return true;
}

QSlider *PowerDock::slider(int gpu) const
{
    return gpu >= 0 && gpu < m_sliderList.size() ? m_sliderList[gpu] : nullptr;
}

QString PowerDock::sliderText(int gpu) const
{
    const ResolvedGpu &g = m_document->resolved().gpus[static_cast<std::size_t>(gpu)];
    const double kept = retainedSpeed(g.spec->architecture, g.powerW(), g.spec->tdpW);
    return tr("%1 W · %2% speed").arg(roundToInt(g.powerW())).arg(roundToInt(kept * 100));
}

void PowerDock::sync()
{
    const ResolvedBuild &r = m_document->resolved();
    QStringList parts;
    for (const ResolvedGpu &g : r.gpus)
        parts << g.part->id;
    if (parts != m_shownParts) {
        // The cards changed: make one slider per card.
        m_shownParts = parts;
        while (m_form->rowCount() > 0)
            m_form->removeRow(0);
        m_sliderList.clear();
        for (int i = 0; i < static_cast<int>(r.gpus.size()); ++i) {
            const GpuSpec &spec = *r.gpus[static_cast<std::size_t>(i)].spec;
            auto *slider = new QSlider(Qt::Horizontal);
            // What the firmware accepts (the build reader refuses other limits), in whole steps: Best Limits
            // may go as low as the firmware does, and the slider shows what it set.
            const int maxW = floorToInt(spec.maxLimitW() / kStepW) * kStepW;
            const int minW = ceilToInt(spec.minLimitW() / kStepW) * kStepW;
            slider->setRange(std::min(minW, maxW), maxW);
            slider->setSingleStep(kStepW);
            slider->setPageStep(25);
            WheelGuard::guard(slider); // a wheel over the panel scrolls it, it does not set a limit
            // The form's "GPU n" label names the row, not the slider: a screen reader said nothing for it.
            slider->setAccessibleName(tr("GPU %1 power limit").arg(i + 1));
            slider->setToolTip(tr("Power limit of GPU %1 (TDP %2 W; the firmware takes %3-%4 W)")
                                   .arg(i + 1)
                                   .arg(spec.tdpW)
                                   .arg(minW)
                                   .arg(maxW));
            auto *value = new QLabel;
            // As wide as the widest reading, so the slider's length does not change under the mouse as it moves.
            value->setMinimumWidth(value->fontMetrics().horizontalAdvance(tr("%1 W · %2% speed").arg(8888).arg(100)));
            value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            auto *row = new QWidget;
            auto *h = new QHBoxLayout(row);
            h->setContentsMargins(0, 0, 0, 0);
            h->addWidget(slider, 1);
            h->addWidget(value);
            m_form->addRow(tr("GPU %1").arg(i + 1), row);
            m_sliderList.append(slider);
            connect(slider, &QSlider::valueChanged, this, [this, i](int watts) {
                Build next = m_document->build();
                if (i >= next.gpus.size())
                    return;
                const double tdp = m_document->resolved().gpus[static_cast<std::size_t>(i)].spec->tdpW;
                const int snapped = std::max(watts / kStepW * kStepW, m_sliderList[i]->minimum());
                BuildEdits::setPowerLimit(next, i, snapped >= tdp ? std::nullopt : std::optional<double>(snapped));
                // A whole drag is one undo step (merged by card).
                m_document->edit(tr("Set power limit of GPU %1").arg(i + 1), next, EditMerge::PowerLimit, i);
            });
        }
    }
    for (int i = 0; i < m_sliderList.size(); ++i) {
        QSlider *slider = m_sliderList[i];
        const QSignalBlocker block(slider);
        slider->setValue(roundToInt(r.gpus[static_cast<std::size_t>(i)].powerW()));
        auto *row = m_form->itemAt(i, QFormLayout::FieldRole)->widget();
        row->findChild<QLabel *>()->setText(sliderText(i));
        slider->setAccessibleDescription(sliderText(i));
    }
    if (r.gpus.empty() && m_form->rowCount() == 0)
        m_form->addRow(new QLabel(tr("Add GPUs to set their power limits.")));
}

} // namespace RigPlan::Ui
