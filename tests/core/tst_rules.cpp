// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every rule id of shared/spec/cli.md with rows that fire and rows that must not.
#include "core/report/findingtext.h"
#include "tests/support/testcatalog.h"

#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void rule_data();
    void rule();
    void everyRuleHasARow();
    void details_data();
    void details();
    void detailsBelongToTheirRule();
    void fixes_data();
    void fixes();
    void messagesNameCardsAndSlots();
    void connectorsMessageSaysWhatIsShort();
    void cpuWithoutBoardAsksOneEps();

private:
    QSet<QString> m_rulesSeen;
};

namespace {

const QList<int> kAny { -1 }; // the row checks only whether the rule fires

void row(const char *name, const char *json, const char *rule, bool fires, const QList<int> &gpus = kAny)
{
    QTest::newRow(name) << QByteArray(json) << QString::fromLatin1(rule) << fires << gpus;
}

} // namespace

void TestRules::rule_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QList<int>>("gpus");

    // slot.missing: the AM4 test board has connectors at 1, 4 and 6 only.
    row("missing: no connector at 2", R"({"board":"test-am4","cpu":"test-am4-105","case":"test-atx-7",
        "gpus":[{"part":"rtx-3080-fe","slot":2}]})",
        "slot.missing", true, { 0 });
    row("missing: connector at 4", R"({"board":"test-am4","cpu":"test-am4-105","case":"test-atx-7",
        "gpus":[{"part":"rtx-3080-fe","slot":4}]})",
        "slot.missing", false);
    // slot.shared
    row("shared: two in slot 1", R"({"gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":1}]})",
        "slot.shared", true, { 0, 1 });
    row("shared: riser card shares a connector", R"({"gpus":[{"part":"rtx-3080-fe","slot":1},
        {"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":4}}]})",
        "slot.shared", true, { 0, 1 });
    row("shared: 1 and 3", R"({"gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})",
        "slot.shared", false);
    // slot.blocked: a 3-slot card at 1 covers 1..3.
    row("blocked: under a 3-slot card", R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})",
        "slot.blocked", true, { 1 });
    row("blocked: 2.5-slot covers 3 positions",
        R"({"gpus":[{"part":"rtx-3090-gaming-oc","slot":1},{"part":"rtx-3080-fe","slot":3}]})", "slot.blocked", true,
        { 1 });
    row("blocked: riser plugged under a card", R"({"gpus":[{"part":"rtx-3090-fe","slot":1},
        {"part":"rtx-3080-fe","slot":2,"riser":{"mount":"vertical","gen":4}}]})",
        "slot.blocked", true, { 1 });
    row("blocked: not right below", R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":4}]})",
        "slot.blocked", false);
    row("blocked: riser card blocks nothing",
        R"({"gpus":[{"part":"rtx-3090-fe","slot":1,"riser":{"mount":"vertical","gen":4}},
        {"part":"rtx-3080-fe","slot":2}]})",
        "slot.blocked", false);
    // slot.overflow: 8-slot tower.
    row("overflow: 3-slot at 7 of 8", R"({"gpus":[{"part":"rtx-3090-fe","slot":7}]})", "slot.overflow", true, { 0 });
    row("overflow: 2-slot at 7 of 8", R"({"gpus":[{"part":"rtx-3080-fe","slot":7}]})", "slot.overflow", false);
    row("overflow: 2-slot at 7 of 7", R"({"board":"test-trx40","cpu":"test-tr-280","case":"test-atx-7",
        "gpus":[{"part":"rtx-3080-fe","slot":7}]})",
        "slot.overflow", true, { 0 });
    // case.gpu-length: tower takes 360 mm.
    row("length: 400 mm card", R"({"gpus":[{"part":"long-card","slot":1}]})", "case.gpu-length", true, { 0 });
    row("length: 313 mm card", R"({"gpus":[{"part":"rtx-3090-fe","slot":1}]})", "case.gpu-length", false);
    row("length: on an open frame", R"({"case":"test-open-frame","gpus":[{"part":"long-card","slot":1,
        "riser":{"mount":"frame","gen":4}}]})",
        "case.gpu-length", false);
    // case.board-fit
    row("board-fit: CEB board in ATX case", R"({"case":"test-atx-7","gpus":[]})", "case.board-fit", true);
    row("board-fit: CEB board in tower", R"({"gpus":[]})", "case.board-fit", false);
    // cpu.socket
    row("socket: AM4 CPU on LGA2066 board", R"({"cpu":"test-am4-105","gpus":[]})", "cpu.socket", true);
    row("socket: matching", R"({"gpus":[]})", "cpu.socket", false);
    // cooling.gap
    row("gap: open-air stacked", R"({"gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})",
        "cooling.gap", true, { 0 });
    row("gap: open-air with a free slot",
        R"({"gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":4}]})", "cooling.gap", false);
    row("gap: blowers stacked", R"({"gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3}]})",
        "cooling.gap", false);
    row("gap: liquid stacked", R"({"gpus":[{"part":"rtx-3070-liquid","slot":1},{"part":"rtx-3070-liquid","slot":3}]})",
        "cooling.gap", false);
    row("gap: lowest card against the case bottom", R"({"gpus":[{"part":"rtx-3080-fe","slot":7}]})", "cooling.gap",
        true, { 0 });
    row("gap: 2.5-slot card half a slot above the next", R"({"gpus":[{"part":"rtx-3090-gaming-oc","slot":1},
        {"part":"rtx-3090-turbo","slot":4}]})",
        "cooling.gap", true, { 0 });
    // cooling.passive
    row("passive: A40 in a tower", R"({"gpus":[{"part":"a40","slot":1}]})", "cooling.passive", true, { 0 });
    row("passive: A40 in a server", R"({"case":"test-server-4u","gpus":[{"part":"a40","slot":1}]})", "cooling.passive",
        false);
    // psu.capacity
    row("capacity: 4x 3090 + 280 W CPU on 1600 W",
        R"({"board":"test-trx40","cpu":"test-tr-280","case":"test-open-frame",
        "otherLoadW":80,"gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},
        {"part":"rtx-3090-turbo","slot":5},{"part":"rtx-3090-turbo","slot":7}]})",
        "psu.capacity", true);
    row("capacity: 2x 3090 on 1600 W",
        R"({"gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3}]})", "psu.capacity", false);
    // psu.headroom: 1200 W ATX 3 at 80 % is 960 W.
    row("headroom: 2x 3090 + 165 W + 80 W = 945 W on 1000 W-class", R"({"psus":["test-1200-atx3"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3080-fe","slot":5,"powerLimitW":100}]})",
        "psu.headroom", true);
    row("headroom: 2x 3090 on 1200 W ATX 3", R"({"psus":["test-1200-atx3"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3}]})",
        "psu.headroom", false);
    // psu.transient
    row("transient: 3090 on 650 W ATX 2", R"({"board":"test-am4","cpu":"test-am4-105","psus":["test-650-atx2"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1}]})",
        "psu.transient", true, { 0 });
    row("transient: 3090 on 750 W ATX 2", R"({"board":"test-am4","cpu":"test-am4-105","psus":["test-750-atx2"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1}]})",
        "psu.transient", false);
    // psu.connectors
    row("connectors: 3 cards x 2 leads on a 4-lead PSU", R"({"psus":["test-1200-atx3"],"gpus":[
        {"part":"rtx-3080-fe","slot":1,"powerLimitW":200},{"part":"rtx-3080-fe","slot":4,"powerLimitW":200},
        {"part":"rtx-3080-fe","slot":7,"powerLimitW":200}]})",
        "psu.connectors", true, { 0, 1, 2 });
    row("connectors: 12VHPWR card on a PSU with the lead", R"({"psus":["test-1200-atx3"],
        "gpus":[{"part":"rtx-4090-fe","slot":1}]})",
        "psu.connectors", false);
    row("connectors: 12VHPWR card through an adapter needs 3 leads", R"({"psus":["test-650-atx2"],
        "gpus":[{"part":"rtx-4090-fe","slot":1,"powerLimitW":200}]})",
        "psu.connectors", true, { 0 });
    row("connectors: A6000 takes EPS leads", R"({"psus":["test-650-atx2"],"board":"test-am4","cpu":"test-am4-105",
        "case":"test-atx-7","gpus":[{"part":"rtx-a6000","slot":1}]})",
        "psu.connectors", true, { 0 });
    // The board's EPS sockets (test catalog: the TRX40 board requires 2, the 7-slot LGA2066 board 1 of its 2).
    row("connectors: board requires 2 EPS, the PSU has 1", R"({"board":"test-trx40","cpu":"test-tr-280",
        "psus":["test-750-atx2"],"gpus":[]})",
        "psu.connectors", true, {});
    row("connectors: board requires 2 EPS, the cards short of PCIe named",
        R"({"board":"test-trx40","cpu":"test-tr-280","psus":["test-750-atx2"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3}]})",
        "psu.connectors", true, { 0, 1 });
    row("connectors: board requires 1 EPS, the PSU has 1", R"({"cpu":"test-cpu-165","psus":["test-750-atx2"],
        "gpus":[]})",
        "psu.connectors", false);
    // Issue 14: one RTX 3090 FE (2 x 8-pin through its adapter), a 650 W PSU with 1 EPS and 2 PCIe leads, an
    // LGA2066 board requiring one EPS lead, a 165 W CPU: every lead is there.
    row("connectors: issue 14, 3090 FE on 650 W with one EPS", R"({"cpu":"test-cpu-165","psus":["test-650-atx2"],
        "gpus":[{"part":"rtx-3090-fe","slot":1}]})",
        "psu.connectors", false);
    row("connectors: issue 14 with an inline board that does not say (requires one)", R"({"board":"old-x299",
        "cpu":"test-cpu-165","psus":["test-650-atx2"],
        "parts":[{"id":"old-x299","kind":"board","name":"LGA2066 board of an older file","formFactor":"CEB",
        "socket":"LGA2066","slots":[{"position":1,"lanes":16,"gen":3}]}],
        "gpus":[{"part":"rtx-3090-fe","slot":1}]})",
        "psu.connectors", false);
    row("connectors: the same inline board saying it requires 2", R"({"board":"x299-2eps",
        "cpu":"test-cpu-165","psus":["test-650-atx2"],
        "parts":[{"id":"x299-2eps","kind":"board","name":"LGA2066 board requiring 2 EPS","formFactor":"CEB",
        "socket":"LGA2066","epsSockets":2,"epsRequired":2,"slots":[{"position":1,"lanes":16,"gen":3}]}],
        "gpus":[{"part":"rtx-3090-fe","slot":1}]})",
        "psu.connectors", true, {});
    // psu.input-voltage: 2000 W unit gives 1300 W on 120 V.
    row("input-voltage: 2 kW unit on 120 V overloaded", R"({"psus":["test-2000-230v"],"circuit":"us-120v-20a",
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5},
        {"part":"rtx-3090-turbo","slot":7}]})",
        "psu.input-voltage", true);
    row("input-voltage: same on 230 V", R"({"psus":["test-2000-230v"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5},
        {"part":"rtx-3090-turbo","slot":7}]})",
        "psu.input-voltage", false);
    row("input-voltage: within the derated rating", R"({"psus":["test-2000-230v"],"circuit":"us-120v-20a",
        "gpus":[{"part":"rtx-3090-turbo","slot":1}]})",
        "psu.input-voltage", false);
    // A 230 V-only unit (wattsAt115V 0) does not start on 120 V, whatever the load; on 230 V it is a 2 kW unit.
    const char *only230 = R"("parts":[{"id":"psu-230-only","kind":"psu","name":"2000 W, 230 V only","watts":2000,
        "wattsAt115V":0,"efficiency":"platinum","atx":3,"pcie8pin":8,"eps8pin":2}],
        "gpus":[{"part":"rtx-3090-turbo","slot":1}]})";
    row("input-voltage: a 230 V-only unit on 120 V",
        QByteArray(QByteArray(R"({"psus":["psu-230-only"],"circuit":"us-120v-15a",)") + only230).constData(),
        "psu.input-voltage", true);
    row("input-voltage: the 230 V-only unit on 230 V",
        QByteArray(QByteArray(R"({"psus":["psu-230-only"],"circuit":"eu-230v-16a",)") + only230).constData(),
        "psu.input-voltage", false);
    // circuit.capacity
    row("circuit: 3x 3090 on 15 A 120 V",
        R"({"circuit":"us-120v-15a","otherLoadW":150,"gpus":[{"part":"rtx-3090-turbo","slot":1},
        {"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5}]})",
        "circuit.capacity", true);
    row("circuit: same on 230 V 16 A", R"({"otherLoadW":150,"gpus":[{"part":"rtx-3090-turbo","slot":1},
        {"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5}]})",
        "circuit.capacity", false);
    row("circuit: 2x 3090 on 15 A 120 V", R"({"circuit":"us-120v-15a","gpus":[{"part":"rtx-3090-turbo","slot":1},
        {"part":"rtx-3090-turbo","slot":3}]})",
        "circuit.capacity", false);
    // riser.mount: the tower has one vertical mount.
    row("mount: second vertical riser",
        R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":4}},
        {"part":"rtx-3080-fe","slot":4,"riser":{"mount":"vertical","gen":4}}]})",
        "riser.mount", true, { 1 });
    row("mount: frame riser in a tower",
        R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"frame","gen":4}}]})", "riser.mount", true, { 0 });
    row("mount: one vertical riser",
        R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":4}}]})", "riser.mount", false);
    // riser.signal
    row("signal: gen 3 riser on a gen 4 link",
        R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":3}}]})", "riser.signal", true,
        { 0 });
    row("signal: 600 mm gen 4 riser",
        R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":4,"lengthMm":600}}]})",
        "riser.signal", true, { 0 });
    row("signal: 600 mm gen 4 riser with a retimer", R"({"gpus":[{"part":"rtx-3080-fe","slot":1,
        "riser":{"mount":"vertical","gen":4,"lengthMm":600,"retimer":true}}]})",
        "riser.signal", false);
    row("signal: 600 mm gen 4 twinax cable without a retimer", R"({"gpus":[{"part":"rtx-3080-fe","slot":1,
        "riser":{"mount":"vertical","gen":4,"lengthMm":600,"cable":"twinax"}}]})",
        "riser.signal", true, { 0 });
    row("signal: gen 3 riser on a gen 3 card",
        R"({"gpus":[{"part":"gen3-card","slot":1,"riser":{"mount":"vertical","gen":3}}]})", "riser.signal", false);
    // riser.transport
    row("transport: any riser", R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":4}}]})",
        "riser.transport", true, { 0 });
    row("transport: no riser", R"({"gpus":[{"part":"rtx-3080-fe","slot":1}]})", "riser.transport", false);
    // pcie.lanes: AM4 slot 4 is x4 from the chipset; the TRX40 CPU has 56 lanes.
    row("lanes: card in an x4 slot", R"({"board":"test-am4","cpu":"test-am4-105","case":"test-atx-7",
        "gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":4}]})",
        "pcie.lanes", true, { 1 });
    row("lanes: x16 slot", R"({"board":"test-am4","cpu":"test-am4-105","case":"test-atx-7",
        "gpus":[{"part":"rtx-3080-fe","slot":1}]})",
        "pcie.lanes", false);
    row("lanes: CPU oversubscribed", R"({"board":"test-trx40","cpu":"small-cpu","case":"test-open-frame",
        "parts":[{"id":"small-cpu","kind":"cpu","name":"24-lane CPU","socket":"sTRX4","tdpW":100,"pcieLanes":24}],
        "gpus":[{"part":"rtx-a6000","slot":1},{"part":"rtx-a6000","slot":3},{"part":"rtx-a6000","slot":5}]})",
        "pcie.lanes", true, { 0, 1, 2 });
    row("lanes: 40 of 56 CPU lanes", R"({"board":"test-trx40","cpu":"test-tr-280","case":"test-open-frame",
        "gpus":[{"part":"rtx-a6000","slot":1},{"part":"rtx-a6000","slot":3},{"part":"rtx-a6000","slot":5}]})",
        "pcie.lanes", false);
    // nvlink.spacing: 3090 bridges span 3 or 4 slots.
    row("nvlink: 3090s 2 apart",
        R"({"gpus":[{"part":"rtx-3090-turbo","slot":1,"nvlinkWith":1},{"part":"rtx-3090-turbo","slot":3}]})",
        "nvlink.spacing", true, { 0, 1 });
    row("nvlink: 3090s 4 apart",
        R"({"gpus":[{"part":"rtx-3090-turbo","slot":1,"nvlinkWith":1},{"part":"rtx-3090-turbo","slot":5}]})",
        "nvlink.spacing", false);
    row("nvlink: A6000s 2 apart",
        R"({"gpus":[{"part":"rtx-a6000","slot":1,"nvlinkWith":1},{"part":"rtx-a6000","slot":3}]})", "nvlink.spacing",
        false);
    row("nvlink: partner on a riser", R"({"gpus":[{"part":"rtx-3090-turbo","slot":1,"nvlinkWith":1},
        {"part":"rtx-3090-turbo","slot":5,"riser":{"mount":"vertical","gen":4}}]})",
        "nvlink.spacing", true, { 0, 1 });
    // nvlink.unsupported
    row("nvlink: 3080 has none",
        R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"nvlinkWith":1},{"part":"rtx-3080-fe","slot":4}]})",
        "nvlink.unsupported", true, { 0, 1 });
    row("nvlink: 3090 pair",
        R"({"gpus":[{"part":"rtx-3090-turbo","slot":1,"nvlinkWith":1},{"part":"rtx-3090-turbo","slot":5}]})",
        "nvlink.unsupported", false);
    // precision.unsupported / sparsity.unsupported
    row("precision: bf16 on Turing", R"({"workload":{"precision":"bf16"},"gpus":[{"part":"rtx-2080-ti-fe","slot":1}]})",
        "precision.unsupported", true, { 0 });
    row("precision: fp8 on Ampere", R"({"workload":{"precision":"fp8"},"gpus":[{"part":"rtx-3080-fe","slot":1},
        {"part":"rtx-4090-fe","slot":4}]})",
        "precision.unsupported", true, { 0 });
    row("precision: bf16 on Ampere", R"({"workload":{"precision":"bf16"},"gpus":[{"part":"rtx-3080-fe","slot":1}]})",
        "precision.unsupported", false);
    row("sparsity: on Turing", R"({"workload":{"sparsity24":true},"gpus":[{"part":"rtx-2080-ti-fe","slot":1}]})",
        "sparsity.unsupported", true, { 0 });
    row("sparsity: on Ampere", R"({"workload":{"sparsity24":true},"gpus":[{"part":"rtx-3080-fe","slot":1}]})",
        "sparsity.unsupported", false);
    // gpu.form-factor (added)
    row("form factor: SXM in a slot", R"({"gpus":[{"part":"a100-sxm4-80gb","slot":1}]})", "gpu.form-factor", true,
        { 0 });
    row("form factor: PCIe card", R"({"gpus":[{"part":"rtx-a6000","slot":1}]})", "gpu.form-factor", false);
    // memory.fit (added): 16 bytes per parameter; the test cards have 24 GB.
    row("memory: 2B params on a 24 GB card next to a 48 GB one", R"({"workload":{"modelParamsB":2},
        "parts":[{"id":"card-48gb","kind":"gpu","name":"48 GB card","architecture":"ampere","memoryGB":48,"tdpW":300,
        "slotWidth":2,"lengthMm":267,"cooler":"blower"}],
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"card-48gb","slot":4}]})",
        "memory.fit", true, { 0 });
    row("memory: 1.4B params on 24 GB",
        R"({"workload":{"modelParamsB":1.4},"gpus":[{"part":"rtx-3090-turbo","slot":1}]})", "memory.fit", false);
    row("memory: no model size", R"({"workload":{"model":"transformer"},"gpus":[{"part":"rtx-3090-turbo","slot":1}]})",
        "memory.fit", false);
    // parallel.divisibility (added): tensor parallelism needs the GPU count to divide the attention heads.
    row("tensor: 32 heads over 3 GPUs", R"({"workload":{"model":"llm","paramsB":1,"method":"lora","parallel":"tensor",
        "attentionHeads":32},"gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},
        {"part":"rtx-3090-turbo","slot":5}]})",
        "parallel.divisibility", true, { 0, 1, 2 });
    row("tensor: 32 heads over 2 GPUs", R"({"workload":{"model":"llm","paramsB":1,"method":"lora","parallel":"tensor",
        "attentionHeads":32},"gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3}]})",
        "parallel.divisibility", false);
    // psu.sync (added): two PSUs must say how they switch on together. The adapters are the file's own parts.
    const char *adapters = R"("parts":[{"id":"sync-2","kind":"psu-sync","name":"2-PSU adapter","psus":2,
        "trigger":"24pin","priceUsd":12},{"id":"sync-3","kind":"psu-sync","name":"3-PSU adapter","psus":3,
        "trigger":"24pin","priceUsd":20}])";
    row("sync: two PSUs, nothing said",
        QByteArray(QByteArray(R"({"psus":["test-1600-p2","test-1600-p2"],)") + adapters
            + R"(,"gpus":[{"part":"rtx-3080-fe","slot":1}]})")
            .constData(),
        "psu.sync", true, {});
    row("sync: one PSU", R"({"psus":["test-1600-p2"],"gpus":[{"part":"rtx-3080-fe","slot":1}]})", "psu.sync", false);
    row("sync: two PSUs on an adapter",
        QByteArray(QByteArray(R"({"psus":["test-1600-p2","test-1600-p2"],
        "psuSync":{"adapter":"sync-2"},)")
            + adapters + R"(,"gpus":[{"part":"rtx-3080-fe","slot":1}]})")
            .constData(),
        "psu.sync", false);
    row("sync: three PSUs on a 2-PSU adapter",
        QByteArray(QByteArray(R"({"psus":["test-1600-p2","test-1600-p2",
        "test-1600-p2"],"psuSync":{"adapter":"sync-2"},)")
            + adapters + R"(,"gpus":[{"part":"rtx-3080-fe","slot":1}]})")
            .constData(),
        "psu.sync", true, {});
    // part.redefined (added): an inline part that reuses a catalog id with other figures is named; the same
    // figures at another price are not (a file may carry what the user paid).
    const QByteArray rtx3080 = R"({"id":"rtx-3080-fe","kind":"gpu","name":"GeForce RTX 3080 Founders Edition",
        "priceUsd":%PRICE%,"source":"test fixture: figures follow db/seed/catalog.json where the part is real; the rest is made up for tests",
        "family":"rtx-3080","architecture":"ampere","memoryGB":24,"memoryBandwidthGBs":936,"fp16TensorTflops":71,
        "fp32Tflops":35.6,"tdpW":%TDP%,"slotWidth":2,"lengthMm":285,"cooler":"open-air","powerConnectors":{"pcie8pin":2},
        "pcieGen":4,"formFactor":"pcie","p2p":false})";
    const auto redefining = [&](const char *price, const char *tdp) {
        QByteArray part = rtx3080;
        part.replace("%PRICE%", price).replace("%TDP%", tdp);
        return QByteArray(R"({"parts":[)" + part + R"(],"gpus":[{"part":"rtx-3080-fe","slot":1},
            {"part":"rtx-3090-turbo","slot":4}]})");
    };
    row("redefined: 100 W instead of 320 W", redefining("699", "100").constData(), "part.redefined", true, { 0 });
    row("redefined: only its price", redefining("499", "320").constData(), "part.redefined", false);
    row("sync: separate switches, separate circuits", R"({"circuits":["us-120v-15a","us-120v-15a"],
        "psus":[{"part":"test-1600-p2","circuit":0},{"part":"test-1600-p2","circuit":1}],
        "psuSync":{"method":"separate-switches"},"gpus":[{"part":"rtx-3080-fe","slot":1}]})",
        "psu.sync", false);
    row("sync: separate switches on one circuit", R"({"psus":["test-1600-p2","test-1600-p2"],
        "psuSync":{"method":"separate-switches"},"gpus":[{"part":"rtx-3080-fe","slot":1}]})",
        "psu.sync", true, {});
}

