#!/usr/bin/env python3
"""Loads the same 10,000,000-row, 5-column CSV file (a time stamp, two integer and two decimal columns) with no
options in running kernels, in one run: Plotline's `Feed(csv:)` (the sniffer finds the date column), pandas'
`read_csv(parse_dates=["time"])` and Polars' `read_csv(try_parse_dates=True)`, each in ipykernel.

Measured as users meet it: the kernel running and its imports done (pandas and Polars are imported before the
baseline), the file already in the page cache (written by this script, then read once), from sending the cell to its
result (the row count). Each load runs in a fresh kernel, `--repeat` times per reader, interleaved; the table gives the median
time, the peak memory the load added (VmHWM after the cell less VmRSS before it) and what the loaded table keeps
resident (VmRSS after, idle, less VmRSS before), beside the raw columns: five 8-byte values a row, 400 MB.

Exits with status 1 when Plotline's median time is over pandas' or its peak growth is over 1.25 times the raw
columns (the goals of the issue; Polars, multi-threaded and column-typed in Rust, is the anchor to beat). A fourth
row gives Polars without date parsing, which leaves the time stamps as text: not the same result, for reference.

    .venv/bin/python bench/csv_load.py [--rows 10000000] [--repeat 3]
"""

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

from jupyter_client.manager import KernelManager

sys.path.insert(0, str(Path(__file__).resolve().parent))
from feeds import BenchClient  # noqa: E402
from render_kernel import memory  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TIME_GOAL = 1.0
MEMORY_GOAL = 1.25
COLUMNS = 5


def write_data(path, rows):
    """The benchmark's file: a time stamp every 3 seconds from 2020, a sensor id, a count, a reading, a temperature."""
    import numpy as np
    import polars as pl

    generator = np.random.default_rng(7)
    frame = pl.DataFrame({
        "time": pl.datetime_range(
            pl.datetime(2020, 1, 1), pl.datetime(2020, 1, 1) + pl.duration(seconds=3 * (rows - 1)), "3s",
            eager=True),
        "sensor": generator.integers(0, 1000, rows),
        "count": generator.integers(0, 100_000, rows),
        "reading": np.round(generator.normal(50, 12, rows), 3),
        "temperature": np.round(generator.normal(18, 6, rows), 1),
    })
    frame.write_csv(path, datetime_format="%Y-%m-%d %H:%M:%S")


def load_cell(reader, path):
    if reader == "plotline":
        return f'let table = Feed(csv: "{path}")\ntable.count'
    if reader == "pandas":
        return f'table = pd.read_csv("{path}", parse_dates=["time"])\nlen(table)'
    if reader == "polars-text":
        return f'table = pl.read_csv("{path}")\nlen(table)'
    return f'table = pl.read_csv("{path}", try_parse_dates=True)\nlen(table)'


SETUP = {
    "pandas": "import pandas as pd",
    "polars": "import polars as pl",
    "polars-text": "import polars as pl",
}

CHECK = {
    "plotline": 'print(table.columnTypes)',
    "pandas": "print(dict(table.dtypes))",
    "polars": "print(dict(table.schema))",
    "polars-text": "print(dict(table.schema))",
}


def measure(reader, path):
    """Seconds to load, peak growth and resident growth in bytes, and what the reader typed the columns as."""
    km = KernelManager(kernel_name="plotline" if reader == "plotline" else "python3")
    km.start_kernel(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = BenchClient(km.get_connection_info())
    try:
        client.ready()
        if reader in SETUP:
            client.run(SETUP[reader])
        before = memory(km, "VmRSS")
        elapsed, _ = client.time_until(
            load_cell(reader, path),
            lambda msg_type, parent, content, msg_id: parent == msg_id and msg_type == "execute_result", timeout=1800)
        peak = memory(km, "VmHWM") - before
        resident = memory(km, "VmRSS") - before
        types = "".join(content.get("text", "") for msg_type, content in client.run(CHECK[reader])
                        if msg_type == "stream")
        return elapsed, peak, resident, types.strip()
    finally:
        client.close()
        km.shutdown_kernel(now=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--data", type=Path, default=ROOT / "reports" / "bench-csv")
    arguments = parser.parse_args()
    arguments.data.mkdir(parents=True, exist_ok=True)
    path = arguments.data / f"sensors-{arguments.rows}.csv"
    if not path.exists():
        print(f"writing {path} …", flush=True)
        write_data(path, arguments.rows)
    path.read_bytes()  # into the page cache, for every reader alike
    raw = arguments.rows * COLUMNS * 8
    readers = ("plotline", "pandas", "polars", "polars-text")
    samples = {reader: [] for reader in readers}
    types = {}
    for _ in range(arguments.repeat):
        for reader in readers:
            elapsed, peak, resident, typed = measure(reader, path)
            samples[reader].append((elapsed, peak, resident))
            types[reader] = typed
    size = path.stat().st_size
    print(f"Loading a CSV file of {arguments.rows:,} rows × {COLUMNS} columns ({size / 2**20:.0f} MB; raw columns "
          f"{raw / 2**20:.0f} MB) in running kernels, no options, median of {arguments.repeat}")
    print(f"{'reader':<44}{'s':>8}{'× pandas':>10}{'peak MB':>10}{'× raw':>8}{'kept MB':>10}{'× raw':>8}")
    labels = {
        "plotline": "Plotline Feed(csv:)",
        "pandas": "pandas read_csv(parse_dates=[\"time\"])",
        "polars": "Polars read_csv(try_parse_dates=True)",
        "polars-text": "Polars read_csv() (time left as text)",
    }
    medians = {reader: tuple(statistics.median(sample[i] for sample in samples[reader]) for i in range(3))
               for reader in readers}
    for reader in readers:
        elapsed, peak, resident = medians[reader]
        print(f"{labels[reader]:<44}{elapsed:>8.2f}{elapsed / medians['pandas'][0]:>10.2f}{peak / 2**20:>10.0f}"
              f"{peak / raw:>8.2f}{resident / 2**20:>10.0f}{resident / raw:>8.2f}")
    for reader in readers:
        print(f"  {reader} typed the columns as {types[reader]}")
    elapsed, peak, _ = medians["plotline"]
    failed = []
    if elapsed > TIME_GOAL * medians["pandas"][0]:
        failed.append(f"time {elapsed:.2f} s > pandas' {medians['pandas'][0]:.2f} s")
    if peak > MEMORY_GOAL * raw:
        failed.append(f"peak growth {peak / raw:.2f} × the raw columns > {MEMORY_GOAL}")
    if failed:
        print("goal missed: " + "; ".join(failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
