<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
</context>
<context>
    <name>RigPlan</name>
    <message>
        <source>must be a positive amount of USD</source>
        <translation>必须是以美元计的正数金额</translation>
    </message>
    <message>
        <source>must be a range within 1-8, such as 2-4</source>
        <translation>必须是 1-8 之间的范围，如 2-4</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>at most two circuits</source>
        <translation>最多两个回路</translation>
    </message>
    <message>
        <source>must be at least 1 W</source>
        <translation>必须不小于 1 W</translation>
    </message>
    <message>
        <source>must be between 0 and 1</source>
        <translation>必须在 0 到 1 之间</translation>
    </message>
    <message>
        <source>is not a part id: longer than %1 characters</source>
        <translation>不是零件 ID：超过 %1 个字符</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a part id (a lowercase letter or digit, then lowercase letters, digits and &apos;-&apos;)</source>
        <translation>“%1”不是零件 ID（以小写字母或数字开头，之后只能是小写字母、数字和“-”）</translation>
    </message>
</context>
<context>
    <name>RigPlan::BuildFile</name>
    <message>
        <source>must be one of the presets %1, or an object with volts and amps</source>
        <translation>必须是预设值 %1 之一，或包含 volts 和 amps 的对象</translation>
    </message>
    <message>
        <source>no part with id &apos;%1&apos; in the catalog or the file&apos;s parts</source>
        <translation>部件库和文件的 parts 中都没有 ID 为“%1”的部件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2, not a %3</source>
        <translation>“%1”是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>must list at least one PSU</source>
        <translation>必须至少列出一个电源</translation>
    </message>
    <message>
        <source>must be a part id or an object with &quot;part&quot;</source>
        <translation>必须是部件 ID 或包含 &quot;part&quot; 的对象</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined twice in parts</source>
        <translation>“%1”在 parts 中定义了两次</translation>
    </message>
    <message numerus="yes">
        <source>there is no circuit %1 (the build has %n circuit(s))</source>
        <translation>
            <numerusform>不存在回路 %1（方案共有 %n 个回路）</numerusform>
        </translation>
    </message>
    <message>
        <source>is required when the build has a board</source>
        <translation>方案中有主板时为必填项</translation>
    </message>
    <message numerus="yes">
        <source>there is no PSU %1 (the build lists %n PSU(s))</source>
        <translation>
            <numerusform>不存在电源 %1（方案共列出 %n 个电源）</numerusform>
        </translation>
    </message>
    <message>
        <source>a card cannot be bridged to itself</source>
        <translation>显卡不能与自身桥接</translation>
    </message>
    <message numerus="yes">
        <source>there is no GPU %1 (the build has %n GPU(s))</source>
        <translation>
            <numerusform>不存在 GPU %1（方案共有 %n 块 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is empty; a build file is a JSON object</source>
        <translation>文件为空；方案文件应为一个 JSON 对象</translation>
    </message>
    <message>
        <source>a build file is a JSON object, not an array or a value</source>
        <translation>方案文件应为 JSON 对象，而不是数组或单个值</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>必须为 &quot;%1&quot;，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>version %1 was written by a newer RigPlan; this one reads up to version %2</source>
        <translation>版本 %1 由更新版本的 RigPlan 写入；当前版本最高只能读取版本 %2</translation>
    </message>
    <message>
        <source>%1 W is outside what the card&apos;s firmware accepts (expected %2 to %3 W%4)</source>
        <translation>%1 W 超出显卡固件接受的范围（应为 %2 到 %3 W%4）</translation>
    </message>
    <message>
        <source>; the part gives no maxPowerLimitW, so its TDP</source>
        <translation>；该零件未给出 maxPowerLimitW，因此按其 TDP</translation>
    </message>
    <message>
        <source>GPU %1 is already bridged to GPU %2; a bridge joins exactly two cards</source>
        <translation>GPU %1 已桥接到 GPU %2；一个桥接器只能连接两张卡</translation>
    </message>
    <message>
        <source>must give either &quot;adapter&quot; (a psu-sync part id) or &quot;method&quot;: &quot;separate-switches&quot;, not both or neither</source>
        <translation>必须给出 &quot;adapter&quot;（一个 psu-sync 部件 ID）或 &quot;method&quot;: &quot;separate-switches&quot; 二者之一，不能同时给出或都不给</translation>
    </message>
    <message>
        <source>Could not save. %1</source>
        <translation>无法保存。%1</translation>
    </message>
</context>
<context>
    <name>RigPlan::CatalogFile</name>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>必须为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>version %1 is newer than this RigPlan reads (%2)</source>
        <translation>版本 %1 高于当前 RigPlan 可读取的版本（%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined twice</source>
        <translation>“%1”定义了两次</translation>
    </message>
    <message>
        <source>a catalog file is a JSON object, not an array or a value</source>
        <translation>目录文件应为 JSON 对象，而不是数组或单个值</translation>
    </message>
</context>
<context>
    <name>RigPlan::CheckReportFormat</name>
    <message>
        <source>Build check</source>
        <translation>方案检查</translation>
    </message>
    <message>
        <source>Build check: %1</source>
        <translation>方案检查：%1</translation>
    </message>
    <message>
        <source>Power: %1 W DC (GPUs %2 W, CPU %3 W, other %4 W); PSUs %5 W at %6% load; about %7 W at the wall, %8% of the circuit&apos;s %9 W.</source>
        <translation>功率：直流 %1 W（GPU %2 W，CPU %3 W，其他 %4 W）；电源总额 %5 W，负载率 %6%；墙插端约 %7 W，占回路 %9 W 的 %8%。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) cannot sit directly in this board and case and need risers.</source>
        <translation>
            <numerusform>%n 块显卡无法直接装在此主板和机箱中，需要使用延长线。</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>fix:</source>
        <translation>修复:</translation>
    </message>
    <message>
        <source>Parts: no price known.</source>
        <translation>配件：价格未知。</translation>
    </message>
    <message>
        <source>Parts: %1 USD (every part, risers and the PSU sync adapter included).</source>
        <translation>配件：%1 USD（含全部配件、延长线和电源同步适配器）。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) have no known price and are not in the total.</source>
        <translation>
            <numerusform>%n 项没有已知价格，未计入合计。</numerusform>
        </translation>
    </message>
    <message>
        <source>Power: %1 W DC (GPUs %2 W, CPU %3 W, other %4 W); about %5 W at the wall.</source>
        <translation>功率：直流 %1 W（GPU %2 W，CPU %3 W，其他 %4 W）；墙插端约 %5 W。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Circuit</name>
    <message>
        <source>custom %1 V / %2 A</source>
        <translation>自定义 %1 V / %2 A</translation>
    </message>
</context>
<context>
    <name>RigPlan::Cli</name>
    <message>
        <source>must be one of: </source>
        <translation>必须是以下值之一: </translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>KIND</translation>
    </message>
    <message>
        <source>PRICE</source>
        <translation>PRICE</translation>
    </message>
    <message>
        <source>ORIGIN</source>
        <translation>ORIGIN</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>* your price</source>
        <translation>* 为自定义价格</translation>
    </message>
    <message>
        <source>catalog show takes one part id</source>
        <translation>catalog show 需要一个部件 ID</translation>
    </message>
    <message>
        <source>no part with this id in the catalog</source>
        <translation>部件库中没有此 ID 的部件</translation>
    </message>
    <message>
        <source>catalog version %1</source>
        <translation>部件库版本 %1</translation>
    </message>
    <message>
        <source>no longer in the bundled catalog (kept for saved builds)</source>
        <translation>已不在内置部件库中（为已保存的方案保留）</translation>
    </message>
    <message>
        <source>(your price, set %1; catalog: %2)</source>
        <translation>（自定义价格，设置于 %1；部件库价格：%2）</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>（未提供）</translation>
    </message>
    <message>
        <source>--catalog FILE is read-only; your parts and prices are kept in the database (--db PATH)</source>
        <translation>--catalog FILE 为只读；自定义部件和价格保存在数据库中（--db PATH）</translation>
    </message>
    <message>
        <source>catalog add takes one file with a part object (or - for standard input)</source>
        <translation>catalog add 需要一个包含部件对象的文件（或用 - 表示标准输入）</translation>
    </message>
    <message>
        <source>replaced custom part %1 (%2): %3</source>
        <translation>已替换自定义部件 %1（%2）：%3</translation>
    </message>
    <message>
        <source>added custom part %1 (%2): %3</source>
        <translation>已添加自定义部件 %1（%2）：%3</translation>
    </message>
    <message>
        <source>catalog remove takes one part id</source>
        <translation>catalog remove 需要一个部件 ID</translation>
    </message>
    <message>
        <source>removed custom part %1</source>
        <translation>已移除自定义部件 %1</translation>
    </message>
    <message>
        <source>catalog price takes a part id and a price in US dollars (or none to use the catalog&apos;s)</source>
        <translation>catalog price 需要一个部件 ID 和以美元计的价格（或用 none 恢复部件库价格）</translation>
    </message>
    <message>
        <source>%1: your price is %2 (catalog: %3)</source>
        <translation>%1：自定义价格为 %2（部件库价格：%3）</translation>
    </message>
    <message>
        <source>%1: back to the catalog price, %2</source>
        <translation>%1：已恢复为部件库价格 %2</translation>
    </message>
    <message>
        <source>catalog needs a subcommand</source>
        <translation>catalog 需要子命令</translation>
    </message>
    <message>
        <source>catalog: unknown subcommand %1</source>
        <translation>catalog：未知子命令 %1</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>check takes one build file (or - for standard input)</source>
        <translation>check 需要一个方案文件（或用 - 表示标准输入）</translation>
    </message>
    <message>
        <source>no GPU with id &apos;%1&apos;</source>
        <translation>没有 ID 为“%1”的 GPU</translation>
    </message>
    <message>
        <source>estimate takes one build file (or - for standard input)</source>
        <translation>estimate 需要一个方案文件（或用 - 表示标准输入）</translation>
    </message>
    <message numerus="yes">
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n 个部件</numerusform>
        </translation>
    </message>
    <message>
        <source>compare takes %1 to %2 build files (%3 given)</source>
        <translation>compare 需要 %1 到 %2 个方案文件（提供了 %3 个）</translation>
    </message>
    <message>
        <source>must be one of: text, md</source>
        <translation>必须是以下值之一：text, md</translation>
    </message>
    <message>
        <source>export takes one build file (or - for standard input)</source>
        <translation>export 需要一个方案文件（或用 - 表示标准输入）</translation>
    </message>
    <message>
        <source>a PDF needs -o FILE, or standard output sent to a file or a pipe</source>
        <translation>导出 PDF 需要 -o FILE，或将标准输出重定向到文件或管道</translation>
    </message>
    <message>
        <source>is required (the most you will spend, in USD)</source>
        <translation>为必填项（您愿意花费的最高金额，以美元计）</translation>
    </message>
    <message>
        <source>unknown circuit %1</source>
        <translation>未知回路 %1</translation>
    </message>
    <message>
        <source>must be a count or a range within 1-8, such as 2-4</source>
        <translation>必须是 1-8 之间的数量或范围，如 2-4</translation>
    </message>
    <message>
        <source>no %1 with id %2 in the catalog</source>
        <translation>部件库中没有 ID 为 %2 的 %1</translation>
    </message>
    <message>
        <source>%1 has no price; give it one with catalog price</source>
        <translation>%1 没有价格；请用 catalog price 为其设置价格</translation>
    </message>
    <message>
        <source>plan takes no file; give the budget and the limits as options</source>
        <translation>plan 不接受文件参数；请以选项形式给出预算和限制条件</translation>
    </message>
    <message>
        <source>BuildCores OpenDB (ODC-By 1.0)%1: %2 added, %3 updated, %4 unchanged, %5 skipped</source>
        <translation>BuildCores OpenDB（ODC-By 1.0）%1：新增 %2，更新 %3，未变 %4，跳过 %5</translation>
    </message>
    <message>
        <source>%1 part(s) are unconfirmed: OpenDB left fields empty (their notes name them; boards need a slot map before cards can be placed)</source>
        <translation>%1 个部件未经确认：OpenDB 留空了部分字段（其备注列出了这些字段；主板需要先有插槽布局才能安装显卡）</translation>
    </message>
    <message>
        <source>kept your edits of %1</source>
        <translation>保留了你对 %1 的修改</translation>
    </message>
    <message>
        <source>skipped %1</source>
        <translation>已跳过 %1</translation>
    </message>
    <message>
        <source>catalog export takes one file to write (or - for standard output)</source>
        <translation>catalog export 需要一个要写入的文件（或用 - 表示标准输出）</translation>
    </message>
    <message>
        <source>wrote %1 custom part(s) and %2 price(s) to %3</source>
        <translation>已将 %1 个自定义部件和 %2 个价格写入 %3</translation>
    </message>
    <message>
        <source>catalog import --opendb DIR takes no file</source>
        <translation>catalog import --opendb DIR 不接受文件参数</translation>
    </message>
    <message>
        <source>catalog import takes one rigplan-catalog file (or - for standard input), or --opendb DIR</source>
        <translation>catalog import 需要一个 rigplan-catalog 文件（或用 - 表示标准输入），或者 --opendb DIR</translation>
    </message>
    <message>
        <source>parts: %1 added, %2 replaced, %3 unchanged; prices: %4 added, %5 replaced, %6 unchanged</source>
        <translation>部件：新增 %1，替换 %2，未变 %3；价格：新增 %4，替换 %5，未变 %6</translation>
    </message>
    <message>
        <source>required for an LLM job (billions of parameters)</source>
        <translation>LLM 任务必须提供（参数量，单位十亿）</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>必须是以下之一：%1</translation>
    </message>
    <message>
        <source>a part or a catalog file is a JSON object, not an array or a value</source>
        <translation>零件文件或目录文件应为 JSON 对象，而不是数组或单个值</translation>
    </message>
    <message>
        <source>one circuit here (every PSU is checked on it); a build&apos;s own &quot;circuits&quot; give more</source>
        <translation>此处为一条电路（每个电源都按它检查）；构建自带的“circuits”可提供更多</translation>
    </message>
    <message>
        <source>must be %1, not %2</source>
        <translation>必须为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>%1 circuits given; the planner uses at most %2 (one for each of up to two PSUs)</source>
        <translation>给出了 %1 条电路；规划器最多使用 %2 条（最多两个电源各一条）</translation>
    </message>
    <message>
        <source>(your choice for this part)</source>
        <translation>（你为此部件所选）</translation>
    </message>
    <message>
        <source>catalog choose takes a part id and new, used or default</source>
        <translation>catalog choose 需要一个部件 ID，以及 new、used 或 default</translation>
    </message>
    <message>
        <source>%1: counted at its %2 price</source>
        <translation>%1：按其%2价格计</translation>
    </message>
    <message>
        <source>%1: counted at the price --prices (or Settings) chooses</source>
        <translation>%1：按 --prices（或设置）所选的价格计</translation>
    </message>
    <message>
        <source>use list, show, add, remove, price, choose, export or import</source>
        <translation>可用子命令：list、show、add、remove、price、choose、export 或 import</translation>
    </message>
    <message>
        <source>Prices: %1.</source>
        <translation>价格：%1。</translation>
    </message>
    <message>
        <source>no commit recorded: %1</source>
        <translation>未记录提交：%1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>required with --workload llm (billions of parameters)</source>
        <translation>使用 --workload llm 时必须给出（参数量，单位十亿）</translation>
    </message>
    <message>
        <source>is an LLM job&apos;s option; --workload %1 is not an LLM job (use --workload llm)</source>
        <translation>是 LLM 任务的选项；--workload %1 不是 LLM 任务（请使用 --workload llm）</translation>
    </message>
    <message>
        <source>needs a number (billions of parameters), not an empty value</source>
        <translation>需要一个数字（参数量，单位十亿），不能为空</translation>
    </message>
    <message>
        <source>it was closed when the command started</source>
        <translation>命令启动时它已被关闭</translation>
    </message>
</context>
<context>
    <name>RigPlan::Cli::OptionParser</name>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>未指定命令</translation>
    </message>
    <message>
        <source>Usage: rigplan-cli COMMAND [options]

Commands:
  check FILE [--json] [--circuit ID]   run every rule and the power budget on a build
  estimate FILE [--json] [--baseline GPU_ID] [--workload ID] [--precision P]
                                       estimated training speedup against a baseline GPU
    --workload llm --params-b N [--method full|lora|qlora] [--parallel auto|ddp|fsdp|tensor|pipeline]
                                       an LLM job (also on plan)
  catalog list [--kind K] [--json]     the parts of the catalog
  catalog show ID [--json]             one part, with its source
  catalog add FILE | remove ID | price ID USD   custom parts and prices
  catalog choose ID new|used|default   count this part at its new or used price
  catalog export FILE                  your custom parts and prices, to share
  catalog import FILE [--replace]      parts and prices from catalog export
  catalog import --opendb DIR [--kind K]   parts from a BuildCores OpenDB checkout
  compare A B [C D] [--json] [--format text|md] [--workload W]
                                       two to four builds side by side
  export FILE --format csv|md|bbcode|txt|json|html|pdf [-o OUT]
                                       the parts list, power, checks, speedup and checklist
  plan --budget USD [--workload W] [--precision P] [--circuit ID[,ID]] [--gpus MIN-MAX]
       [--min-vram GB] [--allow-risers] [--case ID] [--board ID] [--psu ID] [--top N] [--json]
                                       the best builds within a budget that pass every check

FILE may be - for standard input.

Options:
  --json             print one JSON object on standard output
  --circuit ID       check against this wall circuit (us-120v-15a, eu-230v-16a, ...)
  --db PATH          the SQLite database (default: the user&apos;s data directory)
  --catalog FILE     use the parts of this catalog file instead of the database
  --lang en|zh_CN    language of messages
  --prices new|used  check, estimate, compare, export, plan: price parts new (default) or used
                     (used where the catalog has a used price, else new; your per-part choices win)
  -o, --output OUT   export: write OUT (replaced whole) instead of standard output
  --                 the end of the options: a file may then start with -
  --help, --version

