"""An animated chart as a person sees it in JupyterLab 4 and Notebook 7 (issue 18): the picture moves, then rests on
the finished chart, which stays interactive.

The animated PNG plays once over the interactive chart; the view's `data-animating` is "true" while it plays. The
checks read the page: screenshots of the chart taken while it plays differ from each other, and the chart at rest is
the finished one. A first cell shows a still chart and waits until it is interactive: the page has then proved that
it loads the widgets' module, so the animated chart's display names the widget view from its first paint (the first
chart of a session is a picture until that proof, and an animation it plays as a picture is not played again).
"""

import time

from test_browser_live import write_notebook

STILL = """\
let still = XYGraph(width: 320, height: 200)
still.add(ScatterPlot(identifier: "s", x: [0, 1, 2], y: [1, 3, 2]))
still"""

ANIMATED = """\
let grow = XYGraph(width: 480, height: 300)
grow.title = "Rising bars"
let bars = BarPlot()
bars.barTips = [3, 5, 2, 6, 4]
bars.barWidth = 0.6
grow.add(bars)
grow.defaultPlotSpace.xRange = PlotRange(location: -0.5, length: 5)
grow.defaultPlotSpace.yRange = PlotRange(location: 0, length: 7)
grow.animate(yAxisDuration: 2.5)
grow"""


def test_an_animated_chart_moves_then_rests_on_the_finished_chart(notebook_page, served_root):
    path = write_notebook(served_root, f"animation-{notebook_page.server.front_end}.ipynb", [STILL, ANIMATED])
    notebook_page.open(path)
    notebook_page.run_cell(0)
    notebook_page.cell(0).locator(".plotline-chart").wait_for(timeout=20000)
    notebook_page.run_cell(1)
    root = notebook_page.cell(1).locator(".plotline-chart")
    root.wait_for(timeout=20000)
    notebook_page.page.wait_for_function(
        "root => root.dataset.animating === 'true'", arg=root.element_handle(), timeout=20000, polling=20)
    first = root.screenshot()
    time.sleep(0.5)
    second = root.screenshot()
    assert first != second, "the chart moves while its animation plays"
    notebook_page.page.wait_for_function(
        "root => root.dataset.animating === 'false'", arg=root.element_handle(), timeout=20000, polling=100)
    assert root.locator(".plotline-animation").count() == 0, "the animation's picture is gone once it has played"
    rest = root.screenshot()
    time.sleep(0.5)
    assert root.screenshot() == rest, "at rest the chart stays still"
    assert notebook_page.images(1)[0]["widget"], "the chart underneath is the interactive chart"
