"""Issue 32: a feed shows as a table, at the protocol level, against the real kernel.

A feed as a cell's last value, or shown with `display(feed)`, is `text/html` (a table of its first and last rows
with the column names and types and the counts) beside the `text/plain` summary and preview; a client without a
widget manager (nbclient, consoles) sees no widget traffic. Once a widget manager has asked for the
`jupyter.widget` comms, the feed also opens a grid model, which answers requests for pages of rows with the rows'
cells in a custom comm message and hears of the feed's changes. What the page shows is tested in
Tests/Browser/test_browser_feed_table.py.
"""

import html

from conftest import drain_iopub, execute, of_type
from test_widgets import comm_info, custom, wait_iopub

FEED = """
let feed = Feed(columns: ["i": Array(0..<5000), "half": (0..<5000).map { Double($0) / 2 }, "tag": (0..<5000).map { $0 % 7 == 0 ? nil : "t\\($0)" }])
feed
"""


def shown_bundle(messages):
    """The bundle of the cell's execute_result, or else of its last display_data."""
    results = of_type(messages, "execute_result") or of_type(messages, "display_data")
    assert results, [m["msg_type"] for m in messages]
    return results[-1]["content"]["data"]


def test_a_feed_is_an_html_table_beside_its_text_without_widget_traffic(kernel):
    _, kc = kernel
    drain_iopub(kc)
    reply, messages = execute(kc, FEED)
    assert reply["content"]["status"] == "ok", reply["content"]
    assert not of_type(messages, "comm_open"), "nbclient and consoles must see no widget traffic"
    assert of_type(messages, "execute_result"), "without a grid the table is the cell's result, as pandas' is"
    data = shown_bundle(messages)
    assert set(data) == {"text/html", "text/plain"}
    table = data["text/html"]
    assert table.startswith('<div class="plotline-table"><style>')
    for cell in ("<th>tag</th>", ">integer</th>", ">number</th>", ">text</th>",
                 '<th class="pt-index">0</th><td class="pt-num">0</td><td class="pt-num">0.0</td>'
                 '<td class="pt-nil" title="nil"></td>',
                 '<th class="pt-index">4999</th><td class="pt-num">4999</td><td class="pt-num">2499.5</td><td>t4999</td>',
                 "4,980 rows not shown", "5,000 rows × 3 columns"):
        assert cell in table, cell
    assert len(table) < 20_000
    text = data["text/plain"]
    assert text.splitlines()[0] == "Feed: 5000 records; i (integer), half (number), tag (text)"
    assert text.splitlines()[1].split() == ["i", "half", "tag"]
    assert text.splitlines()[-1] == "… 4,995 more rows"

    _, messages = execute(kc, "feed.filter = { $0.i >= 4990 }\ndisplay(feed)")
    shown = of_type(messages, "display_data")[-1]["content"]
    assert shown["transient"]["display_id"]
    assert "10 rows × 3 columns, filtered from 5,000 records" in shown["data"]["text/html"]


def test_names_and_values_are_escaped(kernel):
    _, kc = kernel
    drain_iopub(kc)
    _, messages = execute(kc, 'Feed(records: [["<b>&name": "<script>alert(1)</script> & more"]])')
    table = shown_bundle(messages)["text/html"]
    assert "<script" not in table.lower() and "<b>" not in table
    assert "&lt;b&gt;&amp;name" in table
    assert html.unescape(table).count("<script>alert(1)</script> & more") == 1


def test_a_widget_front_end_gets_a_grid_that_pages_rows_and_follows_the_feed(kernel):
    _, kc = kernel
    comm_info(kc)  # as a widget manager does when it connects
    drain_iopub(kc)
    reply, messages = execute(kc, FEED)
    assert reply["content"]["status"] == "ok", reply["content"]
    opened = of_type(messages, "comm_open")[-1]
    assert opened["metadata"] == {"version": "2.1.0"}
    state = opened["content"]["data"]["state"]
    assert state["_model_name"] == "AnyModel" and "plotline-grid" in state["_esm"]
    assert state["row_count"] == 5000
    assert [c["type"] for c in state["columns"]] == ["integer", "number", "text"]
    assert state["first_rows"]["rows"][1] == ["1", "0.5", "t1"]
    comm_id = opened["content"]["comm_id"]
    shown = of_type(messages, "display_data")[-1]["content"]
    assert "text/html" in shown["data"] and shown["transient"]["display_id"]

    custom(kc, comm_id, {"type": "rows", "start": 2500, "end": 2600, "seq": 9})
    answer = wait_iopub(kc, lambda m: m["msg_type"] == "comm_msg" and m["content"]["comm_id"] == comm_id
                        and m["content"]["data"].get("method") == "custom")
    content = answer["content"]["data"]["content"]
    assert (content["type"], content["seq"], content["start"]) == ("rows", 9, 2500)
    assert len(content["rows"]) == 100
    assert content["rows"][0] == ["2500", "1250.0", "t2500"]
    assert content["rows"][6] == ["2506", "1253.0", None]

    _, messages = execute(kc, 'feed.append(["i": 5000, "half": 2500, "tag": "new"])')
    updates = [m for m in of_type(messages, "comm_msg") if m["content"]["comm_id"] == comm_id]
    assert updates and updates[-1]["content"]["data"]["state"]["row_count"] == 5001