Exit status: 0 done (no error finding), 1 the build has an error finding,
2 bad usage or bad input (each problem is printed as &apos;path: what is wrong&apos;).
</source>
        <translation>用法：rigplan-cli COMMAND [options]

命令：
  check FILE [--json] [--circuit ID]   对方案运行所有规则检查和功率预算核算
  estimate FILE [--json] [--baseline GPU_ID] [--workload ID] [--precision P]
                                       相对基准 GPU 的估算训练加速比
    --workload llm --params-b N [--method full|lora|qlora] [--parallel auto|ddp|fsdp|tensor|pipeline]
                                       大语言模型任务（plan 同样适用）
  catalog list [--kind K] [--json]     列出部件库中的部件
  catalog show ID [--json]             显示单个部件及其数据来源
  catalog add FILE | remove ID | price ID USD   管理自定义部件和价格
  catalog choose ID new|used|default   此部件按新品价或二手价计
  catalog export FILE                  导出你的自定义部件和价格，以便分享
  catalog import FILE [--replace]      导入 catalog export 导出的部件和价格
  catalog import --opendb DIR [--kind K]   从 BuildCores OpenDB 检出目录导入部件
  compare A B [C D] [--json] [--format text|md] [--workload W]
                                       并排对比二到四个方案
  export FILE --format csv|md|bbcode|txt|json|html|pdf [-o OUT]
                                       导出部件清单、供电、检查、加速比和装机检查清单
  plan --budget USD [--workload W] [--precision P] [--circuit ID[,ID]] [--gpus MIN-MAX]
       [--min-vram GB] [--allow-risers] [--case ID] [--board ID] [--psu ID] [--top N] [--json]
                                       在预算内查找通过所有检查的最佳方案

FILE 可以为 -，表示标准输入。

选项：
  --json             在标准输出上输出一个 JSON 对象
  --circuit ID       按此墙插回路检查（us-120v-15a、eu-230v-16a 等）
  --db PATH          SQLite 数据库（默认位于用户数据目录）
  --catalog FILE     使用此部件库文件中的部件，而不是数据库中的部件
  --lang en|zh_CN    消息语言
  --prices new|used  check、estimate、compare、export、plan：按新品价（默认）或二手价计
                     （部件库有二手价时按二手价，否则按新品价；你对单个部件的选择优先）
  -o, --output OUT   export：写入 OUT（整体替换）而不是标准输出
  --                 选项到此结束：之后的文件名可以以 - 开头
  --help, --version

退出状态：0 完成（无错误级检查结果），1 方案存在错误级检查结果，
2 用法错误或输入有误（每个问题以“路径: 问题描述”的形式输出）。
</translation>
    </message>
    <message>
        <source>%1: the %2 command does not take this option (see --help)</source>
        <translation>%1：%2 命令不接受此选项（参见 --help）</translation>
    </message>
</context>
<context>
    <name>RigPlan::Comparison</name>
    <message>
        <source>Compare at least %1 builds (%2 given).</source>
        <translation>至少需要对比 %1 个方案（提供了 %2 个）。</translation>
    </message>
    <message>
        <source>Compare at most %1 builds (%2 given).</source>
        <translation>最多只能对比 %1 个方案（提供了 %2 个）。</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>PSU: %1</source>
        <translation>电源：%1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>Cards on risers</source>
        <translation>使用延长线的显卡</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>价格（美元）</translation>
    </message>
    <message>
        <source>Speedup, cnn (x baseline)</source>
        <translation>加速比，CNN（基准的倍数）</translation>
    </message>
    <message>
        <source>Speedup, transformer (x baseline)</source>
        <translation>加速比，Transformer（基准的倍数）</translation>
    </message>
    <message>
        <source>Speedup per 1000 USD (%1)</source>
        <translation>每 1000 美元加速比（%1）</translation>
    </message>
    <message>
        <source>Wall power (W)</source>
        <translation>墙插功耗（W）</translation>
    </message>
    <message>
        <source>Speedup per kW at the wall (%1)</source>
        <translation>每千瓦墙插功耗加速比（%1）</translation>
    </message>
    <message>
        <source>PSU load (%)</source>
        <translation>电源负载率（%）</translation>
    </message>
    <message>
        <source>Circuit load (%)</source>
        <translation>回路负载率（%）</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>PSU load, highest (%)</source>
        <translation>电源负载率，最高（%）</translation>
    </message>
    <message>
        <source>PSU %1 load (%)</source>
        <translation>电源 %1 负载率（%）</translation>
    </message>
    <message>
        <source>Circuit load, highest (%)</source>
        <translation>回路负载率，最高（%）</translation>
    </message>
    <message>
        <source>Circuit %1 load (%)</source>
        <translation>回路 %1 负载率（%）</translation>
    </message>
</context>
<context>
    <name>RigPlan::ComparisonFormat</name>
    <message>
        <source>(best)</source>
        <translation>（最佳）</translation>
    </message>
    <message>
        <source>%1 builds, best %2 speedup first, then the lower price</source>
        <translation>%1 个方案，按 %2 加速比从高到低排列，其次按价格从低到高</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 info(s)</source>
        <translation>%1 个错误，%2 个警告，%3 条提示</translation>
    </message>
    <message>
        <source>Part or figure</source>
        <translation>部件或指标</translation>
    </message>
    <message>
        <source>Comparison: %1</source>
        <translation>方案对比：%1</translation>
    </message>
    <message>
        <source>* the builds differ; %1 marks the best figure.</source>
        <translation>* 表示各方案之间有差异；%1 标出最佳数值。</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Bold: the builds differ; %1: the best figure.</source>
        <translation>粗体：各方案之间有差异；%1：最佳数值。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::BuildRepository</name>
    <message>
        <source>there is no saved build %1 to replace</source>
        <translation>没有可替换的已保存方案 %1</translation>
    </message>
    <message>
        <source>there is no saved build %1</source>
        <translation>不存在已保存的方案 %1</translation>
    </message>
    <message>
        <source>saved build &apos;%1&apos;: %2</source>
        <translation>已保存的方案“%1”：%2</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::CatalogTransfer</name>
    <message>
        <source>must be a date as yyyy-MM-dd</source>
        <translation>必须是 yyyy-MM-dd 格式的日期</translation>
    </message>
    <message>
        <source>must be a day from 2000-01-01 to today</source>
        <translation>必须是 2000-01-01 至今天之间的某一天</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a part of the bundled catalog; give your part an id of its own</source>
        <translation>“%1”是内置部件库中的部件；请为你的部件另取一个 id</translation>
    </message>
    <message>
        <source>your custom part &apos;%1&apos; differs from the file&apos;s; give --replace to overwrite it</source>
        <translation>你的自定义部件“%1”与文件中的不同；加上 --replace 才会覆盖</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2 that saved builds use (%3); it cannot become a %4</source>
        <translation>“%1”是已保存方案所用的%2（%3），不能改成%4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a price twice</source>
        <translation>“%1”的价格出现了两次</translation>
    </message>
    <message>
        <source>no part with id &apos;%1&apos; in the catalog or in this file</source>
        <translation>部件库和此文件中都没有 id 为“%1”的部件</translation>
    </message>
    <message>
        <source>your price for &apos;%1&apos; is %2 USD, the file&apos;s %3 USD; give --replace to overwrite it</source>
        <translation>你为“%1”设定的价格是 %2 USD，文件中为 %3 USD；加上 --replace 才会覆盖</translation>
    </message>
    <message>
        <source>&apos;%1&apos; became a part of the bundled catalog meanwhile</source>
        <translation>“%1”在此期间已成为内置部件库中的部件</translation>
    </message>
    <message>
        <source>the custom part %1 is stored damaged (%2); nothing was exported. Remove it with `rigplan-cli catalog remove %1`, or add it again.</source>
        <translation>自定义部件 %1 的存储已损坏（%2）；未导出任何内容。请用 `rigplan-cli catalog remove %1` 删除它，或重新添加。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::Database</name>
    <message>
        <source>no database path: the user&apos;s data directory is unknown; give one with --db or the RIGPLAN_DB environment variable</source>
        <translation>没有数据库路径：无法确定用户数据目录；请用 --db 或 RIGPLAN_DB 环境变量指定</translation>
    </message>
    <message>
        <source>%1 is a folder; RigPlan needs to keep its database file there</source>
        <translation>%1 是一个文件夹；RigPlan 需要在该位置存放数据库文件</translation>
    </message>
    <message>
        <source>%1 is not a RigPlan database: it is not an SQLite file. It was left as it is.</source>
        <translation>%1 不是 RigPlan 数据库：它不是 SQLite 文件。该文件未作改动。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot create the folder %1 for the database %2</source>
        <translation>无法为数据库 %2 创建文件夹 %1</translation>
    </message>
    <message>
        <source>%1 cannot be written: the file is read-only</source>
        <translation>无法写入 %1：文件为只读</translation>
    </message>
    <message>
        <source>%1 is damaged: %2. It was left as it is.</source>
        <translation>%1 已损坏：%2。该文件未作改动。</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not RigPlan&apos;s. It was left as it is.</source>
        <translation>%1 是其他程序的 SQLite 数据库，不属于 RigPlan。该文件未作改动。</translation>
    </message>
    <message>
        <source>%1 was written by a newer RigPlan (schema version %2; this RigPlan reads up to version %3). It was left as it is: open it with the newer RigPlan.</source>
        <translation>%1 由更新版本的 RigPlan 写入（结构版本 %2；当前 RigPlan 最高只能读取版本 %3）。该文件未作改动：请用新版 RigPlan 打开。</translation>
    </message>
    <message>
        <source>%1: SQLite refused to enforce foreign keys</source>
        <translation>%1：SQLite 拒绝启用外键约束</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 was just upgraded by a newer RigPlan (schema version %2; this RigPlan reads up to version %3).</source>
        <translation>%1 刚被更新版本的 RigPlan 升级（结构版本 %2；当前 RigPlan 最高只能读取版本 %3）。</translation>
    </message>
    <message>
        <source>%1 was not upgraded, as it could not be copied aside first: %2</source>
        <translation>%1 未升级，因为无法先行备份：%2</translation>
    </message>
    <message>
        <source>%1 could not be upgraded from schema version %2 to %3 and was left as it was: %4</source>
        <translation>无法将 %1 从结构版本 %2 升级到 %3，文件保持原样：%4</translation>
    </message>
    <message>
        <source>%1: SQLite could not switch to write-ahead logging (journal mode: %2)</source>
        <translation>%1：SQLite 无法切换到预写日志（WAL）模式（日志模式：%2）</translation>
    </message>
    <message>
        <source>the bundled catalog %1 cannot be read: %2</source>
        <translation>无法读取内置部件库 %1：%2</translation>
    </message>
    <message>
        <source>the bundled catalog %1 has no catalogVersion</source>
        <translation>内置部件库 %1 缺少 catalogVersion</translation>
    </message>
    <message>
        <source>the bundled catalog %1 is invalid: %2</source>
        <translation>内置部件库 %1 无效：%2</translation>
    </message>
    <message>
        <source>%1 is not open</source>
        <translation>%1 未打开</translation>
    </message>
    <message>
        <source>%1 is moved aside only when it is damaged or from a newer RigPlan</source>
        <translation>只有在 %1 已损坏或由更新版本的 RigPlan 写入时才会将其移开</translation>
    </message>
    <message>
        <source>%1 is %2, not a file; RigPlan keeps its database in a regular file (give another path with --db)</source>
        <translation>%1 是%2，不是文件；RigPlan 将数据库保存在普通文件中（请用 --db 指定其他路径）</translation>
    </message>
    <message>
        <source>%1 holds an interrupted write that SQLite must roll back (%2-journal), and it could not: %3</source>
        <translation>%1 有一次被中断的写入需要 SQLite 回滚（%2-journal），但回滚失败：%3</translation>
    </message>
    <message>
        <source>%1: an interrupted write (a RigPlan or another program stopped while writing) was rolled back; the database is as it was before that write</source>
        <translation>%1：一次被中断的写入（RigPlan 或其他程序在写入时停止）已回滚；数据库恢复到该次写入之前的状态</translation>
    </message>
    <message>
        <source>%1 has schema version %2, which no RigPlan writes: it is damaged or was changed by hand. It was left as it is.</source>
        <translation>%1 的结构版本为 %2，任何 RigPlan 都不会写入该版本：文件已损坏或被手工修改。文件保持原样。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::DatabaseFile</name>
    <message>
        <source>could not copy %1 to %2: %3</source>
        <translation>无法将 %1 复制到 %2：%3</translation>
    </message>
    <message>
        <source>the copy %1 of %2 is incomplete</source>
        <translation>%2 的副本 %1 不完整</translation>
    </message>
    <message>
        <source>could not rename %1: %2</source>
        <translation>无法重命名 %1：%2</translation>
    </message>
    <message>
        <source>could not rename %1 to %2: %3</source>
        <translation>无法将 %1 重命名为 %2：%3</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::DbError</name>
    <message>
        <source>%1 is in use by another RigPlan: it stayed locked past the wait time. Close the other RigPlan or try again.</source>
        <translation>%1 正被另一个 RigPlan 使用：超过等待时间仍处于锁定状态。请关闭另一个 RigPlan 或稍后重试。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 已损坏：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the disk is full (%2)</source>
        <translation>无法写入 %1：磁盘已满（%2）</translation>
    </message>
    <message>
        <source>%1 cannot be written: its folder %2 is read-only (SQLite keeps its journal beside the file)</source>
        <translation>无法写入 %1：所在文件夹 %2 为只读（SQLite 需要在数据库文件旁存放日志文件）</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::GitCheckout</name>
    <message>
        <source>names no path</source>
        <translation>未指明路径</translation>
    </message>
    <message>
        <source>the path it names has control characters or is not UTF-8</source>
        <translation>它指明的路径含有控制字符或不是 UTF-8</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1: larger than %2; %3</source>
        <translation>%1：大于 %2；%3</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1：不是普通文件</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>empty; not a git ref</source>
        <translation>为空；不是 git 引用</translation>
    </message>
    <message>
        <source>names a ref that is not a safe name under refs/</source>
        <translation>指向的引用不是 refs/ 下的安全名称</translation>
    </message>
    <message>
        <source>neither a 40-hex commit nor &apos;ref: refs/…&apos;; not a git ref</source>
        <translation>既不是 40 位十六进制提交，也不是 &apos;ref: refs/…&apos;；不是 git 引用</translation>
    </message>
    <message>
        <source>neither a folder nor a &apos;gitdir: &lt;path&gt;&apos; file</source>
        <translation>既不是文件夹，也不是 &apos;gitdir: &lt;path&gt;&apos; 文件</translation>
    </message>
    <message>
        <source>not a git ref</source>
        <translation>不是 git 引用</translation>
    </message>
    <message>
        <source>.git: not found; not a git checkout</source>
        <translation>.git：未找到；不是 git 检出目录</translation>
    </message>
    <message>
        <source>.git: the git folder it names is not a folder</source>
        <translation>.git：它指明的 git 文件夹不是文件夹</translation>
    </message>
    <message>
        <source>.git: neither a folder nor a &apos;gitdir: &lt;path&gt;&apos; file</source>
        <translation>.git：既不是文件夹，也不是 &apos;gitdir: &lt;path&gt;&apos; 文件</translation>
    </message>
    <message>
        <source>not a path</source>
        <translation>不是路径</translation>
    </message>
    <message>
        <source>%1: not found</source>
        <translation>%1：未找到</translation>
    </message>
    <message>
        <source>%1: more than %2 refs naming refs in a row</source>
        <translation>%1：连续超过 %2 个引用指向其他引用</translation>
    </message>
    <message>
        <source>not git&apos;s packed-refs</source>
        <translation>不是 git 的 packed-refs</translation>
    </message>
    <message>
        <source>%1: not found in loose refs or packed-refs</source>
        <translation>%1：在松散引用和 packed-refs 中均未找到</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::Migrations</name>
    <message>
        <source>schema version %1: %2</source>
        <translation>结构版本 %1：%2</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::OpenDbImport</name>
    <message>
        <source>not a BuildCores OpenDB checkout (it has no open-db folder)</source>
        <translation>不是 BuildCores OpenDB 检出目录（其中没有 open-db 文件夹）</translation>
    </message>
    <message>
        <source>is larger than %1 bytes; not an OpenDB part</source>
        <translation>大于 %1 字节，不是 OpenDB 部件</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>a part of this id exists and did not come from OpenDB</source>
        <translation>已存在此 id 的部件，且并非来自 OpenDB</translation>
    </message>
    <message>
        <source>all fields</source>
        <translation>所有字段</translation>
    </message>
    <message>
        <source>the stored part cannot be read</source>
        <translation>无法读取已保存的部件</translation>
    </message>
    <message>
        <source>the same OpenDB id as %1</source>
        <translation>与 %1 的 OpenDB id 相同</translation>
    </message>
    <message>
        <source>the same part id (%1) as %2</source>
        <translation>与 %2 的部件 id（%1）相同</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::OpenDbMapping</name>
    <message>
        <source>it has no name</source>
        <translation>没有名称</translation>
    </message>
    <message>
        <source>its chipset &apos;%1&apos; is not a GPU family of RigPlan&apos;s catalog, so its speed is unknown</source>
        <translation>其芯片“%1”不属于 RigPlan 部件库中的任何 GPU 系列，因此速度未知</translation>
    </message>
    <message>
        <source>%1 is not in OpenDB; the reference card&apos;s (%2) is used</source>
        <translation>OpenDB 中没有 %1；使用参考卡（%2）的数值</translation>
    </message>
    <message>
        <source>cooler is not in OpenDB; the reference card&apos;s (%1) is used</source>
        <translation>OpenDB 中没有 cooler；使用参考卡（%1）的数值</translation>
    </message>
    <message>
        <source>powerConnectors are all 0 in OpenDB; the reference card&apos;s (%1) are used</source>
        <translation>OpenDB 中 powerConnectors 全为 0；使用参考卡（%1）的接口</translation>
    </message>
    <message>
        <source>Speed figures are those of %1; NVLink is not in OpenDB</source>
        <translation>速度数据取自 %1；OpenDB 中没有 NVLink 信息</translation>
    </message>
    <message>
        <source>expansionSlots is not in OpenDB; set to 1 until you enter it</source>
        <translation>OpenDB 中没有 expansionSlots；在你填写之前设为 1</translation>
    </message>
    <message>
        <source>maxGpuLengthMm is not in OpenDB; set to 0 (no card fits) until you enter it</source>
        <translation>OpenDB 中没有 maxGpuLengthMm；在你填写之前设为 0（装不下任何显卡）</translation>
    </message>
    <message>
        <source>formFactors is not in OpenDB; no board fits until you enter them</source>
        <translation>OpenDB 中没有 formFactors；在你填写之前不兼容任何主板</translation>
    </message>
    <message>
        <source>Vertical GPU mounts are not in OpenDB (none assumed)</source>
        <translation>OpenDB 中没有显卡竖装支架信息（按没有处理）</translation>
    </message>
    <message>
        <source>its wattage is not in OpenDB</source>
        <translation>OpenDB 中没有其额定功率</translation>
    </message>
    <message>
        <source>efficiency is not in OpenDB; the lowest level, 80 PLUS, is assumed</source>
        <translation>OpenDB 中没有 efficiency；按最低的 80 PLUS 等级处理</translation>
    </message>
    <message>
        <source>atx (the ATX revision) is not in OpenDB; 2.x, the stricter for transients, is assumed</source>
        <translation>OpenDB 中没有 atx（ATX 版本）；按对瞬时负载要求更严格的 2.x 处理</translation>
    </message>
    <message>
        <source>no GPU leads in OpenDB (all 0); none are assumed until you enter them</source>
        <translation>OpenDB 中没有显卡供电线（全为 0）；在你填写之前按没有处理</translation>
    </message>
    <message>
        <source>its TDP is not in OpenDB</source>
        <translation>OpenDB 中没有其 TDP</translation>
    </message>
    <message>
        <source>its socket is not in OpenDB</source>
        <translation>OpenDB 中没有其插座类型</translation>
    </message>
    <message>
        <source>pcieLanes is not in OpenDB; the bundled %1&apos;s is used</source>
        <translation>OpenDB 中没有 pcieLanes；使用内置部件库中 %1 的数值</translation>
    </message>
    <message>
        <source>pcieLanes is not in OpenDB; set to 0 (every card is flagged) until you enter it</source>
        <translation>OpenDB 中没有 pcieLanes；在你填写之前设为 0（每张卡都会被标记）</translation>
    </message>
    <message>
        <source>its form factor is not in OpenDB</source>
        <translation>OpenDB 中没有其板型</translation>
    </message>
    <message>
        <source>OpenDB has no slot map; enter the board&apos;s slots before placing cards</source>
        <translation>OpenDB 中没有插槽布局；请先填写主板的插槽再安装显卡</translation>
    </message>
    <message>
        <source>OpenDB has no slot map (it lists %1); enter the slots before placing cards</source>
        <translation>OpenDB 中没有插槽布局（只列出了 %1）；请先填写插槽再安装显卡</translation>
    </message>
    <message>
        <source>OpenDB has no risers</source>
        <translation>OpenDB 中没有转接线</translation>
    </message>
    <message>
        <source>%1, opendb_id %2%3</source>
        <translation>%1，opendb_id %2%3</translation>
    </message>
    <message>
        <source>, commit %1</source>
        <translation>，提交 %1</translation>
    </message>
    <message>
        <source>Not in OpenDB: %1</source>
        <translation>OpenDB 中缺少：%1</translation>
    </message>
    <message>
        <source>OpenDB has no PSU sync adapters</source>
        <translation>OpenDB 中没有电源同步适配器</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::OpenDbPartFile</name>
    <message>
        <source>is larger than %1 bytes; not an OpenDB part</source>
        <translation>大于 %1 字节，不是 OpenDB 部件</translation>
    </message>
    <message>
        <source>an OpenDB part is a JSON object; the top level here is not one</source>
        <translation>OpenDB 部件是一个 JSON 对象；此文件的顶层不是对象</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an OpenDB id</source>
        <translation>“%1”不是 OpenDB ID</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::SqlPartCatalog</name>
    <message>
        <source>%1 is not open</source>
        <translation>%1 未打开</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>“%1”重复给出</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a part of the bundled catalog; give your part an id of its own</source>
        <translation>“%1”是内置部件库中的部件；请为您的部件另取一个 ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2 that saved builds use (%3); it cannot become a %4</source>
        <translation>“%1”是已保存方案（%3）正在使用的 %2，不能改为 %4</translation>
    </message>
    <message>
        <source>no part with id &apos;%1&apos; in the catalog</source>
        <translation>部件库中没有 ID 为“%1”的部件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a part of the bundled catalog; only your own parts can be removed</source>
        <translation>“%1”是内置部件库中的部件；只能移除您自己添加的部件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by saved builds (%2); delete them or change their parts first</source>
        <translation>“%1”正被已保存的方案使用（%2）；请先删除这些方案或更换其中的部件</translation>
    </message>
    <message>
        <source>a price must be %1</source>
        <translation>价格必须为 %1</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>你的价格</translation>
    </message>
    <message>
        <source>%1: the stored part is missing</source>
        <translation>%1：存储的部件缺失</translation>
    </message>
