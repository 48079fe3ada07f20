#!/usr/bin/env python3
"""Cold start of `parley`, exec to first frame, on a running X server (e.g. Xvfb).

Usage: measure_startup.py PARLEY [RUNS [ARGS...]]   (DISPLAY must be set)
Times from just before exec until parley prints 'first frame after N ms' (--quit-after-first-frame),
so it includes loading the program and its libraries; prints every run, the median and the peak
memory (the largest resident set of any run). ARGS go to parley: `--npc elena --seed 7` measures
the conversation screen (the partner's portrait, the sounds loaded) instead of the start screen.
"""
import resource
import statistics
import subprocess
import sys
import time

app = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
extra = sys.argv[3:]
wall, inside = [], []
for _ in range(runs):
    start = time.monotonic()
    p = subprocess.Popen([app, "--quit-after-first-frame", *extra], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = p.stdout.readline()
    wall.append((time.monotonic() - start) * 1000)
    p.wait()
    if "first frame after" not in line:
        sys.exit(f"unexpected output: {line!r}")
    inside.append(int(line.split()[3]))
print("exec->first frame (ms):", " ".join(f"{w:.0f}" for w in wall))
print("main->first frame (ms):", " ".join(str(i) for i in inside))
print(f"median exec->first frame {statistics.median(wall):.0f} ms, main->first frame {statistics.median(inside):.0f} ms")
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f"peak resident memory {peak:.0f} MB")
