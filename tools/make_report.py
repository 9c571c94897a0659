#!/usr/bin/env python3
"""Runs every notebook and exports it as a report: reports/<name>.html and reports/<name>.pdf, and reports/index.html.

Each notebook is executed headlessly by nbclient with the installed Plotline kernel, from its own directory (so
relative data paths work). nbclient applies update_display_data to the outputs it updates, so each chart shows the
state the last cell left it in. nbconvert writes the HTML with every image embedded and the PDF through its webpdf
exporter, both with Plotline's nbconvert template (`plotline install` puts it beside the kernelspec), which gives
every chart its alt text; the PDF is printed by Debian's `chromium` through Playwright, not by a browser of
Playwright's own.

    python tools/make_report.py [--output reports] [--no-pdf] [path/to/name.ipynb ...]
"""

import argparse
import contextlib
import html
import os
import pathlib
import shutil
import sys
import time

import nbformat
from nbclient import NotebookClient
from nbconvert import HTMLExporter, WebPDFExporter
from traitlets import Unicode

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM_NAMES = ["chromium", "chromium-browser", "google-chrome"]
TEMPLATE = "plotline"


class ChromiumPDFExporter(WebPDFExporter):
    """nbconvert's webpdf exporter (`--to webpdf`), printing with the Chromium at `executable_path`.

    WebPDFExporter launches Playwright's Chromium and has no option naming another, and Playwright reads no
    environment variable for one; so while this exporter prints, Playwright's launch is given the path.
    """

    executable_path = Unicode("/usr/bin/chromium", help="The Chromium that prints the PDF.").tag(config=True)

    def run_playwright(self, html):
        """Prints `html` to PDF bytes with the Chromium at `executable_path`."""
        with playwright_launching(self.executable_path):
            return super().run_playwright(html)


@contextlib.contextmanager
def playwright_launching(executable_path):
    """Within the block, Playwright's `chromium.launch()` starts `executable_path` unless its caller names one."""
    from playwright.async_api import BrowserType  # noqa: PLC0415 (only the PDF step needs Playwright)

    launch = BrowserType.launch

    async def launch_executable(self, *args, **options):
        options.setdefault("executable_path", executable_path)
        return await launch(self, *args, **options)

    BrowserType.launch = launch_executable
    try:
        yield
    finally:
        BrowserType.launch = launch


def resources_for(path):
    """nbconvert's and nbclient's resources for a notebook: it runs, and finds its files, in its own directory."""
    return {"metadata": {"path": str(path.resolve().parent)}}


def executed(path):
    """The notebook run top to bottom in a fresh Plotline kernel; a cell error stops the report."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, kernel_name="plotline", timeout=180, startup_timeout=60,
                            resources=resources_for(path))
    client.execute()
    return notebook


def title_of(notebook, fallback):
    """The first level-one heading of the notebook's first markdown cell."""
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return fallback


def chart_count(notebook):
    return sum(1 for cell in notebook.cells for output in cell.get("outputs", [])
               if "image/png" in output.get("data", {}))


def write_html(notebook, path, destination):
    """The notebook as HTML with every image embedded and every chart's alt text."""
    exporter = HTMLExporter(template_name=TEMPLATE, embed_images=True)
    body, _ = exporter.from_notebook_node(notebook, resources=resources_for(path))
    destination.write_text(body, encoding="utf-8")


def chromium():
    """Debian's Chromium (or another on PATH); exits saying how to install it when there is none."""
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    sys.exit("make_report: no chromium found; `make report-deps` installs Debian's chromium")


def write_pdf(notebook, path, browser, destination):
    """The notebook printed to PDF by nbconvert's webpdf exporter with `browser` (backgrounds kept)."""
    exporter = ChromiumPDFExporter(template_name=TEMPLATE, embed_images=True, executable_path=browser,
                                   disable_sandbox=os.geteuid() == 0)  # Chromium's sandbox refuses root
    pdf, _ = exporter.from_notebook_node(notebook, resources=resources_for(path))
    destination.write_bytes(pdf)


def write_index(entries, destination, with_pdf):
    rows = []
    for entry in entries:
        links = f'<a href="{entry["html"]}">HTML</a>'
        if with_pdf:
            links += f' · <a href="{entry["pdf"]}">PDF</a>'
        rows.append(f'<tr><td><a href="{entry["html"]}">{html.escape(entry["title"])}</a>'
                    f'<div class="file">notebooks/{html.escape(entry["name"])}.ipynb</div></td>'
                    f'<td class="n">{entry["charts"]}</td><td>{links}</td></tr>')
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    destination.write_text(f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Plotline reports</title>
<style>
body {{ font-family: "DejaVu Sans", sans-serif; max-width: 52rem; margin: 2.5rem auto; color: #222; padding: 0 1rem; }}
h1 {{ font-weight: 600; margin-bottom: 0.2rem; }}
p.lead {{ color: #555; margin-top: 0; }}
table {{ border-collapse: collapse; width: 100%; margin-top: 1.5rem; }}
th, td {{ text-align: left; padding: 0.55rem 0.7rem; border-bottom: 1px solid #ddd; vertical-align: top; }}
th {{ font-weight: 600; color: #555; font-size: 0.9rem; }}
td.n {{ text-align: right; font-variant-numeric: tabular-nums; }}
.file {{ color: #777; font-size: 0.85rem; font-family: "DejaVu Sans Mono", monospace; }}
a {{ color: #1f5fa8; text-decoration: none; }} a:hover {{ text-decoration: underline; }}
</style></head>
<body>
<h1>Plotline reports</h1>
<p class="lead">Every notebook in <code>notebooks/</code>, run with the Plotline kernel and exported on {stamp}.</p>
<table><thead><tr><th>Notebook</th><th class="n">Charts</th><th>Report</th></tr></thead>
<tbody>
{chr(10).join(rows)}
</tbody></table>
</body></html>
""", encoding="utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=pathlib.Path)
    parser.add_argument("--output", type=pathlib.Path, default=ROOT / "reports")
    parser.add_argument("--no-pdf", action="store_true", help="write HTML only")
    arguments = parser.parse_args()
    paths = arguments.notebooks or sorted(NOTEBOOKS.glob("*.ipynb"))
    output = arguments.output
    output.mkdir(parents=True, exist_ok=True)
    browser = None if arguments.no_pdf else chromium()
    entries = []
    for path in paths:
        started = time.monotonic()
        notebook = executed(path)
        name = path.stem
        html_path = output / f"{name}.html"
        write_html(notebook, path, html_path)
        if browser:
            write_pdf(notebook, path, browser, output / f"{name}.pdf")
        entry = {"name": name, "title": title_of(notebook, name), "charts": chart_count(notebook),
                 "html": html_path.name, "pdf": f"{name}.pdf"}
        entries.append(entry)
        print(f"{name}: {entry['charts']} charts, {html_path.relative_to(ROOT) if html_path.is_relative_to(ROOT) else html_path}"
              + (" and .pdf" if browser else "") + f" ({time.monotonic() - started:.1f} s)")
    write_index(entries, output / "index.html", with_pdf=browser is not None)
    print(f"Wrote {output / 'index.html'}")


if __name__ == "__main__":
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    main()