</context>
<context>
    <name>RigPlan::Db::StoredPart</name>
    <message>
        <source>the stored part is not a JSON object</source>
        <translation>存储的部件不是 JSON 对象</translation>
    </message>
    <message>
        <source>the stored price of %1, %2, is not %3; it is not used</source>
        <translation>%1 的存储价格 %2 不是%3；不予使用</translation>
    </message>
</context>
<context>
    <name>RigPlan::EstimateJson</name>
    <message>
        <source>Shape derived from the size: %1 layers, hidden %2, %3 attention heads (the nearest published model).</source>
        <translation>根据参数量推导的结构：%1 层，隐藏维度 %2，%3 个注意力头（取最接近的已发布模型）。</translation>
    </message>
    <message>
        <source>Memory is never pooled: each card holds its own share; activations assume full checkpointing.</source>
        <translation>显存从不跨卡合并：每张卡各自保存自己的那一份；激活值按完全重计算（activation checkpointing）估算。</translation>
    </message>
    <message>
        <source>Mixed cards: the smaller card sets an even split.</source>
        <translation>混用不同显卡：由较小的卡决定均分方式。</translation>
    </message>
    <message>
        <source>QLoRA: 4-bit NF4 weights with double quantisation; the paged optimizer moves its state to host memory under pressure.</source>
        <translation>QLoRA：4 位 NF4 权重并使用双重量化；显存紧张时分页优化器会把状态移到主机内存。</translation>
    </message>
    <message>
        <source>Tensor parallelism: the attention heads do not divide by the GPU count.</source>
        <translation>张量并行：注意力头数不能被 GPU 数整除。</translation>
    </message>
</context>
<context>
    <name>RigPlan::EstimateText</name>
    <message>
        <source>The build has no GPU.</source>
        <translation>方案中没有 GPU。</translation>
    </message>
    <message>
        <source>The baseline %1 is in no catalog; speedups are against the built-in figures of the %2.</source>
        <translation>基准 %1 不在任何部件库中；加速比以 %2 的内置数据为基准计算。</translation>
    </message>
    <message>
        <source>The baseline (%1) has no %2; it runs %3.</source>
        <translation>基准（%1）不支持 %2；改用 %3 运行。</translation>
    </message>
    <message>
        <source>No %1 on %2, and a data-parallel job trains in one format: the build runs %3.</source>
        <translation>%2不支持 %1，而数据并行任务只能使用一种精度格式训练：整机改用 %3 运行。</translation>
    </message>
    <message>
        <source>The speed of %1 was measured at %2 and is carried to %3 by the model.</source>
        <translation>%1的速度是在 %2 下实测的，并通过模型换算到 %3。</translation>
    </message>
    <message>
        <source>2:4 sparsity speeds up only the matrix multiplies: about %1 for the card that sets the pace.</source>
        <translation>2:4 稀疏只能加速矩阵乘法：决定整体速度的那块显卡约为 %1。</translation>
    </message>
    <message>
        <source>No sparse tensor cores on %1: 2:4 sparsity gives no speedup there.</source>
        <translation>%1没有稀疏 Tensor Core：2:4 稀疏对其没有加速效果。</translation>
    </message>
    <message>
        <source>Data-parallel steps wait for the slowest card, %1: the build gets %2% less than the sum of its cards.</source>
        <translation>数据并行的每一步都要等待最慢的显卡 %1：整机性能比各卡之和低 %2%。</translation>
    </message>
    <message>
        <source>Power limit on %1: at least %2% of full speed kept.</source>
        <translation>%1设置了功耗上限：至少保留满速的 %2%。</translation>
    </message>
    <message>
        <source>Less than one free slot under the fans of %1: expect throttling to about %2% of full speed (an assumption, not a measurement).</source>
        <translation>%1风扇下方空闲不足一个槽位：预计会降频至满速的约 %2%（此为假设值，并非实测）。</translation>
    </message>
    <message>
        <source>No peer-to-peer (P2P) transfers on %1: gradients go through host memory at about a fifth of the PCIe link&apos;s bandwidth.</source>
        <translation>%1不支持点对点（P2P）传输：梯度经主机内存中转，带宽约为 PCIe 链路的五分之一。</translation>
    </message>
    <message>
        <source>NVLink bridges join pairs of cards, but the gradient exchange still crosses PCIe between the pairs, so PCIe sets its pace.</source>
        <translation>NVLink 桥只连接成对的显卡，各对之间的梯度交换仍需经过 PCIe，因此速度受 PCIe 限制。</translation>
    </message>
    <message>
        <source>The slowest link, PCIe %1 x%2, is that of %3; it sets the pace of the gradient exchange.</source>
        <translation>最慢的链路是 %3的 PCIe %1 x%2，它决定了梯度交换的速度。</translation>
    </message>
    <message>
        <source>No board is given: each card is assumed on an x16 link at its own PCIe generation.</source>
        <translation>未指定主板：假定每块显卡均以其自身的 PCIe 代数运行在 x16 链路上。</translation>
    </message>
    <message>
        <source>%1 cannot hold a %2-billion-parameter model for training with Adam (about %3 GB per card at 16 bytes per parameter, before activations); data-parallel training does not pool memory.</source>
        <translation>%1显存不足以用 Adam 训练 %2B 参数的模型（按每个参数 16 字节计，每块卡约需 %3 GB，尚未计入激活值）；数据并行训练不会合并各卡显存。</translation>
    </message>
    <message>
        <source>%1 lacks the memory bandwidth or TFLOPS figures the model needs; its speed counts as 0.</source>
        <translation>%1缺少模型所需的显存带宽或 TFLOPS 数据；其速度按 0 计。</translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) have no price and are left out of the speedup per 1000 USD.</source>
        <translation>
            <numerusform>%n 个部件没有价格，未计入每 1000 美元加速比。</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated speedup: %1 against one %2 (%3, %4; CNN %5, transformer %6); scaling %7%.</source>
        <translation>估算加速比：%1（相对单块 %2；%3，%4；CNN %5，Transformer %6）；扩展效率 %7%。</translation>
    </message>
    <message>
        <source>Training speed estimate</source>
        <translation>训练速度估算</translation>
    </message>
    <message>
        <source>Training speed estimate: %1</source>
        <translation>训练速度估算：%1</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>derived from its specs</source>
        <translation>由规格推算</translation>
    </message>
    <message>
        <source>Baseline: %1, %2.</source>
        <translation>基准：%1，%2。</translation>
    </message>
    <message>
        <source>Gradients over %1 at about %2 GB/s; the build keeps %3% of %4 times its slowest card.</source>
        <translation>梯度经 %1 传输，约 %2 GB/s；整机可达最慢显卡 %4 倍性能的 %3%。</translation>
    </message>
    <message>
        <source>%1: %2 alone, %3</source>
        <translation>%1：单卡 %2，%3</translation>
    </message>
    <message>
        <source>%1% of full speed at its limit and cooling</source>
        <translation>在其功耗上限和散热条件下为满速的 %1%</translation>
    </message>
    <message>
        <source>Speedup per 1000 USD: %1 (%2 USD).</source>
        <translation>每 1000 美元加速比：%1（%2 美元）。</translation>
    </message>
    <message>
        <source>Speedup per kW at the wall: %1 (%2 W).</source>
        <translation>每千瓦墙插功耗加速比：%1（%2 W）。</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>说明：</translation>
    </message>
    <message>
        <source>The baseline has no measurement on this benchmark, so %1 and the baseline are both derived from the formula (its bias cancels in the ratio).</source>
        <translation>基准卡在此基准测试上没有实测数据，因此 %1 和基准卡都按公式推导（公式的偏差在比值中相互抵消）。</translation>
    </message>
    <message>
        <source>%1 has no measurement on this benchmark, so it and the baseline are both derived from the formula (its bias cancels in the ratio).</source>
        <translation>%1 在此基准测试上没有实测数据，因此它和基准卡都按公式推导（公式的偏差在比值中相互抵消）。</translation>
    </message>
    <message>
        <source>LLM job: %1B parameters, %2, %3 over %4 GPU(s): %5 GB per GPU (weights %6, gradients %7, optimizer %8, activations %9, overhead %10) against %11 GB on the smallest card: %12; about %13 tokens/s at %14% MFU.</source>
        <translation>LLM 任务：%1B 参数，%2，%3，共 %4 块 GPU：每块 GPU %5 GB（权重 %6，梯度 %7，优化器 %8，激活 %9，其他开销 %10），最小的卡有 %11 GB：%12；在 %14% MFU 下约 %13 tokens/s。</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <source>%1 is an AMD card: nothing was measured for it. Its speed is derived from a roofline fitted to NVIDIA cards and applied to an AMD card, unvalidated; FP8 and TF32 are not offered, there is no NVLink, and P2P is as the catalog gives it. The power-limit curve is Ampere&apos;s (an assumption).</source>
        <translation>%1 是 AMD 显卡：没有任何实测数据。其速度由基于 NVIDIA 显卡拟合的 roofline 模型推算，用于 AMD 显卡未经验证；不提供 FP8 和 TF32，没有 NVLink，P2P 以部件库所给为准。功耗上限曲线沿用 Ampere 的（假设）。</translation>
    </message>
</context>
<context>
    <name>RigPlan::FileKind</name>
    <message>
        <source>a FIFO (a named pipe)</source>
        <translation>一个 FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>一个字符设备</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>一个块设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>一个套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>非普通文件</translation>
    </message>
