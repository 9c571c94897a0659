#!/usr/bin/env python3
"""SQL feeds beside the way Python users chart a database table (issue 16), in one run, on the private PostgreSQL
server tools/with-postgres.sh starts (`make bench` runs this through it):

A table of --rows rows (default 10,000,000: ts timestamptz, one every 0.1 s, and latency double precision), with an
index on ts. Each kernel draws the same 1280 × 800 pixel line chart of latency over ts (640 × 400 points at scale 2;
6.4 × 4 inches at 200 dpi):

- Plotline: `db.feed("SELECT ts, latency FROM samples", x: "ts", loading: .onDemand)` bound to a ScatterPlot; the
  database computes the M4 rows of the view (first, last, lowest and highest per column) and the kernel draws them.
- ipykernel + psycopg + numpy + matplotlib: the cell fetches every row (ts as epoch seconds, the cheaper form for
  numpy), makes numpy arrays, plots the line and writes the PNG.

Timed, each from sending the cell to receiving its image (display_data), median of --repeats after one warm-up
(the table is in the operating system's cache for both; the peer's imports and connection happen in a setup cell):
1. the chart of the whole table: a new feed or a new fetch each time;
2. a zoom to a 1% window of x: Plotline asks the database for that window (through the index); matplotlib sets the
   limits on the arrays it holds and redraws.
Memory: each kernel's peak resident memory (VmHWM) before and after the whole-table cells: its growth.

Exits 1 unless Plotline's whole-table chart is at least 10 times faster than the peer's and its memory growth at most
1/50 of the peer's.

    tools/with-postgres.sh .venv/bin/python bench/sql.py [--rows 10000000] [--repeats 3]
"""

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import psycopg
from jupyter_client.manager import KernelManager

sys.path.insert(0, str(Path(__file__).resolve().parent))
from feeds import BenchClient  # noqa: E402  (the lean client that reads whole IOPub messages)

START = 1_700_000_000
STEP = 0.1


def kernel_memory(km):
    """Resident and peak resident memory of a kernel process, in bytes."""
    fields = {}
    with open(f"/proc/{km.provisioner.process.pid}/status") as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                fields[name] = int(value.split()[0]) * 1024
    return fields["VmRSS"], fields["VmHWM"]


def make_table(url, rows):
    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute("DROP TABLE IF EXISTS samples")
        connection.execute(f"""
            CREATE UNLOGGED TABLE samples AS
            SELECT to_timestamp({START} + g * {STEP}) AS ts,
                   100 + 20 * sin(g / 50000.0) + 8 * sin(g / 977.0) + 10 * random() AS latency
            FROM generate_series(0, {rows - 1}) AS g""")
        connection.execute("CREATE INDEX ON samples (ts)")
        connection.execute("ANALYZE samples")
        connection.execute("SELECT count(*), max(latency) FROM samples").fetchall()


def is_image(msg_type, parent, content, msg_id):
    return parent == msg_id and msg_type in ("display_data", "execute_result") and "image/png" in content["data"]


def plotline_cells(url):
    chart = f"""
session.formats = ["png"]
session.scale = 2
let db = Database("{url}")
let samples = db.feed("SELECT ts, latency FROM samples", x: "ts", loading: .onDemand)
let graph = XYGraph(width: 640, height: 400)
graph.title = "Latency"
let plot = ScatterPlot(identifier: "latency")
plot.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .blue)
plot.bind(.xValues, to: samples, withKeyPath: "arrangedObjects.ts")
plot.bind(.yValues, to: samples, withKeyPath: "arrangedObjects.latency")
graph.add(plot)
graph.defaultPlotSpace.xScaleType = .dateTime
graph
"""

    def zoom(low, length):
        return f"graph.defaultPlotSpace.xRange = PlotRange(location: {low}, length: {length})\ngraph"

    return None, chart, zoom


