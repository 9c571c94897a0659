"""Every shipped notebook, opened and run as a person runs it (Run ▸ Run All Cells) in JupyterLab and Notebook 7.

A notebook passes when it opens unmodified (the front end found nothing to rewrite in its metadata), no cell shows
an error or stderr output except cells tagged `raises-exception` (which must show one), and every chart image is
loaded and shown at the size its metadata gives, in points, from a PNG with more pixels (the session's scale); an
SVG chart (when the session asks for SVG too) at its own size.
"""

import json
import pathlib

import pytest

from conftest import NOTEBOOKS

SHIPPED = sorted(path.name for path in NOTEBOOKS.glob("*.ipynb"))


def tagged_to_raise(name):
    """Indexes of the notebook's cells tagged `raises-exception`."""
    cells = json.loads((NOTEBOOKS / name).read_text())["cells"]
    return {index for index, cell in enumerate(cells) if "raises-exception" in cell.get("metadata", {}).get("tags", [])}


def code_cell_indexes(name):
    cells = json.loads((NOTEBOOKS / name).read_text())["cells"]
    return [index for index, cell in enumerate(cells) if cell["cell_type"] == "code"]


def image_problems(index, image):
    """What is wrong with one output image as the page shows it, if anything."""
    problems = []
    if not image["complete"] or image["naturalWidth"] == 0:
        return [f"cell {index}: an image did not load"]
    if image["src"].startswith("data:image/svg+xml"):
        # The front end prefers SVG when the session sends it (session.formats); its size, in points, is its own.
        if abs(image["shownWidth"] - image["naturalWidth"]) > 1:
            problems.append(f"cell {index}: an SVG chart shown at {image['shownWidth']} px, drawn for "
                            f"{image['naturalWidth']} px")
        return problems
    if image["attributeWidth"] is None or image["attributeHeight"] is None:
        return [f"cell {index}: an image has no size from its metadata (shown at {image['naturalWidth']} px)"]
    width, height = float(image["attributeWidth"]), float(image["attributeHeight"])
    if abs(image["shownWidth"] - width) > 1 or abs(image["shownHeight"] - height) > 1:
        problems.append(f"cell {index}: image shown at {image['shownWidth']}×{image['shownHeight']}, "
                        f"its metadata says {width:g}×{height:g}")
    scale = image["naturalWidth"] / width
    if scale < 1 or abs(scale - round(scale)) > 0.01:
        problems.append(f"cell {index}: a {image['naturalWidth']} px PNG for {width:g} points is not a whole scale")
    return problems


def shows_pictures_on_purpose(name):
    """Indexes of the cells that ask for a plain picture (`graph.snapshot()`, `interactive: false`)."""
    cells = json.loads((NOTEBOOKS / name).read_text())["cells"]
    return {index for index, cell in enumerate(cells)
            if any(mark in "".join(cell["source"]) for mark in ("snapshot()", "interactive: false"))}


def animation_problems(index, events):
    """An animation played twice in one output: two starts, or a start after the cell showed a plain picture (the
    picture played it first, then the interactive chart that replaced it played it again)."""
    starts = events.count("animation")
    if starts > 1 or (starts == 1 and "picture" in events and events.index("picture") < events.index("animation")):
        return [f"cell {index}: its animation played again ({' → '.join(events)})"]
    return []


@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_notebook_opens_unmodified_runs_all_without_errors_and_shows_its_charts(notebook_page, name):
    """It opens unmodified: its language_info matches the kernel's exactly, so connecting the kernel changes nothing
    to save. After Run All every chart is interactive (both front ends render widgets) and no animation plays twice.
    """
    notebook_page.open(name)
    notebook_page.page.wait_for_timeout(500)  # the front end writes the kernel's language_info on connecting
    problems = []
    if notebook_page.would_warn_on_leave():
        problems.append("it is marked modified as soon as it opens (its metadata differs from the kernel's "
                        "language_info)")
    notebook_page.record_chart_events()
    notebook_page.run_all()
    notebook_page.wait_for_all_cells_to_run()
    raising, pictures = tagged_to_raise(name), shows_pictures_on_purpose(name)
    notebook_page.wait_for_charts_to_become_interactive(except_cells=pictures)
    notebook_page.wait_for_outputs_to_settle()

    charts = 0
    for index in code_cell_indexes(name):
        errors = notebook_page.error_texts(index)
        if index in raising:
            if not errors:
                problems.append(f"cell {index} is tagged raises-exception but shows no error")
        elif errors:
            problems.append(f"cell {index} shows an error:\n" + "\n".join(errors))
        for image in notebook_page.images(index):
            charts += 1
            problems += image_problems(index, image)
            if not image["widget"] and index not in pictures:
                problems.append(f"cell {index}: a chart is a plain picture, not an interactive chart")
        problems += animation_problems(index, notebook_page.chart_events(index))
    assert not problems, f"{name} in {notebook_page.server.front_end}:\n" + "\n".join(problems)
    assert charts > 0, f"{name} shows no chart"
