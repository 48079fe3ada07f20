#!/usr/bin/env python3
"""Cold start of `parley`, exec to first frame, on a running X server (e.g. Xvfb).

Usage: measure_startup.py PARLEY[,PARLEY...] [RUNS [ARGS...]]   (DISPLAY must be set)
Times from just before exec until parley's first frame (--quit-after-first-frame prints when it
was, and when it printed that, so what came after the frame is taken off), so it includes loading
the program and its libraries; prints every run, the median and the peak memory (the largest
resident set of any run). ARGS go to parley: `--npc elena --seed 7` measures the conversation
screen (the partner's portrait, the sounds loaded) instead of the start screen.

Several programs (comma-separated: two builds to compare) are started in turn, run after run,
so that a machine whose speed drifts over minutes treats them alike.
"""
import os
import statistics
import subprocess
import sys
import time

apps = sys.argv[1].split(",")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
extra = sys.argv[3:]
wall = {app: [] for app in apps}
inside = {app: [] for app in apps}
peak = {app: 0.0 for app in apps}


def start_once(app):
    start = time.monotonic()
    p = subprocess.Popen([app, "--quit-after-first-frame", *extra], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True)
    line = p.stdout.readline()
    read = (time.monotonic() - start) * 1000
    # This child's own largest resident set.
    _, _, usage = os.wait4(p.pid, 0)
    p.returncode = 0
    peak[app] = max(peak[app], usage.ru_maxrss / 1024)
    if "first frame after" not in line:
        sys.exit(f"{app}: unexpected output: {line!r}")
    # "first frame after F ms (reported at R ms)": what the window did between the frame and the
    # line (a new player's guide opens then) is not start-up.
    words = line.split()
    frame = int(words[3])
    reported = int(words[7]) if len(words) > 7 else frame  # older builds print only the first

    inside[app].append(frame)
    wall[app].append(read - (reported - frame))


for _ in range(runs):
    for app in apps:
        start_once(app)
for app in apps:
    if len(apps) > 1:
        print(f"{app}:")
    print("exec->first frame (ms):", " ".join(f"{w:.0f}" for w in wall[app]))
    print("main->first frame (ms):", " ".join(str(i) for i in inside[app]))
    print(f"median exec->first frame {statistics.median(wall[app]):.0f} ms, "
          f"main->first frame {statistics.median(inside[app]):.0f} ms")
    print(f"peak resident memory {peak[app]:.0f} MB")