void TestRules::rule()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, rule);
    QFETCH(bool, fires);
    QFETCH(QList<int>, gpus);
    m_rulesSeen.insert(rule);

    const CheckReport report = Test::checkBuild(json.constData());
    const QList<Finding> found = Test::findingsOf(report, rule);
    QCOMPARE(!found.isEmpty(), fires);
    // Every finding carries the details of its own rule (FindingText reads them by type).
    for (const Finding &f : report.findings)
        QVERIFY2(f.detailsFitRule(), qPrintable(ruleIdString(f.rule) + u": "_s + toDebugString(f.details)));
    if (fires && gpus != kAny) {
        QList<int> actual;
        for (const Finding &f : found)
            actual.append(QList<int>(f.gpus.begin(), f.gpus.end()));
        QCOMPARE(actual, gpus);
    }

    // The planner's check (CheckOptions::fixes false) finds exactly the same, in the same order, with no fixes.
    const Build build = Test::buildFrom(json.constData());
    const LayeredCatalog parts(&Test::catalog(), build.parts);
    CheckOptions bare;
    bare.catalog = &parts;
    bare.fixes = false;
    const CheckReport quick = check(Test::resolve(build), bare);
    QCOMPARE(quick.findings.size(), report.findings.size());
    for (std::size_t i = 0; i < quick.findings.size(); ++i) {
        const Finding &a = quick.findings[i];
        const Finding &b = report.findings[i];
        QCOMPARE(ruleIdString(a.rule), ruleIdString(b.rule));
        QCOMPARE(QList<int>(a.gpus.begin(), a.gpus.end()), QList<int>(b.gpus.begin(), b.gpus.end()));
        QCOMPARE(QList<int>(a.slotPositions.begin(), a.slotPositions.end()),
            QList<int>(b.slotPositions.begin(), b.slotPositions.end()));
        QCOMPARE(a.psu, b.psu);
        QCOMPARE(a.circuit, b.circuit);
        QCOMPARE(toDebugString(a.details), toDebugString(b.details));
        QVERIFY2(a.fixes.isEmpty(), qPrintable(ruleIdString(a.rule)));
    }
    // The riser count is a search the planner never reads: with fixes only.
    QVERIFY(report.risersNeeded.has_value());
    QVERIFY(!quick.risersNeeded.has_value());

    // Unordered (CheckOptions::ordered false): the same findings as a multiset, and the same first error.
    CheckOptions unordered = bare;
    unordered.ordered = false;
    const CheckReport loose = check(Test::resolve(build), unordered);
    const auto signatures = [](const Findings &findings) {
        QStringList out;
        for (const Finding &f : findings)
            out << ruleIdString(f.rule) + u' ' + toDebugString(f.details) + u" gpus"
                    + QString::number(f.gpus.isEmpty() ? -1 : f.gpus.front()) + u" psu" + QString::number(f.psu);
        out.sort();
        return out;
    };
    QCOMPARE(signatures(loose.findings), signatures(quick.findings));
    QCOMPARE(firstError(loose.findings), firstError(quick.findings));
}

