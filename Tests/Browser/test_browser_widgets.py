"""Interactive charts as a person uses them in JupyterLab 4 and Notebook 7 (docs/interactive.md; issue 15).

With anywidget's extension installed, a chart becomes an interactive chart: the view appears in place of the
picture; the mouse wheel zooms about the pointer, a drag pans, a shift-drag zooms to a box, a double-click and the
0 key reset, + zooms in; hovering over a point reads it out; a later cell's append moves the chart without a blank
frame and without losing the user's zoom; a reloaded page gets the widget back from the running kernel; without
anywidget's extension the chart stays a picture and the next cell says how to get interactive charts.

Every check reads the page: the view's `data-x-range`, `data-y-range` and `data-frame` (its test hook), its canvas
pixels and its readout, never the kernel's messages.
"""

import json
import os
import shutil
import time

import pytest

from frontend_server import FrontEndServer
from notebook_page import NotebookPage
from test_browser_live import write_notebook

CHART = """\
let feed = Feed(columns: ["x": [0.0, 10, 20, 30, 40], "y": [0.0, 5, 2, 8, 4]])
let graph = XYGraph(width: 480, height: 300)
graph.title = "Touch me"
let line = ScatterPlot(identifier: "latency")
line.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.x")
line.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
graph.add(line)
graph.defaultPlotSpace.xRange = PlotRange(location: 0, length: 40)
graph.defaultPlotSpace.yRange = PlotRange(location: 0, length: 10)
graph"""

APPEND = 'feed.append(["x": 35, "y": 9])'

# Counts, every animation frame, whether cell 0 shows a drawn chart: an interactive chart's canvas, attached and
# laid out, or a picture. A frame without one is a blank the user would see.
BLANK_PROBE = """() => {
  window.__plotlineBlankFrames = 0;
  window.__plotlineShownFrames = 0;
  const cell = document.querySelector('.jp-Notebook .jp-Cell[data-windowed-list-index="0"]');
  const tick = () => {
    const canvas = cell.querySelector('.plotline-chart canvas');
    const image = cell.querySelector('.jp-OutputArea-output img');
    const drawn = (canvas && canvas.isConnected && canvas.width > 0 && canvas.getBoundingClientRect().width > 0)
      || (image && image.complete && image.naturalWidth > 0);
    if (drawn) window.__plotlineShownFrames += 1; else window.__plotlineBlankFrames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


class Chart:
    """The interactive chart in a cell's output, as the page shows it."""

    def __init__(self, notebook_page, index=0):
        self.page = notebook_page.page
        self.root = notebook_page.cell(index).locator(".plotline-chart")
        self.root.wait_for(timeout=20000)
        self.page.wait_for_function(
            "root => Number(root.dataset.frame) > 0", arg=self.root.element_handle(), timeout=20000)

    def state(self):
        return self.root.evaluate("root => ({...root.dataset})")

    def x_range(self):
        return tuple(float(v) for v in self.state()["xRange"].split(","))

    def y_range(self):
        return tuple(float(v) for v in self.state()["yRange"].split(","))

    def frame(self):
        return int(self.state()["frame"])

    def box(self):
        return self.root.locator("canvas").bounding_box()

    def screen_point(self, x, y):
        """Where data point (x, y) is on the screen in the frame shown."""
        state, box = self.state(), self.box()
        left, top, width, height = (float(v) for v in state["plot"].split(","))
        x0, x1 = self.x_range()
        y0, y1 = self.y_range()
        scale = box["width"] / float(state["width"])
        return (box["x"] + (left + (x - x0) / (x1 - x0) * width) * scale,
                box["y"] + (top + height - (y - y0) / (y1 - y0) * height) * scale)

    def plot_center(self):
        state, box = self.state(), self.box()
        left, top, width, height = (float(v) for v in state["plot"].split(","))
        scale = box["width"] / float(state["width"])
        return box["x"] + (left + width / 2) * scale, box["y"] + (top + height / 2) * scale

    def wait_for_frame_after(self, frame, timeout=10):
        self.page.wait_for_function(
            "([root, frame]) => Number(root.dataset.frame) > frame",
            arg=[self.root.element_handle(), frame], timeout=timeout * 1000)

    def wheel(self, x, y, delta):
        """Turns the wheel by `delta` with the pointer at (x, y) and waits until the exact frame has come."""
        frame = self.frame()
        self.page.mouse.move(x, y)
        self.page.mouse.wheel(0, delta)
        self.wait_for_frame_after(frame)
        self.wait_until_settled()

    def wheel_in(self, x, y, turns):
        """Turns the wheel up `turns` times, 30 ms apart, with the pointer at (x, y), and waits until the exact frame
        has come."""
        frame = self.frame()
        self.page.mouse.move(x, y)
        for _ in range(turns):
            self.page.mouse.wheel(0, -100)
            self.page.wait_for_timeout(30)
        self.wait_for_frame_after(frame)
        self.wait_until_settled()

    def drag_left(self, share):
        """Drags from the plot's centre to the left by `share` of the plot's width and waits until the exact frame
        has come."""
        state = self.state()
        plot_width = float(state["plot"].split(",")[2]) * self.box()["width"] / float(state["width"])
        cx, cy = self.plot_center()
        frame = self.frame()
        self.page.mouse.move(cx, cy)
        self.page.mouse.down()
        self.page.mouse.move(cx - plot_width * share, cy, steps=8)
        self.page.mouse.up()
        self.wait_for_frame_after(frame)
        self.wait_until_settled()

    def wait_until_settled(self, timeout=10):
        """Waits until no new frame has arrived for 300 ms."""
        deadline = time.monotonic() + timeout
        last = self.frame()
        while time.monotonic() < deadline:
            self.page.wait_for_timeout(300)
            current = self.frame()
            if current == last:
                return
            last = current
        raise AssertionError("the chart kept receiving frames")