def matplotlib_cells(url):
    setup = f"""
import io
import numpy as np
import psycopg
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from IPython.display import Image, display
connection = psycopg.connect("{url}")

def show(figure):
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=200)
    display(Image(buffer.getvalue()))
"""
    chart = """
with connection.cursor() as cursor:
    cursor.execute("SELECT extract(epoch FROM ts)::float8, latency FROM samples ORDER BY ts")
    rows = cursor.fetchall()
data = np.array(rows, dtype=float)
del rows
plt.close("all")
figure, axes = plt.subplots(figsize=(6.4, 4))
axes.set_title("Latency")
axes.grid(True, color="#e6e6e6")
axes.plot(data[:, 0], data[:, 1], linewidth=0.5, color="blue")
show(figure)
"""

    def zoom(low, length):
        return f"axes.set_xlim({low}, {low + length})\nshow(figure)"

    return setup, chart, zoom


def measure(kernel, cells, rows, repeats):
    setup, chart, zoom = cells
    km = KernelManager(kernel_name=kernel)
    km.start_kernel(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = BenchClient(km.get_connection_info())
    client.ready()
    try:
        if setup:
            client.run(setup)
        _, peak_before = kernel_memory(km)
        client.time_until(chart, is_image)  # warm-up
        charts = [client.time_until(chart, is_image)[0] for _ in range(repeats)]
        resident, peak_after = kernel_memory(km)
        span = rows * STEP
        zooms = []
        for k in range(repeats + 1):
            low = START + span * (0.2 + 0.1 * k)
            elapsed, _ = client.time_until(zoom(low, span / 100), is_image)
            if k > 0:
                zooms.append(elapsed)
        return {"chart": statistics.median(charts), "zoom": statistics.median(zooms),
                "growth": peak_after - peak_before, "resident": resident}
    finally:
        client.close()
        km.shutdown_kernel(now=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    url = os.environ.get("PLOTLINE_TEST_POSTGRES_URL")
    password = os.environ.get("PLOTLINE_TEST_POSTGRES_PASSWORD")
    if not url or not password:
        sys.exit("bench/sql.py: run it through tools/with-postgres.sh (make bench does)")
    url = url.replace("postgresql://plotline@", f"postgresql://plotline:{password}@")
    started = time.monotonic()
    make_table(url, args.rows)
    print(f"table of {args.rows:,} rows made in {time.monotonic() - started:.0f} s", flush=True)
    results = {}
    for name, kernel, cells in [("Plotline", "plotline", plotline_cells(url)),
                                ("ipykernel + psycopg + matplotlib", "python3", matplotlib_cells(url))]:
        results[name] = measure(kernel, cells, args.rows, args.repeats)
        r = results[name]
        print(f"  {name}: chart {r['chart']:.2f} s, zoom {r['zoom']:.3f} s, peak RSS growth {r['growth'] / 1e6:.0f} MB",
              flush=True)
    plotline, peer = results["Plotline"], results["ipykernel + psycopg + matplotlib"]
    print(f"\nSQL feed, {args.rows:,} rows in PostgreSQL, 1280 × 800 px (median of {args.repeats}):")
    print(f"{'':34}{'chart (s)':>10}{'1% zoom (s)':>13}{'peak RSS growth':>17}")
    for name, r in results.items():
        print(f"{name:34}{r['chart']:10.2f}{r['zoom']:13.3f}{r['growth'] / 1e6:14.0f} MB")
    speedup = peer["chart"] / plotline["chart"]
    memory = max(plotline["growth"], 1) / max(peer["growth"], 1)
    print(f"Plotline is {speedup:.1f}x faster on the whole-table chart (goal ≥ 10x); its memory growth is "
          f"{memory:.4f} of the peer's (goal ≤ 0.02); zoom ratio {plotline['zoom'] / peer['zoom']:.2f}")
    if speedup < 10 or memory > 1 / 50:
        print("sql: goal missed")
        sys.exit(1)
    print("sql: goal met")


if __name__ == "__main__":
    main()