void TestRules::everyRuleHasARow()
{
    // Runs after rule(): every id the spec lists has been exercised.
    for (int i = 0; i < static_cast<int>(RuleId::Count); ++i) {
        const QString id = ruleIdString(static_cast<RuleId>(i));
        QVERIFY2(m_rulesSeen.contains(id), qPrintable(id));
    }
}

void TestRules::details_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("details"); // toDebugString of the first finding of the rule

    // Figures from tests/data/testcatalog.json: the tower has 8 slots, one vertical mount, takes 360 mm.
    QTest::newRow("slot.missing has none") << QByteArray(R"({"board":"test-am4","cpu":"test-am4-105",
        "case":"test-atx-7","gpus":[{"part":"rtx-3080-fe","slot":2}]})")
                                           << u"slot.missing"_s << QString();
    QTest::newRow("blocked: the 3090 at 1 covers 1 to 3")
        << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})")
        << u"slot.blocked"_s << u"blocker=0"_s;
    QTest::newRow("overflow: 3-slot at 7 reaches 9 of 8") << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","slot":7}]})")
                                                          << u"slot.overflow"_s << u"lastCoveredSlot=9 caseSlots=8"_s;
    QTest::newRow("length: 400 mm in a 360 mm case") << QByteArray(R"({"gpus":[{"part":"long-card","slot":1}]})")
                                                     << u"case.gpu-length"_s << u"lengthMm=400 maxLengthMm=360"_s;
    QTest::newRow("gap: 2-slot card at 1, the next at 3")
        << QByteArray(R"({"gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})")
        << u"cooling.gap"_s << u"freeSlots=0"_s;
    // 4 x 350 W + 280 W CPU + 80 W other = 1760 W on the 1600 W unit; the default threshold is 80 %.
    QTest::newRow("capacity: 1760 W on 1600 W")
        << QByteArray(R"({"board":"test-trx40","cpu":"test-tr-280","case":"test-open-frame",
        "otherLoadW":80,"gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},
        {"part":"rtx-3090-turbo","slot":5},{"part":"rtx-3090-turbo","slot":7}]})")
        << u"psu.capacity"_s << u"loadW=1760 ratingW=1600 headroom=0.8"_s;
    QTest::newRow("mount: a second vertical riser")
        << QByteArray(R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":4}},
        {"part":"rtx-3080-fe","slot":4,"riser":{"mount":"vertical","gen":4}}]})")
        << u"riser.mount"_s << u"mount=vertical verticalMounts=1"_s;
    QTest::newRow("mount: a frame riser in a tower")
        << QByteArray(R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"frame","gen":4}}]})")
        << u"riser.mount"_s << u"mount=frame verticalMounts=1"_s;
    QTest::newRow("signal: gen 3 riser, gen 4 link")
        << QByteArray(R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":3}}]})")
        << u"riser.signal"_s << u"cause=rated-below-link riserGen=3 linkGen=4"_s;
    QTest::newRow("signal: 600 mm at gen 4") << QByteArray(
        R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":4,"lengthMm":600}}]})")
                                             << u"riser.signal"_s << u"cause=too-long riserGen=4 linkGen=4"_s;
    QTest::newRow("lanes: AM4 slot 4 is x4") << QByteArray(R"({"board":"test-am4","cpu":"test-am4-105",
        "case":"test-atx-7","gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":4}]})")
                                             << u"pcie.lanes"_s << u"lanes=4"_s;
    // TRX40 slots 1, 3 and 5 take 40 CPU lanes (the "40 of 56" row above).
    QTest::newRow("lanes: 40 on a 24-lane CPU") << QByteArray(R"({"board":"test-trx40","cpu":"small-cpu",
        "case":"test-open-frame",
        "parts":[{"id":"small-cpu","kind":"cpu","name":"24-lane CPU","socket":"sTRX4","tdpW":100,"pcieLanes":24}],
        "gpus":[{"part":"rtx-a6000","slot":1},{"part":"rtx-a6000","slot":3},{"part":"rtx-a6000","slot":5}]})")
                                                << u"pcie.lanes"_s << u"wantedLanes=40 cpuLanes=24"_s;
    QTest::newRow("nvlink: 2 apart") << QByteArray(
        R"({"gpus":[{"part":"rtx-3090-turbo","slot":1,"nvlinkWith":1},{"part":"rtx-3090-turbo","slot":3}]})")
                                     << u"nvlink.spacing"_s << u"partner=1 spacingSlots=2"_s;
    QTest::newRow("nvlink: partner on a riser") << QByteArray(R"({"gpus":[
        {"part":"rtx-3090-turbo","slot":1,"nvlinkWith":1},
        {"part":"rtx-3090-turbo","slot":5,"riser":{"mount":"vertical","gen":4}}]})")
                                                << u"nvlink.spacing"_s << u"partner=1 spacingSlots=0"_s;
    QTest::newRow("nvlink: 3090 bridged to a 3080")
        << QByteArray(R"({"gpus":[{"part":"rtx-3090-turbo","slot":1,"nvlinkWith":1},{"part":"rtx-3080-fe","slot":5}]})")
        << u"nvlink.unsupported"_s << u"bridgedTo=0"_s;
    QTest::newRow("precision: fp8") << QByteArray(
        R"({"workload":{"precision":"fp8"},"gpus":[{"part":"rtx-3080-fe","slot":1}]})")
                                    << u"precision.unsupported"_s << u"precision=fp8"_s;
    // psu.connectors, "needed/available" per kind. The TRX40 test board requires 2 EPS; test-650-atx2 has 1 EPS
    // and 2 PCIe 8-pin. The A6000 takes an EPS plug, which the board leaves none of; two 3090 blowers take 4 PCIe.
    QTest::newRow("connectors: the board's EPS only")
        << QByteArray(R"({"board":"test-trx40","cpu":"test-tr-280","psus":["test-750-atx2"],"gpus":[]})")
        << u"psu.connectors"_s << u"boardEps=2/1 pcie8=0/3 hpwr=0/0 cardEps=0/0 pcie8Gpus= hpwrGpus= cardEpsGpus="_s;
    QTest::newRow("connectors: board EPS, a card's EPS and two cards' PCIe")
        << QByteArray(R"({"board":"test-trx40","cpu":"test-tr-280","psus":["test-650-atx2"],
        "gpus":[{"part":"rtx-a6000","slot":1},{"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5}]})")
        << u"psu.connectors"_s
        << u"boardEps=2/1 pcie8=4/2 hpwr=0/0 cardEps=1/0 pcie8Gpus=1,2 hpwrGpus= cardEpsGpus=0"_s;
    // Two 12VHPWR cards on the ATX 3 unit with one native lead: the second needs a lead it does not have.
    QTest::newRow("connectors: 12VHPWR short")
        << QByteArray(R"({"psus":["test-1200-atx3"],"gpus":[{"part":"rtx-4090-fe","slot":1,"powerLimitW":200},
        {"part":"rtx-4090-fe","slot":5,"powerLimitW":200}]})")
        << u"psu.connectors"_s << u"boardEps=1/2 pcie8=0/4 hpwr=2/1 cardEps=0/1 pcie8Gpus= hpwrGpus=0,1 cardEpsGpus="_s;
    // 16 bytes per parameter: 2 B parameters need 32 GB; the smaller card has 24 GB.
    QTest::newRow("memory: 2 B parameters") << QByteArray(R"({"workload":{"modelParamsB":2},
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":4}]})")
                                            << u"memory.fit"_s << u"neededGB=32 smallestGB=24 modelParamsB=2"_s;
    QTest::newRow("sync: three PSUs, a 2-PSU adapter") << QByteArray(R"({"psus":["test-1600-p2","test-1600-p2",
        "test-1600-p2"],"psuSync":{"adapter":"sync-2"},"parts":[{"id":"sync-2","kind":"psu-sync",
        "name":"2-PSU adapter","psus":2,"trigger":"24pin"}],"gpus":[{"part":"rtx-3080-fe","slot":1}]})")
                                                       << u"psu.sync"_s << u"cause=adapter-too-small psus=3 tied=2"_s;
}

