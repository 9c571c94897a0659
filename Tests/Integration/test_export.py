"""Exported notebooks: every chart's image has its alt text and, in Markdown, its size in points; PDFs print.

A notebook of two charts runs in the Plotline kernel, and the real `jupyter nbconvert` exports it with Plotline's
template (`--template plotline`, installed beside the kernelspec): the HTML must give each chart's `<img>` the
graph's title, or its `accessibilityLabel` when set, with no "Alternative text is missing" warning; the Markdown must
give each chart as an `<img>` half the PNG's pixel size (the kernel renders at 2x); and `tools/make_report.py`
(`make report`) must print the notebook through nbconvert's webpdf exporter and Debian's Chromium to a PDF holding
the charts.
"""

import os
import pathlib
import shutil
import struct
import subprocess
import sys

import nbformat
import pytest
from bs4 import BeautifulSoup
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parents[2]

CELLS = [
    'let first = XYGraph(width: 300, height: 200)\n'
    'first.title = "Export chart"\n'
    'first.add(ScatterPlot(identifier: "s", x: [1, 2, 3], y: [1, 4, 9]))\n'
    'first',
    'let second = XYGraph(width: 240, height: 160)\n'
    'second.title = "Labelled chart"\n'
    'second.accessibilityLabel = "A line rising through three points"\n'
    'second.add(ScatterPlot(identifier: "s", x: [1, 2, 3], y: [2, 3, 5]))\n'
    'second',
    'first.title = "Export chart, updated"',  # updates the first chart's display, its alt text included
]
ALT_TEXTS = ["Export chart, updated", "A line rising through three points"]
SIZES_IN_POINTS = [(300, 200), (240, 160)]


def jupyter():
    """The `jupyter` command beside the Python running the tests."""
    here = pathlib.Path(sys.executable).parent / "jupyter"
    return str(here) if here.exists() else shutil.which("jupyter")


@pytest.fixture(scope="module")
def notebook_path(tmp_path_factory):
    """The notebook, run in the Plotline kernel, saved with its outputs."""
    directory = tmp_path_factory.mktemp("export")
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code) for code in CELLS])
    NotebookClient(notebook, kernel_name="plotline", timeout=60, startup_timeout=60,
                   resources={"metadata": {"path": str(directory)}}).execute()
    path = directory / "charts.ipynb"
    nbformat.write(notebook, path)
    return path


def nbconvert(path, *options):
    """Runs `jupyter nbconvert` on the notebook; returns its log (stderr)."""
    result = subprocess.run([jupyter(), "nbconvert", *options, str(path)], capture_output=True, text=True,
                            timeout=120, cwd=path.parent)
    assert result.returncode == 0, result.stderr
    return result.stderr


def png_size_in_pixels(data):
    """Width and height from a PNG's IHDR chunk."""
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return struct.unpack(">II", data[16:24])


def test_html_images_have_the_charts_alt_text(notebook_path):
    log = nbconvert(notebook_path, "--to", "html", "--template", "plotline")
    assert "Alternative text is missing" not in log, log
    page = BeautifulSoup(notebook_path.with_suffix(".html").read_text(encoding="utf-8"), "html.parser")
    images = page.select(".jp-OutputArea-output img")
    assert [image.get("alt") for image in images] == ALT_TEXTS
    assert [(int(image["width"]), int(image["height"])) for image in images] == SIZES_IN_POINTS


def test_markdown_images_have_their_size_in_points_and_alt_text(notebook_path):
    nbconvert(notebook_path, "--to", "markdown", "--template", "plotline")
    markdown = notebook_path.with_suffix(".md").read_text(encoding="utf-8")
    assert "![png]" not in markdown, "a chart written as a Markdown image has no size and shows twice as large"
    images = BeautifulSoup(markdown, "html.parser").find_all("img")
    assert [image.get("alt") for image in images] == ALT_TEXTS
    for image, size in zip(images, SIZES_IN_POINTS, strict=True):
        width, height = png_size_in_pixels((notebook_path.parent / image["src"]).read_bytes())
        assert (int(image["width"]), int(image["height"])) == size == (width // 2, height // 2)


def test_make_report_prints_the_charts_to_pdf_with_debians_chromium(notebook_path, tmp_path):
    """make report's HTML has the alt text too, and its PDF, printed by Debian's Chromium, holds both charts."""
    assert shutil.which("chromium"), "no Chromium: `make report-deps` installs Debian's chromium"
    env = {**os.environ, "PLAYWRIGHT_BROWSERS_PATH": str(tmp_path / "none")}  # no browser of Playwright's own
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "make_report.py"), "--output", str(tmp_path),
                             str(notebook_path)], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Alternative text is missing" not in result.stderr, result.stderr
    page = BeautifulSoup((tmp_path / "charts.html").read_text(encoding="utf-8"), "html.parser")
    assert [image.get("alt") for image in page.select(".jp-OutputArea-output img")] == ALT_TEXTS
    pdf = (tmp_path / "charts.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-")
    assert pdf.count(b"/Subtype /Image") >= len(ALT_TEXTS), "each chart is an image in the PDF"


ANIMATED_CELLS = [
    "let rising = XYGraph(width: 320, height: 200)\nlet bars = BarPlot()\nbars.barTips = [3, 5, 2]\nrising.add(bars)\n"
    "rising.defaultPlotSpace.xRange = PlotRange(location: -0.5, length: 3)\n"
    "rising.defaultPlotSpace.yRange = PlotRange(location: 0, length: 6)\nrising.animate(yAxisDuration: 1)\nrising",
    "let still = XYGraph(width: 320, height: 200)\nstill.add(ScatterPlot(x: [0, 1, 2], y: [1, 3, 2]))\nstill",
]


def test_an_exported_animation_plays_on_screen_and_prints_finished(tmp_path):
    """The report's HTML keeps the animated PNG for the screen; printed (as webpdf prints, with print media from the
    start, and as a browser prints, on beforeprint) every image is the finished chart: no animation chunks left."""
    from playwright.sync_api import sync_playwright
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"display_name": "Plotline", "language": "plotline", "name": "plotline"}
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in ANIMATED_CELLS]
    path = tmp_path / "animated.ipynb"
    nbformat.write(notebook, path)
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "make_report.py"), "--no-pdf", "--output",
                             str(tmp_path / "out"), str(path)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    page_url = (tmp_path / "out" / "animated.html").as_uri()
    animated_images = """() => Array.from(document.querySelectorAll('.jp-OutputArea-output img'))
        .map(image => atob(image.src.split(',')[1]).includes('acTL'))"""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"),
                                             args=["--no-sandbox"] if os.geteuid() == 0 else [])
        try:
            screen = browser.new_page()
            screen.goto(page_url)
            assert screen.evaluate(animated_images) == [True, False], "on screen the animation plays"
            screen.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
            assert screen.evaluate(animated_images) == [False, False], "printing from the browser shows it finished"
            screen.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
            assert screen.evaluate(animated_images) == [True, False], "and it plays again after printing"
            printed = browser.new_page()
            printed.emulate_media(media="print")
            printed.goto(page_url, wait_until="networkidle")
            assert printed.evaluate(animated_images) == [False, False], "webpdf's print media shows it finished"
        finally:
            browser.close()
