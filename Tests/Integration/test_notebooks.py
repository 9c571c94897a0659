"""Every notebook in notebooks/ runs headlessly through nbclient with the installed Plotline kernel.

A notebook fails when any cell produces an `error` output or writes to stderr, except that a cell tagged
`raises-exception` (nbclient's own convention, for cells that show an error on purpose) must produce an error.
Notebooks run with notebooks/ as their working directory, so relative data paths (data/test_runs.csv) work as they
do in JupyterLab.
"""

import base64
import pathlib

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
PATHS = sorted(NOTEBOOKS.glob("*.ipynb"))


def run_notebook(path):
    """The notebook executed in a fresh kernel, as nbclient leaves it (display updates applied)."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, kernel_name="plotline", timeout=120, startup_timeout=60,
                            allow_errors=True, resources={"metadata": {"path": str(NOTEBOOKS)}})
    client.execute()
    return notebook


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
    notebook = run_notebook(path)
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
    notebook = run_notebook(NOTEBOOKS / "quickstart.ipynb")
    texts = final_plain_texts(notebook)
    assert any("Test runs: the last 50 builds" in text for text in texts), texts


def test_the_net_worth_charts_follow_a_balance_change():
    """The graph manager marks both periods stale when a balance changes, and the shown charts redraw."""
    notebook = run_notebook(NOTEBOOKS / "seed-net-worth.ipynb")
    texts = "\n".join(final_plain_texts(notebook))
    assert "Net worth, last 30 days: now $351K" in texts and "Net worth, last 12 months: now $351K" in texts, texts


def test_the_live_monitor_redraws_when_a_later_cell_changes_it():
    """live.ipynb binds every plot to a followed feed; a later cell makes both plot spaces follow the last minute
    instead of two, and the chart shown before it (and the snapshot after it) show that minute of the recorded run."""
    notebook = run_notebook(NOTEBOOKS / "live.ipynb")
    charts = [text for text in final_plain_texts(notebook) if "Push notification latency" in text]
    assert len(charts) == 2, charts
    assert all("x: 2m59s … 3m59s" in text for text in charts), charts
    assert all("Latency (48 points)" in text for text in charts), "the notebook invents no samples"


def test_animations_are_animated_pngs_ending_on_the_chart():
    """An animated chart's image/png is an APNG played once whose default image (what exports and viewers without
    APNG show) is its last frame; a chart without animation stays a plain PNG."""
    import io
    from PIL import Image, ImageChops
    notebook = run_notebook(NOTEBOOKS / "animation.ipynb")
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