void TestRules::details()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, rule);
    QFETCH(QString, details);
    const QList<Finding> found = Test::findingsOf(Test::checkBuild(json.constData()), rule);
    QVERIFY(!found.isEmpty());
    QCOMPARE(toDebugString(found.first().details), details);
}

void TestRules::detailsBelongToTheirRule()
{
    QVERIFY(Finding(RuleId::SlotMissing).detailsFitRule()); // a rule without details
    QVERIFY(!Finding(RuleId::SlotMissing, SlotBlockedDetails {}).detailsFitRule());
    QVERIFY(!Finding(RuleId::SlotBlocked).detailsFitRule()); // a rule with details left without them
    QVERIFY(Finding(RuleId::PsuHeadroom, PsuLoadDetails {}).detailsFitRule());
    QVERIFY(Finding(RuleId::PcieLanes, CpuLanesDetails {}).detailsFitRule());
    QVERIFY(!Finding(RuleId::PsuTransient, PsuLoadDetails {}).detailsFitRule());
}

void TestRules::fixes_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("fix"); // "action gpu detail"

    QTest::newRow("blocked card moves to a free slot")
        << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})")
        << u"slot.blocked"_s << u"move-to-slot 1 4"_s;
    QTest::newRow("the blocking card can go on the vertical mount")
        << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})")
        << u"slot.blocked"_s << u"use-riser 0 vertical"_s;
    QTest::newRow("blocker swaps for a 2-slot variant")
        << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})")
        << u"slot.blocked"_s << u"swap-part 0 rtx-3090-turbo"_s;
    QTest::newRow("stacked open-air card swaps for a blower")
        << QByteArray(R"({"gpus":[{"part":"rtx-3090-gaming-oc","slot":1},{"part":"rtx-3090-turbo","slot":4}]})")
        << u"cooling.gap"_s << u"swap-part 0 rtx-3090-turbo"_s;
    QTest::newRow("circuit: 20 A circuit")
        << QByteArray(R"({"circuit":"us-120v-15a","otherLoadW":150,"gpus":[{"part":"rtx-3090-turbo","slot":1},
             {"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5}]})")
        << u"circuit.capacity"_s << u"set-circuit -1 us-120v-20a"_s;
    QTest::newRow("circuit: power limit")
        << QByteArray(R"({"circuit":"us-120v-15a","otherLoadW":150,"gpus":[{"part":"rtx-3090-turbo","slot":1},
             {"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5}]})")
        // 3 x 350 + 165 + 150 = 1365 W DC at 85% of the 1600 W Platinum: 89.9% efficient, 1518 W at the wall.
        // 25 W off each card: 1290 W DC, 80.6% load, 90.16%, 1431 W <= 1440 W; 20 W off: 1448 W, too much.
        << u"circuit.capacity"_s << u"set-power-limits -1 325,325,325"_s;
    // psu.sync: the cheapest adapter that ties enough PSUs (the 3-PSU one for three), or separate switches
    // where every PSU has a circuit of its own.
    const QByteArray adapters = R"("parts":[{"id":"sync-2","kind":"psu-sync","name":"2-PSU adapter","psus":2,
        "trigger":"24pin","priceUsd":12},{"id":"sync-3","kind":"psu-sync","name":"3-PSU adapter","psus":3,
        "trigger":"sata","priceUsd":20}],"gpus":[{"part":"rtx-3080-fe","slot":1}]})";
    QTest::newRow("sync: two PSUs take the cheaper adapter")
        << QByteArray(R"({"psus":["test-1600-p2","test-1600-p2"],)") + adapters << u"psu.sync"_s
        << u"set-psu-sync -1 sync-2"_s;
    QTest::newRow("sync: three PSUs take the 3-PSU adapter")
        << QByteArray(R"({"psus":["test-1600-p2","test-1600-p2","test-1600-p2"],)") + adapters << u"psu.sync"_s
        << u"set-psu-sync -1 sync-3"_s;
    QTest::newRow("sync: separate circuits may switch by hand")
        << QByteArray(R"({"circuits":["us-120v-15a","eu-230v-16a"],"psus":[{"part":"test-1600-p2","circuit":0},
        {"part":"test-1600-p2","circuit":1}],)")
            + adapters
        << u"psu.sync"_s << u"set-psu-sync -1 separate-switches"_s;
    QTest::newRow("circuit: second PSU on another circuit")
        << QByteArray(R"({"circuit":"us-120v-15a","otherLoadW":150,"gpus":[{"part":"rtx-3090-turbo","slot":1},
             {"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5}]})")
        << u"circuit.capacity"_s << u"add-psu -1 us-120v-15a"_s;
    QTest::newRow("input voltage: 240 V circuit")
        << QByteArray(R"({"psus":["test-2000-230v"],"circuit":"us-120v-20a","gpus":[{"part":"rtx-3090-turbo","slot":1},
             {"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5},{"part":"rtx-3090-turbo","slot":7}]})")
        << u"psu.input-voltage"_s << u"set-circuit -1 us-240v-20a"_s;
    QTest::newRow("nvlink respacing") << QByteArray(
        R"({"gpus":[{"part":"rtx-3090-turbo","slot":1,"nvlinkWith":1},{"part":"rtx-3090-turbo","slot":3}]})")
                                      << u"nvlink.spacing"_s << u"move-to-slot 1 4"_s;
    QTest::newRow("transient: a PSU that rides it through")
        << QByteArray(R"({"board":"test-am4","cpu":"test-am4-105","psus":["test-650-atx2"],
             "gpus":[{"part":"rtx-3090-turbo","slot":1}]})")
        << u"psu.transient"_s << u"swap-part -1 test-750-atx2"_s;
    // The board's EPS: the smallest catalog PSU with 2 EPS leads that carries 280 + 80 W within 80 % is 1200 W.
    QTest::newRow("connectors: a PSU with the board's 2 EPS leads")
        << QByteArray(R"({"board":"test-trx40","cpu":"test-tr-280","psus":["test-750-atx2"],"gpus":[]})")
        << u"psu.connectors"_s << u"swap-part -1 test-1200-atx3"_s;
    // A card short of PCIe leads moves to the second PSU, which has 9 free.
    QTest::newRow("connectors: the last short card to the PSU with spare leads")
        << QByteArray(R"({"psus":["test-1200-atx3","test-1600-p2"],"gpus":[
             {"part":"rtx-3080-fe","slot":1,"powerLimitW":200},{"part":"rtx-3080-fe","slot":4,"powerLimitW":200},
             {"part":"rtx-3080-fe","slot":7,"powerLimitW":200}]})")
        << u"psu.connectors"_s << u"move-to-psu 2"_s;
    // One PSU: swap it for one with 6 PCIe leads that carries 3 x 200 + 165 + 80 = 845 W (1600 W, 9 leads).
    QTest::newRow("connectors: a PSU with enough PCIe leads") << QByteArray(R"({"psus":["test-1200-atx3"],"gpus":[
             {"part":"rtx-3080-fe","slot":1,"powerLimitW":200},{"part":"rtx-3080-fe","slot":4,"powerLimitW":200},
             {"part":"rtx-3080-fe","slot":7,"powerLimitW":200}]})")
                                                              << u"psu.connectors"_s << u"swap-part -1 test-1600-p2"_s;
    QTest::newRow("riser gen") << QByteArray(
        R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"vertical","gen":3}}]})")
                               << u"riser.signal"_s << u"set-pcie-gen 0 3"_s;
}

