<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BuildDock</name>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The case: its expansion slots, GPU clearance and mounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The motherboard: its PCIe connectors decide where cards go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU: its socket, power and PCIe lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wall circuit the PSUs plug into; its continuous limit is 80% of the breaker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (from Settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 W continuous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives, fans, RAM, pump: DC watts not listed as parts (default %1 W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;PU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PS&amp;Us:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ircuit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Other load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change other load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PSU 1 feeds the board, the CPU and every card&apos;s slot power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PSU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose PSU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove PSU %1; its cards move to PSU 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove PSU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a PSU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add another PSU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second PSU can sit on its own wall circuit (set by the circuit fixes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add PSU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildFile</name>
    <message>
        <source>must be one of the presets %1, or an object with volts and amps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no part with id &apos;%1&apos; in the catalog or the file&apos;s parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2, not a %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list at least one PSU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a part id (lowercase letters, digits and &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a part id or an object with &quot;part&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined twice in parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>there is no circuit %1 (the build has %n circuit(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>is required when the build has a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>there is no PSU %1 (the build lists %n PSU(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a card cannot be bridged to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>there is no GPU %1 (the build has %n GPU(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the file is empty; a build file is a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a build file is a JSON object, not an array or a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 was written by a newer RigPlan; this one reads up to version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildRepository</name>
    <message>
        <source>there is no saved build %1 to replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no saved build %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved build &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogDock</name>
    <message>
        <source>Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compatible only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a GPU onto a slot of the chassis. Hover a part for its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search parts (e.g. 3090 blower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey out parts that would add an error to this build</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogFile</name>
    <message>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is newer than this RigPlan reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message>
        <source>RigPlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled part catalog does not load.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <source>%1
%2
Price: %3 USD (%4)
Source: %5
Confidence: %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChassisScene</name>
    <message>
        <source>%1: %2 expansion slotCount, cards up to %3 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No case chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest card this case takes: %1 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chipset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x%1 slot · x%2 Gen%3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Drop a card here to put it on a riser to a vertical mount (%n in this case).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Risers to vertical mounts (%1 in this case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a card here to put it on a riser in the open frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This case is not an open frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risers in the open frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open frame (not this case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe %1 riser, %2 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free slot(s) of air under the fans of GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2
%3, %4 slots, %5 mm, %6 W%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only GPUs go into slots; pick boards, cases, CPUs and PSUs in the Build panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free connector is left for the riser cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the open frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vertical mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPU in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move GPU %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot %1: drop here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChassisView</name>
    <message>
        <source>Drag GPUs here from the parts list. Drag a card to move it, onto the riser area to put it on a riser. Arrow keys move the selected card, Delete removes it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckReportFormat</name>
    <message>
        <source>Build check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: %1 W DC (GPUs %2 W, CPU %3 W, other %4 W); PSUs %5 W at %6% load; about %7 W at the wall, %8% of the circuit&apos;s %9 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) cannot sit directly in this board and case and need risers.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecksDock</name>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is wrong with the build. Select a finding to see its cards and the fixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 note(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No automatic fix; see the message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply this change (Ctrl+Z undoes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>no database path: the user&apos;s data directory is unknown; give one with --db or the RIGPLAN_DB environment variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder; RigPlan needs to keep its database file there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a RigPlan database: it is not an SQLite file. It was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1 for the database %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: its folder %2 is read-only (SQLite keeps its journal beside the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: the file is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2. It was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not RigPlan&apos;s. It was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer RigPlan (schema version %2; this RigPlan reads up to version %3). It was left as it is: open it with the newer RigPlan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: SQLite refused to enforce foreign keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was just upgraded by a newer RigPlan (schema version %2; this RigPlan reads up to version %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not upgraded, as it could not be copied aside first: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be upgraded from schema version %2 to %3 and was left as it was: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: SQLite could not switch to write-ahead logging (journal mode: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled catalog %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled catalog %1 has no catalogVersion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled catalog %1 is invalid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is moved aside only when it is damaged or from a newer RigPlan</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatabaseFile</name>
    <message>
        <source>could not copy %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy %1 of %2 is incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not rename %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not rename %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DbError</name>
    <message>
        <source>%1 is in use by another RigPlan: it stayed locked past the wait time. Close the other RigPlan or try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EstimateText</name>
    <message>
        <source>The build has no GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baseline %1 is in no catalog; speedups are against the built-in figures of the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baseline (%1) has no %2; it runs %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 on %2, and a data-parallel job trains in one format: the build runs %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The speed of %1 was measured at %2 and is carried to %3 by the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2:4 sparsity speeds up only the matrix multiplies: about %1 for the card that sets the pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sparse tensor cores on %1: 2:4 sparsity gives no speedup there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel steps wait for the slowest card, %1: the build gets %2% less than the sum of its cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power limit on %1: at least %2% of full speed kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less than one free slot under the fans of %1: expect throttling to about %2% of full speed (an assumption, not a measurement).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No peer-to-peer (P2P) transfers on %1: gradients go through host memory at about a fifth of the PCIe link&apos;s bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink bridges join pairs of cards, but the gradient exchange still crosses PCIe between the pairs, so PCIe sets its pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slowest link, PCIe %1 x%2, is that of %3; it sets the pace of the gradient exchange.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No board is given: each card is assumed on an x16 link at its own PCIe generation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot hold a %2-billion-parameter model for training with Adam (about %3 GB per card at 16 bytes per parameter, before activations); data-parallel training does not pool memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks the memory bandwidth or TFLOPS figures the model needs; its speed counts as 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) have no price and are left out of the speedup per 1000 USD.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated speedup: %1 against one %2 (%3, %4; CNN %5, transformer %6); scaling %7%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training speed estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training speed estimate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived from its specs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline: %1, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients over %1 at about %2 GB/s; the build keeps %3% of %4 times its slowest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 alone, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of full speed at its limit and cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedup per 1000 USD: %1 (%2 USD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedup per kW at the wall: %1 (%2 W).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingText</name>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2, on a riser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2 in slot %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PSU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PSU %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is placed at position %2, where %3 has no PCIe connector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are all placed in the connector at slot %2; each card needs its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connector of %1 lies under the body of %2, so the card cannot be plugged in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches down to slot position %2, past the case&apos;s last expansion slot (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 mm long; the case takes cards up to %3 mm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The case (%1) does not take a %2 board (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU (%1, socket %2) does not fit the board&apos;s socket %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an open-air card with %2 free slot(s) under its fans; it needs at least one or it will throttle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is passively cooled and needs server airflow, which this case does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must deliver %2 W but is rated %3 W on this circuit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs at %2% of its %3 W rating (%4 W), above the %5% headroom threshold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short GPU power spikes may reach %1 W on %2, more than the %3 W it rides through; it may shut down under load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has too few power leads for the cards it feeds (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches its full rating only on 200-240 V; on this circuit it gives %2 W and must deliver %3 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build draws about %1 W at the wall on circuit %2, above its %3 W continuous limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is on a riser to a vertical mount, but the case has only %n vertical mount(s) and they are taken.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is on a riser to an open frame, but this case is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sits on a PCIe %2 riser but its link runs at PCIe %3; expect link errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sits on a long riser; at PCIe %2 that risks link errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rely on risers: fragile to move or ship; secure the cards before transport.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gets only %2 PCIe lanes; multi-GPU training loses speed below x8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards in CPU-attached slots want %1 lanes, but the CPU has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are bridged with NVLink, but a card on a riser cannot take a bridge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are %3 slots apart; no NVLink bridge for these cards spans that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no NVLink, so it cannot be bridged to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not support %2; the estimate falls back to the best precision it has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no sparse tensor cores; 2:4 sparsity will not speed it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SXM module; it fits only an HGX/DGX baseboard, not a PCIe slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 GB, but training a %3-billion-parameter model with Adam in mixed precision needs about %4 GB on each card (16 bytes per parameter, before activations); data-parallel training does not pool memory across cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to slot %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 on a riser to the open frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 on a riser to a vertical mount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap %1 for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit %1 to %2 W (nvidia-smi -pl %2 on that card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed %1 from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a second PSU on a separate %1 circuit and move cards to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a %1 circuit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force PCIe %1 for the slot of %2 in the BIOS (or use a riser rated for the link).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the NVLink bridge of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number of at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number of at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a part id (lowercase letters, digits and &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than 0 and at most 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot position %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>RigPlan builds (*.rigbuild);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated training speedup, cost efficiency and comparisons appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a .rigbuild file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the build under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit RigPlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected card from the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move GPU &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected card to the next free slot above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move GPU &amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected card to the next free slot below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language, default circuit, baseline GPU, headroom, currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in on the chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out of the chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the whole chassis in the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About RigPlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About RigPlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;RigPlan %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Plans deep-learning GPU workstations: slots, cooling, power, circuits, risers and lanes, with fixes.&lt;/p&gt;&lt;p&gt;Every catalog figure carries its source; see docs/ for the models.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not opened:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved build?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RigPlan did not close cleanly last time. Restore the build you were working on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies when RigPlan starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 error(s), %2 warning(s) · %3 W DC · about %4 W at the wall (%5% of the circuit) · %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Migrations</name>
    <message>
        <source>schema version %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionParser</name>
    <message>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no command given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rigplan-cli COMMAND [options]

Commands:
  check FILE [--json] [--circuit ID]   run every rule and the power budget on a build
  estimate FILE [--json] [--baseline GPU_ID] [--workload cnn|transformer] [--precision P]
                                       estimated training speedup against a baseline GPU
  catalog list [--kind K] [--json]     the parts of the catalog
  catalog show ID [--json]             one part, with its source
  catalog add FILE | remove ID | price ID USD   custom parts and prices

FILE may be - for standard input.

Options:
  --json             print one JSON object on standard output
  --circuit ID       check against this wall circuit (us-120v-15a, eu-230v-16a, ...)
  --db PATH          the SQLite database (default: the user&apos;s data directory)
  --catalog FILE     use the parts of this catalog file instead of the database
  --lang en|zh_CN    language of messages
  --help, --version

Exit status: 0 done (no error finding), 1 the build has an error finding,
2 bad usage or bad input (each problem is printed as &apos;path: what is wrong&apos;).
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartSummary</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PSU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open-air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>liquid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconfirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SXM module · %1 GB · %2 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slots · %2 mm · %3 W · %4 GB · %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n PCIe slot(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slots · GPUs up to %2 mm · %3 vertical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · open frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · server airflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W · %2 · ATX %3 · %4x 8-pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 W at 115 V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 W · %3 lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe %1 x%2 · %3 mm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PowerBars</name>
    <message>
        <source>PSU %1: %2 of %3 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs %1 W, CPU %2 W, other %3 W; headroom threshold %4 W; peaks up to %5 W against %6 W it rides through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circuit %1 (%2): %3 of %4 W at the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall draw after PSU losses, against 80% of the breaker rating</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PowerDock</name>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Power limits&lt;/b&gt; (nvidia-smi -pl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower limits cut heat, PSU load and wall draw for a small loss of speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W · %2% speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power limit of GPU %1 (TDP %2 W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set power limit of GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPUs to set their power limits.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RigPlan::Circuit</name>
    <message>
        <source>custom %1 V / %2 A</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RigPlan::Cli</name>
    <message>
        <source>must be one of: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRICE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ORIGIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* your price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog show takes one part id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no part with this id in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer in the bundled catalog (kept for saved builds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(your price, set %1; catalog: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--catalog FILE is read-only; your parts and prices are kept in the database (--db PATH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog add takes one file with a part object (or - for standard input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced custom part %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added custom part %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog remove takes one part id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed custom part %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog price takes a part id and a price in US dollars (or none to use the catalog&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: your price is %2 (catalog: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: back to the catalog price, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog needs a subcommand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog: unknown subcommand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use list, show, add, remove or price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check takes one build file (or - for standard input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of: cnn, transformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU with id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate takes one build file (or - for standard input)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 W continuous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The circuit a build without one is checked against; the first default follows your locale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedups are measured against one of this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warn when a PSU&apos;s steady load is above this share of its rating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RigPlan never fetches exchange rates: enter today&apos;s rate yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies when RigPlan starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;circuit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Baseline GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PSU &amp;headroom threshold:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rate per US dollar:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SqlPartCatalog</name>
    <message>
        <source>%1 is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a part of the bundled catalog; give your part an id of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2 that saved builds use (%3); it cannot become a %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no part with id &apos;%1&apos; in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a part of the bundled catalog; only your own parts can be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by saved builds (%2); delete them or change their parts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price must be a number from 0 to %L1 (US dollars)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>usage: rigplan-perfdoc CATALOG_JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To start afresh, move the file aside (the RigPlan app offers to do it) or give another file with --db.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no translation for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan deep-learning GPU workstations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: en or zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this build file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window to this PNG and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SQLite database to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit once the window has painted (smoke test, startup benchmark).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open build</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
