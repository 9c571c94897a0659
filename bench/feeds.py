#!/usr/bin/env python3
"""Live charts: Plotline's bound plots beside ipykernel + matplotlib redrawing the same chart, in one run.

1. Append to update. A chart of n points (10,000 and 1,000,000) is shown in one cell; each timed cell then appends
   one record, and the time runs from sending its execute_request to receiving the update_display_data for the
   chart's display. Plotline: a ScatterPlot bound to a Feed (`plot.bind(.xValues, to: feed, withKeyPath:
   "arrangedObjects.x")`, the same for y), the cell `feed.append(["x": …, "y": …])`; the kernel renders the changed
   graph once at the end of the cell. matplotlib (Agg): the same line chart, the cell appends to the x and y arrays,
   sets the line's data, rescales, draws the figure to PNG and updates the same display id. Both charts are
   1280 × 800 pixels (640 × 400 points at scale 2; 6.4 × 4 inches at 200 dpi) with a title, automatic ticks and
   one blue line through y = sin(a·x) + 0.25·sin(b·x) + 0.1·sin(1.7·x), as in bench/render.py.

2. A live source. This process publishes JSON records ({"x": …, "y": …}, one per message) on a ZeroMQ PUB socket
   as fast as it can for a few seconds, onto a chart that starts with 10,000 points. Plotline: the shown chart's
   feed `subscribe`s to the socket; while the kernel is idle it drains the records and pushes at most
   `session.frameRate` (10) updates a second. matplotlib: a thread in the ipykernel receives the records, appends
   them and redraws + updates the display at most 10 times a second, the same contract. Reported: records
   published, records the chart ended with (read from the last update's own text: Plotline's text/plain says
   "(N points)", the matplotlib thread puts N in its update's text), records drained per second (up to the last
   update), and display updates per second.

Prints medians per tool and size, and Plotline's median as a fraction of matplotlib's; exits 1 when that fraction at
1,000,000 points is above --max-ratio (1/10).

    .venv/bin/python bench/feeds.py [--sizes 10000 1000000] [--appends 20] [--live-seconds 5]
"""

import argparse
import json
import math
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import zmq
from jupyter_client.manager import KernelManager

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kernel_latency import DELIM, LeanClient  # noqa: E402  (the same lean client as the latency benchmark)

LABELS = {"plotline": "Plotline", "python3": "ipykernel + matplotlib"}
FRAME_RATE = 10


def formula(n):
    """The constants of render.py's formula for n points."""
    return 6 * math.pi / n, 194 * math.pi / n


def y_of(x, a, b):
    return math.sin(a * x) + 0.25 * math.sin(b * x) + 0.1 * math.sin(1.7 * x)


def write_csv(path, n):
    """x, y for x = 0 … n − 1, the data both kernels start from (matplotlib computes the same with numpy)."""
    a, b = formula(n)
    with open(path, "w") as handle:
        handle.write("x,y\n")
        handle.writelines(f"{x},{y_of(x, a, b)!r}\n" for x in range(n))


