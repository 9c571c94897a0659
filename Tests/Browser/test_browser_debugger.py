"""Issue 37: JupyterLab's debugger panel on Plotline cells, driven as a user drives it: the toolbar's bug turns the
debugger on, a click in a cell's gutter sets a breakpoint, running the cell stops it there with the line highlighted
and the variables panel showing the stopped frame, the call stack's buttons step into a function declared in an
earlier cell and out again, and a graph opens in the rich variable view as its picture. Notebook 7 goes the same
way, its panel opened from View ▸ Debugger Panel; its page has no room for the rich view, so the graph opens in the
variables tree there.

The screenshots it takes (reports/browser/debugger-*.png) are the ones docs/debugging.md shows, after a look.
"""

import pytest

from conftest import REPORTS
from test_browser_live import write_notebook

FUNCTION_CELL = """\
func scaled(_ value: Double) -> Double {
    let factor = 2.5
    return value * factor
}"""

LOOP_CELL = """\
var total = 0.0
let days = [1.0, 2.0, 3.0]
for day in days {
    total += scaled(day)
}
let sales = XYGraph()
sales.title = "Scaled sales"
sales.add(ScatterPlot(identifier: "sales", x: days, y: days.map(scaled)))
total"""


def click_gutter(notebook_page, cell, line):
    """Clicks the breakpoint gutter beside a line (counted from 1) of a cell's editor (the gutter's first element is
    CodeMirror's hidden spacer)."""
    editor = notebook_page.cell(cell).locator(".jp-InputArea-editor")
    editor.click()
    notebook_page.cell(cell).locator(".cm-breakpoint-gutter .cm-gutterElement").nth(line).click()


def frames(page):
    return page.locator(".jp-DebuggerCallstackFrame").all_inner_texts()


def wait_for_frames(page, count, first_name, timeout=15000):
    """Waits until the call stack lists `count` frames, the innermost named `first_name`."""
    page.wait_for_function(
        """([count, name]) => {
            const frames = Array.from(document.querySelectorAll('.jp-DebuggerCallstackFrame'));
            return frames.length === count && frames[0].textContent.startsWith(name);
        }""", arg=[count, first_name], timeout=timeout)


def wait_for_variable(page, name, value, timeout=15000):
    """Waits until the variables tree shows `name` with `value`."""
    page.wait_for_function(
        """([name, value]) => Array.from(document.querySelectorAll('.jp-DebuggerVariables .jp-TreeItem')).some(item => {
            const label = item.querySelector('.jp-DebuggerVariables-name');
            const detail = item.querySelector('.jp-DebuggerVariables-detail');
            return label && detail && label.textContent === name && detail.textContent === value;
        })""", arg=[name, value], timeout=timeout)


def highlighted_line(notebook_page, cell):
    """The text of the line the debugger highlights in a cell, or None."""
    lines = notebook_page.cell(cell).locator(".cm-line.jp-DebuggerEditor-highlight")
    return lines.first.inner_text() if lines.count() else None