def open_chart(notebook_page, served_root, name, cells=(CHART, APPEND)):
    path = write_notebook(served_root, f"{name}-{notebook_page.server.front_end}.ipynb", list(cells))
    notebook_page.open(path)
    notebook_page.run_cell(0)
    return Chart(notebook_page)


def test_the_wheel_zooms_about_the_pointer_a_drag_pans_and_reset_comes_back(notebook_page, served_root):
    chart = open_chart(notebook_page, served_root, "gestures")
    page = chart.page
    assert chart.x_range() == (0, 40) and chart.y_range() == (0, 10)
    assert notebook_page.images(0)[0]["widget"], "the chart is interactive, not a picture"

    # Wheel up over data point (30, 8): zoom in about it, so it stays under the pointer.
    chart.wheel_in(*chart.screen_point(30, 8), turns=5)
    x0, x1 = chart.x_range()
    y0, y1 = chart.y_range()
    assert x1 - x0 < 40 * 0.8 and y1 - y0 < 10 * 0.8, f"not zoomed in: {chart.state()}"
    assert x0 < 30 < x1 and y0 < 8 < y1
    assert abs((30 - x0) / (x1 - x0) - 30 / 40) < 0.02, "the point under the pointer stays under it"

    # Drag to the left: the view moves right by the dragged share of the plot.
    width_before, start = x1 - x0, x0
    chart.drag_left(0.25)
    x0, x1 = chart.x_range()
    assert abs((x1 - x0) - width_before) < 1e-6 * width_before, "a pan keeps the width"
    assert abs((x0 - start) - width_before / 4) < width_before * 0.02, f"panned by {x0 - start} of {width_before}"

    # Double-click resets to the ranges before the first gesture.
    frame = chart.frame()
    page.mouse.dblclick(*chart.plot_center())
    chart.wait_for_frame_after(frame)
    chart.wait_until_settled()
    assert chart.x_range() == (0, 40) and chart.y_range() == (0, 10)


def test_a_reversed_x_axis_zooms_about_the_pointer_and_pans_with_it(notebook_page, served_root):
    reversed_chart = CHART.replace("PlotRange(location: 0, length: 40)", "PlotRange(location: 40, length: -40)")
    chart = open_chart(notebook_page, served_root, "reversed", cells=(reversed_chart,))
    assert chart.x_range() == (40, 0), "the frame reports its left edge first: 40 on the left"

    # Wheel up over data point (30, 8), left of the middle on this axis: it stays under the pointer.
    x, y = chart.screen_point(30, 8)
    cx, _ = chart.plot_center()
    assert x < cx, "30 is drawn left of the middle when x runs from 40 down to 0"
    chart.wheel_in(x, y, turns=3)
    x0, x1 = chart.x_range()
    assert x0 > x1 and x0 - x1 < 40 * 0.8, f"zoomed in and still reversed: {chart.state()}"
    assert abs((30 - x0) / (x1 - x0) - 10 / 40) < 0.02, "the point under the pointer stays under it"

    # Drag a quarter of the plot to the left: the data follow the pointer, so smaller x come in at the right and both
    # ends fall by a quarter of the width; the axis stays reversed.
    span, start = x1 - x0, x0
    chart.drag_left(0.25)
    x0, x1 = chart.x_range()
    assert abs((x1 - x0) - span) < 1e-6 * abs(span), "a pan keeps the width, and the direction"
    assert abs((x0 - start) - span / 4) < abs(span) * 0.02, f"panned by {x0 - start} of {span}"


