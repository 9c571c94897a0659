"""Interactive charts as users meet them (issue 15): a 1M-point line chart in JupyterLab 4, in Debian's Chromium,
driven by Playwright's mouse; the time from a gesture to the exact frame shown, p50 and p95, in one run for:

- Plotline's interactive chart (its anywidget view; the kernel renders each frame from all the data);
- ipympl (`%matplotlib widget`) on the same data, wheel zoom about the pointer as a scroll handler and drags in
  the toolbar's pan mode, as ipympl users set it up;
- the floor: a minimal Python anywidget answering every gesture with the same picture, no rendering, which is
  what the front-end stack (jupyter_server, JupyterLab, Chromium, the comm round trip) costs by itself.

Each chart is 640 × 400 CSS pixels on a page at device scale 1 (frames of 640 × 400 pixels for all three). Each
gets 3 warm-up gestures, then 20 wheel zooms (in and out about the same point) and 10 drags (left and right), one
at a time: a gesture's time runs from its last input event (the wheel event, the drag's last pointer move) to the
last frame drawn after it, in the page's own clock (`performance.now()`; a frame is a view's `data-frame` change,
or a drawImage on ipympl's canvas). The data is loaded and the chart shown before any timing.

Fails (exit 1) unless Plotline's p50 ≤ the floor's p50 + 10 ms and ≤ 1/6 of ipympl's, and its p95 ≤ the floor's
p95 + 50 ms. `--kernels` measures several installed Plotline kernelspecs in the same run (an older build beside the
new one, say); the goal is checked on the first.

    .venv/bin/python bench/widgets.py [--points 1000000] [--wheels 20] [--drags 10] [--kernels plotline ...]
"""

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from feeds import formula, plotline_chart, write_csv  # noqa: E402
from frontend_server import FrontEndServer  # noqa: E402
from conftest import chromium_executable  # noqa: E402

WIDTH, HEIGHT = 640, 400
SETTLE_MS = 500

# Every frame a chart shows, with the page's clock: a view's data-frame change (Plotline, the floor) or a drawImage
# on ipympl's canvas; and every input event, so a gesture's end is the page's own timestamp of its last event.
PROBE = """
window.__frames = [];
window.__inputs = [];
window.__renders = [];
const draw = CanvasRenderingContext2D.prototype.drawImage;
CanvasRenderingContext2D.prototype.drawImage = function (...args) {
  const result = draw.apply(this, args);
  if (this.canvas.closest && this.canvas.closest('.jupyter-matplotlib')) window.__frames.push(performance.now());
  return result;
};
new MutationObserver(records => {
  for (const record of records) {
    if (record.attributeName === 'data-frame' && record.target.matches('.plotline-chart, .floor-chart')) {
      window.__frames.push(performance.now());
      if (record.target.dataset.renderMs) window.__renders.push(Number(record.target.dataset.renderMs));
    }
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-frame'] });
for (const type of ['wheel', 'pointermove', 'pointerup']) {
  window.addEventListener(type, () => window.__inputs.push(performance.now()), { capture: true, passive: true });
}
"""

FLOOR_ESM = """
export default {
  render({ model, el }) {
    const canvas = document.createElement("canvas");
    canvas.style.display = "block";
    el.classList.add("floor-chart");
    el.appendChild(canvas);
    let frames = 0;
    let pending = false;
    model.on("msg:custom", async (message, buffers) => {
      const view = buffers[0];
      const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.style.width = bitmap.width + "px";
      canvas.getContext("2d").drawImage(bitmap, 0, 0);
      frames += 1;
      el.dataset.frame = String(frames);
    });
    const ask = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => { pending = false; model.send({ type: "view" }); });
    };
    canvas.addEventListener("wheel", (event) => { event.preventDefault(); ask(); }, { passive: false });
    canvas.addEventListener("pointermove", (event) => { if (event.buttons) ask(); });
    model.send({ type: "view" });
  },
};
"""


