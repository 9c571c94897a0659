#!/usr/bin/env python3
"""Renders the same line chart of 1k, 100k, 1M and 10M points with Plotline and matplotlib, first as users meet it —
in running kernels, the data already loaded, from the cell to its PNG (bench/render_kernel.py: a full frame and a
1% zoom frame, with each kernel's peak memory) — then, for reference, as whole processes beside gnuplot.

Exits with status 1 when Plotline's in-kernel frame at 1M or 10M points takes more than one eighth of matplotlib's,
or when what the 10M-point feed and its chart keep resident in Plotline's kernel is more than 1.25 times the feed's
raw columns (two Doubles a point: 160 MB).

The second table (whole processes, labelled so) renders the chart with `plotline run`, a matplotlib (Agg) script
and gnuplot (pngcairo), and prints wall time and peak memory per tool.

The chart: 1280 × 800 pixels (640 × 400 points at scale 2 for Plotline, 6.4 × 4 inches at 200 dpi for matplotlib),
a title, automatic ticks, a light grid and one 2-pixel blue line through

    y = sin(a·x) + 0.25·sin(b·x) + 0.1·sin(1.7·x),  x = 0, 1, …, n − 1,  a = 6π/n,  b = 194π/n,

the same formula in every tool; the last term zig-zags from one point to the next, so every pixel column of the
1M-point chart holds hundreds of points.

Each tool runs as its own process; the wall time runs from launch to exit and the peak memory is that process's
maximum resident set size (`os.wait4`). Each script computes the data itself, and Plotline's interpreter is slower at
that than numpy: `plotline run --timings` reports the script's own
time and matplotlib's script reports its numpy time, and the comparison subtracts each tool's data-generation time
(the "chart" column: start-up, plotting, drawing, PNG encoding and writing). gnuplot samples the formula itself while
plotting, so its chart time is its whole run.

"""
import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL = 8.0
GATED_SIZES = (1_000_000, 10_000_000)
MEMORY_GOAL = 1.25
MEMORY_SIZE = 10_000_000

sys.path.insert(0, str(Path(__file__).resolve().parent))
import render_kernel  # noqa: E402


def formula_constants(n):
    return 6 * math.pi / n, 194 * math.pi / n


def plotline_script(n, output_title):
    a, b = formula_constants(n)
    return f"""let n = {n}
let a = {a!r}
let b = {b!r}
let xs = Array(stride(from: 0.0, to: Double(n), by: 1.0))
let ys = xs.map {{ x in sin(a * x) + 0.25 * sin(b * x) + 0.1 * sin(1.7 * x) }}
let graph = XYGraph(width: 640, height: 400)
graph.title = "{output_title}"
let plot = ScatterPlot(identifier: "signal", x: xs, y: ys)
plot.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .blue)
graph.add(plot)
graph.defaultPlotSpace.xRange = 0...Double(n)
graph.defaultPlotSpace.yRange = -1.5...1.5
graph.axisSet.xAxis.labelingPolicy = .automatic
graph.axisSet.xAxis.orthogonalPosition = -1.5
graph.axisSet.yAxis.labelingPolicy = .automatic
graph
"""


def matplotlib_script(n, output, title):
    a, b = formula_constants(n)
    return f"""import sys, time
start = time.perf_counter()
import numpy as np
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
imported = time.perf_counter()
x = np.arange({n}, dtype=float)
y = np.sin({a!r} * x) + 0.25 * np.sin({b!r} * x) + 0.1 * np.sin(1.7 * x)
generated = time.perf_counter()
fig, ax = plt.subplots(figsize=(6.4, 4.0), dpi=200)
ax.plot(x, y, linewidth=0.72, color="#1f77b4")
ax.set_xlim(0, {n})
ax.set_ylim(-1.5, 1.5)
ax.set_title({title!r})
ax.grid(True, color="#e6e6e6")
fig.savefig({str(output)!r}, dpi=200)
done = time.perf_counter()
print(f"matplotlib-timings import_ms={{(imported - start) * 1000:.1f}} data_ms={{(generated - imported) * 1000:.1f}} "
      f"chart_ms={{(done - generated) * 1000:.1f}}", file=sys.stderr)
"""


def gnuplot_script(n, output, title):
    a, b = formula_constants(n)
    return f"""set terminal pngcairo size 1280,800 font "DejaVu Sans,10"
set output '{output}'
set samples {n}
set xrange [0:{n}]
set yrange [-1.5:1.5]
set title "{title}"
set grid lc rgb "#e6e6e6"
plot [0:{n - 1}] sin({a!r}*x) + 0.25*sin({b!r}*x) + 0.1*sin(1.7*x) with lines lw 1 lc rgb "#1f77b4" notitle
"""


def run(command):
    """Runs a command; returns (wall seconds, peak RSS bytes, stderr text)."""
    import time
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    error = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    text = error.decode("utf-8", "replace")
    if process.returncode != 0:
        raise SystemExit(f"{command[0]} failed ({process.returncode}):\n{text}")
    return wall, usage.ru_maxrss * 1024, text


def timing(text, prefix, key):
    for line in text.splitlines():
        if line.startswith(prefix):
            for field in line.split()[1:]:
                name, _, value = field.partition("=")
                if name == key:
                    return float(value) / 1000
    return 0.0


