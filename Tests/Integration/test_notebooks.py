"""Every notebook in notebooks/ runs headlessly through nbclient with the installed Plotline kernel.

A notebook fails when any cell produces an `error` output or writes to stderr, except that a cell tagged
`raises-exception` (nbclient's own convention, for cells that show an error on purpose) must produce an error.
Notebooks run with notebooks/ as their working directory, so relative data paths (data/test_runs.csv) work as they
do in JupyterLab.

sql.ipynb runs both ways a newcomer meets it: beside the private PostgreSQL server `make test` starts
(tools/with-postgres.sh, whose libpq variables the kernel inherits), where its PostgreSQL part must draw its charts,
and with no server, where it must say so once, with how to get one, and still run its SQLite part without an error.
"""

import base64
import functools
import os
import pathlib
import socket

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
PATHS = sorted(NOTEBOOKS.glob("*.ipynb"))


def run_notebook(path, env=None):
    """The notebook executed in a fresh kernel (started with `env` for its environment, when given), as nbclient
    leaves it (display updates applied)."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, kernel_name="plotline", timeout=120, startup_timeout=60,
                            allow_errors=True, resources={"metadata": {"path": str(NOTEBOOKS)}})
    client.execute(**({"env": env} if env is not None else {}))
    return notebook


@functools.cache
def run_once(path):
    """The notebook executed once for every test of this run that reads it, in this process's environment."""
    return run_notebook(path)


def problems_in(notebook):
    """One line per error output or stderr stream: the cell number, its first source line and the text."""
    problems = []
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type != "code":
            continue
        first_line = cell.source.splitlines()[0] if cell.source else ""
        outputs = cell.get("outputs", [])
        if "raises-exception" in cell.metadata.get("tags", []):
            if not any(output.output_type == "error" for output in outputs):
                problems.append(f"cell {index} ({first_line!r}) is tagged raises-exception but raised nothing")
            continue
        for output in outputs:
            if output.output_type == "error":
                text = "\n".join(output.get("traceback", [])) or f"{output.ename}: {output.evalue}"
                problems.append(f"cell {index} ({first_line!r}) raised {output.ename}:\n{text}")
            elif output.output_type == "stream" and output.name == "stderr":
                problems.append(f"cell {index} ({first_line!r}) wrote to stderr:\n{output.text}")
    return problems


def images_in(notebook):
    """Every PNG output of the notebook, decoded."""
    images = []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "image/png" in data:
                images.append(base64.b64decode(data["image/png"]))
    return images


def test_there_are_notebooks():
    names = {path.name for path in PATHS}
    for expected in ["quickstart.ipynb", "gallery.ipynb", "language-tour.ipynb", "seed-ci-test-runs.ipynb",
                     "seed-net-worth.ipynb", "seed-latency-monitor.ipynb", "seed-swift-charts.ipynb", "live.ipynb"]:
        assert expected in names


@pytest.mark.parametrize("path", PATHS, ids=[path.stem for path in PATHS])
def test_notebook_runs_without_errors(path):
    notebook = run_once(path)
    problems = problems_in(notebook)
    assert not problems, f"{path.relative_to(ROOT)}:\n\n" + "\n\n".join(problems)
    assert all(image.startswith(b"\x89PNG\r\n\x1a\n") for image in images_in(notebook))
    assert images_in(notebook), f"{path.name} shows no chart"


def final_plain_texts(notebook):
    """The text/plain of every display output, after nbclient applied the update_display_data messages."""
    return [output["data"].get("text/plain", "") for cell in notebook.cells for output in cell.get("outputs", [])
            if output.output_type in ("display_data", "execute_result") and "data" in output]


def test_a_later_cell_updates_the_chart_shown_earlier():
    """nbclient applies update_display_data, so the exported report shows each chart as the last cell left it."""
    notebook = run_once(NOTEBOOKS / "quickstart.ipynb")
    texts = final_plain_texts(notebook)
    assert any("Test runs: the last 50 builds" in text for text in texts), texts


def test_the_net_worth_charts_follow_a_balance_change():
    """The graph manager marks both periods stale when a balance changes, and the shown charts redraw."""
    notebook = run_once(NOTEBOOKS / "seed-net-worth.ipynb")
    texts = "\n".join(final_plain_texts(notebook))
    assert "Net worth, last 30 days: now $351K" in texts and "Net worth, last 12 months: now $351K" in texts, texts