</context>
<context>
    <name>RigPlan::FindingText</name>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>GPU %1 (%2, on a riser)</source>
        <translation>GPU %1（%2，经延长线）</translation>
    </message>
    <message>
        <source>GPU %1 (%2 in slot %3)</source>
        <translation>GPU %1（%2，位于插槽 %3）</translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <translation>GPU %1（%2）</translation>
    </message>
    <message>
        <source>PSU %1</source>
        <translation>电源 %1</translation>
    </message>
    <message>
        <source>PSU %1 (%2)</source>
        <translation>电源 %1（%2）</translation>
    </message>
    <message>
        <source>%1 is placed at position %2, where %3 has no PCIe connector.</source>
        <translation>%1放在槽位 %2，但 %3 在该位置没有 PCIe 插槽。</translation>
    </message>
    <message>
        <source>the board</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>%1 are all placed in the connector at slot %2; each card needs its own.</source>
        <translation>%1都插在槽位 %2 的插槽上；每块显卡需要各自的插槽。</translation>
    </message>
    <message>
        <source>The connector of %1 lies under the body of %2, so the card cannot be plugged in.</source>
        <translation>%1的插槽被 %2的卡身挡住，显卡无法插入。</translation>
    </message>
    <message>
        <source>%1 reaches down to slot position %2, past the case&apos;s last expansion slot (%3).</source>
        <translation>%1向下延伸到槽位 %2，超出了机箱最后一个扩展槽位（%3）。</translation>
    </message>
    <message>
        <source>%1 is %2 mm long; the case takes cards up to %3 mm.</source>
        <translation>%1长 %2 mm；机箱最长只能容纳 %3 mm 的显卡。</translation>
    </message>
    <message>
        <source>The case (%1) does not take a %2 board (%3).</source>
        <translation>机箱（%1）无法安装 %2 规格的主板（%3）。</translation>
    </message>
    <message>
        <source>The CPU (%1, socket %2) does not fit the board&apos;s socket %3.</source>
        <translation>CPU（%1，插座 %2）与主板的 %3 插座不匹配。</translation>
    </message>
    <message>
        <source>%1 is an open-air card with %2 free slot(s) under its fans; it needs at least one or it will throttle.</source>
        <translation>%1为开放式风冷显卡，风扇下方空闲槽位为 %2 个；至少需要一个，否则会降频。</translation>
    </message>
    <message>
        <source>%1 is passively cooled and needs server airflow, which this case does not have.</source>
        <translation>%1为被动散热，需要服务器级风道，而此机箱不具备。</translation>
    </message>
    <message>
        <source>%1 must deliver %2 W but is rated %3 W on this circuit.</source>
        <translation>%1需要输出 %2 W，但在此回路上的额定功率只有 %3 W。</translation>
    </message>
    <message>
        <source>%1 runs at %2% of its %3 W rating (%4 W), above the %5% headroom threshold.</source>
        <translation>%1负载为其额定功率 %3 W 的 %2%（%4 W），超过了 %5% 的余量阈值。</translation>
    </message>
    <message>
        <source>Short GPU power spikes may reach %1 W on %2, more than the %3 W it rides through; it may shut down under load.</source>
        <translation>%2上的 GPU 瞬时功率峰值可达 %1 W，超过其可承受的 %3 W；满载时可能断电关机。</translation>
    </message>
    <message>
        <source>%1 reaches its full rating only on 200-240 V; on this circuit it gives %2 W and must deliver %3 W.</source>
        <translation>%1仅在 200-240 V 下才能达到满额功率；在此回路上只能输出 %2 W，而需要输出 %3 W。</translation>
    </message>
    <message>
        <source>The build draws about %1 W at the wall on circuit %2, above its %3 W continuous limit.</source>
        <translation>方案在回路 %2 上的墙插功耗约为 %1 W，超过其 %3 W 的持续负载上限。</translation>
    </message>
    <message numerus="yes">
        <source>%1 is on a riser to a vertical mount, but the case has only %n vertical mount(s) and they are taken.</source>
        <translation>
            <numerusform>%1通过延长线安装在竖装支架上，但机箱只有 %n 个竖装支架，且均已占用。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is on a riser to an open frame, but this case is not one.</source>
        <translation>%1通过延长线安装在开放式机架上，但此机箱不是开放式机架。</translation>
    </message>
    <message>
        <source>%1 sits on a PCIe %2 riser but its link runs at PCIe %3; expect link errors.</source>
        <translation>%1使用 PCIe %2 延长线，但其链路运行在 PCIe %3；可能出现链路错误。</translation>
    </message>
    <message>
        <source>%1 rely on risers: fragile to move or ship; secure the cards before transport.</source>
        <translation>%1依赖延长线安装：搬运或运输时容易损坏；运输前请固定好显卡。</translation>
    </message>
    <message>
        <source>%1 gets only %2 PCIe lanes; multi-GPU training loses speed below x8.</source>
        <translation>%1只分到 %2 条 PCIe 通道；低于 x8 时多卡训练速度会下降。</translation>
    </message>
    <message>
        <source>The cards in CPU-attached slots want %1 lanes, but the CPU has %2.</source>
        <translation>接在 CPU 直连插槽上的显卡需要 %1 条通道，但 CPU 只有 %2 条。</translation>
    </message>
    <message>
        <source>%1 and %2 are bridged with NVLink, but a card on a riser cannot take a bridge.</source>
        <translation>%1和 %2通过 NVLink 桥接，但使用延长线的显卡无法安装桥接器。</translation>
    </message>
    <message>
        <source>%1 and %2 are %3 slots apart; no NVLink bridge for these cards spans that.</source>
        <translation>%1与 %2相距 %3 个槽位；没有适用于这些显卡且能跨越该距离的 NVLink 桥。</translation>
    </message>
    <message>
        <source>%1 has no NVLink, so it cannot be bridged to %2.</source>
        <translation>%1不支持 NVLink，无法与 %2桥接。</translation>
    </message>
    <message>
        <source>%1 does not support %2; the estimate falls back to the best precision it has.</source>
        <translation>%1不支持 %2；估算将退而使用其支持的最佳精度。</translation>
    </message>
    <message>
        <source>%1 has no sparse tensor cores; 2:4 sparsity will not speed it up.</source>
        <translation>%1没有稀疏 Tensor Core；2:4 稀疏无法为其加速。</translation>
    </message>
    <message>
        <source>%1 is an SXM module; it fits only an HGX/DGX baseboard, not a PCIe slot.</source>
        <translation>%1是 SXM 模组，只能安装在 HGX/DGX 基板上，无法插入 PCIe 插槽。</translation>
    </message>
    <message>
        <source>%1 has %2 GB, but training a %3-billion-parameter model with Adam in mixed precision needs about %4 GB on each card (16 bytes per parameter, before activations); data-parallel training does not pool memory across cards.</source>
        <translation>%1有 %2 GB 显存，但用 Adam 以混合精度训练 %3B 参数的模型，每块卡约需 %4 GB（每个参数 16 字节，尚未计入激活值）；数据并行训练不会合并各卡显存。</translation>
    </message>
    <message>
        <source>Move %1 to slot %2.</source>
        <translation>将 %1移到插槽 %2。</translation>
    </message>
    <message>
        <source>Put %1 on a riser to the open frame.</source>
        <translation>通过延长线将 %1安装到开放式机架。</translation>
    </message>
    <message>
        <source>Put %1 on a riser to a vertical mount.</source>
        <translation>通过延长线将 %1安装到竖装支架。</translation>
    </message>
    <message>
        <source>Replace %1 with %2.</source>
        <translation>将 %1更换为 %2。</translation>
    </message>
    <message>
        <source>Swap %1 for %2.</source>
        <translation>将 %1换成 %2。</translation>
    </message>
    <message>
        <source>Limit %1 to %2 W (nvidia-smi -pl %2 on that card).</source>
        <translation>将 %1的功耗限制为 %2 W（对该卡执行 nvidia-smi -pl %2）。</translation>
    </message>
    <message>
        <source>Feed %1 from %2.</source>
        <translation>改由 %2为 %1供电。</translation>
    </message>
    <message>
        <source>Add a second PSU on a separate %1 circuit and move cards to it.</source>
        <translation>在另一条独立的 %1 回路上添加第二个电源，并将部分显卡移至该电源。</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>墙插</translation>
    </message>
    <message>
        <source>Use a %1 circuit.</source>
        <translation>改用 %1 回路。</translation>
    </message>
    <message>
        <source>Force PCIe %1 for the slot of %2 in the BIOS (or use a riser rated for the link).</source>
        <translation>在 BIOS 中将 %2所在插槽强制设为 PCIe %1（或使用支持该链路速率的延长线）。</translation>
    </message>
    <message>
        <source>Remove the NVLink bridge of %1.</source>
        <translation>移除 %1的 NVLink 桥。</translation>
    </message>
    <message>
        <source>%1 at %2 W</source>
        <translation>%1限制为 %2 W</translation>
    </message>
    <message>
        <source>%1 unlimited</source>
        <translation>%1不限制</translation>
    </message>
    <message>
        <source>Set the power limits that keep the most speed within the PSUs and the circuit: %1 (keeps %2% of the unlimited speed).</source>
        <translation>设置在电源和回路容量范围内保留最多速度的功耗上限：%1（保留不限功耗时速度的 %2%）。</translation>
    </message>
    <message>
        <source>%1 has %2 GB, but the %3-billion-parameter %4 job needs about %5 GB on each card under %6 (weights, gradients, optimizer state, activations and overhead); memory is never pooled across cards. Missing: %7 GB. Use another method or strategy, or more or larger cards.</source>
        <translation>%1 有 %2 GB 显存，但 %3B 参数的 %4 任务在 %6 下每张卡约需 %5 GB（权重、梯度、优化器状态、激活值和其他开销）；显存从不跨卡合并。缺少 %7 GB。请换一种训练方法或并行策略，或使用更多、更大显存的卡。</translation>
    </message>
    <message>
        <source>Tensor parallelism over mixed cards: the smaller card (%1) sets an even split, so the larger cards&apos; extra memory and speed go unused.</source>
        <translation>在不同显卡上做张量并行：较小的卡（%1）决定均分方式，较大卡多出的显存和算力用不上。</translation>
    </message>
    <message>
        <source>Tensor parallelism over %1 GPUs: the model&apos;s %2 attention heads do not divide evenly; use a GPU count that divides them, or another strategy.</source>
        <translation>在 %1 块 GPU 上做张量并行：模型的 %2 个注意力头不能均分；请使用能整除头数的 GPU 数量，或换一种并行策略。</translation>
    </message>
    <message>
        <source>Train with %1 instead.</source>
        <translation>改用 %1 训练。</translation>
    </message>
    <message>
        <source>Spread the model with %1 instead.</source>
        <translation>改用 %1 切分模型。</translation>
    </message>
    <message>
        <source>The board (%1) requires %2 EPS 8-pin CPU power lead(s); %3 has %4.</source>
        <translation>主板（%1）需要 %2 根 EPS 8-pin CPU 供电线；%3 只有 %4 根。</translation>
    </message>
    <message>
        <source>none listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <source>No PSU in the catalog has %1 EPS leads and also carries this build; use one that does (a second PSU cannot feed the board&apos;s CPU sockets).</source>
        <translation>目录中没有同时具备 %1 根 EPS 供电线并能承载此构建的电源；请换用符合条件的电源（第二个电源无法为主板的 CPU 插座供电）。</translation>
    </message>
    <message>
        <source>PCIe 8-pin leads for %1: %2 needed (12VHPWR adapters included), %3 on %4.</source>
        <translation>%1 的 PCIe 8-pin 供电线：需要 %2 根（含 12VHPWR 转接线），%4 上有 %3 根。</translation>
    </message>
    <message>
        <source>12V-2x6/12VHPWR leads for %1: %2 needed, %3 on %4.</source>
        <translation>%1 的 12V-2x6/12VHPWR 供电线：需要 %2 根，%4 上有 %3 根。</translation>
    </message>
    <message>
        <source>EPS 8-pin leads for %1: %2 needed, %3 left on %4 after the board&apos;s.</source>
        <translation>%1 的 EPS 8-pin 供电线：需要 %2 根，%4 在满足主板后还剩 %3 根。</translation>
    </message>
    <message>
        <source>EPS 8-pin leads for %1: %2 needed, %3 on %4.</source>
        <translation>%1 的 EPS 8-pin 供电线：需要 %2 根，%4 上有 %3 根。</translation>
    </message>
    <message>
        <source>Replace %1 with %2 (%3 EPS 8-pin, %4 PCIe 8-pin and %5 12V-2x6/12VHPWR leads).</source>
        <translation>将 %1 更换为 %2（%3 根 EPS 8-pin、%4 根 PCIe 8-pin 和 %5 根 12V-2x6/12VHPWR 供电线）。</translation>
    </message>
    <message>
        <source>%1 sits on a long riser without a retimer; at PCIe %2 that risks link errors.</source>
        <translation>%1 使用了较长且无重定时器（retimer）的延长线；在 PCIe %2 下有链路错误的风险。</translation>
    </message>
    <message>
        <source>The build has %1 PSUs but does not say how they switch on together: a PSU that stays off while the board starts leaves its cards unpowered, and one that stays on feeds them while the board is off. Use a PSU sync adapter, or separate switches.</source>
        <translation>该方案有 %1 个电源，但没有说明它们如何同时开机：主板启动时仍关着的电源会让其显卡断电，而一直开着的电源会在主板关机时继续给显卡供电。请使用电源同步适配器，或分开开关。</translation>
    </message>
    <message>
        <source>The PSU sync adapter ties %1 PSUs, but the build has %2.</source>
        <translation>电源同步适配器可连接 %1 个电源，但该方案有 %2 个。</translation>
    </message>
    <message>
        <source>The PSUs are to be switched on by hand, but some of them share a circuit; separate switches are for PSUs each on a circuit of its own.</source>
        <translation>电源将手动分别开启，但其中有电源共用一个回路；分开开关只适用于各自独占一个回路的电源。</translation>
    </message>
    <message>
        <source>Switch each PSU on by hand, each on its own circuit: the GPU PSUs first, the board&apos;s last (and off in reverse).</source>
        <translation>每个电源各接自己的回路并手动开启：先开显卡电源，最后开主板电源（关机顺序相反）。</translation>
    </message>
    <message>
        <source>Add %1 to switch the PSUs on with the board&apos;s.</source>
        <translation>添加 %1，让各电源随主板电源一同开启。</translation>
    </message>
    <message>
        <source>Limit %1 to %2 W each (nvidia-smi -pl %2 on each card).</source>
        <translation>将%1各限制为 %2 W（在每块卡上执行 nvidia-smi -pl %2）。</translation>
    </message>
    <message>
        <source>%1 to %2 W</source>
        <translation>%1 为 %2 W</translation>
    </message>
    <message>
        <source>Limit %1 (nvidia-smi -pl on each card).</source>
        <translation>限制 %1（在每块卡上执行 nvidia-smi -pl）。</translation>
    </message>
    <message>
        <source>%1 runs only on 200-240 V: it does not start on this circuit, and the build needs %2 W from it.</source>
        <translation>%1 只能在 200-240 V 下工作：在此回路上无法启动，而方案需要它提供 %2 W。</translation>
    </message>
    <message>
        <source>%1 slot(s)</source>
        <translation>%1 个插槽</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 mm long</source>
        <translation>长 %1 mm</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>This file redefines %1 as another kind of part; its own part is used, not the catalog&apos;s.</source>
        <translation>此文件将 %1 重新定义为另一种部件；使用的是文件自己的部件，而非目录中的部件。</translation>
    </message>
    <message>
        <source>This file redefines %1 (%2) with figures of its own; its part is used, not the catalog&apos;s.</source>
        <translation>此文件用自己的数值重新定义了 %1（%2）；使用的是文件中的部件，而非目录中的部件。</translation>
    </message>
    <message>
        <source>This file redefines %1: %2 instead of the catalog&apos;s %3. The checks use the file&apos;s figures; remove the part from the file&apos;s parts to check the real card.</source>
        <translation>此文件重新定义了 %1：%2，而目录中为 %3。检查使用的是文件中的数值；从文件的部件中删除它，即可按真实显卡检查。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two items of a list</comment>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>%1 is on a riser to a vertical mount, but the case has no vertical mount.</source>
        <translation>%1通过延长线安装在竖装支架上，但机箱没有竖装支架。</translation>
    </message>
    <message>
        <source>%1 relies on a riser: fragile to move or ship; secure the card before transport.</source>
        <translation>%1依赖延长线安装：搬运或运输时容易损坏；运输前请固定好显卡。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Gui::CatalogLoader</name>
    <message>
        <source>RigPlan cannot open its database</source>
        <translation>RigPlan 无法打开其数据库</translation>
    </message>
    <message>
        <source>RigPlan has not changed the file. You can move it aside (it is kept, renamed) and start with a fresh database, or quit.</source>
        <translation>RigPlan 未改动该文件。您可以将其移开（文件会改名保留）并使用新的数据库开始，或者退出。</translation>
    </message>
    <message>
        <source>Move aside and start fresh</source>
        <translation>移开并重新开始</translation>
    </message>
    <message>
        <source>RigPlan</source>
        <translation>RigPlan</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>旧文件已保留为 %1。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Gui::SqlCatalogSharing</name>
    <message>
        <source>Wrote %1 custom part(s) and %2 price(s) to %3.</source>
        <translation>已将 %1 个自定义部件和 %2 个价格写入 %3。</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>Parts: %1 added, %2 replaced, %3 unchanged. Prices: %4 added, %5 replaced, %6 unchanged.</source>
        <translation>部件：新增 %1，替换 %2，未变 %3。价格：新增 %4，替换 %5，未变 %6。</translation>
    </message>
    <message>
        <source>BuildCores OpenDB (ODC-By 1.0): %1 added, %2 updated, %3 unchanged, %4 skipped.</source>
        <translation>BuildCores OpenDB（ODC-By 1.0）：新增 %1，更新 %2，未变 %3，跳过 %4。</translation>
    </message>
    <message>
        <source>%1 part(s) are unconfirmed: OpenDB left fields empty, and their notes name them. Boards need a slot map before cards can be placed on them.</source>
        <translation>%1 个部件未经确认：OpenDB 留空了部分字段，其备注列出了这些字段。主板需要先有插槽布局才能安装显卡。</translation>
    </message>
    <message>
        <source>Your edits were kept: %1</source>
        <translation>已保留你的修改：%1</translation>
    </message>
</context>
<context>
    <name>RigPlan::InputFiles</name>
    <message>
        <source>it is the database this command uses (%1)</source>
        <translation>它是此命令使用的数据库（%1）</translation>
    </message>
    <message>
        <source>it is the file SQLite keeps beside the database %1, which this command uses</source>
        <translation>它是 SQLite 在此命令使用的数据库 %1 旁保存的文件</translation>
    </message>
    <message>
        <source>it is %1, which this command reads</source>
        <translation>它是此命令读取的 %1</translation>
    </message>
</context>
<context>
    <name>RigPlan::JsonFields</name>
    <message>
        <source>is required</source>
        <translation>为必填项</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>必须是以下值之一：%1</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>slot position %1 is listed twice</source>
        <translation>槽位 %1 重复列出</translation>
    </message>
    <message>
        <source>is null; a value is required here</source>
        <translation>为 null；此处需要一个值</translation>
    </message>
    <message>
        <source>is null; give a value or leave the field out</source>
        <translation>为 null；请给出一个值或省略该字段</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>必须为 %1</translation>
    </message>
    <message>
        <source>%1, not %2</source>
        <translation>%1，而不是 %2</translation>
    </message>
    <message>
        <source>has %1 entries; at most %2 are read</source>
        <translation>有 %1 项；最多读取 %2 项</translation>
    </message>
    <message>
        <source>must be at most the card&apos;s highest limit (%1 W)</source>
        <translation>不得超过该卡的最高功耗限制（%1 W）</translation>
    </message>
    <message>
        <source>must be at most epsSockets (%1)</source>
        <translation>不得超过 epsSockets（%1）</translation>
    </message>
    <message>
        <source>is for AMD cards only (architecture rdna3 or cdna2)</source>
        <translation>仅适用于 AMD 显卡（架构为 rdna3 或 cdna2）</translation>
    </message>
    <message>
        <source>must be a month as YYYY-MM (or a day as YYYY-MM-DD)</source>
        <translation>必须是 YYYY-MM 格式的月份（或 YYYY-MM-DD 格式的日期）</translation>
    </message>
