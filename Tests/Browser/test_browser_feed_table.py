"""A feed shown as a table, as a person sees it in JupyterLab 4 and Notebook 7 (issue 32).

With anywidget's extension installed, a feed as a cell's value is a grid over all its records: scrolled to the
middle or the end, it shows the rows there, asked from the kernel as the user scrolls; a later cell's append shows
up without moving the user's scroll, and a grid scrolled to the bottom stays there, like a log. Without the widget
(`display(feed, interactive: false)`, an nbconvert export) the feed is an HTML table of its first and last rows.

Every check reads the page: the grid's rows (`tr[data-row]`) that lie in its view, and its test hook
(`data-row-count`, `data-first-row`, `data-loaded`). Screenshots of the grid and of the table, light and dark,
are written to reports/browser/ for a person to look at.
"""

import os
import subprocess
import sys

from conftest import REPORTS
from test_browser_live import write_notebook

ROWS = 100_000
BIG = f"""\
let big = Feed(columns: ["i": Array(0..<{ROWS}), "square": (0..<{ROWS}).map {{ $0 * $0 }}, "label": (0..<{ROWS}).map {{ "row \\($0)" }}])
big"""
APPEND = 'big.append(["i": {i}, "square": -1, "label": "{label}"])'

# A feed with what a table must show well: dates at midnight and not, text with markup and ampersands, nil, long
# text, integers and fractions.
SHOWCASE = """\
let n = 1234
let hosts = ["alpha", "beta", "gamma & delta", "<script>alert(1)</script>"]
let ops = Feed(columns: [
    "t": (0..<n).map { Date(timeIntervalSince1970: 1704067200 + $0 * 5400) },
    "host": (0..<n).map { hosts[$0 % 4] },
    "latency_ms": (0..<n).map { $0 % 9 == 4 ? nil : 12.5 + Double($0 % 37) * 1.75 },
    "requests": (0..<n).map { 1000 + ($0 * 7919) % 50000 },
    "note": (0..<n).map { $0 % 5 == 0 ? "a long note that goes on about what happened during this hour of the day" : "" },
])"""

# The rows of the grid that lie in its view, below its sticky header: [index, cell texts...] each.
VISIBLE_ROWS = """root => {
  const scroller = root.querySelector('.pg-scroll');
  const view = scroller.getBoundingClientRect();
  const header = root.querySelector('thead').getBoundingClientRect().height;
  return Array.from(root.querySelectorAll('tbody tr[data-row]')).filter(row => {
    const box = row.getBoundingClientRect();
    return box.bottom > view.top + header + 1 && box.top < view.bottom - 1;
  }).map(row => Array.from(row.children).map(cell => cell.textContent));
}"""


class Grid:
    """The feed grid in a cell's output, as the page shows it."""

    def __init__(self, notebook_page, index):
        self.page = notebook_page.page
        self.root = notebook_page.cell(index).locator(".plotline-grid")
        self.root.wait_for(timeout=30000)
        self.root.scroll_into_view_if_needed()
        self.wait_until_loaded()

    def state(self):
        return self.root.evaluate("root => ({...root.dataset})")

    def wait_until_loaded(self, condition="true", timeout=20):
        """Waits until every row in view shows the cells of the current revision and `condition` (JavaScript over
        `root`) holds."""
        self.page.wait_for_function(
            f"root => root.dataset.loaded === 'true' && ({condition})", arg=self.root.element_handle(),
            timeout=timeout * 1000)

    def scroll_to(self, fraction):
        """Moves the grid's scrollbar to `fraction` of its way down, as dragging its thumb does."""
        self.root.locator(".pg-scroll").evaluate(
            "(scroller, fraction) => { scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * fraction; }",
            fraction)
        self.page.wait_for_timeout(100)
        self.wait_until_loaded()

    def visible_rows(self):
        return self.root.evaluate(VISIBLE_ROWS)


def expected_row(index):
    return [str(index), str(index), str(index * index), f"row {index}"]