def notebook(kernel, cells):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = (
        {"display_name": "Plotline", "language": "plotline", "name": kernel} if kernel.startswith("plotline")
        else {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"})
    nb.cells = [nbformat.v4.new_code_cell(source) for source in cells]
    return nb


def plotline_cells(csv):
    cell = plotline_chart(csv).replace("XYGraph(width: 640, height: 400)", f"XYGraph(width: {WIDTH}, height: {HEIGHT})")
    return [cell]


def ipympl_cells(n):
    a, b = formula(n)
    return ["%matplotlib widget", f"""
import numpy as np
import matplotlib.pyplot as plt
x = np.arange({n}, dtype=float)
y = np.sin({a!r} * x) + 0.25 * np.sin({b!r} * x) + 0.1 * np.sin(1.7 * x)
plt.ioff()
fig, ax = plt.subplots(figsize=({WIDTH / 100}, {HEIGHT / 100}), dpi=100)
ax.set_title("Signal")
ax.grid(True, color="#e6e6e6")
ax.plot(x, y, linewidth=1, color="blue")
fig.canvas.header_visible = False
fig.canvas.footer_visible = False
fig.canvas.toolbar_visible = False
fig.canvas.capture_scroll = True

def zoom(event):
    if event.inaxes is not ax:
        return
    factor = 0.86 if event.button == "up" else 1 / 0.86
    x0, x1 = ax.get_xlim()
    y0, y1 = ax.get_ylim()
    ax.set_xlim(event.xdata + (x0 - event.xdata) * factor, event.xdata + (x1 - event.xdata) * factor)
    ax.set_ylim(event.ydata + (y0 - event.ydata) * factor, event.ydata + (y1 - event.ydata) * factor)
    fig.canvas.draw_idle()

fig.canvas.mpl_connect("scroll_event", zoom)
fig.canvas.toolbar.pan()
fig.canvas
"""]


def floor_cells(png):
    return [f"""
import pathlib
import anywidget

PICTURE = pathlib.Path({str(png)!r}).read_bytes()

class Floor(anywidget.AnyWidget):
    _esm = {FLOOR_ESM!r}

    def __init__(self):
        super().__init__()
        self.on_msg(lambda widget, content, buffers: self.send({{"type": "frame"}}, [PICTURE]))

Floor()
"""]


def write_floor_picture(path, n):
    """A 640 × 400 PNG of the same chart (matplotlib Agg), the picture the floor answers with."""
    import matplotlib
    matplotlib.use("agg")
    import numpy as np
    from matplotlib.figure import Figure
    a, b = formula(n)
    x = np.arange(n, dtype=float)
    fig = Figure(figsize=(WIDTH / 100, HEIGHT / 100), dpi=100)
    ax = fig.add_subplot()
    ax.plot(x, np.sin(a * x) + 0.25 * np.sin(b * x) + 0.1 * np.sin(1.7 * x), linewidth=1, color="blue")
    fig.savefig(path, format="png", dpi=100)


CHART_SELECTORS = {
    "plotline": ".plotline-chart[data-frame] canvas",
    "ipympl": ".jupyter-matplotlib canvas.jupyter-matplotlib-canvas, .jupyter-matplotlib-canvas-div canvas",
    "floor": ".floor-chart[data-frame] canvas",
}


def open_chart(page, server, name, kind, timeout=600):
    """Opens the notebook, runs all its cells and waits for its chart; returns the chart's canvas locator."""
    page.goto(server.notebook_url(name))
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120000)
    page.wait_for_function(
        """() => { const i = document.querySelector('.jp-Notebook-ExecutionIndicator');
                   const n = document.querySelector('.jp-KernelName');
                   return i && i.getAttribute('data-status') === 'idle' && n && !/No Kernel/.test(n.textContent); }""",
        timeout=120000)
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    canvas = page.locator(CHART_SELECTORS[kind]).first
    canvas.wait_for(timeout=timeout * 1000)
    canvas.scroll_into_view_if_needed()
    page.wait_for_timeout(1500)
    return canvas


def gesture_points(canvas):
    box = canvas.bounding_box()
    return box["x"] + box["width"] * 0.55, box["y"] + box["height"] * 0.5


def settle(page, timeout=20):
    """Waits until no frame has been drawn for SETTLE_MS; returns the page's frame and input times."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        frames = page.evaluate("window.__frames.length")
        page.wait_for_timeout(SETTLE_MS)
        if page.evaluate("window.__frames.length") == frames:
            return page.evaluate("[window.__frames, window.__inputs]")
    raise RuntimeError("the chart kept drawing frames")


def timed(page, act):
    """Runs one gesture; returns ms from its last input event to the last frame drawn after it (None when none
    was), and the kernel's own time for that frame when the chart reports it (Plotline's `data-render-ms`)."""
    settle(page)
    page.evaluate("window.__frames = []; window.__inputs = []; window.__renders = []")
    act()
    frames, inputs = settle(page)
    renders = page.evaluate("window.__renders")
    if not frames or not inputs:
        return None, None
    return max(frames) - max(inputs), (renders[-1] if renders else None)


def gestures(page, canvas, wheels, drags):
    x, y = gesture_points(canvas)
    page.mouse.move(x, y)
    wheel_times, drag_times, renders = [], [], []

    def record(times, result):
        latency, render = result
        times.append(latency)
        if render is not None:
            renders.append(render)

    for i in range(wheels):
        delta = -100 if (i // 2) % 2 == 0 else 100  # in, in, out, out: the view stays near the data
        record(wheel_times, timed(page, lambda: page.mouse.wheel(0, delta)))
    for i in range(drags):
        dx = -120 if i % 2 == 0 else 120

        def drag():
            page.mouse.move(x, y)
            page.mouse.down()
            page.mouse.move(x + dx, y, steps=10)
            page.mouse.up()

        record(drag_times, timed(page, drag))
    return wheel_times, drag_times, renders


def measure(browser, server, name, kind, wheels, drags):
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, device_scale_factor=1)
    page = context.new_page()
    page.add_init_script(PROBE)
    try:
        canvas = open_chart(page, server, name, kind)
        gestures(page, canvas, 2, 1)  # warm-up
        wheel_times, drag_times, renders = gestures(page, canvas, wheels, drags)
    finally:
        context.close()
        server.shut_down_sessions()
    missing = sum(t is None for t in wheel_times + drag_times)
    if missing:
        raise RuntimeError(f"{kind}: {missing} gestures drew no frame")
    return wheel_times, drag_times, renders


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--points", type=int, default=1_000_000)
    parser.add_argument("--wheels", type=int, default=20)
    parser.add_argument("--drags", type=int, default=10)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--kernels", nargs="+", default=["plotline"], help="installed Plotline kernelspecs to measure")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="plotline-widgets-bench-") as directory:
        root = Path(directory) / "root"
        root.mkdir()
        csv = root / "signal.csv"
        write_csv(csv, args.points)
        png = root / "floor.png"
        write_floor_picture(png, args.points)
        notebooks = {kernel: notebook(kernel, plotline_cells(csv)) for kernel in args.kernels}
        notebooks["ipympl"] = notebook("python3", ipympl_cells(args.points))
        notebooks["floor"] = notebook("python3", floor_cells(png))
        for name, nb in notebooks.items():
            nbformat.write(nb, root / f"{name}.ipynb")
        server = FrontEndServer("lab", root, Path(directory) / "state")
        (Path(directory) / "state").mkdir()
        server.start()
        results = {}
        try:
            with sync_playwright() as playwright:
                # Chromium refuses to sandbox itself as root (CI runs as root); elsewhere it keeps its sandbox.
                browser = playwright.chromium.launch(
                    executable_path=chromium_executable(), args=["--no-sandbox"] if os.geteuid() == 0 else [])
                try:
                    for name in ["floor", *args.kernels, "ipympl"]:
                        kind = name if name in ("floor", "ipympl") else "plotline"
                        wheel_times, drag_times, renders = measure(
                            browser, server, f"{name}.ipynb", kind, args.wheels, args.drags)
                        every = wheel_times + drag_times
                        results[name] = {
                            "p50": statistics.median(every), "p95": percentile(every, 0.95),
                            "wheel_p50": statistics.median(wheel_times), "drag_p50": statistics.median(drag_times),
                            "render_p50": statistics.median(renders) if renders else None,
                        }
                        print(f"  {name}: p50 {results[name]['p50']:.1f} ms, p95 {results[name]['p95']:.1f} ms", flush=True)
                finally:
                    browser.close()
        finally:
            server.stop()

    labels = {kernel: f"Plotline ({kernel})" for kernel in args.kernels}
    labels.update({"ipympl": "ipympl (matplotlib)", "floor": "floor (anywidget, no rendering)"})
    print(f"\nGesture to exact frame, {args.points:,} points, {WIDTH} × {HEIGHT} px, JupyterLab 4 in Chromium "
          f"({args.wheels} wheel zooms, {args.drags} drags; ms):")
    print(f"{'':34}{'p50':>8}{'p95':>8}{'wheel p50':>11}{'drag p50':>10}{'kernel frame p50':>18}")
    for kind in [*args.kernels, "ipympl", "floor"]:
        r = results[kind]
        render = f"{r['render_p50']:18.1f}" if r["render_p50"] is not None else f"{'':>18}"
        print(f"{labels[kind]:34}{r['p50']:8.1f}{r['p95']:8.1f}{r['wheel_p50']:11.1f}{r['drag_p50']:10.1f}{render}")
    ipympl, floor = results["ipympl"], results["floor"]
    for kernel in args.kernels:
        r = results[kernel]
        print(f"{kernel}: p50 − floor p50: {r['p50'] - floor['p50']:+.1f} ms (goal ≤ +10); "
              f"p50 / ipympl p50: {r['p50'] / ipympl['p50']:.3f} (goal ≤ 0.167); "
              f"p95 − floor p95: {r['p95'] - floor['p95']:+.1f} ms (goal ≤ +50)")
    plotline = results[args.kernels[0]]
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    met = (plotline["p50"] <= floor["p50"] + 10 and plotline["p50"] <= ipympl["p50"] / 6
           and plotline["p95"] <= floor["p95"] + 50)
    print("widgets: goal met" if met else "widgets: goal missed")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