class BenchClient(LeanClient):
    """The latency benchmark's client, reading whole IOPub messages: outputs, display ids and updates."""

    def iopub_message(self, timeout_ms):
        if not self.iopub.poll(timeout_ms):
            return None
        frames = self.iopub.recv_multipart()
        at = frames.index(DELIM)
        header, parent, _, content = (json.loads(frame) for frame in frames[at + 2:at + 6])
        return header["msg_type"], parent.get("msg_id"), content

    def run(self, code, timeout=600):
        """Runs a cell; returns its IOPub messages up to its idle status, failing on an error."""
        msg_id = self.send("execute_request", {
            "code": code, "silent": False, "store_history": False, "user_expressions": {}, "allow_stdin": False,
            "stop_on_error": True})
        messages = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            message = self.iopub_message(1000)
            if message is None:
                continue
            msg_type, parent, content = message
            if parent != msg_id:
                continue
            if msg_type == "error":
                raise RuntimeError(f"cell failed: {content['ename']}: {content['evalue']}\n{code}")
            if msg_type == "status" and content["execution_state"] == "idle":
                self.drain_shell()
                return messages
            messages.append((msg_type, content))
        raise TimeoutError(f"cell did not finish: {code[:60]}")

    def shown_display_id(self, code):
        for msg_type, content in self.run(code):
            if msg_type in ("execute_result", "display_data") and content.get("transient", {}).get("display_id"):
                return content["transient"]["display_id"]
        raise RuntimeError("the cell showed no display with an id")

    def time_until(self, code, is_target, timeout=600):
        """Seconds from sending the cell to receiving the first IOPub message `is_target(msg_type, parent, content,
        msg_id)` accepts, with that message's content; waits for the cell's idle status too."""
        started = time.perf_counter()
        msg_id = self.send("execute_request", {
            "code": code, "silent": False, "store_history": False, "user_expressions": {}, "allow_stdin": False,
            "stop_on_error": True})
        elapsed, found, idle = None, None, False
        deadline = time.monotonic() + timeout
        while (elapsed is None or not idle) and time.monotonic() < deadline:
            message = self.iopub_message(1000)
            if message is None:
                continue
            msg_type, parent, content = message
            if elapsed is None and is_target(msg_type, parent, content, msg_id):
                elapsed, found = time.perf_counter() - started, content
            elif msg_type == "error" and parent == msg_id:
                raise RuntimeError(f"cell failed: {content['ename']}: {content['evalue']}\n{code}")
            elif msg_type == "status" and parent == msg_id and content["execution_state"] == "idle":
                idle = True
        self.drain_shell()
        if elapsed is None:
            raise TimeoutError(f"the awaited message never arrived for: {code[:60]}")
        return elapsed, found

    def time_update(self, code, display_id, timeout=600):
        """Seconds from sending the cell to receiving the update of `display_id`; waits for the idle too."""
        elapsed, _ = self.time_until(
            code, lambda msg_type, parent, content, msg_id: msg_type == "update_display_data"
            and content["transient"]["display_id"] == display_id, timeout)
        return elapsed


# --- the two kernels' cells -------------------------------------------------------------------------------------

def plotline_chart(csv, x_range=None, y_range=None, show=True):
    """The Plotline chart cell: session settings, a feed read from `csv`, a blue line bound to its x and y. Fixed
    ranges when given (the render benchmark; the x axis then crosses at the bottom of y), else automatic; the cell
    ends by showing the graph unless `show` is False."""
    ranges = ""
    if x_range:
        ranges += f"graph.defaultPlotSpace.xRange = {float(x_range[0])!r}...{float(x_range[1])!r}\n"
    if y_range:
        ranges += (f"graph.defaultPlotSpace.yRange = {float(y_range[0])!r}...{float(y_range[1])!r}\n"
                   f"graph.axisSet.xAxis.orthogonalPosition = {float(y_range[0])!r}\n")
    return f"""
session.formats = ["png"]
session.scale = 2
let feed = Feed(csv: "{csv}")
let graph = XYGraph(width: 640, height: 400)
graph.title = "Signal"
let plot = ScatterPlot(identifier: "signal")
plot.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .blue)
plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.x")
plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
graph.add(plot)
{ranges}graph.axisSet.xAxis.labelingPolicy = .automatic
graph.axisSet.yAxis.labelingPolicy = .automatic
{"graph" if show else ""}
"""


def plotline_append(x, y):
    return f'feed.append(["x": {x}, "y": {y!r}])'


MATPLOTLIB_SETUP = """
import base64, io, json, threading, time
import numpy as np
import matplotlib
matplotlib.use("agg")
from matplotlib.figure import Figure
from IPython.display import display, Image

def chart_png(rescale=True):
    if rescale:
        ax.relim()
        ax.autoscale_view()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=200)
    return Image(buffer.getvalue())
"""


def matplotlib_chart(n, limits=None, show=True):
    """The matplotlib chart cell (after MATPLOTLIB_SETUP): render.py's formula as numpy arrays, a 6.4 × 4 inch
    figure, a title, a light grid and one line; fixed limits `((x0, x1), (y0, y1))` when given; shown with a display
    id unless `show` is False."""
    a, b = formula(n)
    fixed = f"ax.set_xlim{limits[0]!r}\nax.set_ylim{limits[1]!r}\n" if limits else ""
    shown = "shown = display(chart_png(), display_id=True)" if show else ""
    return f"""
x = np.arange({n}, dtype=float)
y = np.sin({a!r} * x) + 0.25 * np.sin({b!r} * x) + 0.1 * np.sin(1.7 * x)
fig = Figure(figsize=(6.4, 4), dpi=200)
ax = fig.add_subplot()
ax.set_title("Signal")
ax.grid(True, color="#e6e6e6")
(line,) = ax.plot(x, y, linewidth=0.72, color="#1f77b4")
{fixed}{shown}
"""