def test_the_grid_pages_rows_from_the_kernel_as_it_scrolls_and_follows_appends(notebook_page, served_root):
    cells = [BIG, APPEND.format(i=ROWS, label="appended"), APPEND.format(i=ROWS + 1, label="pinned")]
    path = write_notebook(served_root, f"feed-grid-{notebook_page.server.front_end}.ipynb", cells)
    notebook_page.open(path)
    notebook_page.run_cell(0)
    grid = Grid(notebook_page, 0)
    assert grid.state()["rowCount"] == str(ROWS)
    rows = grid.visible_rows()
    assert len(rows) >= 10, rows
    assert rows[0] == expected_row(0) and rows[9] == expected_row(9)
    header = grid.root.locator("thead th").all_inner_texts()
    assert [text.split("\n") for text in header[1:]] == [["i", "integer"], ["square", "integer"], ["label", "text"]]
    assert len(grid.root.locator("tbody tr[data-row]").all()) < 200, "only the rows in view and a margin are in the page"

    # The middle: rows fetched from the kernel, the right ones.
    grid.scroll_to(0.5)
    rows = grid.visible_rows()
    first = int(rows[0][0])
    assert abs(first - ROWS / 2) < 50, rows[0]
    assert rows == [expected_row(first + k) for k in range(len(rows))]
    REPORTS.mkdir(parents=True, exist_ok=True)
    grid.root.screenshot(path=str(REPORTS / f"feed-grid-middle-{notebook_page.server.front_end}.png"))

    # A later cell appends: the count grows and the user's place stays.
    notebook_page.run_cell(1)
    grid.wait_until_loaded(f"root.dataset.rowCount === '{ROWS + 1}'")
    assert int(grid.visible_rows()[0][0]) == first, "the grid did not jump"

    # The end shows the appended row last.
    grid.scroll_to(1)
    rows = grid.visible_rows()
    assert rows[-1] == [str(ROWS), str(ROWS), "-1", "appended"]
    assert rows[-2] == expected_row(ROWS - 1)

    # At the bottom, the grid stays at the bottom as rows arrive, like a log.
    notebook_page.run_cell(2)
    grid.wait_until_loaded(f"root.dataset.rowCount === '{ROWS + 2}'")
    grid.page.wait_for_timeout(300)
    grid.wait_until_loaded()
    assert grid.visible_rows()[-1] == [str(ROWS + 1), str(ROWS + 1), "-1", "pinned"]


def test_the_table_and_the_grid_read_well_in_light_and_dark(notebook_page, served_root):
    if notebook_page.server.front_end != "lab":
        return  # the screenshots are JupyterLab's; Notebook 7 draws the same elements
    cells = [SHOWCASE + "\ndisplay(ops, interactive: false)", "ops"]
    path = write_notebook(served_root, "feed-table-looks.ipynb", cells)
    notebook_page.open(path)
    notebook_page.run_cell(0)
    notebook_page.run_cell(1)
    table = notebook_page.cell(0).locator(".plotline-table")
    table.wait_for(timeout=20000)
    grid = Grid(notebook_page, 1)
    styles = table.evaluate("""table => {
        const style = element => getComputedStyle(table.querySelector(element));
        return { number: style('td.pt-num').textAlign, text: style('tbody td:not(.pt-num)').textAlign,
                 nil: style('td.pt-nil').backgroundColor, margin: style('table').marginLeft };
    }""")
    assert styles["number"] == "right" and styles["text"] == "left", styles
    assert styles["nil"] not in ("rgba(0, 0, 0, 0)", "transparent"), styles
    assert styles["margin"] == "0px", "the table sits at the left of the output, as pandas' does"
    assert table.locator("script").count() == 0
    REPORTS.mkdir(parents=True, exist_ok=True)
    for theme in ("light", "dark"):
        if theme == "dark":
            notebook_page.choose_menu("Settings", "Theme")
            notebook_page.page.locator(".lm-Menu-itemLabel", has_text="JupyterLab Dark").first.click()
            notebook_page.page.wait_for_function(
                "() => document.body.dataset.jpThemeLight === 'false'", timeout=20000)
            notebook_page.page.wait_for_timeout(500)
        table.scroll_into_view_if_needed()
        table.screenshot(path=str(REPORTS / f"feed-table-lab-{theme}.png"))
        grid.root.scroll_into_view_if_needed()
        grid.root.screenshot(path=str(REPORTS / f"feed-grid-lab-{theme}.png"))


def test_an_nbconvert_export_shows_the_table(browser, served_root, tmp_path):
    path = served_root / write_notebook(served_root, "feed-table-export.ipynb", [SHOWCASE + "\nops"])
    REPORTS.mkdir(parents=True, exist_ok=True)
    for theme in ("light", "dark"):
        output = tmp_path / f"export-{theme}.html"
        subprocess.run(
            [sys.executable, "-m", "nbconvert", "--to", "html", "--execute", f"--HTMLExporter.theme={theme}",
             "--output", str(output), str(path)], check=True, capture_output=True, env=os.environ)
        page = browser.new_page(viewport={"width": 1100, "height": 900})
        try:
            page.goto(output.as_uri())
            table = page.locator(".plotline-table")
            assert table.locator("tbody tr").count() == 21, "10 first rows, the gap, 10 last rows"
            assert "1,234 rows × 5 columns" in table.inner_text()
            assert "<script>alert(1)</script>" in table.locator("tbody").inner_text(), "markup shows as text"
            table.screenshot(path=str(REPORTS / f"feed-table-export-{theme}.png"))
        finally:
            page.close()
