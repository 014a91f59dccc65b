#!/usr/bin/env python3
# Paired startup comparison: runs each command once per round for N rounds, the order reversed every
# other round, so the runs of a round are neighbours in time and a drift in a shared machine's speed falls
# on all alike. Prints each command's median wall time, its median difference from the first command and
# the quartiles of its ratio to the first command round by round; --json keeps every run's time.
#
#   scripts/startup-ab.py 30 "build/bench/floorapp" "old/app/rigplan --quit-after-first-paint" \
#       "build/app/rigplan --quit-after-first-paint"
#
# Commands run without a shell (split as a shell would), as hyperfine -N runs them. Set QT_QPA_PLATFORM,
# DISPLAY and DBUS_SESSION_BUS_ADDRESS as bench.sh does for the platform measured.
import argparse
import json
import shlex
import statistics
import subprocess
import time


def run_once(argv):
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return 1000 * (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser(description="Paired, alternating startup comparison.")
    parser.add_argument("--warmup", type=int, default=0, help="unmeasured runs of each command first")
    parser.add_argument("--json", help="write every run's time (ms) here, by command, in round order")
    parser.add_argument("rounds", type=int)
    parser.add_argument("commands", nargs="+")
    args = parser.parse_args()
    if args.rounds < 2 or len(args.commands) < 2:
        parser.error("at least 2 rounds and 2 commands")
    argvs = {c: shlex.split(c) for c in args.commands}
    for _ in range(args.warmup):
        for command in args.commands:
            run_once(argvs[command])
    times = {c: [] for c in args.commands}
    for i in range(args.rounds):
        for command in args.commands if i % 2 == 0 else reversed(args.commands):
            times[command].append(run_once(argvs[command]))
    first = args.commands[0]
    for command in args.commands:
        median = statistics.median(times[command])
        paired = statistics.median(a - b for a, b in zip(times[command], times[first]))
        q1, _, q3 = statistics.quantiles(times[command], n=4)
        r1, rm, r3 = statistics.quantiles([a / b for a, b in zip(times[command], times[first])], n=4)
        print(f"{median:7.1f} ms (quartiles {q1:.1f}-{q3:.1f})  paired difference {paired:+6.1f} ms  "
              f"ratio to the first {median / statistics.median(times[first]):.3f} "
              f"(round by round {rm:.3f}, quartiles {r1:.3f}-{r3:.3f})  {command}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rounds": args.rounds, "commands": args.commands, "times_ms": times}, f, indent=1)


if __name__ == "__main__":
    main()
