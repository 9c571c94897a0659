#!/usr/bin/env python3
"""Appends one push-notification latency sample per second to data/latency.csv, for notebooks/live.ipynb.

The recorded run in latency.csv sent a notification every 5 seconds; this script goes on from the file's last line at
the same spacing (t += 5), five times faster than real time, so the live chart scrolls visibly. Each sample is
numbered from the last line the file holds when it is written, so a reset, a second writer or a restart never makes
time go backwards. About one notification in twelve never arrives and is written with an empty latency, which the
chart shows as a red region.

    python3 data/latency_writer.py              # from notebooks/, until Ctrl-C
    python3 data/latency_writer.py --count 30   # 30 samples, then stop
    python3 data/latency_writer.py --reset      # cut the file back to the recorded run (the feed starts over)

Standard library only. Each sample is written as one whole line and flushed, so a follower never reads half a line.
"""

import argparse
import math
import pathlib
import random
import sys
import time

CSV = pathlib.Path(__file__).resolve().with_name("latency.csv")
RECORDED_SAMPLES = 48
SPACING = 5


def last_time(path):
    """The t of the file's last sample, or -SPACING for a file without samples."""
    last = -SPACING
    with path.open() as handle:
        next(handle, None)
        for line in handle:
            field = line.split(",", 1)[0].strip()
            if field:
                last = float(field)
    return last


def reset(path):
    """Keeps the header and the recorded run; a follower sees the file shrink and reads it again."""
    with path.open() as handle:
        lines = handle.readlines()[: RECORDED_SAMPLES + 1]
    path.write_text("".join(lines))


def sample(rng):
    """One latency in seconds, or None for a notification that never arrived: mostly 0.3 to 1 s, with spikes."""
    if rng.random() < 1 / 12:
        return None
    latency = rng.lognormvariate(math.log(0.6), 0.35)
    if rng.random() < 0.08:
        latency += rng.uniform(0.6, 1.2)
    return round(latency, 3)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--file", type=pathlib.Path, default=CSV, help="the CSV to append to (data/latency.csv)")
    parser.add_argument("--interval", type=float, default=1.0, help="seconds between samples (1)")
    parser.add_argument("--count", type=int, default=0, help="samples to write, 0 for no end (0)")
    parser.add_argument("--seed", type=int, default=None, help="random seed, for repeatable runs")
    parser.add_argument("--reset", action="store_true", help="cut the file back to the recorded run and exit")
    options = parser.parse_args()

    if options.reset:
        reset(options.file)
        print(f"{options.file}: back to the {RECORDED_SAMPLES} recorded samples")
        return
    rng = random.Random(options.seed)
    written = 0
    try:
        while options.count == 0 or written < options.count:
            t = last_time(options.file) + SPACING
            latency = sample(rng)
            line = f"{t:g},{'' if latency is None else f'{latency:.3f}'}\n"
            with options.file.open("a") as handle:
                handle.write(line)
            written += 1
            print(f"t={t:g}s latency={'missing' if latency is None else f'{latency:.3f}s'}", flush=True)
            time.sleep(options.interval)
    except KeyboardInterrupt:
        pass
    print(f"wrote {written} samples to {options.file}", file=sys.stderr)


if __name__ == "__main__":
    main()
