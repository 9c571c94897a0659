"""The animation benchmark as users meet it: both kernels running, a 10,000-point line chart already in the session,
from sending the cell to receiving the display message whose image/png is the 2-second animation, in one run.

Plotline: a ScatterPlot of x, y arrays made in the session, 640 × 400 points at `session.scale = 2`, 30 frames a
second; three animations: the line drawn in from the left (`graph.animate(xAxisDuration: 2)`), values rising along
y (`graph.animate(yAxisDuration: 2)`, every frame drawn), and Core Plot's `Animation.animate` of the x range (a
zoom, every frame drawn). ipykernel: matplotlib's FuncAnimation drawing the same line in from the left (the x-wipe's
frames: `line.set_data(x[:k], y[:k])`), 61 frames written by its PillowWriter as an animated PNG of the same 1280 ×
800 pixels, shown with `display(Image(png))`. Each kernel answers one warm-up cell, then `repeat` timed ones; the
median is reported with the PNG's size.

Goal (issue [7/7]): the 2-second animation of a 10k-point chart, the charts library's grow-in (drawn in along x),
encodes in under 1 s and under 2 MB; the animations drawn frame by frame (rising, zooming) are reported beside it,
with their own seconds and bytes.

    .venv/bin/python bench/animation.py [--repeat 5]
"""

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

from jupyter_client.manager import KernelManager

sys.path.insert(0, str(Path(__file__).resolve().parent))
from feeds import BenchClient  # noqa: E402

POINTS = 10_000
WARMUP = 1

PLOTLINE_SETUP = f"""
session.scale = 2
session.animationFrameRate = 30
let xs = Array(0..<{POINTS}).map {{ Double($0) / 1000 }}
let ys = xs.map {{ exp(-$0 / 4) * sin($0 * 9) }}
let graph = XYGraph(width: 640, height: 400)
graph.title = "Signal"
let line = ScatterPlot(identifier: "signal", x: xs, y: ys)
line.dataLineStyle = LineStyle(lineWidth: 1, lineColor: Color(hex: "#1f77b4"))
graph.add(line)
graph.defaultPlotSpace.xRange = PlotRange(location: 0, length: 10)
graph.defaultPlotSpace.yRange = PlotRange(location: -1.1, length: 2.2)
"""

PLOTLINE_CELLS = {
    "draw in along x": 'graph.title = "Signal {k}"\ngraph.animate(xAxisDuration: 2)\ngraph.snapshot()',
    "rise along y": 'graph.title = "Signal {k}"\ngraph.animate(yAxisDuration: 2)\ngraph.snapshot()',
    "zoom (x range)": ('graph.title = "Signal {k}"\nAnimation.animate(graph.defaultPlotSpace, property: "xRange", '
                       'from: PlotRange(location: 0, length: 10), to: PlotRange(location: 0, length: 2), duration: 2)\n'
                       'graph.snapshot()'),
}

MATPLOTLIB_SETUP = f"""
import io, os, tempfile
import numpy as np
import matplotlib
matplotlib.use("agg")
from matplotlib.figure import Figure
from matplotlib.animation import FuncAnimation, PillowWriter
from IPython.display import display, Image
x = np.arange({POINTS}, dtype=float) / 1000
y = np.exp(-x / 4) * np.sin(x * 9)
fig = Figure(figsize=(6.4, 4), dpi=200)
ax = fig.add_subplot()
ax.grid(True, color="#e6e6e6")
(line,) = ax.plot([], [], linewidth=0.72, color="#1f77b4")
ax.set_xlim(0, 10)
ax.set_ylim(-1.1, 2.2 - 1.1)
path = os.path.join(tempfile.mkdtemp(), "animation.png")
def frame(k):
    count = int(np.ceil(len(x) * k / 60))
    line.set_data(x[:count], y[:count])
    return (line,)
"""

MATPLOTLIB_CELL = ('ax.set_title("Signal {k}")\n'
                   'FuncAnimation(fig, frame, frames=61, blit=False).save(path, writer=PillowWriter(fps=30))\n'
                   'display(Image(open(path, "rb").read()))')


def time_png(client, code):
    """Seconds from sending the cell to its message carrying image/png, the PNG's size, and whether it animates."""
    elapsed, content = client.time_until(
        code, lambda msg_type, parent, content, msg_id: parent == msg_id
        and msg_type in ("display_data", "execute_result") and "image/png" in content["data"])
    import base64
    data = base64.b64decode(content["data"]["image/png"])
    return elapsed, len(data), b"acTL" in data


def measure(kernel, setup, cells, repeat):
    km = KernelManager(kernel_name=kernel)
    km.start_kernel(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = BenchClient(km.get_connection_info())
    try:
        client.ready()
        client.run(setup)
        results = {}
        for name, cell in cells.items():
            samples, size, animated = [], 0, False
            for k in range(WARMUP + repeat):
                elapsed, size, animated = time_png(client, cell.format(k=k))
                if k >= WARMUP:
                    samples.append(elapsed)
            results[name] = (statistics.median(samples), size, animated)
        return results
    finally:
        client.close()
        km.shutdown_kernel(now=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    arguments = parser.parse_args()
    print(f"A 2-second animation of a {POINTS:,}-point line, 1280 × 800 pixels, 30 frames a second, in running "
          f"kernels: execute_request → the display message with the animated PNG, warm, median of {arguments.repeat}")
    print(f"{'kernel':<34}{'animation':<18}{'seconds':>9}{'PNG MB':>9}  animated")
    ours = measure("plotline", PLOTLINE_SETUP, PLOTLINE_CELLS, arguments.repeat)
    for name, (seconds, size, animated) in ours.items():
        print(f"{'Plotline':<34}{name:<18}{seconds:>9.3f}{size / 2**20:>9.2f}  {animated}", flush=True)
    theirs = measure("python3", MATPLOTLIB_SETUP, {"draw in along x": MATPLOTLIB_CELL}, arguments.repeat)
    for name, (seconds, size, animated) in theirs.items():
        print(f"{'ipykernel + FuncAnimation + Pillow':<34}{name:<18}{seconds:>9.3f}{size / 2**20:>9.2f}  {animated}")
    drawn_in = ours["draw in along x"]
    print(f"Plotline / matplotlib, drawn in: {drawn_in[0] / theirs['draw in along x'][0]:.3f} of the time, "
          f"{drawn_in[1] / theirs['draw in along x'][1]:.3f} of the bytes")
    seconds, size, animated = drawn_in
    met = seconds < 1 and size < 2 * 2**20 and animated
    print("animation: goal met" if met else "animation: goal missed (the grow-in under 1 s and 2 MB)")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