void TestRules::fixes()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, rule);
    QFETCH(QString, fix);
    const CheckReport report = Test::checkBuild(json.constData());
    QStringList offered;
    for (const Finding &f : Test::findingsOf(report, rule)) {
        for (const Fix &x : f.fixes) {
            QString detail;
            switch (x.action) {
            case FixAction::MoveToSlot:
                detail = QString::number(x.slot);
                break;
            case FixAction::UseRiser:
                detail = x.frame ? u"frame"_s : u"vertical"_s;
                break;
            case FixAction::SwapPart:
                detail = x.part;
                break;
            case FixAction::SetPowerLimit:
                detail = QString::number(x.watts);
                break;
            case FixAction::SetPowerLimits:
                for (double w : x.limitsW)
                    detail += (detail.isEmpty() ? u""_s : u","_s) + QString::number(w);
                break;
            case FixAction::SetPcieGen:
                detail = QString::number(x.pcieGen);
                break;
            case FixAction::SetPsuSync:
                detail = x.part.isEmpty() ? u"separate-switches"_s : x.part;
                break;
            default:
                detail = x.circuit;
            }
            offered << toString(x.action) + u' ' + QString::number(x.gpu) + u' ' + detail;
        }
    }
    const bool found
        = std::any_of(offered.cbegin(), offered.cend(), [&](const QString &o) { return o.startsWith(fix); });
    QVERIFY2(found, qPrintable(u"offered: "_s + offered.join(u" | "_s)));
}

