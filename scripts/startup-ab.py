#!/usr/bin/env python3
# Paired startup comparison: runs each command in turn for N rounds (the order reversed every other
# round, so a drift in a shared machine's speed falls on all alike) and prints each one's median wall
# time and its median difference from the first command, round by round.
#
#   scripts/startup-ab.py 30 "build/bench/floorapp" "old/app/rigplan --quit-after-first-paint" \
#       "build/app/rigplan --quit-after-first-paint"
#
# Set QT_QPA_PLATFORM, DISPLAY and DBUS_SESSION_BUS_ADDRESS as bench.sh does for the platform measured.
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: startup-ab.py ROUNDS COMMAND COMMAND [COMMAND...]")
    rounds, commands = int(sys.argv[1]), sys.argv[2:]
    times = {c: [] for c in commands}
    for i in range(rounds):
        for command in commands if i % 2 == 0 else reversed(commands):
            start = time.perf_counter()
            subprocess.run(command, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            times[command].append(1000 * (time.perf_counter() - start))
    first = commands[0]
    for command in commands:
        median = statistics.median(times[command])
        paired = statistics.median(a - b for a, b in zip(times[command], times[first]))
        q1, _, q3 = statistics.quantiles(times[command], n=4)
        print(f"{median:7.1f} ms (quartiles {q1:.1f}-{q3:.1f})  paired difference {paired:+6.1f} ms  "
              f"ratio to the first {median / statistics.median(times[first]):.3f}  {command}")


if __name__ == "__main__":
    main()