</context>
<context>
    <name>RigPlan::OutputFile</name>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>符号链接层级过多</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a FIFO or a socket)</source>
        <translation>它不是普通文件（而是设备、FIFO 或套接字）</translation>
    </message>
    <message>
        <source>it exists and RigPlan did not write it; move it away or choose another name</source>
        <translation>该文件已存在且不是 RigPlan 写入的；请将其移走或换一个名称</translation>
    </message>
    <message>
        <source>%1 (a link to %2)</source>
        <translation>%1（指向 %2 的链接）</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>the socket&apos;s path is too long to connect to</source>
        <translation>套接字路径太长，无法连接</translation>
    </message>
    <message>
        <source>its folder %1 is read-only or you may not write to it</source>
        <translation>所在文件夹 %1 为只读，或您无权写入</translation>
    </message>
    <message>
        <source>it belongs to another user, and a replacement would belong to you; write it as its owner, or choose another file</source>
        <translation>该文件属于另一个用户，替换后它将归您所有；请以其所有者身份写入，或选择其他文件</translation>
    </message>
</context>
<context>
    <name>RigPlan::PartsListText</name>
    <message>
        <source>Limit %1 to %2 W (index %3 in nvidia-smi -L, in slot order). The limit resets at reboot: run the command at every start.</source>
        <translation>将 %1的功耗限制为 %2 W（在 nvidia-smi -L 中的索引为 %3，按插槽顺序）。该上限在重启后会复位：每次开机都需运行此命令。</translation>
    </message>
    <message>
        <source>Buy a %1-slot NVLink bridge for %2 and %3.</source>
        <translation>为 %2和 %3购买一个 %1 槽间距的 NVLink 桥。</translation>
    </message>
    <message>
        <source>No NVLink bridge joins %1 and %2 as placed: see the checks.</source>
        <translation>按当前摆放位置，没有 NVLink 桥能连接 %1和 %2：请查看检查结果。</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>插槽 %1</translation>
    </message>
    <message>
        <source>its slot</source>
        <translation>该卡所在插槽</translation>
    </message>
    <message>
        <source>%1 is on a PCIe %2.0 riser of %3 mm: set %4 to PCIe Gen %5 in the BIOS, as the build asks.</source>
        <translation>%1使用 %3 mm 长的 PCIe %2.0 延长线：请按方案要求，在 BIOS 中将%4的链路速率设为 PCIe Gen %5。</translation>
    </message>
    <message>
        <source>%1 is on a PCIe %2.0 riser of %3 mm: if its link drops or logs errors, set %4 to PCIe Gen %5 in the BIOS.</source>
        <translation>%1使用 %3 mm 长的 PCIe %2.0 延长线：如果链路掉线或记录到错误，请在 BIOS 中将%4的链路速率设为 PCIe Gen %5。</translation>
    </message>
    <message>
        <source>Risers are not for shipping: take the cards off their risers, or fix them down, before the machine is moved or shipped.</source>
        <translation>延长线不适合运输：搬动或运输整机前，请将显卡从延长线上取下，或将其牢固固定。</translation>
    </message>
    <message>
        <source>In the BIOS, enable Above 4G Decoding (also called MMIO above 4 GB) so the board can map every GPU&apos;s memory.</source>
        <translation>在 BIOS 中启用 Above 4G Decoding（4G 以上解码，也称 MMIO above 4 GB），以便主板能映射每块 GPU 的显存。</translation>
    </message>
    <message>
        <source>Parts list</source>
        <translation>部件清单</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>Motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Riser</source>
        <translation>延长线</translation>
    </message>
    <message>
        <source>PCIe %1.0 riser, %2 mm</source>
        <translation>PCIe %1.0 延长线，%2 mm</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price (USD)</source>
        <translation>单价（美元）</translation>
    </message>
    <message>
        <source>Total (USD)</source>
        <translation>总价（美元）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) have no known price and are not in the total.</source>
        <translation>
            <numerusform>%n 项没有已知价格，未计入合计。</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>供电</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Estimated speedup</source>
        <translation>估算加速比</translation>
    </message>
    <message>
        <source>Assembly checklist</source>
        <translation>装机检查清单</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 note(s)</source>
        <translation>%1 个错误，%2 个警告，%3 条提示</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>CNN</source>
        <translation>CNN</translation>
    </message>
    <message>
        <source>transformer</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <source>No GPU in this build.</source>
        <translation>此方案中没有 GPU。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>DC load</source>
        <translation>直流负载</translation>
    </message>
    <message>
        <source>PSU rating</source>
        <translation>电源额定功率</translation>
    </message>
    <message>
        <source>PSU load</source>
        <translation>电源负载率</translation>
    </message>
    <message>
        <source>Transient peak</source>
        <translation>瞬时峰值</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>墙插端</translation>
    </message>
    <message>
        <source>Circuit limit</source>
        <translation>回路上限</translation>
    </message>
    <message>
        <source>Circuit load</source>
        <translation>回路负载率</translation>
    </message>
    <message>
        <source>%1x against one %2 (%3, %4)</source>
        <translation>%1 倍（相对单块 %2；%3，%4）</translation>
    </message>
    <message>
        <source>CNN %1x, transformer %2x</source>
        <translation>CNN %1 倍，Transformer %2 倍</translation>
    </message>
    <message>
        <source>PSUs on separate switches: turn on the GPU PSU(s) first and the board&apos;s PSU (PSU 1) last; turn off in the reverse order, the GPU PSU(s) last. Each PSU stays on its own circuit.</source>
        <translation>电源分开开关：先开显卡电源，最后开主板的电源（电源 1）；关机顺序相反，显卡电源最后关。每个电源各接自己的回路。</translation>
    </message>
    <message>
        <source>PSU sync (%1): plug PSU 1&apos;s 24-pin cable into the adapter and the adapter into the board; plug the adapter&apos;s other lead into PSU 2&apos;s 24-pin socket (PSU 3&apos;s where it ties three). The adapter shares the PSUs&apos; ground.</source>
        <translation>电源同步（%1）：将电源 1 的 24 针线缆插入适配器，再将适配器插到主板上；把适配器的另一根线插入电源 2 的 24 针插座（连接三个电源时还有电源 3）。适配器使各电源共地。</translation>
    </message>
    <message>
        <source>PSU sync adapter</source>
        <translation>电源同步适配器</translation>
    </message>
    <message>
        <source>New/used</source>
        <translation>新品/二手</translation>
    </message>
    <message>
        <source>new (no used price)</source>
        <translation>新品（无二手价）</translation>
    </message>
    <message>
        <source>%1, stale (%2)</source>
        <translation>%1，已过时（%2）</translation>
    </message>
    <message>
        <source>Priced at %1.</source>
        <translation>按%1计价。</translation>
    </message>
    <message>
        <source>new prices</source>
        <translation>新品价格</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are more than a year old (marked stale).</source>
        <translation>
            <numerusform>有 %n 个价格已超过一年（标记为过时）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Slot map</source>
        <translation>插槽图</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>插槽</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>PSU lead</source>
        <translation>电源线</translation>
    </message>
    <message>
        <source>The chassis as RigPlan draws it: slots, cards, risers and power supplies</source>
        <translation>RigPlan 绘制的机箱：插槽、显卡、延长线和电源</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>PCIe %1.0, %2 mm, to the open frame</source>
        <translation>PCIe %1.0，%2 mm，接至开放式机架</translation>
    </message>
    <message>
        <source>PCIe %1.0, %2 mm, to a vertical mount</source>
        <translation>PCIe %1.0，%2 mm，接至竖装位</translation>
    </message>
    <message>
        <source>%1 × PCIe 8-pin</source>
        <translation>%1 × PCIe 8 针</translation>
    </message>
    <message>
        <source>%1 × 12V-2x6 (12VHPWR)</source>
        <translation>%1 × 12V-2x6（12VHPWR）</translation>
    </message>
    <message>
        <source>%1 × EPS 8-pin</source>
        <translation>%1 × EPS 8 针</translation>
    </message>
    <message>
        <source>no lead (slot power only)</source>
        <translation>无供电线（仅插槽供电）</translation>
    </message>
    <message>
        <source>PSU %1 (not in the build): %2</source>
        <translation>电源 %1（不在方案中）：%2</translation>
    </message>
    <message>
        <source>PSU %1 (%2): %3</source>
        <translation>电源 %1（%2）：%3</translation>
    </message>
    <message>
        <source>… and %1 more finding(s), left out of print; the JSON export and rigplan-cli check list them all.</source>
        <translation>…… 另有 %1 条检查结果未打印；JSON 导出和 rigplan-cli check 会列出全部结果。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>RigPlan::PlanText</name>
    <message>
        <source>The fastest build within the budget.</source>
        <translation>预算内最快的方案。</translation>
    </message>
    <message>
        <source>%1 USD cheaper</source>
        <translation>便宜 %1 美元</translation>
    </message>
    <message>
        <source>%1 W less at the wall</source>
        <translation>墙插功耗低 %1 W</translation>
    </message>
    <message>
        <source>As good as #%1 on every measure.</source>
        <translation>各项指标均与 #%1 相当。</translation>
    </message>
    <message>
        <source>As fast as #%1 and %2.</source>
        <translation>与 #%1 一样快，且%2。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1% slower than #%2 but %3.</source>
        <translation>比 #%2 慢 %1%，但%3。</translation>
    </message>
    <message>
        <source>%1x %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>cards limited to %1 W</source>
        <translation>显卡功耗限制为 %1 W</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on risers</source>
        <translation>
            <numerusform>%n 块显卡使用延长线</numerusform>
        </translation>
    </message>
    <message>
        <source>The search was cancelled.</source>
        <translation>搜索已取消。</translation>
    </message>
    <message>
        <source>The catalog lacks a priced GPU, board, case, CPU or PSU for this request.</source>
        <translation>部件库中缺少符合此要求且有价格的 GPU、主板、机箱、CPU 或电源。</translation>
    </message>
    <message>
        <source>No build fits a budget of %1 USD: the cheapest GPU, board, case, CPU and PSU that match the request cost at least %2 USD together.</source>
        <translation>没有方案符合 %1 美元的预算：符合要求的最便宜的 GPU、主板、机箱、CPU 和电源合计至少需要 %2 美元。</translation>
    </message>
    <message>
        <source>No build within %1 USD passes the checks. The rules that stopped the candidates are listed below.</source>
        <translation>%1 美元以内没有能通过检查的方案。淘汰候选方案的规则列于下方。</translation>
    </message>
    <message>
        <source>%1 (%2 USD, %3x): stopped by %4</source>
        <translation>%1（%2 美元，%3 倍）：被 %4 淘汰</translation>
    </message>
    <message>
        <source>Evaluated %1 rule checks; a brute-force search would check %2 builds.</source>
        <translation>共执行 %1 次规则检查；穷举搜索则需检查 %2 个方案。</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) on the front of speedup, price and wall power; those without a warning first, each group best first:</source>
        <translation>
            <numerusform>在加速比、价格和墙插功耗的最优前沿上共有 %n 个方案；无警告的方案在前，每组内最佳者在前：</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1  %2  %3x  %4 USD  %5 W at the wall</source>
        <translation>#%1  %2  %3 倍  %4 美元  墙插端 %5 W</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (--top to see them).</source>
        <translation>
            <numerusform>……另有 %n 个（用 --top 查看）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Faster builds the rules stopped:</source>
        <translation>被规则淘汰的更快方案：</translation>
    </message>
    <message>
        <source>Rejected checks by rule: %1</source>
        <translation>各规则未通过的检查次数：%1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>The fastest build within the budget that passes without a warning.</source>
        <translation>预算内无任何警告的最快方案。</translation>
    </message>
    <message numerus="yes">
        <source>%1% faster than #1, but with %n warning(s) to fix first (see its checks).</source>
        <translation>
            <numerusform>比 #1 快 %1%，但有 %n 条警告需要先解决（见其检查结果）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RigPlan::PowerText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>PSU %1</source>
        <translation>电源 %1</translation>
    </message>
    <message>
        <source>Circuit %1 (%2)</source>
        <translation>回路 %1（%2）</translation>
    </message>
    <message>
        <source>%1 / %2 W (%3%)</source>
        <translation>%1 / %2 W（%3%）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>RigPlan::PricePolicy</name>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新品</translation>
    </message>
    <message>
        <source>used prices where known, else new (some parts chosen apart)</source>
        <translation>有二手价时按二手价，否则按新品价（部分部件单独选择）</translation>
    </message>
    <message>
        <source>used prices where known, else new</source>
        <translation>有二手价时按二手价，否则按新品价</translation>
    </message>
    <message>
        <source>new prices (some parts at used prices)</source>
        <translation>新品价格（部分部件按二手价）</translation>
    </message>
    <message>
        <source>new prices</source>
        <translation>新品价格</translation>
    </message>
</context>
<context>
    <name>RigPlan::RecoveryFile</name>
    <message>
        <source>%1: not a regular file; it was not read</source>
        <translation>%1：不是普通文件；未读取</translation>
    </message>
</context>
<context>
    <name>RigPlan::ResolvedBuild</name>
    <message>
        <source>no %1 part with id &apos;%2&apos; in the catalog or the file&apos;s parts</source>
        <translation>目录和文件自带零件中都没有 ID 为“%2”的%1零件</translation>
    </message>
    <message>
        <source>no part id</source>
        <translation>没有零件 ID</translation>
    </message>