def test_the_live_monitor_redraws_when_a_later_cell_changes_it():
    """live.ipynb binds every plot to a followed feed; a later cell makes both plot spaces follow the last minute
    instead of two, and the chart shown before it (and the snapshot after it) show that minute of the recorded run."""
    notebook = run_once(NOTEBOOKS / "live.ipynb")
    charts = [text for text in final_plain_texts(notebook) if "Push notification latency" in text]
    assert len(charts) == 2, charts
    assert all("x: 2m59s … 3m59s" in text for text in charts), charts
    assert all("Latency (48 points)" in text for text in charts), "the notebook invents no samples"


def test_animations_are_animated_pngs_ending_on_the_chart():
    """An animated chart's image/png is an APNG played once whose default image (what exports and viewers without
    APNG show) is its last frame; a chart without animation stays a plain PNG."""
    import io
    from PIL import Image, ImageChops
    notebook = run_once(NOTEBOOKS / "animation.ipynb")
    images = images_in(notebook)
    animated = [image for image in images if b"acTL" in image]
    assert len(animated) == 4, f"{len(animated)} of {len(images)} images are animated"
    assert len(images) - len(animated) == 10, "the curves' small charts are stills"
    for data in animated:
        picture = Image.open(io.BytesIO(data))
        assert picture.is_animated and picture.info.get("loop") == 1, "played once"
        default = picture.convert("RGB")
        picture.seek(picture.n_frames - 1)
        last = picture.convert("RGB")
        assert ImageChops.difference(default, last).getbbox() is None, "the default image is the last frame"
        picture.seek(1)
        assert ImageChops.difference(picture.convert("RGB"), last).getbbox() is not None, "the first frame differs"


def stdout_text(notebook):
    """Everything the notebook's cells printed."""
    return "".join(output.text for cell in notebook.cells for output in cell.get("outputs", [])
                   if output.output_type == "stream" and output.name == "stdout")


def chart_titles(notebook):
    """The first line (the title) of the text/plain of every chart the notebook shows."""
    return [output["data"]["text/plain"].strip().splitlines()[0].strip() for cell in notebook.cells
            for output in cell.get("outputs", []) if "image/png" in output.get("data", {})]


def test_the_sql_notebook_draws_its_postgresql_charts_beside_a_server():
    """Beside the private server the notebook names it (libpq's PGHOST, PGPORT…) and draws every chart."""
    if not os.environ.get("PLOTLINE_TEST_POSTGRES_URL"):
        if os.environ.get("PLOTLINE_REQUIRE_POSTGRES"):
            pytest.fail("PLOTLINE_REQUIRE_POSTGRES is set but no server is named; run through tools/with-postgres.sh")
        pytest.skip("no PostgreSQL server (make test starts one with tools/with-postgres.sh)")
    notebook = run_once(NOTEBOOKS / "sql.ipynb")
    assert not problems_in(notebook)
    printed = stdout_text(notebook)
    assert f"at 127.0.0.1:{os.environ['PGPORT']}: database plotline, user plotline" in printed, printed
    assert "Connecting to PostgreSQL failed" not in printed
    assert chart_titles(notebook) == ["Test runs"] * 2 + ["Request latency (ms)"] * 2 + \
        ["Latency, two million samples"] * 2
    assert "2000000 rows" in printed


def closed_port():
    """A port of 127.0.0.1 nothing listens on (one the system just gave out and took back)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_the_sql_notebook_without_a_server_says_so_once_and_runs_its_sqlite_part():
    """libpq pointed at a port where nothing listens, as for a newcomer's own Jupyter with no server: one cell says
    that connecting failed and how to get a server, no PostgreSQL cell fails or draws, and the SQLite charts are there."""
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("PG") and "POSTGRES" not in name}
    env.update(PGHOST="127.0.0.1", PGPORT=str(closed_port()))
    notebook = run_notebook(NOTEBOOKS / "sql.ipynb", env=env)
    assert not problems_in(notebook)
    printed = stdout_text(notebook)
    assert printed.count("Connecting to PostgreSQL failed") == 1, printed
    assert "Connection refused" in printed, "libpq's own message says what failed"
    for advice in ["`make lab`", "tools/with-postgres.sh jupyter lab", "PGHOST, PGPORT", "postgresql://user@host:5432/name"]:
        assert advice in printed, advice
    assert chart_titles(notebook) == ["Test runs"] * 2, "the SQLite charts, and no empty PostgreSQL chart"
