"""Series by field as a person sees them in JupyterLab and Notebook 7: a chart made with `graph.addSeries` shows a
line per group, and a later cell's record with a new group value makes the shown chart gain a line and a legend
entry in the next colour of the palette.

Every check reads the chart the page shows (an `<img>`, or an interactive chart's canvas), never the kernel's
messages: the picture changes, and pixels of the new group's colour appear in it.
"""

from test_browser_live import write_notebook

SERIES_CHART = """\
let stocks = Feed(records: [
    ["symbol": "MSFT", "t": 0, "price": 39], ["symbol": "AMZN", "t": 0, "price": 64],
    ["symbol": "MSFT", "t": 1, "price": 36], ["symbol": "AMZN", "t": 1, "price": 69],
    ["symbol": "MSFT", "t": 2, "price": 43], ["symbol": "AMZN", "t": 2, "price": 68],
])
let graph = XYGraph(width: 480, height: 300)
graph.title = "Prices by symbol"
let series = graph.addSeries(from: stocks, by: "symbol", x: "t", y: "price")
graph"""

NEW_GROUP = """\
stocks.append(contentsOf: [
    ["symbol": "IBM", "t": 0, "price": 100], ["symbol": "IBM", "t": 1, "price": 90], ["symbol": "IBM", "t": 2, "price": 95],
])"""

# The palette's first three colours (Tableau 10: blue, orange, green), as the PNG encodes them.
BLUE, ORANGE, GREEN = (31, 119, 180), (255, 127, 14), (44, 160, 44)

COUNT_COLOR = """async ([source, rgb, tolerance, fromTop]) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const top = Math.floor(canvas.height * fromTop);
    const data = context.getImageData(0, top, canvas.width, canvas.height - top).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i] - rgb[0]) <= tolerance && Math.abs(data[i + 1] - rgb[1]) <= tolerance &&
            Math.abs(data[i + 2] - rgb[2]) <= tolerance && data[i + 3] > 200) count += 1;
    }
    return count;
}"""


def pixels_of(notebook_page, source, rgb, tolerance=12, from_top=0.0):
    """How many pixels of the picture the page decodes from `source` have the colour `rgb`, below `from_top` (a
    share of its height: 0.85 is the strip under the x axis where the legend sits)."""
    return notebook_page.page.evaluate(COUNT_COLOR, [source, list(rgb), tolerance, from_top])


def test_a_new_group_from_a_later_cell_adds_its_line_and_legend_entry_to_the_shown_chart(notebook_page, served_root):
    front_end = notebook_page.server.front_end
    name = write_notebook(served_root, f"series-{front_end}.ipynb", [SERIES_CHART, NEW_GROUP])
    notebook_page.open(name)
    notebook_page.run_cell(0)
    notebook_page.wait_for_outputs_to_settle()
    before = notebook_page.image_source(0)
    assert before, "the series chart is shown"
    assert pixels_of(notebook_page, before, BLUE) > 50, "MSFT's line and swatch are drawn in the palette's first colour"
    assert pixels_of(notebook_page, before, ORANGE) > 50, "AMZN's in its second"
    assert pixels_of(notebook_page, before, GREEN) == 0, "no third series yet"

    notebook_page.run_cell(1)
    notebook_page.wait_for_image_change(0, before, timeout=10)
    notebook_page.wait_for_outputs_to_settle()
    after = notebook_page.image_source(0)
    green = pixels_of(notebook_page, after, GREEN)
    print(f"{front_end}: the new group IBM drew {green} pixels of the palette's third colour")
    assert green > 50, "IBM's line and legend swatch appear in the palette's third colour"
    assert pixels_of(notebook_page, after, GREEN, from_top=0.85) > 10, "the legend under the chart gains IBM's swatch"
    assert pixels_of(notebook_page, before, ORANGE, from_top=0.85) > 10, "(where the other swatches are)"
    assert pixels_of(notebook_page, after, BLUE) > 50 and pixels_of(notebook_page, after, ORANGE) > 50, \
        "the first two series are still drawn"
    assert notebook_page.output_texts(1) == [], "the appending cell shows nothing itself"
