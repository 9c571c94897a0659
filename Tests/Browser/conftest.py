"""The browser test layer: JupyterLab 4 and Notebook 7, each started on a free port, driven by Playwright through
Debian's Chromium (Playwright's own browser download is never used), with the installed Plotline kernel.

Every test runs once per front end. When a test fails, a screenshot of its page is saved under reports/browser/;
the browser console's warnings and errors of every test go to reports/browser/console.log.
"""

import os
import pathlib
import re
import shutil

import pytest
from playwright.sync_api import sync_playwright

from frontend_server import FrontEndServer
from notebook_page import NotebookPage

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
REPORTS = ROOT / "reports" / "browser"
FRONT_ENDS = ["lab", "notebook"]


def chromium_executable():
    """Debian's Chromium (or PLOTLINE_CHROMIUM): the browser users have, not one Playwright downloads."""
    path = os.environ.get("PLOTLINE_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        pytest.fail("no Chromium: install Debian's `chromium` package (make test does) or set PLOTLINE_CHROMIUM")
    return path


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for the whole run."""
    REPORTS.mkdir(parents=True, exist_ok=True)
    (REPORTS / "console.log").write_text("")
    with sync_playwright() as playwright:
        # Chromium refuses to sandbox itself as root (CI runs as root); elsewhere it keeps its sandbox.
        arguments = ["--no-sandbox"] if os.geteuid() == 0 else []
        launched = playwright.chromium.launch(executable_path=chromium_executable(), args=arguments)
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def served_root(tmp_path_factory):
    """A copy of notebooks/ (with its data) that the front ends serve, so runs never touch the repository."""
    root = tmp_path_factory.mktemp("served") / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return root


@pytest.fixture(scope="session", params=FRONT_ENDS)
def front_end(request, served_root, tmp_path_factory):
    """A running JupyterLab or Notebook 7 server on a free port, stopped after the tests that use it."""
    server = FrontEndServer(request.param, served_root, tmp_path_factory.mktemp(f"{request.param}-state"))
    server.start()
    yield server
    server.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keeps each phase's report on the test item, so fixtures can tell whether the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


def artifact_name(item):
    """A file name for the test's screenshot: its id with the brackets and slashes turned into dashes."""
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", item.nodeid.split("::", 1)[-1]).strip("-")


@pytest.fixture
def notebook_page(request, browser, front_end):
    """A fresh browser page on the front end, as a `NotebookPage`; screenshot saved if the test fails."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    console = []
    page.on("console", lambda message: console.append(f"{message.type}: {message.text}")
            if message.type in ("error", "warning") else None)
    page.on("pageerror", lambda error: console.append(f"pageerror: {error}"))
    try:
        yield NotebookPage(page, front_end)
    finally:
        report = getattr(request.node, "report_call", None)
        if report is not None and report.failed:
            path = REPORTS / f"{artifact_name(request.node)}.png"
            try:
                page.screenshot(path=str(path), full_page=True)
                print(f"screenshot of the failing page: {path}")
            except Exception as error:  # the page may be gone; the failure itself is what matters
                print(f"no screenshot: {error}")
        with (REPORTS / "console.log").open("a") as log:
            log.write(f"== {request.node.nodeid}\n" + "".join(f"{line}\n" for line in console))
        context.close()
        front_end.shut_down_sessions()  # no kernel of this test keeps running (or following files) into the next