</context>
<context>
    <name>RigPlan::StrictJson</name>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>is given twice in the same object (a reader would keep only one)</source>
        <translation>在同一对象中出现两次（读取程序只会保留其中一个）</translation>
    </message>
    <message>
        <source>a raw control character (U+%1) inside a string; JSON writes it as an escape, such as \n or \t</source>
        <translation>字符串中有原始控制字符（U+%1）；JSON 应将其写为转义序列，例如 \n 或 \t</translation>
    </message>
    <message>
        <source>%1 is beyond what a number can hold here (about 1e-308 to 1.8e308)</source>
        <translation>%1 超出此处数字可表示的范围（约 1e-308 到 1.8e308）</translation>
    </message>
    <message>
        <source>larger than %1 MiB, the most RigPlan reads (no build or catalog file comes near it)</source>
        <translation>大于 %1 MiB，这是 RigPlan 读取的上限（任何构建或目录文件都远小于此）</translation>
    </message>
    <message>
        <source>the file is empty; it should hold a JSON object</source>
        <translation>文件为空；它应包含一个 JSON 对象</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: larger than %2 MiB, the most RigPlan reads (no build or catalog file comes near it); the rest was not read</source>
        <translation>%1：大于 %2 MiB，这是 RigPlan 读取的上限（任何构建或目录文件都远小于此）；其余部分未读取</translation>
    </message>
    <message>
        <source>no file name was given (an empty argument)</source>
        <translation>未给出文件名（参数为空）</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::BuildChart</name>
    <message>
        <source>measured throughput (calibration benchmarks)</source>
        <translation>实测吞吐量（校准基准测试）</translation>
    </message>
    <message>
        <source>derived from the cards&apos; specifications</source>
        <translation>由显卡规格推算</translation>
    </message>
    <message>
        <source>measured for some cards, derived from specifications for others</source>
        <translation>部分显卡为实测，其余由规格推算</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::BuildDock</name>
    <message>
        <source>Build</source>
        <translation>装机方案</translation>
    </message>
    <message>
        <source>The case: its expansion slots, GPU clearance and mounts</source>
        <translation>机箱：决定扩展槽位、显卡限长和安装位</translation>
    </message>
    <message>
        <source>The motherboard: its PCIe connectors decide where cards go</source>
        <translation>主板：其 PCIe 插槽决定显卡装在哪里</translation>
    </message>
    <message>
        <source>The CPU: its socket, power and PCIe lanes</source>
        <translation>CPU：插座、功耗和 PCIe 通道数</translation>
    </message>
    <message>
        <source>Name this build</source>
        <translation>为此方案命名</translation>
    </message>
    <message>
        <source>The wall circuit the PSUs plug into; its continuous limit is 80% of the breaker.</source>
        <translation>电源所接的墙插回路；其持续负载上限为断路器额定值的 80%。</translation>
    </message>
    <message>
        <source>Default (from Settings)</source>
        <translation>默认（取自设置）</translation>
    </message>
    <message>
        <source>%1 (%2 W continuous)</source>
        <translation>%1（持续 %2 W）</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Drives, fans, RAM, pump: DC watts not listed as parts (default %1 W)</source>
        <translation>硬盘、风扇、内存、水泵等未作为部件列出的直流功耗（默认 %1 W）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N):</translation>
    </message>
    <message>
        <source>C&amp;ase:</source>
        <translation>机箱(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>主板(&amp;B):</translation>
    </message>
    <message>
        <source>C&amp;PU:</source>
        <translation>CPU(&amp;P):</translation>
    </message>
    <message>
        <source>PS&amp;Us:</source>
        <translation>电源(&amp;U):</translation>
    </message>
    <message>
        <source>C&amp;ircuit:</source>
        <translation>回路(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Other load:</source>
        <translation>其他负载(&amp;O):</translation>
    </message>
    <message>
        <source>Rename build</source>
        <translation>重命名方案</translation>
    </message>
    <message>
        <source>Change other load</source>
        <translation>更改其他负载</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>选择%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>PSU 1 feeds the board, the CPU and every card&apos;s slot power</source>
        <translation>电源 1 为主板、CPU 以及每块显卡的插槽供电</translation>
    </message>
    <message>
        <source>PSU %1</source>
        <translation>电源 %1</translation>
    </message>
    <message>
        <source>Choose PSU %1</source>
        <translation>选择电源 %1</translation>
    </message>
    <message>
        <source>Remove PSU %1; its cards move to PSU 1</source>
        <translation>移除电源 %1；其所带显卡改由电源 1 供电</translation>
    </message>
    <message>
        <source>Remove PSU %1</source>
        <translation>移除电源 %1</translation>
    </message>
    <message>
        <source>Add a PSU</source>
        <translation>添加一个电源</translation>
    </message>
    <message>
        <source>Add another PSU</source>
        <translation>再添加一个电源</translation>
    </message>
    <message>
        <source>A second PSU can sit on its own wall circuit (set by the circuit fixes)</source>
        <translation>第二个电源可接在单独的墙插回路上（由回路相关的修复建议设置）</translation>
    </message>
    <message>
        <source>Add PSU</source>
        <translation>添加电源</translation>
    </message>
    <message>
        <source>Wall circuit %1: the PSUs set to it plug in here</source>
        <translation>墙插回路 %1：设为此回路的电源插在这里</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Change circuit %1</source>
        <translation>更改回路 %1</translation>
    </message>
    <message>
        <source>circuit %1</source>
        <translation>回路 %1</translation>
    </message>
    <message>
        <source>The wall circuit PSU %1 plugs into</source>
        <translation>电源 %1 所接的墙插回路</translation>
    </message>
    <message>
        <source>Move PSU %1 to circuit %2</source>
        <translation>将电源 %1 移到回路 %2</translation>
    </message>
    <message>
        <source>C&amp;ircuits:</source>
        <translation>回路(&amp;I)：</translation>
    </message>
    <message>
        <source>Switched on together: not said</source>
        <translation>同时开机：未说明</translation>
    </message>
    <message>
        <source>Separate switches (each PSU on its own circuit)</source>
        <translation>分开开关（每个电源各接自己的回路）</translation>
    </message>
    <message>
        <source>Sync adapter: %1</source>
        <translation>同步适配器：%1</translation>
    </message>
    <message>
        <source>How the PSUs switch on together: an adapter ties them to the board&apos;s PSU; by hand, the GPU PSUs go on first and off last</source>
        <translation>各电源如何同时开机：适配器让它们随主板电源联动；手动时先开显卡电源、最后关显卡电源</translation>
    </message>
    <message>
        <source>PSU sync</source>
        <translation>电源同步</translation>
    </message>
    <message>
        <source>Set how the PSUs switch on</source>
        <translation>设置各电源的开机方式</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::CatalogDock</name>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>&amp;Compatible only</source>
        <translation>仅显示兼容部件(&amp;C)</translation>
    </message>
    <message>
        <source>Search parts (e.g. 3090 blower)</source>
        <translation>搜索部件（如：3090 涡轮）</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>Grey out parts that would add an error to this build</source>
        <translation>将会给此方案带来错误的部件显示为灰色</translation>
    </message>
    <message>
        <source>Drag a GPU onto a slot, a riser area or a card of the chassis, or press Enter or double-click to add it at the next place that takes it. Hover a part for its source.</source>
        <translation>将 GPU 拖到机箱的插槽、转接区域或某张卡上，或按 Enter / 双击，将其添加到下一个可用位置。悬停在零件上可查看其来源。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::CatalogModel</name>
    <message>
        <source>%1
%2
Price: %3 USD (%4)
Source: %5
Confidence: %6%7</source>
        <translation>%1
%2
价格：%3 美元（%4）
来源：%5
可信度：%6%7</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>主要参数</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>%1
The stored part cannot be read.</source>
        <translation>%1
无法读取已存储的部件数据。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::CatalogSharingActions</name>
    <message>
        <source>RigPlan catalogs (*.json);;All files (*)</source>
        <translation>RigPlan 部件库 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Import Catalog…</source>
        <translation>导入部件库(&amp;I)…</translation>
    </message>
    <message>
        <source>Add the parts and prices of a catalog another RigPlan exported</source>
        <translation>添加另一个 RigPlan 导出的部件库中的部件和价格</translation>
    </message>
    <message>
        <source>Import Catalog</source>
        <translation>导入部件库</translation>
    </message>
    <message>
        <source>E&amp;xport Catalog…</source>
        <translation>导出部件库(&amp;X)…</translation>
    </message>
    <message>
        <source>Write your custom parts and prices to a file to share</source>
        <translation>将你的自定义部件和价格写入文件以便分享</translation>
    </message>
    <message>
        <source>Export Catalog</source>
        <translation>导出部件库</translation>
    </message>
    <message>
        <source>my-parts.json</source>
        <translation>my-parts.json</translation>
    </message>
    <message>
        <source>Import from BuildCores &amp;OpenDB…</source>
        <translation>从 BuildCores OpenDB 导入(&amp;O)…</translation>
    </message>
    <message>
        <source>Add GPUs, cases, PSUs, CPUs and boards from a checkout of BuildCores OpenDB (ODC-By)</source>
        <translation>从 BuildCores OpenDB（ODC-By）的检出目录添加显卡、机箱、电源、CPU 和主板</translation>
    </message>
    <message>
        <source>BuildCores OpenDB checkout</source>
        <translation>BuildCores OpenDB 检出目录</translation>
    </message>
    <message>
        <source>Import from BuildCores OpenDB</source>
        <translation>从 BuildCores OpenDB 导入</translation>
    </message>
    <message>
        <source>Some parts or prices in this file differ from yours. Replace yours with the file&apos;s?</source>
        <translation>此文件中的部分部件或价格与你的不同。要用文件中的替换你的吗？</translation>
    </message>
    <message>
        <source>Replace Mine</source>
        <translation>替换我的</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ChartExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ChartsDock</name>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>As the build</source>
        <translation>与方案一致</translation>
    </message>
    <message>
        <source>The number format the speedup is estimated at; cards without it fall back.</source>
        <translation>估算加速比所用的数值格式；不支持该格式的显卡会退而使用其他格式。</translation>
    </message>
    <message>
        <source>Save the chart shown as a PNG or SVG image</source>
        <translation>将当前显示的图表保存为 PNG 或 SVG 图像</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>精度:</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>供电</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>能效</translation>
    </message>
    <message>
        <source>Estimated from measured or spec-derived throughput, scaled by the interconnect and power limits; see docs/performance-model.md.</source>
        <translation>基于实测或由规格推算的吞吐量估算，并按互连带宽和功耗上限折算；详见 docs/performance-model.md。</translation>
    </message>
    <message>
        <source>As the build (%1)</source>
        <translation>与方案一致（%1）</translation>
    </message>
    <message>
        <source>Add GPUs to see the estimated training speedup.</source>
        <translation>添加 GPU 后即可查看估算的训练加速比。</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Cannot export the chart</source>
        <translation>无法导出图表</translation>
    </message>
    <message>
        <source>The benchmark the speedup is for (docs/performance-model.md); llm: an LLM job.</source>
        <translation>加速比所对应的基准测试（docs/performance-model.md）；llm：大语言模型任务。</translation>
    </message>
    <message>
        <source>%1B</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Billions of parameters</source>
        <translation>参数量（十亿）</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source>Full (Adam)</source>
        <translation>全量（Adam）</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit)</source>
        <translation>QLoRA（4 位）</translation>
    </message>
    <message>
        <source>How the model is spread over the GPUs; auto picks the fastest that fits</source>
        <translation>模型在各 GPU 间的切分方式；auto 选择装得下的最快方式</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>工作负载：</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>%1 lacks %2; the build would fall back</source>
        <translation>%1 不支持 %2；方案会回退</translation>
    </message>
    <message>
        <source>The LLM job: choose the llm workload to set it</source>
        <translation>LLM 任务：选择 llm 工作负载后即可设置</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ChassisAccessible</name>
    <message>
        <source>Add the selected part here</source>
        <translation>在此添加所选零件</translation>
    </message>
    <message>
        <source>Move the selected card here</source>
        <translation>将所选显卡移到此处</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Put on a vertical mount</source>
        <translation>装到竖装支架上</translation>
    </message>
    <message>
        <source>Put on the open frame</source>
        <translation>放到开放式机架上</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ChassisScene</name>
    <message>
        <source>%1: %2 expansion slots, cards up to %3 mm</source>
        <translation>%1：%2 个扩展槽位，显卡最长 %3 mm</translation>
    </message>
    <message>
        <source>No case chosen</source>
        <translation>未选择机箱</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe 交换芯片</translation>
    </message>
    <message>
        <source>Slot %1: %2</source>
        <translation>插槽 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Drop a card here to put it on a riser to a vertical mount (%n in this case).</source>
        <translation>
            <numerusform>将显卡拖放到此处，即通过延长线安装到竖装支架（本机箱有 %n 个）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Risers to vertical mounts (%1 in this case)</source>
        <translation>经延长线竖装（本机箱有 %1 个竖装位）</translation>
    </message>
    <message>
        <source>Drop a card here to put it on a riser in the open frame.</source>
        <translation>将显卡拖放到此处，即通过延长线安装到开放式机架。</translation>
    </message>
    <message>
        <source>This case is not an open frame.</source>
        <translation>此机箱不是开放式机架。</translation>
    </message>
    <message>
        <source>Open frame (not this case)</source>
        <translation>开放式机架（非本机箱）</translation>
    </message>
    <message>
        <source>PCIe %1 riser, %2 mm</source>
        <translation>PCIe %1 延长线，%2 mm</translation>
    </message>
    <message>
        <source>%1 free slot(s) of air under the fans of GPU %2</source>
        <translation>GPU %2 风扇下方留有 %1 个空槽位的进风空间</translation>
    </message>
    <message>
        <source>Only GPUs go into slots; pick boards, cases, CPUs and PSUs in the Build panel.</source>
        <translation>只有 GPU 可以插入插槽；主板、机箱、CPU 和电源请在“装机方案”面板中选择。</translation>
    </message>
    <message>
        <source>No free connector is left for the riser cable.</source>
        <translation>已没有空闲的插槽可供连接延长线。</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>插槽 %1</translation>
    </message>
    <message>
        <source>the open frame</source>
        <translation>开放式机架</translation>
    </message>
    <message>
        <source>a vertical mount</source>
        <translation>竖装支架</translation>
    </message>
    <message>
        <source>Add GPU in %1</source>
        <translation>添加 GPU 到%1</translation>
    </message>
    <message>
        <source>Move GPU %1 to %2</source>
        <translation>将 GPU %1 移到%2</translation>
    </message>
    <message>
        <source>Slot %1: drop here</source>
        <translation>插槽 %1：拖放到此处</translation>
    </message>
    <message>
        <source>Remove GPU %1</source>
        <translation>移除 GPU %1</translation>
    </message>
    <message>
        <source>PSU %1: %2, %3 of %4 W</source>
        <translation>电源 %1：%2，%4 W 中的 %3</translation>
    </message>
    <message>
        <source>PSU %1 · %2 W</source>
        <translation>电源 %1 · %2 W</translation>
    </message>
    <message>
        <source>blocked by GPU %1</source>
        <translation>被 GPU %1 挡住</translation>
    </message>
    <message>
        <source>reaches past the case&apos;s last slot</source>
        <translation>超出机箱最后一个插槽</translation>
    </message>
    <message>
        <source>too long for the case</source>
        <translation>对机箱来说太长</translation>
    </message>
    <message>
        <source>shares its slot with another card</source>
        <translation>与另一张卡共用插槽</translation>
    </message>
    <message>
        <source>no mount for its riser</source>
        <translation>其转接线没有可用支架</translation>
    </message>
    <message>
        <source>cannot be plugged in here</source>
        <translation>无法插在此处</translation>
    </message>
    <message>
        <source>riser cable of GPU %1</source>
        <translation>GPU %1 的转接线</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>under GPU %1</source>
        <translation>在 GPU %1 下方</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Slot %1: %2, Gen%3, %4, %5</source>
        <translation>插槽 %1：%2，Gen%3，%4，%5</translation>
    </message>
    <message>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <source>x%1 (x%2 electrical)</source>
        <translation>x%1（电气 x%2）</translation>
    </message>
    <message>
        <source>x%1 connector, x%2 electrical</source>
        <translation>x%1 插槽，电气 x%2</translation>
    </message>
    <message>
        <source>GPU %1, %2</source>
        <translation>GPU %1，%2</translation>
    </message>
    <message>
        <source>Vertical mount %1 of %2: %3</source>
        <translation>竖装支架 %1/%2：%3</translation>
    </message>
    <message>
        <source>Open frame position %1: %2</source>
        <translation>开放式机架位置 %1：%2</translation>
    </message>
    <message>
        <source>on the open frame</source>
        <translation>在开放式机架上</translation>
    </message>
    <message>
        <source>on a vertical mount</source>
        <translation>在竖装支架上</translation>
    </message>
    <message>
        <source>in slot %1</source>
        <translation>在插槽 %1</translation>
    </message>
    <message>
        <source>GPU %1: %2 %3</source>
        <translation>GPU %1：%2 %3</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <source>%1, %2 slots, %3 mm, %4 W</source>
        <translation>%1，%2 槽，%3 mm，%4 W</translation>
    </message>
    <message>
        <source>Riser of GPU %1: PCIe Gen%2, %3 mm, from slot %4 to %5</source>
        <translation>GPU %1 的转接线：PCIe Gen%2，%3 mm，从插槽 %4 到 %5</translation>
    </message>
    <message>
        <source>Select a GPU in the Parts list first.</source>
        <translation>请先在零件列表中选择一个 GPU。</translation>
    </message>
    <message>
        <source>a riser to a vertical mount</source>
        <translation>通往竖装支架的转接线</translation>
    </message>
    <message>
        <source>a riser in the open frame</source>
        <translation>开放式机架中的转接线</translation>
    </message>
    <message>
        <source>The board has no connector at %1.</source>
        <translation>主板在 %1 处没有插槽。</translation>
    </message>
    <message>
        <source>Drop on %1 instead.</source>
        <translation>请改为放到 %1。</translation>
    </message>
    <message>
        <source>No place in this build takes the card.</source>
        <translation>此构建中没有位置能容纳这张卡。</translation>
    </message>
    <message>
        <source>Swap GPU %1</source>
        <translation>替换 GPU %1</translation>
    </message>
    <message>
        <source>Trade places of GPU %1 and GPU %2</source>
        <translation>交换 GPU %1 和 GPU %2 的位置</translation>
    </message>
    <message>
        <source>Choose a board or a case first: this build has nowhere to put a GPU.</source>
        <translation>请先选择主板或机箱：此构建没有可放置 GPU 的位置。</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>移到</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Remove GPU %1</source>
        <translation>移除 GPU %1(&amp;R)</translation>
    </message>
    <message>
        <source>%1 · %2 expansion slots · cards up to %3 mm</source>
        <translation>%1 · %2 个扩展槽位 · 显卡最长 %3 mm</translation>
    </message>
    <message>
        <source>%1 · %2, %3 × %4 mm</source>
        <translation>%1 · %2，%3 × %4 mm</translation>
    </message>
    <message>
        <source>No board chosen</source>
        <translation>未选择主板</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 socket, %n DIMM slot(s) (drawn as boards of this socket have them)</source>
        <translation>
            <numerusform>%1：%2 插座，%n 个内存插槽（按此插座主板的常见配置绘制）</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 · %2 · %3 W</source>
        <translation>GPU %1 · %2 · %3 W</translation>
    </message>
    <message>
        <source>GPU %1: %2
%3, %4 slots, %5 mm, %6 W</source>
        <translation>GPU %1：%2
%3，%4 槽，%5 mm，%6 W</translation>
    </message>
    <message numerus="yes">
        <source>Drawn with %n fan(s), about %1 mm tall, its power plug %2 (drawing assumptions).</source>
        <translation>
            <numerusform>按 %n 个风扇、高约 %1 mm、供电接口位于%2绘制（绘图假设）。</numerusform>
        </translation>
    </message>
    <message>
        <source>at its end</source>
        <translation>卡尾</translation>
    </message>
    <message>
        <source>on its top edge</source>
        <translation>顶边</translation>
    </message>
    <message>
        <source>Feeds %1</source>
        <translation>为%1供电</translation>
    </message>
    <message>
        <source>Vertical mount (%1 in this case)</source>
        <translation>竖装支架（本机箱有 %1 个）</translation>
    </message>
    <message numerus="yes">
        <source>Drop a card here to put it on a riser to the vertical mount (%n in this case): the card stands parallel to the board in front of the slots, where the dashed outline is.</source>
        <translation>
            <numerusform>将显卡拖放到这里，即通过延长线装到竖装支架上（本机箱有 %n 个）：显卡与主板平行，立在插槽前方虚线框所示的位置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Risers in the open frame (also its %n vertical mount(s))</source>
        <translation>
            <numerusform>开放式机架上的延长线位置（也是它的 %n 个竖装位）</numerusform>
        </translation>
    </message>
    <message>
        <source>Its 12VHPWR / 12V-2x6 cable leaves the top edge toward the side panel and needs %1 mm straight before it bends: about %2 mm from the board with the card&apos;s height.</source>
        <translation>它的 12VHPWR / 12V-2x6 线缆从卡的顶边朝侧板引出，弯折前需要 %1 mm 的直线段：算上卡的高度，离主板约 %2 mm。</translation>
    </message>
    <message>
        <source>Its 12VHPWR / 12V-2x6 cable needs %1 mm straight out of the card&apos;s end before it bends.</source>
        <translation>它的 12VHPWR / 12V-2x6 线缆从卡的尾端引出，弯折前需要 %1 mm 的直线段。</translation>
    </message>
    <message>
        <source>Its 12VHPWR / 12V-2x6 cable needs %1 mm straight up out of the top edge before it bends.</source>
        <translation>它的 12VHPWR / 12V-2x6 线缆从顶边向上引出，弯折前需要 %1 mm 的直线段。</translation>
    </message>
    <message>
        <source>The case takes cards up to %1 mm: the cable&apos;s straight run reaches %2 mm past that. An angled 12V-2x6 adapter, or a longer case, gives it room.</source>
        <translation>该机箱可容纳最长 %1 mm 的显卡：线缆的直线段超出该长度 %2 mm。使用 90° 弯头的 12V-2x6 转接头，或换更长的机箱，可留出空间。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ChassisView</name>
    <message>
        <source>Drag GPUs here from the parts list. Drag a card to move it, onto the riser area to put it on a riser. Arrow keys move the selected card, Delete removes it.</source>
        <translation>从部件列表将 GPU 拖到此处。拖动显卡可移动位置，拖到延长线区域即改用延长线安装。方向键移动选中的显卡，Delete 键将其移除。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ChecksDock</name>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>What is wrong with the build. Select a finding to see its cards and the fixes.</source>
        <translation>方案中存在的问题。选中一条结果可查看相关显卡和修复方法。</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 note(s)</source>
        <translation>%1 个错误，%2 个警告，%3 条提示</translation>
    </message>
    <message>
        <source>No automatic fix; see the message.</source>
        <translation>无自动修复；请参阅提示信息。</translation>
    </message>
    <message>
        <source>Apply this change (Ctrl+Z undoes it)</source>
        <translation>应用此更改（按 Ctrl+Z 可撤销）</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Fix &amp;All</source>
        <translation>全部修复(&amp;A)</translation>
    </message>
    <message>
        <source>Apply the first fix of each finding, one after the other, as long as each one helps (one undo step)</source>
        <translation>依次应用每条检查结果的第一个修复，只要它有帮助就继续（作为一步撤销）</translation>
    </message>
    <message>
        <source>Select a finding to see its cards and its fixes here.</source>
        <translation>选择一条检查结果，在此查看相关的卡和修复方法。</translation>
    </message>
    <message numerus="yes">
        <source>Fix all (%n fix(es))</source>
        <translation>
            <numerusform>全部修复（%n 个修复）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ComparisonModel</name>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>The best of the compared builds</source>
        <translation>所对比方案中的最佳值</translation>
    </message>
    <message>
        <source>Differs between the builds</source>
        <translation>各方案之间有差异</translation>
    </message>
    <message>
        <source>Part or figure</source>
        <translation>部件或指标</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ComparisonWindow</name>
    <message>
        <source>%1 error(s), %2 warning(s), %3 info(s)</source>
        <translation>%1 个错误，%2 个警告，%3 条提示</translation>
    </message>
    <message>
        <source>Pin &amp;Current Build</source>
        <translation>加入当前方案(&amp;C)</translation>
    </message>
    <message>
        <source>Pin &amp;File…</source>
        <translation>从文件加入(&amp;F)…</translation>
    </message>
    <message>
        <source>Pin from &amp;Library…</source>
        <translation>从方案库加入(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Compare Builds</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Pin the build open in the editor, as it is now</source>
        <translation>将编辑器中打开的方案按当前状态加入对比</translation>
    </message>
    <message>
        <source>Pin a .rigbuild file</source>
        <translation>将 .rigbuild 文件加入对比</translation>
    </message>
    <message>
        <source>Pin a build saved in the library</source>
        <translation>将方案库中保存的方案加入对比</translation>
    </message>
    <message>
        <source>Pinned builds (%1 to %2):</source>
        <translation>参与对比的方案（%1 到 %2 个）:</translation>
    </message>
    <message>
        <source>Speedup per workload</source>
        <translation>各负载类型的加速比</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>价格（美元）</translation>
    </message>
    <message>
        <source>Wall power (W)</source>
        <translation>墙插功耗（W）</translation>
    </message>
    <message>
        <source>Speedup per 1000 USD</source>
        <translation>每 1000 美元加速比</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>图表:</translation>
    </message>
    <message>
        <source>At most %1 builds can be compared: remove one first.</source>
        <translation>最多只能对比 %1 个方案：请先移除一个。</translation>
    </message>
    <message>
        <source>Build %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>%1 was not pinned:
%2</source>
        <translation>未能将 %1 加入对比：
%2</translation>
    </message>
    <message>
        <source>Pin build</source>
        <translation>加入对比方案</translation>
    </message>
    <message>
        <source>RigPlan builds (*.rigbuild);;All files (*)</source>
        <translation>RigPlan 方案 (*.rigbuild);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot pin build</source>
        <translation>无法将方案加入对比</translation>
    </message>
    <message>
        <source>Pin at least %1 builds to compare them.</source>
        <translation>请至少加入 %1 个方案以进行对比。</translation>
    </message>
    <message>
        <source>%1 builds pinned, the most that can be compared.</source>
        <translation>已加入 %1 个方案，已达对比数量上限。</translation>
    </message>
    <message>
        <source>Estimated training speedup (x baseline)</source>
        <translation>估算训练加速比（基准的倍数）</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::EfficiencyChart</name>
    <message>
        <source>This build</source>
        <translation>此方案</translation>
    </message>
    <message>
        <source>Cost and power efficiency</source>
        <translation>成本与功耗效率</translation>
    </message>
    <message>
        <source>Per 1000 USD: no price</source>
        <translation>每 1000 美元：无价格</translation>
    </message>
    <message>
        <source>Per kW at the wall</source>
        <translation>每千瓦墙插功耗</translation>
    </message>
    <message>
        <source>Per kW at the wall: no estimate</source>
        <translation>每千瓦墙插功耗：无估算</translation>
    </message>
    <message>
        <source>No estimate: the build has no speed</source>
        <translation>无估算：方案没有速度数据</translation>
    </message>
    <message>
        <source>No price: no part of the build has one</source>
        <translation>无价格：方案中没有任何部件有价格</translation>
    </message>
    <message>
        <source>%1x per kW at the wall (%2x for %3 W)</source>
        <translation>每千瓦墙插功耗 %1 倍（%3 W 共 %2 倍）</translation>
    </message>
    <message>
        <source>No estimate: the build has no speed or no wall draw</source>
        <translation>无估算：方案没有速度或墙插功耗数据</translation>
    </message>
    <message>
        <source>Per 1000 USD of parts (%1)</source>
        <translation>每 1000 美元部件费用（%1）</translation>
    </message>
    <message>
        <source>%1x per 1000 USD (%2x for %3 USD of parts at %4)</source>
        <translation>每 1000 美元 %1 倍（%3 美元部件共 %2 倍，按%4）</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::EmptyStateHint</name>
    <message>
        <source>No GPUs yet: drag a GPU from Parts onto a slot.</source>
        <translation>还没有 GPU：从“部件”中把 GPU 拖到插槽上。</translation>
    </message>
    <message>
        <source>Or start from an example:</source>
        <translation>或者从示例开始：</translation>
    </message>
    <message>
        <source>Open this example as a new, unsaved build</source>
        <translation>将此示例作为新的未保存方案打开</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ExportAction</name>
    <message>
        <source>CSV spreadsheet</source>
        <translation>CSV 电子表格</translation>
    </message>
    <message>
        <source>Markdown table</source>
        <translation>Markdown 表格</translation>
    </message>
    <message>
        <source>BBCode for forums</source>
        <translation>BBCode（用于论坛）</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>纯文本</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>HTML page</source>
        <translation>HTML 网页</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>parts-list</source>
        <translation>部件清单</translation>
    </message>
    <message>
        <source>Export Parts List</source>
        <translation>导出部件清单</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>%1: the file name does not say which format to write.</source>
        <translation>%1：无法从文件名判断要写入的格式。</translation>
    </message>
    <message>
        <source>The parts list was not written. %1</source>
        <translation>未写出部件清单。%1</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::LibraryDialog</name>
    <message>
        <source>Build library</source>
        <translation>方案库</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>%1 — saved %2</source>
        <translation>%1 — 保存于 %2</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>No saved builds yet: use File &gt; Save to Library.</source>
        <translation>还没有已保存的方案：请使用“文件 &gt; 保存到方案库”。</translation>
    </message>
    <message>
        <source>Delete saved build</source>
        <translation>删除已保存的方案</translation>
    </message>
    <message>
        <source>Delete &quot;%1&quot; from the library?</source>
        <translation>要从方案库中删除“%1”吗？</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::MainWindow</name>
    <message>
        <source>RigPlan builds (*.rigbuild);;All files (*)</source>
        <translation>RigPlan 方案 (*.rigbuild);;所有文件 (*)</translation>
    </message>
    <message>
        <source>New build</source>
        <translation>新方案</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new build</source>
        <translation>新建一个方案</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a .rigbuild file</source>
        <translation>打开 .rigbuild 文件</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the build</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the build under a new name</source>
        <translation>以新名称保存方案</translation>
    </message>
    <message>
        <source>Save to &amp;Library</source>
        <translation>保存到方案库(&amp;L)</translation>
    </message>
    <message>
        <source>Cannot save to the library</source>
        <translation>无法保存到方案库</translation>
    </message>
    <message>
        <source>Keep this build in RigPlan&apos;s build library</source>
        <translation>将此方案保存到 RigPlan 的方案库中</translation>
    </message>
    <message>
        <source>Open from Li&amp;brary…</source>
        <translation>从方案库打开(&amp;B)…</translation>
    </message>
    <message>
        <source>Cannot open build</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>Open a build saved in the library</source>
        <translation>打开保存在方案库中的方案</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit RigPlan</source>
        <translation>退出 RigPlan</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Remove GPU</source>
        <translation>移除 GPU(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected card from the build</source>
        <translation>从方案中移除选中的显卡</translation>
    </message>
    <message>
        <source>Move GPU &amp;Up</source>
        <translation>上移 GPU(&amp;U)</translation>
    </message>
    <message>
        <source>Move the selected card to the next free slot above</source>
        <translation>将选中的显卡移到上方下一个空闲插槽</translation>
    </message>
    <message>
        <source>Move GPU &amp;Down</source>
        <translation>下移 GPU(&amp;D)</translation>
    </message>
    <message>
        <source>Move the selected card to the next free slot below</source>
        <translation>将选中的显卡移到下方下一个空闲插槽</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Language, default circuit, baseline GPU, headroom, currency</source>
        <translation>语言、默认回路、基准 GPU、余量、货币</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom in on the chassis</source>
        <translation>放大机箱视图</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Zoom out of the chassis</source>
        <translation>缩小机箱视图</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Fit the whole chassis in the view</source>
        <translation>在视图中完整显示整个机箱</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About RigPlan</source>
        <translation>关于 RigPlan(&amp;A)</translation>
    </message>
    <message>
        <source>About RigPlan</source>
        <translation>关于 RigPlan</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; to the library</source>
        <translation>已将“%1”保存到方案库</translation>
    </message>
    <message>
        <source>%1 was not opened:
%2</source>
        <translation>未能打开 %1：
%2</translation>
    </message>
    <message>
        <source>Open build</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Cannot save build</source>
        <translation>无法保存方案</translation>
    </message>
    <message>
        <source>Save build</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The build has changes that are not saved. Save them first?</source>
        <translation>方案有尚未保存的更改。是否先保存？</translation>
    </message>
    <message>
        <source>Restore unsaved build?</source>
        <translation>恢复未保存的方案？</translation>
    </message>
    <message>
        <source>RigPlan did not close cleanly last time. Restore the build you were working on?</source>
        <translation>RigPlan 上次未正常关闭。是否恢复之前正在编辑的方案？</translation>
    </message>
    <message>
        <source>Restore unsaved build</source>
        <translation>恢复未保存的方案</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies when RigPlan starts again.</source>
        <translation>新语言将在 RigPlan 重新启动后生效。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export the parts list: CSV, Markdown, BBCode, text, JSON, HTML or PDF</source>
        <translation>导出部件清单：CSV、Markdown、BBCode、文本、JSON、HTML 或 PDF</translation>
    </message>
    <message>
        <source>&amp;Plan a Build…</source>
        <translation>规划方案(&amp;P)…</translation>
    </message>
    <message>
        <source>Find the fastest builds within a budget that pass every check</source>
        <translation>在预算内查找通过所有检查的最快方案</translation>
    </message>
    <message>
        <source>&amp;Compare Builds…</source>
        <translation>方案对比(&amp;C)…</translation>
    </message>
    <message>
        <source>Compare two to four builds side by side</source>
        <translation>并排对比二到四个方案</translation>
    </message>
    <message>
        <source>&amp;Pin to Comparison</source>
        <translation>加入对比(&amp;P)</translation>
    </message>
    <message>
        <source>Cannot pin build</source>
        <translation>无法将方案加入对比</translation>
    </message>
    <message>
        <source>Add the build as it is now to the comparison</source>
        <translation>将方案按当前状态加入对比</translation>
    </message>
    <message>
        <source>Open planned build</source>
        <translation>打开规划的方案</translation>
    </message>
    <message>
        <source>Opened the planned build &quot;%1&quot;</source>
        <translation>已打开规划的方案“%1”</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>打开示例(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>Put the panels back where they were at the first start</source>
        <translation>将各面板恢复到首次启动时的位置</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;RigPlan %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Plans deep-learning GPU workstations: slots, cooling, power, circuits, risers and lanes, with fixes.&lt;/p&gt;&lt;p&gt;Every catalog figure carries its source; see docs/ for the models.&lt;/p&gt;&lt;p&gt;Parts imported from BuildCores OpenDB (github.com/buildcores/buildcores-open-db) are &amp;copy; BuildCores and contributors, under the Open Data Commons Attribution License (ODC-By) 1.0; each keeps its OpenDB id in its source.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;RigPlan %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;规划深度学习 GPU 工作站：插槽、散热、供电、墙插回路、转接线和 PCIe 通道，并给出修复方法。&lt;/p&gt;&lt;p&gt;部件库中的每个数据都注明来源；模型说明见 docs/。&lt;/p&gt;&lt;p&gt;从 BuildCores OpenDB（github.com/buildcores/buildcores-open-db）导入的部件 &amp;copy; BuildCores 及其贡献者，采用 Open Data Commons Attribution License（ODC-By）1.0 许可；每个部件在来源中保留其 OpenDB id。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Lambda 4x RTX 3090</source>
        <translation>Lambda 4x RTX 3090</translation>
    </message>
    <message>
        <source>Puget 4x RTX 3090</source>
        <translation>Puget 4x RTX 3090</translation>
    </message>
    <message>
        <source>2x RTX 3090 FE</source>
        <translation>2x RTX 3090 FE</translation>
    </message>
    <message>
        <source>Opened the example &quot;%1&quot;</source>
        <translation>已打开示例“%1”</translation>
    </message>
    <message>
        <source>%1% of the circuit</source>
        <translation>占回路的 %1%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>circuits at %1</source>
        <translation>各回路负载 %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>%1 error(s), %2 warning(s) · %3 W DC · about %4 W at the wall (%5) · %n GPU(s)</source>
        <translation>
            <numerusform>%1 个错误，%2 个警告 · 直流 %3 W · 墙端约 %4 W（%5）· %n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot add the GPU: %1</source>
        <translation>无法添加 GPU：%1</translation>
    </message>
    <message>
        <source>Unsaved changes are not kept for crash recovery: %1</source>
        <translation>未保存的更改不会保留用于崩溃恢复：%1</translation>
    </message>
    <message>
        <source>Unsaved build not restored</source>
        <translation>未恢复未保存的构建</translation>
    </message>
    <message>
        <source>RigPlan did not close cleanly last time, but the build it kept cannot be read:
%1

%2</source>
        <translation>RigPlan 上次未正常关闭，但它保留的构建无法读取：
%1

%2</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>该文件已保留为 %1。</translation>
    </message>
    <message>
        <source>The file was left at %1.</source>
        <translation>该文件留在 %1。</translation>
    </message>
    <message>
        <source>Count at the Settings&apos; price</source>
        <translation>按设置中的价格计</translation>
    </message>
    <message>
        <source>Count this part at its new price</source>
        <translation>此部件按新品价计</translation>
    </message>
    <message>
        <source>Count this part at its used price</source>
        <translation>此部件按二手价计</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::MemoryChart</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>其他开销</translation>
    </message>
    <message>
        <source>Card memory</source>
        <translation>显卡显存</translation>
    </message>
    <message>
        <source>GB per card</source>
        <translation>每张卡的 GB</translation>
    </message>
    <message>
        <source>LLM memory per card (choose an LLM workload)</source>
        <translation>每张卡的 LLM 显存占用（请选择 LLM 工作负载）</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1B %2 under %3: fits every card</source>
        <translation>%1B %2，%3：每张卡都装得下</translation>
    </message>
    <message>
        <source>%1B %2 under %3: does not fit (%4 GB needed, %5 GB on the smallest card)</source>
        <translation>%1B %2，%3：装不下（需要 %4 GB，最小的卡只有 %5 GB）</translation>
    </message>
    <message>
        <source>%1: %2 GB of memory</source>
        <translation>%1：%2 GB 显存</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>部件库</translation>
    </message>
    <message>
        <source>%1, %2: %3 GB</source>
        <translation>%1，%2：%3 GB</translation>
    </message>
    <message>
        <source>Derived (docs/performance-model.md, &quot;Memory and LLM jobs&quot;)</source>
        <translation>推导值（docs/performance-model.md，“Memory and LLM jobs”一节）</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::PartSummary</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Riser</source>
        <translation>延长线</translation>
    </message>
    <message>
        <source>open-air</source>
        <translation>开放式风冷</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>涡轮散热</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>水冷</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>secondary</source>
        <translation>间接来源</translation>
    </message>
    <message>
        <source>unconfirmed</source>
        <translation>未确认</translation>
    </message>
    <message>
        <source>SXM module · %1 GB · %2 W</source>
        <translation>SXM 模组 · %1 GB · %2 W</translation>
    </message>
    <message>
        <source>%1-slot · %2 mm · %3 W · %4 GB · %5</source>
        <translation>%1 槽 · %2 mm · %3 W · %4 GB · %5</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n PCIe slot(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n 个 PCIe 插槽</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slots · GPUs up to %2 mm · %3 vertical</source>
        <translation>%1 个槽位 · 显卡限长 %2 mm · %3 个竖装位</translation>
    </message>
    <message>
        <source> · open frame</source>
        <translation> · 开放式机架</translation>
    </message>
    <message>
        <source> · server airflow</source>
        <translation> · 服务器级风道</translation>
    </message>
    <message>
        <source>%1 W · %2 · ATX %3 · %4x 8-pin</source>
        <translation>%1 W · %2 · ATX %3 · %4 个 8-pin</translation>
    </message>
    <message>
        <source> · %1 W at 115 V</source>
        <translation> · 115 V 下 %1 W</translation>
    </message>
    <message>
        <source>%1 · %2 W · %3 lanes</source>
        <translation>%1 · %2 W · %3 条通道</translation>
    </message>
    <message>
        <source>PCIe %1 x%2 · %3 mm</source>
        <translation>PCIe %1 x%2 · %3 mm</translation>
    </message>
    <message>
        <source>PSU sync adapter</source>
        <translation>电源同步适配器</translation>
    </message>
    <message>
        <source> · retimer</source>
        <translation> · 重定时器</translation>
    </message>
    <message numerus="yes">
        <source>ties %n PSU(s) · switched by %1</source>
        <translation>
            <numerusform>连接 %n 个电源 · 由%1触发</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::PlanDialog</name>
    <message>
        <source>Any (searched)</source>
        <translation>任意（自动搜索）</translation>
    </message>
    <message>
        <source>Allow risers, vertical mounts and open frames</source>
        <translation>允许使用延长线、竖装支架和开放式机架</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>规划(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Cancel search</source>
        <translation>取消搜索(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open in Editor</source>
        <translation>在编辑器中打开(&amp;O)</translation>
    </message>
    <message>
        <source>Plan a Build</source>
        <translation>规划方案</translation>
    </message>
    <message>
        <source>The most the whole build may cost: GPUs, board, case, CPU and PSUs</source>
        <translation>整套方案的最高花费：包括 GPU、主板、机箱、CPU 和电源</translation>
    </message>
    <message>
        <source>Fastest of FP16/BF16</source>
        <translation>FP16/BF16 中较快者</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A second wall circuit lets a second PSU carry half of the cards</source>
        <translation>第二条墙插回路可让第二个电源承担一半显卡的供电</translation>
    </message>
    <message>
        <source>Leave out GPUs with less memory than this</source>
        <translation>排除显存小于此值的 GPU</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>负载类型(&amp;W):</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R):</translation>
    </message>
    <message>
        <source>C&amp;ircuit:</source>
        <translation>回路(&amp;I):</translation>
    </message>
    <message>
        <source>Second circuit:</source>
        <translation>第二回路:</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU 数量:</translation>
    </message>
    <message>
        <source>Memory per GPU at least:</source>
        <translation>每块 GPU 最低显存:</translation>
    </message>
    <message>
        <source>Case:</source>
        <translation>机箱:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>主板:</translation>
    </message>
    <message>
        <source>PSU:</source>
        <translation>电源:</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>价格（美元）</translation>
    </message>
    <message>
        <source>Wall (W)</source>
        <translation>墙插（W）</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>The builds no other build beats in speed, price and wall power together</source>
        <translation>在速度、价格和墙插功耗三方面均不被其他方案全面超越的方案</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Faster builds the rules stopped:</source>
        <translation>被规则淘汰的更快方案：</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) on the front; %1 rule checks run where brute force would check %2 builds.</source>
        <translation>
            <numerusform>最优前沿上共有 %n 个方案；共执行 %1 次规则检查，而穷举搜索需检查 %2 个方案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the best of each GPU model and count</source>
        <translation>每种显卡型号与数量只显示最佳方案</translation>
    </message>
    <message>
        <source>The front holds many close variants of the same cards (another PSU, a 10 W lower limit); untick to see them all</source>
        <translation>最优前沿中有许多同款显卡的相近变体（换一个电源、功耗上限低 10 W）；取消勾选可查看全部</translation>
    </message>
    <message>
        <source>Transformer (bert-base)</source>
        <translation>Transformer（bert-base）</translation>
    </message>
    <message>
        <source>CNN (resnet50)</source>
        <translation>CNN（resnet50）</translation>
    </message>
    <message>
        <source>LLM training or fine-tuning</source>
        <translation>LLM 训练或微调</translation>
    </message>
    <message>
        <source>%1B parameters</source>
        <translation>%1B 参数</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source>Full fine-tune (Adam)</source>
        <translation>全量微调（Adam）</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit)</source>
        <translation>QLoRA（4 位）</translation>
    </message>
    <message>
        <source>LLM job:</source>
        <translation>LLM 任务：</translation>
    </message>
    <message>
        <source>Price (USD, %1)</source>
        <translation>价格（美元，%1）</translation>
    </message>
    <message>
        <source>The build&apos;s place on the whole front, builds without a warning first. With &quot;Only the best of each GPU model and count&quot; ticked, the close variants in between are hidden, so the numbers skip.</source>
        <translation>该方案在整个最优前沿上的名次，无警告的方案在前。勾选“每种显卡型号与数量只显示最佳方案”时，中间相近的变体被隐藏，因此编号会跳跃。</translation>
    </message>
    <message>
        <source>The GPU model and how many</source>
        <translation>显卡型号与数量</translation>
    </message>
    <message>
        <source>Estimated training speedup against the baseline GPU (the charts&apos; baseline)</source>
        <translation>相对基准 GPU（图表所用基准）的估算训练加速比</translation>
    </message>
    <message>
        <source>Every part of the build, risers and the PSU sync adapter included</source>
        <translation>方案中全部部件的价格，含延长线和电源同步转接器</translation>
    </message>
    <message>
        <source>What the build draws at the wall under full load, PSU losses included</source>
        <translation>满载时墙插端的功耗，含电源损耗</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Warnings its checks give (cooling, PSU headroom, …); open the build to see and fix them</source>
        <translation>检查给出的警告数（散热、电源余量等）；打开该方案即可查看并修复</translation>
    </message>
    <message>
        <source>Board, case, CPU and PSUs; power limits and risers where the build uses them</source>
        <translation>主板、机箱、CPU 和电源；方案使用功耗上限或延长线时一并列出</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::PowerBars</name>
    <message>
        <source>Circuit %1 (%2): %3 of %4 W at the wall</source>
        <translation>回路 %1（%2）：墙插端 %3 / %4 W</translation>
    </message>
    <message>
        <source>PSU %1: %2 of %3 W (threshold %4 W)</source>
        <translation>电源 %1：%2 / %3 W（阈值 %4 W）</translation>
    </message>
    <message>
        <source>GPUs %1 W, CPU %2 W, other %3 W; headroom threshold %4 W (dashed); peaks up to %5 W (triangle) against %6 W it rides through (dotted)</source>
        <translation>GPU %1 W，CPU %2 W，其他 %3 W；余量阈值 %4 W（虚线）；峰值可达 %5 W（三角），电源可承受 %6 W（点线）</translation>
    </message>
    <message>
        <source>Wall draw of PSU %1 after their losses, against 80% of the breaker rating</source>
        <translation>电源 %1 扣除损耗后的墙端功耗，对比断路器额定值的 80%</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::PowerChart</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Wall draw</source>
        <translation>墙插功耗</translation>
    </message>
    <message>
        <source>Rating / circuit limit</source>
        <translation>额定功率 / 回路上限</translation>
    </message>
    <message>
        <source>Watts</source>
        <translation>瓦特</translation>
    </message>
    <message>
        <source>Power: DC load per PSU, wall draw per circuit</source>
        <translation>功率：各电源的直流负载，各回路的墙插功耗</translation>
    </message>
    <message>
        <source>Circuit %1</source>
        <translation>回路 %1</translation>
    </message>
    <message>
        <source>PSU %1</source>
        <translation>电源 %1</translation>
    </message>
    <message>
        <source>%1: GPUs %2 W</source>
        <translation>%1：GPU %2 W</translation>
    </message>
    <message>
        <source>%1: CPU %2 W</source>
        <translation>%1：CPU %2 W</translation>
    </message>
    <message>
        <source>%1: other parts %2 W</source>
        <translation>%1：其他部件 %2 W</translation>
    </message>
    <message>
        <source>%1: %2 W at the wall</source>
        <translation>%1：墙插端 %2 W</translation>
    </message>
    <message>
        <source>%1: limit %2 W continuous</source>
        <translation>%1：持续负载上限 %2 W</translation>
    </message>
    <message>
        <source>%1: rated %2 W</source>
        <translation>%1：额定 %2 W</translation>
    </message>
    <message>
        <source>%1 W of %2 W (%3%)</source>
        <translation>%1 W / %2 W（%3%）</translation>
    </message>
    <message>
        <source>derived from part ratings (TDPs, PSU efficiency curves; docs/power-model.md)</source>
        <translation>由部件额定参数推算（TDP、电源效率曲线；见 docs/power-model.md）</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::PowerDock</name>
    <message>
        <source>Power</source>
        <translation>供电</translation>
    </message>
    <message>
        <source>Lower limits cut heat, PSU load and wall draw for a small loss of speed.</source>
        <translation>降低功耗上限可减少发热、电源负载和墙插功耗，只损失少量速度。</translation>
    </message>
    <message>
        <source>%1 W · %2% speed</source>
        <translation>%1 W · %2% 速度</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Set power limit of GPU %1</source>
        <translation>设置 GPU %1 的功耗上限</translation>
    </message>
    <message>
        <source>Add GPUs to set their power limits.</source>
        <translation>添加 GPU 后即可设置其功耗上限。</translation>
    </message>
    <message>
        <source>&amp;Best Limits</source>
        <translation>最佳上限(&amp;B)</translation>
    </message>
    <message>
        <source>Set the per-card limits that keep the most estimated speed while every PSU stays within the headroom threshold and the circuit carries the load</source>
        <translation>为每块显卡设置功耗上限，在每个电源都不超过余量阈值且回路能承载负载的前提下，保留尽可能多的估算速度</translation>
    </message>
    <message>
        <source>Best Limits</source>
        <translation>最佳上限</translation>
    </message>
    <message>
        <source>The build needs GPUs and a PSU first.</source>
        <translation>方案需要先有 GPU 和电源。</translation>
    </message>
    <message>
        <source>Best power limits</source>
        <translation>最佳功耗上限</translation>
    </message>
    <message>
        <source>Power limits (nvidia-smi -pl):</source>
        <translation>功耗上限（nvidia-smi -pl）：</translation>
    </message>
    <message>
        <source>Red line: the limit. Dashed: the headroom threshold. Triangle: the transient peak; dotted: the peak the PSU rides through.</source>
        <translation>红线：上限。虚线：余量阈值。三角：瞬时峰值；点线：电源可承受的峰值。</translation>
    </message>
    <message>
        <source>No power limits make this build fit its PSUs and circuits: even with every card at the lowest limit its firmware takes, the load is too high. Add a PSU on another circuit or use a larger circuit.</source>
        <translation>没有任何功耗上限能让此方案满足其电源和回路：即使每块卡都设为其固件允许的最低上限，负载仍然过高。请在另一回路上添加电源，或使用更大的回路。</translation>
    </message>
    <message>
        <source>Power limit of GPU %1 (TDP %2 W; the firmware takes %3-%4 W)</source>
        <translation>GPU %1 的功耗上限（TDP %2 W；固件允许 %3-%4 W）</translation>
    </message>
    <message>
        <source>GPU %1 power limit</source>
        <translation>GPU %1 功耗上限</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::ScalingChart</name>
    <message>
        <source>Estimated</source>
        <translation>估算值</translation>
    </message>
    <message>
        <source>Ideal (cards x one card)</source>
        <translation>理想值（显卡数 × 单卡）</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>显卡数</translation>
    </message>
    <message>
        <source>x baseline</source>
        <translation>基准的倍数</translation>
    </message>
    <message>
        <source>Add GPUs to see how the build scales</source>
        <translation>添加 GPU 后即可查看方案的扩展情况</translation>
    </message>
    <message numerus="yes">
        <source>Scaling of %1 (this build: %n card(s))</source>
        <translation>
            <numerusform>%1 的多卡扩展（此方案：%n 块显卡）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ideal, %n card(s): %1x</source>
        <translation>
            <numerusform>理想值，%n 块显卡：%1 倍</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>derived: %n time(s) the one-card estimate</source>
        <translation>
            <numerusform>推算值：单卡估算值的 %n 倍</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): %1x the baseline</source>
        <translation>
            <numerusform>%n 块显卡：基准的 %1 倍</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1% of ideal</source>
        <translation>，为理想值的 %1%</translation>
    </message>
    <message>
        <source>Beyond this build&apos;s cards: x16 links at the card&apos;s own PCIe generation, no riser, free air.</source>
        <translation>超出此方案显卡数量的部分：假定每块显卡以其自身 PCIe 代数运行在 x16 链路上，不使用延长线，散热不受遮挡。</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <source>%1 (%2 W continuous)</source>
        <translation>%1（持续 %2 W）</translation>
    </message>
    <message>
        <source>The circuit a build without one is checked against; the first default follows your locale.</source>
        <translation>未指定回路的方案将按此回路检查；初始默认值取决于您的区域设置。</translation>
    </message>
    <message>
        <source>Speedups are measured against one of this GPU.</source>
        <translation>加速比以单块该 GPU 为基准计算。</translation>
    </message>
    <message>
        <source>Warn when a PSU&apos;s steady load is above this share of its rating.</source>
        <translation>电源持续负载超过其额定功率的此比例时发出警告。</translation>
    </message>
    <message>
        <source>RigPlan never fetches exchange rates: enter today&apos;s rate yourself.</source>
        <translation>RigPlan 不会自动获取汇率：请自行输入当日汇率。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L):</translation>
    </message>
    <message>
        <source>A new language applies when RigPlan starts again.</source>
        <translation>新语言将在 RigPlan 重新启动后生效。</translation>
    </message>
    <message>
        <source>Default &amp;circuit:</source>
        <translation>默认回路(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Baseline GPU:</source>
        <translation>基准 GPU(&amp;B):</translation>
    </message>
    <message>
        <source>PSU &amp;headroom threshold:</source>
        <translation>电源余量阈值(&amp;H):</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>货币(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Rate per US dollar:</source>
        <translation>每美元汇率(&amp;R):</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新品</translation>
    </message>
    <message>
        <source>Used where known, else new</source>
        <translation>有二手价时按二手价，否则按新品价</translation>
    </message>
    <message>
        <source>The price charts, exports and the planner count: the catalog&apos;s new price, or its used-market price where it has one. A part&apos;s own choice (the parts list&apos;s menu) wins.</source>
        <translation>价格图表、导出和方案规划所用的价格：部件库的新品价，或在有二手价时按二手市场价。单个部件自己的选择（部件列表的右键菜单）优先。</translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation>价格(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>RigPlan::Ui::SpeedupChart</name>
    <message>
        <source>This build</source>
        <translation>此方案</translation>
    </message>
    <message>
        <source>x baseline</source>
        <translation>基准的倍数</translation>
    </message>
    <message>
        <source>Estimated speedup against %1 (%2)</source>
        <translation>相对 %1 的估算加速比（%2）</translation>
    </message>
    <message>
        <source>%1: %2x the baseline at %3</source>
        <translation>%1：%3 下为基准的 %2 倍</translation>
    </message>
    <message>
        <source>CNN</source>
        <translation>CNN</translation>
    </message>
    <message>
        <source>Transformer</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1; %2 is not on every card</source>
        <translation>%1；%2 并非每张卡都支持</translation>
    </message>
</context>
<context>
    <name>RigPlan::ValueRange</name>
    <message>
        <source>a whole number from %1 to %2%3</source>
        <translation>%1 到 %2 的整数%3</translation>
    </message>
    <message>
        <source>a number above %1 and at most %2%3</source>
        <translation>大于 %1 且不超过 %2 的数字%3</translation>
    </message>
    <message>
        <source>a number from %1 to %2%3</source>
        <translation>%1 到 %2 的数字%3</translation>
    </message>
</context>
<context>
    <name>RigPlan::WriteReason</name>
    <message>
        <source>the disk is full (no space left on the device)</source>
        <translation>磁盘已满（设备上没有剩余空间）</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>磁盘配额已用完</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>文件系统为只读</translation>
    </message>
    <message>
        <source>device error (input/output error)</source>
        <translation>设备错误（输入/输出错误）</translation>
    </message>
    <message>
        <source>the file would be larger than the file system allows</source>
        <translation>文件将超过文件系统允许的大小</translation>
    </message>
    <message>
        <source>the reader closed the pipe</source>
        <translation>读取端关闭了管道</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>权限被拒绝</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>usage: rigplan-perfdoc CATALOG_JSON</source>
        <translation>用法：rigplan-perfdoc CATALOG_JSON</translation>
    </message>
    <message>
        <source>To start afresh, move the file aside (the RigPlan app offers to do it) or give another file with --db.</source>
        <translation>如需重新开始，请将该文件移开（RigPlan 应用可代为完成），或用 --db 指定其他文件。</translation>
    </message>
    <message>
        <source>no translation for %1</source>
        <translation>没有 %1 的翻译</translation>
    </message>
    <message>
        <source>unknown command %1</source>
        <translation>未知命令 %1</translation>
    </message>
    <message>
        <source>Plan deep-learning GPU workstations.</source>
        <translation>规划深度学习 GPU 工作站。</translation>
    </message>
    <message>
        <source>Language: en or zh_CN.</source>
        <translation>语言：en 或 zh_CN。</translation>
    </message>
    <message>
        <source>Open this build file.</source>
        <translation>打开此方案文件。</translation>
    </message>
    <message>
        <source>Render the window to this PNG and exit.</source>
        <translation>将窗口渲染为此 PNG 文件后退出。</translation>
    </message>
    <message>
        <source>The SQLite database to use.</source>
        <translation>要使用的 SQLite 数据库。</translation>
    </message>
    <message>
        <source>Quit once the window has painted (smoke test, startup benchmark).</source>
        <translation>窗口绘制完成后立即退出（用于冒烟测试、启动性能测试）。</translation>
    </message>
    <message>
        <source>Cannot open build</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>A build file to open.</source>
        <translation>要打开的方案文件。</translation>
    </message>
    <message>
        <source>standard output: cannot be written: %1</source>
        <translation>标准输出：无法写入：%1</translation>
    </message>
    <message>
        <source>the write failed</source>
        <translation>写入失败</translation>
    </message>
    <message>
        <source>must be new or used</source>
        <translation>必须为 new 或 used</translation>
    </message>
</context>
</TS>
