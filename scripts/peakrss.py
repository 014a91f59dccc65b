#!/usr/bin/env python3
"""Prints the median peak resident memory (KiB) of a command over N runs: peakrss.py N COMMAND [ARGS...]."""
import os
import statistics
import subprocess
import sys

runs = int(sys.argv[1])
command = sys.argv[2:]
peaks = []
for _ in range(runs):
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    peaks.append(usage.ru_maxrss)  # KiB on Linux
print(statistics.median(peaks))