def test_a_shift_drag_zooms_to_the_box_and_the_keyboard_zooms_and_resets(notebook_page, served_root):
    chart = open_chart(notebook_page, served_root, "box-keys")
    page = chart.page
    left, top = chart.screen_point(10, 8)
    right, bottom = chart.screen_point(20, 2)
    frame = chart.frame()
    page.keyboard.down("Shift")
    page.mouse.move(left, top)
    page.mouse.down()
    page.mouse.move(right, bottom, steps=6)
    page.mouse.up()
    page.keyboard.up("Shift")
    chart.wait_for_frame_after(frame)
    chart.wait_until_settled()
    x0, x1 = chart.x_range()
    y0, y1 = chart.y_range()
    assert abs(x0 - 10) < 0.3 and abs(x1 - 20) < 0.3, chart.state()
    assert abs(y0 - 2) < 0.3 and abs(y1 - 8) < 0.3, chart.state()

    frame = chart.frame()
    page.keyboard.press("0")
    chart.wait_for_frame_after(frame)
    chart.wait_until_settled()
    assert chart.x_range() == (0, 40)
    frame = chart.frame()
    page.keyboard.press("+")
    chart.wait_for_frame_after(frame)
    chart.wait_until_settled()
    x0, x1 = chart.x_range()
    assert abs((x1 - x0) - 32) < 1e-6 and abs((x0 + x1) / 2 - 20) < 1e-6, "+ zooms in 1.25x about the middle"


def test_hovering_over_a_point_reads_it_out_through_the_axes(notebook_page, served_root):
    chart = open_chart(notebook_page, served_root, "hover")
    page = chart.page
    x, y = chart.screen_point(30, 8)
    page.mouse.move(x + 6, y + 4)
    page.mouse.move(x + 5, y + 4)
    readout = chart.root.locator(".plotline-readout")
    readout.wait_for(state="visible", timeout=10000)
    assert readout.inner_text().split("\n") == ["latency", "x 30   y 8"]
    page.mouse.move(*chart.plot_center())  # nowhere near a point
    readout.wait_for(state="hidden", timeout=10000)


class Touchscreen:
    """Fingers on the page through Chromium's DevTools protocol (Playwright's touchscreen only taps)."""

    def __init__(self, page):
        self.page = page
        self.client = page.context.new_cdp_session(page)
        self.client.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def send(self, kind, points, timestamp):
        self.client.send("Input.dispatchTouchEvent", {
            "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)],
            "timestamp": timestamp})

    def move(self, paths, steps, pause_ms):
        """Puts a finger at the start of each path, moves them all to the ends in `steps`, and lifts them.

        Each event carries its time (`pause_ms` after the one before), so a busy machine that delivers them late
        does not change the speed the view reads from them (a fling reads the events' own times)."""
        start = time.time()
        self.send("touchStart", [begin for begin, _ in paths], start)
        for step in range(1, steps + 1):
            self.page.wait_for_timeout(pause_ms)
            self.send("touchMove", [(a[0] + (b[0] - a[0]) * step / steps, a[1] + (b[1] - a[1]) * step / steps)
                                    for a, b in paths], start + step * pause_ms / 1000)
        self.send("touchEnd", [], start + (steps + 1) * pause_ms / 1000)


