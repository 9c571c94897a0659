"""Issue 2: completion, inspection, is_complete and help over the wire, on live session values."""

from conftest import execute, of_type

SETUP = 'let graph = XYGraph(width: 320, height: 200, theme: .plainWhite)\ngraph.axisSet.xAxis.majorIntervalLength = 25'


def complete(kc, code, cursor=None):
    kc.complete(code, len(code) if cursor is None else cursor)
    return kc.get_shell_msg(timeout=10)["content"]


def inspect(kc, code, cursor, detail):
    kc.inspect(code, cursor, detail)
    return kc.get_shell_msg(timeout=10)["content"]


def test_completion_on_live_key_paths_and_expected_types(kernel):
    _, kc = kernel
    assert execute(kc, SETUP)[0]["content"]["status"] == "ok"

    reply = complete(kc, "graph.axisSet.xAxis.")
    assert {"majorIntervalLength", "labelingPolicy", "title"} <= set(reply["matches"])
    kinds = {entry["text"]: entry["type"] for entry in reply["metadata"]["_jupyter_types_experimental"]}
    assert kinds["majorIntervalLength"] == "property"

    reply = complete(kc, "graph.axisSet.yAxis.labelingPolicy = .")
    assert {"none", "locationsProvided", "fixedInterval", "automatic", "equalDivisions"} <= set(reply["matches"])
    assert set(complete(kc, "XYGraph(theme: .")["matches"]) >= {"plainWhite", "plainBlack"}
    assert complete(kc, "XYGraph(")["matches"] == ["width:", "height:", "theme:"]

    code = 'let label = "Größe 📈" + gra'
    reply = complete(kc, code, cursor=len(code))  # Python's len counts code points, as the protocol does
    assert reply["matches"] == ["graph"]
    assert (reply["cursor_start"], reply["cursor_end"]) == (len(code) - 3, len(code))


def test_inspection_levels_and_help_pages(kernel):
    _, kc = kernel
    execute(kc, SETUP)
    brief = inspect(kc, "graph.axisSet.xAxis.majorIntervalLength", 25, 0)
    assert brief["found"]
    text = brief["data"]["text/plain"]
    assert text.startswith("XYAxis.majorIntervalLength: Double") and "Current value: 25" in text

    full = inspect(kc, "graph", 2, 1)["data"]["text/plain"]
    assert "Properties:" in full and "Methods:" in full
    assert not inspect(kc, "nothingKnown", 3, 0)["found"]

    for code in ["help(graph.axisSet.xAxis.majorIntervalLength)", "graph.axisSet.xAxis.majorIntervalLength?"]:
        reply, messages = execute(kc, code)
        pages = reply["content"]["payload"]
        assert len(pages) == 1 and pages[0]["source"] == "page"
        assert "The distance between major ticks" in pages[0]["data"]["text/plain"]
        assert of_type(messages, "execute_result") == []


def test_is_complete_indents_open_blocks(kernel):
    _, kc = kernel
    for code, expected in [("for i in 0..<3 {", {"status": "incomplete", "indent": "    "}),
                           ("func f() {\n    if true {", {"status": "incomplete", "indent": "        "}),
                           ("graph.title = \"x\"", {"status": "complete"}),
                           ("let = 1", {"status": "invalid"})]:
        kc.is_complete(code)
        assert kc.get_shell_msg(timeout=10)["content"] == expected, code
