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
keep resident ("data MB": VmRSS after the runs, idle, less VmRSS before the data was loaded, after the imports).

    .venv/bin/python bench/render_kernel.py [--points 1000 100000 1000000 10000000] [--repeat 7]
"""

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

from jupyter_client.manager import KernelManager

sys.path.insert(0, str(Path(__file__).resolve().parent))
# The same lean client, data and chart cells as the live benchmark.
from feeds import MATPLOTLIB_SETUP, BenchClient, matplotlib_chart, plotline_chart, write_csv  # noqa: E402

WARMUP = 2


def frame_cell(kernel, k, n, zoom):
    """The k-th timed cell: a new title, or a new 1% window, then the chart shown."""
    if zoom:
        width = n / 100
        start = (k % 50) * width
        if kernel == "plotline":
            return f"graph.defaultPlotSpace.xRange = {start!r}...{start + width!r}\ngraph.snapshot()"
        return f"ax.set_xlim({start!r}, {start + width!r})\ndisplay(chart_png(rescale=False))"
    if kernel == "plotline":
        return f'graph.title = "Signal {k}"\ngraph.snapshot()'
    return f'ax.set_title("Signal {k}")\ndisplay(chart_png(rescale=False))'


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
        if kernel != "plotline":
            client.run(MATPLOTLIB_SETUP)  # imports numpy and matplotlib: not the data's
        before = memory(km, "VmRSS")
        if kernel == "plotline":
            csv = Path(directory) / f"signal-{n}.csv"
            if not csv.exists():
                write_csv(csv, n)
            client.run(plotline_chart(csv, x_range=(0, n), y_range=(-1.5, 1.5), show=False))
        else:
            client.run(matplotlib_chart(n, limits=((0, n), (-1.5, 1.5)), show=False))
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