def test_two_fingers_zoom_about_their_midpoint_and_a_flung_finger_glides_on(notebook_page, served_root):
    chart = open_chart(notebook_page, served_root, "touch")
    page = chart.page
    fingers = Touchscreen(page)

    # Spread two fingers from 80 to 240 points apart about data point (20, 5): the chart zooms 3× about it.
    cx, cy = chart.screen_point(20, 5)
    scale = chart.box()["width"] / float(chart.state()["width"])
    frame = chart.frame()
    fingers.move([((cx - 40 * scale, cy), (cx - 120 * scale, cy)), ((cx + 40 * scale, cy), (cx + 120 * scale, cy))],
                 steps=8, pause_ms=20)
    chart.wait_for_frame_after(frame)
    chart.wait_until_settled()
    x0, x1 = chart.x_range()
    y0, y1 = chart.y_range()
    assert abs((x1 - x0) - 40 / 3) < 0.4 and abs((y1 - y0) - 10 / 3) < 0.1, chart.state()
    assert abs((20 - x0) / (x1 - x0) - 0.5) < 0.02 and abs((5 - y0) / (y1 - y0) - 0.5) < 0.02, "about the midpoint"

    # A quick one-finger swipe left: the chart pans right by more than the finger moved, gliding to a stop.
    left, top, width, height = (float(v) for v in chart.state()["plot"].split(","))
    plot_width = width * scale
    swiped = 0.25 * (x1 - x0)
    cx, cy = chart.plot_center()
    frame = chart.frame()
    fingers.move([((cx, cy), (cx - plot_width / 4, cy))], steps=5, pause_ms=12)
    chart.wait_for_frame_after(frame)
    chart.wait_until_settled()
    moved = chart.x_range()[0] - x0
    assert moved > 1.3 * swiped, f"a fling glides on: moved {moved}, swiped {swiped}"
    assert abs((chart.x_range()[1] - chart.x_range()[0]) - (x1 - x0)) < 1e-6 * (x1 - x0), "a pan keeps the width"


def test_a_later_cell_moves_the_chart_without_a_blank_frame_or_losing_the_zoom(notebook_page, served_root):
    chart = open_chart(notebook_page, served_root, "append")
    page = chart.page
    x, y = chart.screen_point(30, 8)
    chart.wheel(x, y, -200)
    zoomed = chart.x_range()
    before = notebook_page.image_source(0)
    page.evaluate("() => { document.querySelector('.plotline-chart').__plotlineMark = true; }")
    page.evaluate(BLANK_PROBE)
    page.wait_for_timeout(200)

    notebook_page.run_cell(1)
    notebook_page.wait_for_image_change(0, before, timeout=10)
    chart.wait_until_settled()
    page.wait_for_timeout(300)
    blank, shown = page.evaluate("[window.__plotlineBlankFrames, window.__plotlineShownFrames]")
    assert shown > 10 and blank == 0, f"{blank} blank animation frames while the chart updated"
    assert page.evaluate("() => document.querySelector('.plotline-chart').__plotlineMark === true"), \
        "the front end re-created the view; the chart's element must be the same one, re-adopted"
    assert chart.x_range() == zoomed, "the user's zoom survives a later cell"
    assert notebook_page.cell(0).locator(".plotline-chart").count() == 1


def test_a_chart_wider_than_its_cell_is_laid_out_at_the_cells_width_and_follows_it(notebook_page, served_root):
    wide = CHART.replace("XYGraph(width: 480, height: 300)", "XYGraph(width: 1600, height: 300)")
    chart = open_chart(notebook_page, served_root, "cell-width", cells=(wide,))
    page = chart.page

    def shown():
        return chart.root.evaluate("""root => {
            const canvas = root.querySelector('canvas');
            return {room: root.parentElement.clientWidth, css: canvas.getBoundingClientRect().width,
                    pixels: canvas.width, width: Number(root.dataset.width), ratio: window.devicePixelRatio};
        }""")

    page.wait_for_function("root => Number(root.dataset.width) < 1600", arg=chart.root.element_handle(), timeout=10000)
    first = shown()
    assert first["width"] <= first["room"] < first["width"] + 2, first
    assert first["pixels"] == round(first["width"] * first["ratio"]), "drawn for the room, not a scaled-down picture"
    assert abs(first["css"] - first["width"]) < 1, first
    assert chart.x_range() == (0, 40), "the same ranges, laid out narrower"

    frame = chart.frame()
    page.set_viewport_size({"width": 1000, "height": 1000})
    chart.wait_for_frame_after(frame)
    chart.wait_until_settled()
    second = shown()
    assert second["width"] < first["width"] and second["width"] <= second["room"] < second["width"] + 2, second
    assert second["pixels"] == round(second["width"] * second["ratio"])

    # Gestures map through the narrower layout: the wheel keeps the point under the pointer.
    x, y = chart.screen_point(30, 8)
    chart.wheel(x, y, -200)
    x0, x1 = chart.x_range()
    assert x1 - x0 < 40 and abs((30 - x0) / (x1 - x0) - 30 / 40) < 0.02, chart.state()


