"""A Voilà dashboard of a Plotline chart (docs/interactive.md, 'What other front ends see'; issue 15): Voilà runs
the notebook, shows what its cells displayed and ignores update_display_data, so a chart moves only through its
widget.

- A chart following a growing file moves on the dashboard as lines are appended, while the kernel is idle.
- The dashboard's chart answers gestures (a wheel zoom) like the notebook's.

Voilà runs as the server extension of a JupyterLab server started for this module (`voila/render/<path>`).
"""

import pytest

from frontend_server import FrontEndServer
from test_browser_live import append_line, write_notebook


@pytest.fixture(scope="module")
def voila_server(served_root, tmp_path_factory):
    server = FrontEndServer("lab", served_root, tmp_path_factory.mktemp("voila-state"))
    server.start()
    yield server
    server.stop()


@pytest.fixture
def dashboard(browser, voila_server, served_root):
    """Opens a one-cell dashboard following a fresh CSV file; yields (page, the file)."""
    data = served_root / "dashboard-samples.csv"
    data.write_text("t,latency\n0,10\n1,12\n2,9\n")
    name = write_notebook(served_root, "dashboard-test.ipynb", [f"""\
let samples = Feed()
samples.follow("{data}")
let monitor = XYGraph(width: 480, height: 260)
monitor.title = "Latency"
let latency = ScatterPlot(identifier: "latency")
latency.bind(.xValues, to: samples, withKeyPath: "arrangedObjects.t")
latency.bind(.yValues, to: samples, withKeyPath: "arrangedObjects.latency")
monitor.add(latency)
monitor"""])
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    page = context.new_page()
    try:
        page.goto(f"{voila_server.base_url}voila/render/{name}?token={voila_server.token}")
        page.wait_for_selector(".plotline-chart[data-frame]", timeout=90000)
        yield page, data
    finally:
        context.close()


def chart_state(page):
    return page.locator(".plotline-chart").evaluate("root => ({...root.dataset})")


def test_a_followed_file_moves_the_dashboard_chart(dashboard):
    page, data = dashboard
    assert chart_state(page)["xRange"] == "0,2"
    assert "Error displaying widget" not in page.inner_text("body")
    for t in range(3, 9):
        append_line(data, f"{t},{10 + t}")
        page.wait_for_timeout(150)
    page.wait_for_function(
        "() => document.querySelector('.plotline-chart').dataset.xRange === '0,8'", timeout=10000)
    assert int(chart_state(page)["frame"]) >= 2


def test_the_dashboard_chart_answers_a_wheel_zoom(dashboard):
    page, _ = dashboard
    box = page.locator(".plotline-chart canvas").bounding_box()
    left, top, width, height = (float(v) for v in chart_state(page)["plot"].split(","))
    page.mouse.move(box["x"] + left + width / 2, box["y"] + top + height / 2)
    frame = int(chart_state(page)["frame"])
    page.mouse.wheel(0, -300)
    page.wait_for_function(
        "frame => Number(document.querySelector('.plotline-chart').dataset.frame) > frame", arg=frame, timeout=10000)
    page.wait_for_timeout(500)
    x0, x1 = (float(v) for v in chart_state(page)["xRange"].split(","))
    assert x1 - x0 < 2 * 0.8, chart_state(page)
