"""A long run of a live chart in JupyterLab (Debian's Chromium): a followed CSV file fed RATE records a second for
MINUTES, its chart open in two browser tabs (two front ends on one kernel).

Every SAMPLE seconds it records the kernel's resident memory, threads and file descriptors, and each tab's
JavaScript heap, DOM nodes and frames shown. At the end it checks that the feed holds every record of its window
(contiguous, ending at the last one written), that both tabs kept drawing, and that a wheel zoom in each tab draws
a new frame; it prints the slope of each memory curve after warm-up (a tenth of the run) and writes the samples as
JSON (--json) and a chart of them drawn by Plotline (--chart).

    .venv/bin/python bench/soak.py --minutes 60 --json reports/soak.json --chart docs/images/soak-memory.png
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import nbformat
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from frontend_server import FrontEndServer  # noqa: E402
from conftest import chromium_executable  # noqa: E402

WINDOW = 20_000

CHART = """
let feed = Feed()
feed.window = {window}
feed.follow("{csv}")
let graph = XYGraph(width: 640, height: 360)
graph.title = "Soak: {rate} records a second"
let plot = ScatterPlot(identifier: "value")
plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.t")
plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.value")
graph.add(plot)
graph
"""

CHECK = 'print("feed", feed.count, feed.value(forKeyPath: "@min.t"), feed.value(forKeyPath: "@max.t"))'


class Writer(threading.Thread):
    """Appends `rate` records a second to `path`, in batches every 50 ms, until stopped; counts what it wrote."""

    def __init__(self, path, rate):
        super().__init__(daemon=True)
        self.path, self.rate = path, rate
        self.written = 0
        self.stopping = threading.Event()

    def run(self):
        started = time.monotonic()
        with open(self.path, "a") as handle:
            while not self.stopping.is_set():
                due = int((time.monotonic() - started) * self.rate)
                handle.write("".join(f"{t},{(t * 7919) % 1000 / 10}\n" for t in range(self.written, due)))
                handle.flush()
                self.written = max(self.written, due)
                time.sleep(0.05)


def kernel_pid(server):
    """The pid of the notebook's kernel: the process whose command line names its connection file."""
    kernel_id = server.running_kernels()[0]["id"]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if f"kernel-{kernel_id}.json" in (entry / "cmdline").read_bytes().decode(errors="replace"):
                    return int(entry.name)
            except OSError:
                pass
    raise RuntimeError(f"no process for kernel {kernel_id}")


def process_sample(pid):
    status = Path(f"/proc/{pid}/status").read_text()
    rss_kb = int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:")))
    return {"rss_mb": rss_kb / 1024, "threads": len(os.listdir(f"/proc/{pid}/task")),
            "fds": len(os.listdir(f"/proc/{pid}/fd"))}


FRAME_COUNTER = """
window.__frames = 0;
new MutationObserver(records => {
  for (const record of records)
    if (record.attributeName === 'data-frame' && record.target.matches('.plotline-chart')) window.__frames += 1;
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-frame'] });
"""


def page_sample(page, cdp):
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return {"heap_mb": metrics["JSHeapUsedSize"] / 2**20, "nodes": metrics["Nodes"],
            "frames": page.evaluate("window.__frames")}


def open_tab(context, server, name):
    page = context.new_page()
    page.add_init_script(FRAME_COUNTER)
    page.goto(server.notebook_url(name))
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120000)
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    return page, cdp


def wait_idle(page, timeout=120000):
    page.wait_for_function(
        """() => { const i = document.querySelector('.jp-Notebook-ExecutionIndicator');
                   const n = document.querySelector('.jp-KernelName');
                   return i && i.getAttribute('data-status') === 'idle' && n && !/No Kernel/.test(n.textContent); }""",
        timeout=timeout)


def slope_per_hour(samples, key):
    """The least-squares slope of `key` over time after warm-up (the first tenth), per hour."""
    start = samples[0]["t"] + (samples[-1]["t"] - samples[0]["t"]) / 10
    points = [(s["t"], s[key]) for s in samples if s["t"] >= start]
    if len(points) < 3:
        return float("nan")
    mean_t = statistics.fmean(t for t, _ in points)
    mean_v = statistics.fmean(v for _, v in points)
    covariance = sum((t - mean_t) * (v - mean_v) for t, v in points)
    variance = sum((t - mean_t) ** 2 for t, _ in points)
    return covariance / variance * 3600


def zoom_draws_a_frame(page):
    canvas = page.locator(".plotline-chart[data-frame] canvas").first
    box = canvas.bounding_box()
    before = page.evaluate("window.__frames")
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, -240)
    try:
        page.wait_for_function(f"window.__frames > {before}", timeout=10000)
        return True
    except Exception:
        return False