def test_a_failing_callback_shows_in_the_chart_and_in_the_output_of_the_cell_that_set_it(notebook_page, served_root):
    setter = "graph.defaultPlotSpace.onRangeChange { range, coordinate in\n    print(undefinedName)\n}"
    chart = open_chart(notebook_page, served_root, "callback-error", cells=(CHART, setter, "1 + 1"))
    page = chart.page
    notebook_page.run_cell(1)
    assert notebook_page.output_texts(1) in ([], [""]), "nothing to show until the callback fails"
    height = notebook_page.cell(1).bounding_box()["height"]
    frame = chart.frame()
    page.mouse.move(*chart.plot_center())
    page.mouse.wheel(0, -200)
    chart.wait_for_frame_after(frame)
    chart.root.locator(".plotline-error").wait_for(state="visible", timeout=10000)
    assert "undefinedName" in chart.root.locator(".plotline-error").inner_text()
    error = notebook_page.cell(1).locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    error.wait_for(timeout=10000)
    text = error.inner_text()
    assert "error in a chart callback (2 times), onRangeChange" in text and "undefinedName" in text, text
    assert notebook_page.cell(1).bounding_box()["height"] > height + 20
    notebook_page.run_cell(2)
    assert not any("undefinedName" in t for t in notebook_page.output_texts(2)), "shown once, where it belongs"


def test_a_reloaded_page_gets_the_interactive_chart_back_from_the_running_kernel(notebook_page, served_root):
    chart = open_chart(notebook_page, served_root, "reload")
    page = chart.page
    chart.wheel(*chart.plot_center(), -200)
    notebook_page.run_cell(1)  # a cell after the gesture keeps the saved picture current
    zoomed = chart.x_range()
    page.keyboard.press("Control+s")
    page.wait_for_timeout(1000)

    page.reload()
    page.wait_for_selector(".jp-Notebook .jp-Cell")
    notebook_page.wait_for_idle_kernel()
    chart = Chart(notebook_page)
    assert chart.x_range() == zoomed, "the widget comes back with the range the user left"
    frame = chart.frame()
    page.mouse.move(*chart.plot_center())
    page.mouse.wheel(0, 200)
    chart.wait_for_frame_after(frame)
    assert chart.x_range()[1] - chart.x_range()[0] > zoomed[1] - zoomed[0], "and it still answers gestures"


def test_a_restarted_kernel_leaves_the_last_picture_not_an_error(notebook_page, served_root):
    chart = open_chart(notebook_page, served_root, "restart")
    before = notebook_page.image_source(0)
    notebook_page.restart_kernel()
    notebook_page.page.wait_for_timeout(500)
    notebook_page.wait_for_idle_kernel()
    notebook_page.page.wait_for_timeout(1500)
    assert "Error displaying widget" not in notebook_page.cell(0).inner_text()
    assert notebook_page.image_source(0) == before, "the chart shows what it showed before the restart"
    assert chart.root.count() == 1


def saved_widget_states(path):
    """The widget models a saved notebook keeps in its metadata (the widget manager's saved state), by model id."""
    notebook = json.loads(path.read_text())
    return notebook["metadata"].get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})


def test_a_notebook_reopened_with_a_fresh_kernel_shows_the_saved_chart_not_an_error(notebook_page, served_root):
    chart = open_chart(notebook_page, served_root, "reopen")
    page = chart.page
    chart.wheel(*chart.plot_center(), -200)
    notebook_page.run_cell(1)
    chart.wait_until_settled()
    zoomed = chart.x_range()
    page.keyboard.press("Control+s")
    path = served_root / f"reopen-{notebook_page.server.front_end}.ipynb"
    deadline = time.monotonic() + 10
    while not saved_widget_states(path) and time.monotonic() < deadline:
        page.wait_for_timeout(200)
    states = saved_widget_states(path)
    assert any(model["state"].get("chart_id") for model in states.values()), \
        "Plotline's setting defaults make the widget manager save each chart's state with the notebook"

    # The notebook is closed with its kernel shut down, and opened again: a fresh kernel, which knows no chart.
    notebook_page.server.shut_down_sessions()
    page.goto("about:blank")
    notebook_page.open(path.name)
    page.wait_for_timeout(1500)
    assert "Error displaying widget" not in notebook_page.cell(0).inner_text()
    chart = Chart(notebook_page)
    assert chart.x_range() == zoomed, "the chart shows the frame the user last saw"
    assert notebook_page.images(0)[0]["naturalWidth"] > 0

    # Nothing holds the chart now: a gesture comes back, with a note saying how to interact again.
    page.mouse.move(*chart.plot_center())
    page.mouse.wheel(0, -200)
    chart.root.locator(".plotline-note").wait_for(state="visible", timeout=10000)
    assert "run its cell" in chart.root.locator(".plotline-note").inner_text()
    assert chart.x_range() == zoomed and chart.state().get("saved") == "true"

    # Running the cell gives a live chart again (the append cell first: the fresh kernel numbers it [1], which the
    # chart's cell still shows from the saved run, and run_cell waits for a new number).
    notebook_page.run_cell(1)
    notebook_page.run_cell(0)
    chart = Chart(notebook_page)
    frame = chart.frame()
    page.mouse.move(*chart.plot_center())
    page.mouse.wheel(0, -200)
    chart.wait_for_frame_after(frame)
    assert chart.root.locator(".plotline-note").is_hidden()