@pytest.mark.parametrize("front_end", ["lab", "notebook"], indirect=True)
def test_the_debugger_panel_stops_steps_and_shows_a_graph(notebook_page, served_root):
    page = notebook_page.page
    name = write_notebook(served_root, f"debugger-{notebook_page.server.front_end}.ipynb", [FUNCTION_CELL, LOOP_CELL])
    shots = "" if notebook_page.server.front_end == "lab" else "notebook-"
    notebook_page.open(name)

    # JupyterLab offers the debugger once it has asked the kernel (kernel_info's supported_features); the sidebar
    # names the notebook once the debugger is started for its kernel.
    page.wait_for_function(
        "() => document.querySelector('jp-button.jp-DebuggerBugButton')?.getAttribute('aria-disabled') === 'false'")
    page.wait_for_timeout(1000)
    page.locator("jp-button.jp-DebuggerBugButton").click()
    if notebook_page.server.front_end == "notebook":
        # Notebook 7 keeps the debugger's panel in its right sidebar, closed until View ▸ Debugger Panel.
        notebook_page.choose_menu("View", "Debugger Panel")
    page.wait_for_function(
        """() => document.querySelector('jp-button.jp-DebuggerBugButton').getAttribute('aria-pressed') === 'true'
            && (document.querySelector('.jp-DebuggerSidebar')?.textContent ?? '').includes('debugger-')""")
    notebook_page.run_cell(0)

    click_gutter(notebook_page, 1, 4)
    page.locator(".jp-DebuggerBreakpoint").first.wait_for(state="visible")
    assert page.locator(".jp-DebuggerBreakpoint").count() == 1

    notebook_page.start_cell(1)
    wait_for_frames(page, 1, "cell [2]")
    assert frames(page)[0].endswith(":4")
    assert highlighted_line(notebook_page, 1).strip() == "total += scaled(day)"
    wait_for_variable(page, "day", "1.0")
    page.screenshot(path=str(REPORTS / f"debugger-{shots}stopped.png"))

    page.locator('jp-button[title="Step In (F11)"]').click()
    wait_for_frames(page, 2, "scaled")
    assert highlighted_line(notebook_page, 0).strip() == "let factor = 2.5", "the frame opens the earlier cell"
    wait_for_variable(page, "value", "1.0")

    page.locator('jp-button[title="Next (F10)"]').click()
    wait_for_variable(page, "factor", "2.5")
    assert highlighted_line(notebook_page, 0).strip() == "return value * factor"
    page.screenshot(path=str(REPORTS / f"debugger-{shots}stepped-in.png"))

    page.locator('jp-button[title="Step Out (Shift+F11)"]').click()
    wait_for_frames(page, 1, "cell [2]")
    wait_for_variable(page, "day", "2.0")

    click_gutter(notebook_page, 1, 4)
    page.wait_for_function("() => document.querySelectorAll('.jp-DebuggerBreakpoint').length === 0")
    page.locator('jp-button[title="Continue (F9)"]').click()
    page.wait_for_function(
        """() => /^\\[\\d+\\]:$/.test(document.querySelector(
            '.jp-Notebook .jp-Cell[data-windowed-list-index="1"] .jp-InputPrompt').textContent.trim())""",
        timeout=15000)
    notebook_page.wait_for_idle_kernel()
    assert notebook_page.output_texts(1) == ["15.0"]

    # Nothing stopped: the panel lists the session's globals, and a graph opens as its picture.
    wait_for_variable(page, "total", "15.0")
    wait_for_variable(page, "sales", "XYGraph")
    item = page.locator(".jp-DebuggerVariables .jp-TreeItem", has=page.locator(
        ".jp-DebuggerVariables-name", has_text="sales")).first
    if notebook_page.server.front_end == "notebook":
        # Notebook 7's page holds one document, so the debugger's rich view has nowhere to open; the graph's
        # properties open in the tree instead.
        item.locator(".jp-DebuggerVariables-name", has_text="sales").click()
        wait_for_variable(page, "title", '"Scaled sales"')
        page.screenshot(path=str(REPORTS / "debugger-notebook-variables.png"))
        return
    item.hover()
    item.locator(".jp-DebuggerVariables-renderVariable").click()
    page.locator(".lm-TabBar-tabLabel", has_text=f"sales - {name}").wait_for(state="visible", timeout=15000)
    picture = page.locator(".lm-DockPanel-widget img").last
    picture.wait_for(state="visible", timeout=15000)
    page.wait_for_function("image => image.complete && image.naturalWidth > 0", arg=picture.element_handle())
    width = picture.evaluate("image => image.naturalWidth")
    assert width >= 640, f"the graph's picture is {width} pixels wide"
    page.screenshot(path=str(REPORTS / "debugger-rich-view.png"))