void TestRules::messagesNameCardsAndSlots()
{
    const Build build
        = Test::buildFrom(R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})");
    const ResolvedBuild resolved = Test::resolve(build);
    CheckOptions options;
    const CheckReport report = check(resolved, options);
    const QList<Finding> blocked = Test::findingsOf(report, u"slot.blocked"_s);
    QCOMPARE(blocked.size(), 1);
    const QString message = FindingText(resolved, &Test::catalog()).message(blocked.first());
    QVERIFY2(message.contains(u"GPU 2 (GeForce RTX 3080 Founders Edition in slot 3)"_s), qPrintable(message));
    QVERIFY2(message.contains(u"GPU 1 (GeForce RTX 3090 Founders Edition in slot 1)"_s), qPrintable(message));
}

void TestRules::connectorsMessageSaysWhatIsShort()
{
    const auto textOf = [](const char *json) {
        const ResolvedBuild resolved = Test::resolve(Test::buildFrom(json));
        CheckOptions options;
        options.catalog = &Test::catalog();
        const CheckReport report = check(resolved, options);
        const QList<Finding> found = Test::findingsOf(report, u"psu.connectors"_s);
        QStringList text;
        if (found.size() != 1)
            return text;
        const FindingText words(resolved, &Test::catalog());
        text << words.message(found.first());
        for (const Fix &x : found.first().fixes)
            text << words.fix(found.first(), x);
        return text;
    };
    // The board's EPS only: the message names the board and the figures, no card; the fix names the new
    // unit's EPS leads (test-1200-atx3 has 2 EPS, 4 PCIe 8-pin, 1 12VHPWR).
    const QStringList board
        = textOf(R"({"board":"test-trx40","cpu":"test-tr-280","psus":["test-750-atx2"],"gpus":[]})");
    QCOMPARE(board.size(), 2);
    QVERIFY2(board[0].contains(u"Test TRX40 board (slots 1,3,5,7)"_s), qPrintable(board[0]));
    QVERIFY2(board[0].contains(u"requires 2 EPS 8-pin"_s) && board[0].contains(u"has 1."_s), qPrintable(board[0]));
    QVERIFY2(!board[0].contains(u"GPU"_s), qPrintable(board[0]));
    QVERIFY2(
        board[1].contains(u"Test 1200 W Gold (ATX 3)"_s) && board[1].contains(u"2 EPS 8-pin"_s), qPrintable(board[1]));
    // 4 x 350 W + 280 + 80 = 1760 W: no test PSU with 2 EPS carries it within 80 % (2000 W: 1600 W), so the
    // message says what to look for and no second PSU is offered for the board.
    const QStringList none = textOf(R"({"board":"test-trx40","cpu":"test-tr-280","psus":["test-750-atx2"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},
        {"part":"rtx-3090-turbo","slot":5},{"part":"rtx-3090-turbo","slot":7}]})");
    QVERIFY(!none.isEmpty());
    QVERIFY2(none[0].contains(u"No PSU in the catalog has 2 EPS leads"_s), qPrintable(none[0]));
    // ... and the cards' PCIe shortage, 8 of 3, by card.
    QVERIFY2(none[0].contains(u"8 needed (12VHPWR adapters included), 3 on PSU 1"_s), qPrintable(none[0]));
    QVERIFY2(none[0].contains(u"GPU 4 (Gigabyte GeForce RTX 3090 TURBO in slot 7)"_s), qPrintable(none[0]));
}

void TestRules::cpuWithoutBoardAsksOneEps()
{
    // A PSU without EPS leads: with a CPU and no board, the board's PSU is asked one EPS lead.
    Build build = Test::buildFrom(R"({"psus":["no-eps"],"parts":[{"id":"no-eps","kind":"psu","name":"No EPS",
        "watts":650,"efficiency":"gold","atx":2,"pcie8pin":2}]})");
    build.boardId.clear();
    CheckOptions options;
    options.catalog = &Test::catalog();
    const CheckReport report = check(Test::resolve(build), options);
    QCOMPARE(report.power.psus.first().boardEpsNeeded, 1);
    const QList<Finding> found = Test::findingsOf(report, u"psu.connectors"_s);
    QCOMPARE(found.size(), 1);
    QCOMPARE(toDebugString(found.first().details),
        u"boardEps=1/0 pcie8=0/2 hpwr=0/0 cardEps=0/0 pcie8Gpus= hpwrGpus= cardEpsGpus="_s);
    // ... and none without a CPU either.
    build.cpuId.clear();
    QCOMPARE(check(Test::resolve(build), options).power.psus.first().boardEpsNeeded, 0);
}

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