@pytest.fixture(scope="module")
def lab_without_anywidget(served_root, tmp_path_factory):
    """JupyterLab with ipywidgets' widget manager but anywidget's extension disabled (page_config.json)."""
    config = tmp_path_factory.mktemp("no-anywidget-config")
    (config / "labconfig").mkdir()
    (config / "labconfig" / "page_config.json").write_text(json.dumps({"disabledExtensions": {"anywidget": True}}))
    server = FrontEndServer("lab", served_root, tmp_path_factory.mktemp("no-anywidget-state"),
                            env={**os.environ, "JUPYTER_CONFIG_DIR": str(config)})
    server.start()
    yield server
    server.stop()


def test_without_anywidgets_extension_the_chart_stays_a_picture_with_a_one_line_hint(
        browser, lab_without_anywidget, served_root):
    name = write_notebook(served_root, "no-anywidget.ipynb", [CHART, "1 + 1"])
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    notebook_page = NotebookPage(context.new_page(), lab_without_anywidget)
    try:
        notebook_page.open(name)
        notebook_page.run_cell(0)
        notebook_page.page.wait_for_timeout(4000)  # longer than the kernel waits for the view's `ready`
        images = notebook_page.images(0)
        assert len(images) == 1 and not images[0]["widget"] and images[0]["naturalWidth"] > 0, images
        assert "Error displaying widget" not in notebook_page.cell(0).inner_text()
        notebook_page.run_cell(1)
        hint = [text for text in notebook_page.output_texts(1) if "anywidget" in text]
        assert len(hint) == 1 and "pip install anywidget" in hint[0], notebook_page.output_texts(1)
    finally:
        context.close()
        lab_without_anywidget.shut_down_sessions()


# Records the plot area of every exact frame the chart shows (its data-plot), from now on.
PLOT_AREA_PROBE = """root => {
  window.__plotlinePlotAreas = [root.dataset.plot];
  new MutationObserver(() => window.__plotlinePlotAreas.push(root.dataset.plot))
    .observe(root, { attributes: true, attributeFilter: ["data-frame"] });
}"""


def open_shipped_interactive_notebook(notebook_page, served_root, name):
    """A copy of the shipped notebooks/interactive.ipynb (so its cells can be added to) with its chart cell run."""
    path = served_root / f"{name}-{notebook_page.server.front_end}.ipynb"
    shutil.copyfile(served_root / "interactive.ipynb", path)
    notebook_page.open(path.name)
    notebook_page.run_cell(1)
    return Chart(notebook_page, 1)


def axis_labels(chart, axis):
    return json.loads(chart.state()[f"{axis}Labels"])