def matplotlib_append(x, y):
    return f"x = np.append(x, {x})\ny = np.append(y, {y!r})\nline.set_data(x, y)\nshown.update(chart_png())"


MATPLOTLIB_SUBSCRIBER = """
def follow(endpoint, stop):
    import zmq
    sub = zmq.Context.instance().socket(zmq.SUB)
    sub.setsockopt(zmq.SUBSCRIBE, b"")
    sub.connect(endpoint)
    global x, y
    pushed = 0.0
    pending_x, pending_y = [], []
    while not stop.is_set():
        if sub.poll(20):
            while True:
                try:
                    record = json.loads(sub.recv(zmq.NOBLOCK))
                except zmq.Again:
                    break
                pending_x.append(record["x"])
                pending_y.append(record["y"])
        now = time.monotonic()
        if pending_x and now - pushed >= 0.1:
            x = np.concatenate([x, pending_x])
            y = np.concatenate([y, pending_y])
            pending_x, pending_y = [], []
            line.set_data(x, y)
            png = base64.b64encode(chart_png().data).decode()
            shown.update({"image/png": png, "text/plain": f"Signal ({len(x)} points)"}, raw=True)
            pushed = now
    sub.close(linger=0)
"""


def start_kernel(name):
    km = KernelManager(kernel_name=name)
    km.start_kernel(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = BenchClient(km.get_connection_info())
    client.ready()
    return km, client


def stop_kernel(km, client):
    client.close()
    km.shutdown_kernel(now=True)


# --- 1. append to update ----------------------------------------------------------------------------------------

def measure_appends(name, n, appends, warmup, directory):
    km, client = start_kernel(name)
    try:
        if name == "plotline":
            csv = Path(directory) / f"signal-{n}.csv"
            if not csv.exists():
                write_csv(csv, n)
            display_id = client.shown_display_id(plotline_chart(csv))
            append = plotline_append
        else:
            client.run(MATPLOTLIB_SETUP)
            display_id = client.shown_display_id(matplotlib_chart(n))
            append = matplotlib_append
        a, b = formula(n)
        samples = []
        for k in range(warmup + appends):
            x = n + k
            elapsed = client.time_update(append(x, y_of(x, a, b)), display_id)
            if k >= warmup:
                samples.append(elapsed)
        return samples
    finally:
        stop_kernel(km, client)


# --- 2. a live source -------------------------------------------------------------------------------------------

def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def points_in(text):
    found = re.findall(r"\((\d+) points\)", text or "")
    return int(found[-1]) if found else None


def measure_live(name, base, seconds, directory):
    """Publishes records as fast as this process can for `seconds`; returns what the chart received and pushed."""
    port = free_port()
    endpoint = f"tcp://127.0.0.1:{port}"
    publisher = zmq.Context.instance().socket(zmq.PUB)
    publisher.sndhwm = 0
    publisher.bind(endpoint)
    km, client = start_kernel(name)
    stop_cell = ""
    try:
        if name == "plotline":
            csv = Path(directory) / f"signal-{base}.csv"
            if not csv.exists():
                write_csv(csv, base)
            display_id = client.shown_display_id(plotline_chart(csv))
            client.run(f'feed.subscribe("{endpoint}")')
            stop_cell = "feed.stop()"
        else:
            client.run(MATPLOTLIB_SETUP)
            display_id = client.shown_display_id(matplotlib_chart(base))
            client.run(MATPLOTLIB_SUBSCRIBER)
            client.run(f'stop = threading.Event()\nthreading.Thread(target=follow, args=("{endpoint}", stop), daemon=True).start()')
            stop_cell = "stop.set()"
        time.sleep(1.0)  # the subscription connects (a PUB socket drops what it sends before that)

        updates = []
        stop_reading = threading.Event()

        def read_updates():
            while not stop_reading.is_set():
                message = client.iopub_message(100)
                if message and message[0] == "update_display_data" \
                        and message[2]["transient"]["display_id"] == display_id:
                    updates.append((time.perf_counter(), points_in(message[2]["data"].get("text/plain"))))

        reader = threading.Thread(target=read_updates)
        reader.start()
        a, b = formula(base)
        sent = 0
        started = time.perf_counter()
        deadline = started + seconds
        while time.perf_counter() < deadline:
            for _ in range(1000):
                x = base + sent
                publisher.send(b'{"x": %d, "y": %r}' % (x, y_of(x, a, b)))
                sent += 1
        publishing = time.perf_counter() - started
        # The chart catches up: wait until no update has arrived for two seconds.
        while True:
            time.sleep(0.5)
            last = updates[-1][0] if updates else started
            if time.perf_counter() - last > 2.0:
                break
        stop_reading.set()
        reader.join()
        client.run(stop_cell)
        during = [u for u in updates if u[0] >= started]
        final_points = during[-1][1] if during else base
        received = (final_points or base) - base
        span = (during[-1][0] - started) if during else float("nan")
        return {
            "published": sent, "publish_rate": sent / publishing, "received": received,
            "drain_rate": received / span if during else 0.0, "updates": len(during),
            "update_rate": len(during) / span if during else 0.0, "span": span,
        }
    finally:
        publisher.close(linger=0)
        stop_kernel(km, client)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 1_000_000])
    parser.add_argument("--appends", type=int, default=20, help="timed appends per tool and size")
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--live-seconds", type=float, default=5.0)
    parser.add_argument("--live-base", type=int, default=10_000, help="points on the live chart before publishing")
    parser.add_argument("--kernels", nargs="+", default=["plotline", "python3"])
    parser.add_argument("--max-ratio", type=float, default=0.1, help="largest Plotline / matplotlib median at 1M points")
    options = parser.parse_args()

    appends = {}
    live = {}
    with tempfile.TemporaryDirectory(prefix="plotline-feeds-bench-") as directory:
        for n in options.sizes:
            for name in options.kernels:
                print(f"append to update, {n:,} points: {LABELS[name]} ...", file=sys.stderr, flush=True)
                appends[(name, n)] = measure_appends(name, n, options.appends, options.warmup, directory)
        for name in options.kernels:
            print(f"live source for {options.live_seconds:g} s: {LABELS[name]} ...", file=sys.stderr, flush=True)
            live[name] = measure_live(name, options.live_base, options.live_seconds, directory)

    print()
    print(f"Append one record in a cell -> update_display_data of the chart received "
          f"({options.appends} timed appends after {options.warmup} warm-up)")
    print(f"{'points':>10}  {'tool':<24}{'median ms':>11}{'min ms':>9}{'max ms':>9}{'vs Plotline':>13}")
    verdict_ratio = None
    for n in options.sizes:
        plotline = statistics.median(appends[("plotline", n)]) if ("plotline", n) in appends else None
        for name in options.kernels:
            samples = appends[(name, n)]
            median = statistics.median(samples)
            against = f"{median / plotline:.1f}x" if plotline else ""
            print(f"{n:>10,}  {LABELS[name]:<24}{median * 1e3:>11.2f}{min(samples) * 1e3:>9.2f}"
                  f"{max(samples) * 1e3:>9.2f}{against:>13}")
        if plotline and ("python3", n) in appends:
            ratio = plotline / statistics.median(appends[("python3", n)])
            print(f"{'':>10}  Plotline median / matplotlib median = {ratio:.4f}")
            if n == max(options.sizes):
                verdict_ratio = ratio

    print()
    print(f"A live source: records published on ZeroMQ for {options.live_seconds:g} s onto a shown chart of "
          f"{options.live_base:,} points, at most {FRAME_RATE} redraws a second")
    print(f"{'tool':<24}{'published':>11}{'pub/s':>10}{'charted':>10}{'drained/s':>11}{'updates':>9}{'updates/s':>11}")
    for name, result in live.items():
        print(f"{LABELS[name]:<24}{result['published']:>11,}{result['publish_rate']:>10,.0f}{result['received']:>10,}"
              f"{result['drain_rate']:>11,.0f}{result['updates']:>9}{result['update_rate']:>11.1f}")

    if verdict_ratio is not None:
        ok = verdict_ratio <= options.max_ratio
        print()
        print(f"Plotline append-to-update at {max(options.sizes):,} points = {verdict_ratio:.4f} of matplotlib's "
              f"(at most {options.max_ratio:.3f} allowed): {'ok' if ok else 'TOO SLOW'}")
        if not ok:
            sys.exit(1)


if __name__ == "__main__":
    main()