def measure(tool, n, work, repeat, plotline):
    title = f"{n:,} points"
    output = work / f"{tool}-{n}.png"
    if tool == "plotline":
        script = work / f"line-{n}.plot"
        script.write_text(plotline_script(n, title))
        command = [str(plotline), "run", str(script), "-o", str(output), "--scale", "2", "--timings"]
        data = lambda text: timing(text, "plotline-timings", "script_ms")
    elif tool == "matplotlib":
        script = work / f"line-{n}.py"
        script.write_text(matplotlib_script(n, output, title))
        command = [sys.executable, str(script)]
        data = lambda text: timing(text, "matplotlib-timings", "data_ms")
    else:
        script = work / f"line-{n}.gp"
        script.write_text(gnuplot_script(n, output, title))
        command = ["gnuplot", str(script)]
        data = lambda text: 0.0
    run(command)  # warm caches (fonts, shared libraries) so every measured run starts alike
    walls, datas, peaks = [], [], []
    for _ in range(repeat):
        wall, peak, text = run(command)
        walls.append(wall)
        datas.append(data(text))
        peaks.append(peak)
    charts = [wall - generation for wall, generation in zip(walls, datas)]
    return {
        "wall": statistics.median(walls), "data": statistics.median(datas), "chart": statistics.median(charts),
        "peak": max(peaks), "size": output.stat().st_size, "output": output,
    }


def in_kernel(points, repeat, directory):
    """The in-kernel table; returns True when every gated size meets the goal."""
    results = render_kernel.run(points, repeat, directory)
    met = True
    for n in [n for n in points if n in GATED_SIZES]:
        ours, theirs = results[("plotline", n)], results[("python3", n)]
        ratio = theirs["frame"] / ours["frame"] if ours["frame"] > 0 else math.inf
        verdict = "meets" if ratio >= GOAL else "MISSES"
        met = met and ratio >= GOAL
        print(f"At {n:,} points in the kernel Plotline takes {ours['frame'] * 1000:.0f} ms, matplotlib "
              f"{theirs['frame'] * 1000:.0f} ms: {ratio:.1f}x faster, which {verdict} the goal of {GOAL:.0f}x "
              f"(zoom frame {ours['zoom'] * 1000:.0f} ms against {theirs['zoom'] * 1000:.0f} ms).")
    if MEMORY_SIZE in points:
        raw = 16 * MEMORY_SIZE
        kept = results[("plotline", MEMORY_SIZE)]["data"]
        verdict = "meets" if kept <= MEMORY_GOAL * raw else "MISSES"
        met = met and kept <= MEMORY_GOAL * raw
        print(f"At {MEMORY_SIZE:,} points Plotline's feed and chart keep {kept / 2**20:.0f} MB resident for "
              f"{raw / 2**20:.0f} MB of raw columns ({kept / raw:.2f}x), which {verdict} the goal of at most "
              f"{MEMORY_GOAL}x (matplotlib's session: {results[('python3', MEMORY_SIZE)]['data'] / 2**20:.0f} MB).")
    return met


def whole_process(points, repeat, keep, plotline):
    """The whole-process table, for reference: start-up and imports count here."""
    print("\nWhole processes, for reference (start-up, imports and data generation included; the chart column "
          "subtracts each tool's data generation):")
    print(f"{'points':>11}  {'tool':<11}{'wall ms':>10}{'data ms':>10}{'chart ms':>10}{'peak MB':>10}{'PNG KB':>9}")
    for n in points:
        for tool in ["plotline", "matplotlib", "gnuplot"]:
            result = measure(tool, n, keep, repeat, plotline)
            print(f"{n:>11,}  {tool:<11}{result['wall'] * 1000:>10.0f}{result['data'] * 1000:>10.0f}"
                  f"{result['chart'] * 1000:>10.0f}{result['peak'] / 2**20:>10.1f}{result['size'] / 1024:>9.0f}",
                  flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--points", type=int, nargs="+", default=[1_000, 100_000, 1_000_000, 10_000_000])
    parser.add_argument("--repeat", type=int, default=7, help="timed frames per kernel and size (median)")
    parser.add_argument("--process-points", type=int, nargs="+", default=[1_000, 100_000, 1_000_000],
                        help="sizes of the whole-process table")
    parser.add_argument("--process-repeat", type=int, default=3, help="measured runs per tool and size (median)")
    parser.add_argument("--plotline", type=Path, default=ROOT / ".build" / "release" / "plotline")
    parser.add_argument("--keep", type=Path, default=ROOT / "reports" / "bench-render",
                        help="where the data, scripts and images are kept to look at")
    arguments = parser.parse_args()
    if not arguments.plotline.exists():
        raise SystemExit(f"{arguments.plotline} not found: run `swift build -c release --product plotline`")
    arguments.keep.mkdir(parents=True, exist_ok=True)
    met = in_kernel(arguments.points, arguments.repeat, arguments.keep)
    if arguments.process_points:
        whole_process(arguments.process_points, arguments.process_repeat, arguments.keep, arguments.plotline)
    print(f"Data, scripts and images: {arguments.keep}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