def test_a_wheel_zoom_relabels_the_axes_as_a_fresh_chart_of_the_range_and_keeps_the_plot_area_put(
        notebook_page, served_root):
    chart = open_shipped_interactive_notebook(notebook_page, served_root, "interactive-zoom")
    before = chart.state()["plot"]
    assert axis_labels(chart, "y") == ["−1", "0", "1"], chart.state()
    chart.root.evaluate(PLOT_AREA_PROBE)

    # Wheel in about y = 0 until the y range is about −0.35…0.36, in three runs of turns.
    x, y = chart.screen_point(900, 0)
    for _ in range(3):
        chart.wheel_in(x, y, turns=3)
    y0, y1 = chart.y_range()
    assert y1 - y0 < 0.8 and y0 < 0 < y1, chart.state()
    zoomed = axis_labels(chart, "y")
    plot_areas = chart.page.evaluate("window.__plotlinePlotAreas")
    assert len(plot_areas) > 3 and set(plot_areas) == {before}, f"the plot area moved: {plot_areas}"

    # The same graph shown afresh at that range (a new display draws its first frame without any gesture).
    cell = notebook_page.append_code_cell("display(graph)")
    notebook_page.run_cell(cell)
    fresh = Chart(notebook_page, cell)
    assert fresh.y_range() == (y0, y1)
    static = axis_labels(fresh, "y")
    assert len(zoomed) >= len(static) >= 5, f"zoomed {zoomed}, fresh {static}"
    assert zoomed == static


def test_a_double_click_resets_without_selecting_and_a_single_click_still_selects(notebook_page, served_root):
    chart = open_shipped_interactive_notebook(notebook_page, served_root, "interactive-clicks")
    page = chart.page
    first = (chart.x_range(), chart.y_range())
    notebook_page.run_cell(5)  # onRangeChange writes the range into the title, onSelect the sample
    chart.root.scroll_into_view_if_needed()
    chart.wheel_in(*chart.plot_center(), turns=3)
    assert chart.x_range() != first[0]
    assert chart.root.get_attribute("aria-label").startswith("t from "), chart.root.get_attribute("aria-label")

    frame = chart.frame()
    page.mouse.dblclick(*chart.plot_center())
    chart.wait_for_frame_after(frame)
    chart.wait_until_settled()
    page.wait_for_timeout(800)  # past the double-click interval: a select would have been sent by now
    chart.wait_until_settled()
    assert (chart.x_range(), chart.y_range()) == first, "the double-click reset the ranges"
    title = chart.root.get_attribute("aria-label")
    assert title.startswith("t from 0 to "), f"a double-click is a reset only, yet the title reads {title!r}"

    # One click on the plot still selects the nearest sample, once the double-click interval has passed.
    frame = chart.frame()
    page.mouse.click(*chart.plot_center())
    chart.wait_for_frame_after(frame)
    chart.wait_until_settled()
    assert chart.root.get_attribute("aria-label").startswith("sample "), chart.root.get_attribute("aria-label")


def test_two_tabs_on_one_kernel_both_show_every_update_and_both_zoom(notebook_page, served_root, browser, front_end):
    # Two front ends on one kernel, as two browser tabs of one notebook (issue 35): the second tab gets the
    # interactive chart from the running kernel, a later cell's append reaches both, and both zoom.
    chart = open_chart(notebook_page, served_root, "two-tabs")
    path = f"two-tabs-{front_end.front_end}.ipynb"
    notebook_page.page.keyboard.press("Control+s")
    notebook_page.page.wait_for_timeout(1000)
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    try:
        second_page = NotebookPage(context.new_page(), front_end)
        second_page.page.goto(front_end.notebook_url(path))
        second_page.page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60000)
        second_page.wait_for_idle_kernel()
        second = Chart(second_page)
        assert second.x_range() == chart.x_range(), "the second tab shows the chart as the kernel holds it"

        frames = (chart.frame(), second.frame())
        notebook_page.run_cell(1)  # an append from the first tab
        chart.wait_for_frame_after(frames[0])
        second.wait_for_frame_after(frames[1])

        # One chart, two views of it (as two views of one ipywidgets model): a zoom in either tab moves the chart,
        # and the other tab follows.
        full = chart.x_range()
        frame = chart.frame()
        second.wheel_in(*second.plot_center(), turns=3)
        zoomed = second.x_range()
        assert zoomed[1] - zoomed[0] < (full[1] - full[0]) * 0.8, f"not zoomed: {second.state()}"
        chart.wait_for_frame_after(frame)
        chart.wait_until_settled()
        assert chart.x_range() == zoomed, "the first tab shows the zoom made in the second"

        frame = second.frame()
        chart.wheel(*chart.plot_center(), 200)
        widened = chart.x_range()
        assert widened[1] - widened[0] > zoomed[1] - zoomed[0], f"not zoomed out: {chart.state()}"
        second.wait_for_frame_after(frame)
        second.wait_until_settled()
        assert second.x_range() == widened, "the second tab shows the zoom made in the first"
    finally:
        context.close()