def draw_chart(samples, chart_path):
    """Draws the kernel's resident memory and the first tab's heap over the run with `plotline run`."""
    binary = os.environ.get("PLOTLINE_BIN", str(ROOT / ".build" / "release" / "plotline"))
    with tempfile.TemporaryDirectory() as directory:
        csv = Path(directory) / "soak.csv"
        csv.write_text("minutes,kernel,page\n" + "".join(
            f"{s['t'] / 60:.3f},{s['rss_mb']:.2f},{s['tabs'][0]['heap_mb']:.2f}\n" for s in samples))
        top = max(max(s["rss_mb"], s["tabs"][0]["heap_mb"]) for s in samples) * 1.15
        script = Path(directory) / "soak.plot"
        script.write_text(f"""
let samples = Feed(csv: "{csv}")
let graph = XYGraph(width: 720, height: 360)
graph.title = "Memory over a {samples[-1]['t'] / 60:.0f}-minute live run (MB)"
let kernel = ScatterPlot(identifier: "kernel resident")
kernel.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .blue)
kernel.bind(.xValues, to: samples, withKeyPath: "arrangedObjects.minutes")
kernel.bind(.yValues, to: samples, withKeyPath: "arrangedObjects.kernel")
let page = ScatterPlot(identifier: "page JS heap")
page.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .orange)
page.bind(.xValues, to: samples, withKeyPath: "arrangedObjects.minutes")
page.bind(.yValues, to: samples, withKeyPath: "arrangedObjects.page")
graph.add(kernel)
graph.add(page)
graph.legend = Legend(graph: graph)
graph.axisSet.xAxis.title = "Minutes"
graph.defaultPlotSpace.yRange = 0...{top:.0f}
graph
""")
        subprocess.run([binary, "run", str(script), "-o", str(chart_path)], check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--rate", type=int, default=200)
    parser.add_argument("--sample", type=float, default=10, help="seconds between samples")
    parser.add_argument("--tabs", type=int, default=2)
    parser.add_argument("--kernel", default="plotline")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--chart", type=Path)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="plotline-soak-") as directory:
        root = Path(directory) / "root"
        root.mkdir()
        csv = root / "feed.csv"
        csv.write_text("t,value\n")
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {"display_name": "Plotline", "language": "plotline", "name": args.kernel}
        nb.cells = [nbformat.v4.new_code_cell(CHART.format(window=WINDOW, csv=csv, rate=args.rate)),
                    nbformat.v4.new_code_cell(CHECK)]
        nbformat.write(nb, root / "soak.ipynb")
        (Path(directory) / "state").mkdir()
        server = FrontEndServer("lab", root, Path(directory) / "state").start()
        writer = Writer(csv, args.rate)
        samples = []
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=chromium_executable(), args=["--no-sandbox"] if os.geteuid() == 0 else [])
                first, first_cdp = open_tab(browser.new_context(), server, "soak.ipynb")
                wait_idle(first)
                writer.start()
                first.locator(".jp-Cell").first.click()
                first.keyboard.press("Shift+Enter")
                first.locator(".plotline-chart[data-frame] canvas").first.wait_for(timeout=120000)
                first.keyboard.press("Control+s")
                tabs = [(first, first_cdp)]
                for _ in range(args.tabs - 1):
                    tab = open_tab(browser.new_context(), server, "soak.ipynb")
                    tab[0].locator(".plotline-chart[data-frame] canvas").first.wait_for(timeout=120000)
                    tabs.append(tab)
                pid = kernel_pid(server)
                started = time.monotonic()
                while time.monotonic() - started < args.minutes * 60:
                    sample = {"t": time.monotonic() - started, "written": writer.written, **process_sample(pid),
                              "tabs": [page_sample(page, cdp) for page, cdp in tabs]}
                    samples.append(sample)
                    print(json.dumps(sample), flush=True)
                    time.sleep(args.sample)
                writer.stopping.set()
                writer.join()
                time.sleep(3)
                zooms = [zoom_draws_a_frame(page) for page, _ in tabs]
                first.locator(".jp-Cell").nth(1).click()
                first.keyboard.press("Shift+Enter")
                first.wait_for_function(
                    "() => [...document.querySelectorAll('.jp-OutputArea-output')].some(e => e.textContent.includes('feed '))",
                    timeout=60000)
                line = next(e for e in first.locator(".jp-OutputArea-output").all_text_contents() if "feed " in e)
                browser.close()
        finally:
            writer.stopping.set()
            server.stop()

    _, count, lowest, highest = line.split()
    last = writer.written - 1
    complete = int(count) == min(WINDOW, writer.written) and int(float(highest)) == last \
        and int(float(highest)) - int(float(lowest)) + 1 == int(count)
    frames = [[s["tabs"][i]["frames"] for s in samples] for i in range(len(samples[0]["tabs"]))]
    summary = {
        "minutes": args.minutes, "rate": args.rate, "written": writer.written, "feed": line.strip(),
        "every_record_in_window": complete, "zoom_draws_in_each_tab": zooms,
        "frames_per_tab": [f[-1] - f[0] for f in frames],
        "kernel_rss_mb": [samples[0]["rss_mb"], samples[-1]["rss_mb"]],
        "kernel_rss_slope_mb_per_hour": slope_per_hour(samples, "rss_mb"),
        "kernel_threads": sorted({s["threads"] for s in samples}), "kernel_fds": sorted({s["fds"] for s in samples}),
        "page_heap_slope_mb_per_hour": [slope_per_hour([{"t": s["t"], "v": s["tabs"][i]["heap_mb"]} for s in samples], "v")
                                        for i in range(len(frames))],
    }
    print(json.dumps(summary, indent=1))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"summary": summary, "samples": samples}, indent=1))
    if args.chart:
        draw_chart(samples, args.chart)
    ok = complete and all(zooms) and all(f[-1] > f[0] for f in frames)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
