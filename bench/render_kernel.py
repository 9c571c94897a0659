"""The render benchmark as users meet it: both kernels running, the data already in the session, from sending the
cell to receiving the display message with the PNG, in one run.

Plotline: a `Feed` read from a CSV file of x, y (written once by this script), a ScatterPlot bound to it, 640 × 400
points at `session.scale = 2`. ipykernel (matplotlib Agg): the same x and y as numpy arrays computed in the session,
a 6.4 × 4 inch figure saved at 200 dpi. Both charts are 1280 × 800 pixels with a title, automatic ticks, a light
grid and one blue line through render.py's formula, on fixed ranges (x 0…n, y −1.5…1.5).

A timed cell changes the title (so neither kernel can hand back a picture it drew before) and shows the chart:
Plotline `graph.title = "…"; graph.snapshot()`, matplotlib `ax.set_title("…"); display(Image(png))`. The zoom frame
sets x to a 1% window instead (shifted every time). Each kernel answers 2 warm-up cells, then `repeat` timed ones;
the median is reported, with each kernel's peak resident memory (VmHWM) after its runs and what its data and chart
keep resident ("data MB": VmRSS after the runs, idle, less VmRSS before the data was loaded).

    .venv/bin/python bench/render_kernel.py [--points 1000 100000 1000000 10000000] [--repeat 7]
"""

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

from jupyter_client.manager import KernelManager

sys.path.insert(0, str(Path(__file__).resolve().parent))
from feeds import BenchClient, formula, write_csv  # noqa: E402  (the same lean client and data as the live bench)

WARMUP = 2


def plotline_setup(csv, n):
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
graph.defaultPlotSpace.xRange = 0...{float(n)!r}
graph.defaultPlotSpace.yRange = -1.5...1.5
graph.axisSet.xAxis.labelingPolicy = .automatic
graph.axisSet.xAxis.orthogonalPosition = -1.5
graph.axisSet.yAxis.labelingPolicy = .automatic
graph.title = "Signal"
"""


def matplotlib_setup(n):
    a, b = formula(n)
    return f"""
import io
import numpy as np
import matplotlib
matplotlib.use("agg")
from matplotlib.figure import Figure
from IPython.display import display, Image
x = np.arange({n}, dtype=float)
y = np.sin({a!r} * x) + 0.25 * np.sin({b!r} * x) + 0.1 * np.sin(1.7 * x)
fig = Figure(figsize=(6.4, 4), dpi=200)
ax = fig.add_subplot()
ax.set_title("Signal")
ax.grid(True, color="#e6e6e6")
ax.plot(x, y, linewidth=0.72, color="#1f77b4")
ax.set_xlim(0, {n})
ax.set_ylim(-1.5, 1.5)

def chart_png():
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=200)
    return Image(buffer.getvalue())
"""


def frame_cell(kernel, k, n, zoom):
    """The k-th timed cell: a new title, or a new 1% window, then the chart shown."""
    if zoom:
        width = n / 100
        start = (k % 50) * width
        if kernel == "plotline":
            return f"graph.defaultPlotSpace.xRange = {start!r}...{start + width!r}\ngraph.snapshot()"
        return f"ax.set_xlim({start!r}, {start + width!r})\ndisplay(chart_png())"
    if kernel == "plotline":
        return f'graph.title = "Signal {k}"\ngraph.snapshot()'
    return f'ax.set_title("Signal {k}")\ndisplay(chart_png())'


def time_png(client, code, timeout=900):
    """Seconds from sending the cell to receiving its message carrying image/png, and the PNG's size in bytes."""
    elapsed, content = client.time_until(
        code, lambda msg_type, parent, content, msg_id: parent == msg_id
        and msg_type in ("display_data", "execute_result") and "image/png" in content["data"], timeout)
    return elapsed, len(content["data"]["image/png"]) * 3 // 4


def memory(km, field):
    """A memory figure of the kernel process in bytes (`VmHWM`: peak resident; `VmRSS`: resident now), or 0 when
    it cannot be read."""
    try:
        pid = km.provisioner.process.pid
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    except (AttributeError, OSError, ValueError):
        pass
    return 0


def measure_kernel(kernel, n, repeat, directory):
    """Median seconds of a full frame and of a zoom frame at n points, PNG bytes, and the kernel's peak RSS."""
    km = KernelManager(kernel_name=kernel)
    km.start_kernel(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = BenchClient(km.get_connection_info())
    try:
        client.ready()
        before = memory(km, "VmRSS")
        if kernel == "plotline":
            csv = Path(directory) / f"signal-{n}.csv"
            if not csv.exists():
                write_csv(csv, n)
            client.run(plotline_setup(csv, n))
        else:
            client.run(matplotlib_setup(n))
        results = {}
        for zoom in (False, True):
            samples, size = [], 0
            for k in range(WARMUP + repeat):
                elapsed, size = time_png(client, frame_cell(kernel, k, n, zoom))
                if k >= WARMUP:
                    samples.append(elapsed)
            results["zoom" if zoom else "frame"] = statistics.median(samples)
            results["zoom-png" if zoom else "png"] = size
        results["peak"] = memory(km, "VmHWM")
        # What the loaded data and the shown chart keep resident, idle, after all the frames.
        results["data"] = memory(km, "VmRSS") - before
        return results
    finally:
        client.close()
        km.shutdown_kernel(now=True)


def run(points, repeat, directory):
    """Measures every size in both kernels; prints the table; returns {(kernel, n): results}."""
    directory.mkdir(parents=True, exist_ok=True)
    print("In the kernel: execute_request → the PNG's display message, warm, data already loaded, median of "
          f"{repeat}")
    print(f"{'points':>11}  {'kernel':<24}{'frame ms':>10}{'zoom ms':>10}{'data MB':>9}{'peak RSS MB':>13}"
          f"{'PNG KB':>8}")
    results = {}
    for n in points:
        for kernel, label in (("plotline", "Plotline"), ("python3", "ipykernel + matplotlib")):
            result = measure_kernel(kernel, n, repeat, directory)
            results[(kernel, n)] = result
            print(f"{n:>11,}  {label:<24}{result['frame'] * 1000:>10.1f}{result['zoom'] * 1000:>10.1f}"
                  f"{result['data'] / 2**20:>9.1f}{result['peak'] / 2**20:>13.1f}{result['png'] / 1024:>8.0f}",
                  flush=True)
        ours, theirs = results[("plotline", n)], results[("python3", n)]
        print(f"{'':>11}  {'Plotline / matplotlib':<24}{ours['frame'] / theirs['frame']:>10.3f}"
              f"{ours['zoom'] / theirs['zoom']:>10.3f}", flush=True)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--points", type=int, nargs="+", default=[1_000, 100_000, 1_000_000, 10_000_000])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parent.parent / "reports" / "bench-render")
    arguments = parser.parse_args()
    run(arguments.points, arguments.repeat, arguments.data)


if __name__ == "__main__":
    sys.exit(main())
