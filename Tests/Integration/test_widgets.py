"""Issue 15: interactive charts through the Jupyter widget protocol (anywidget's model), at the protocol level.

The kernel plays a widget front end's counterpart over real sockets: a client without a widget manager (nbclient,
consoles) gets pictures exactly as before; once a widget manager has asked for the `jupyter.widget` comms, a
chart opens an anywidget model (comm_open with protocol 2.1 metadata, the view's module and the first frame as a
binary buffer), gains the widget view when the module reports ready, answers view requests with exact frames
(newest only), request_state with the whole state, and keeps the bundle's picture current at the end of cells.
What a page shows is tested in Tests/Browser/test_browser_widgets.py.
"""

import queue
import time

import pytest
from jupyter_client.manager import start_new_kernel

from conftest import drain_iopub, execute, of_type

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

CHART = """
let feed = Feed(records: [["x": 0, "y": 0], ["x": 10, "y": 5], ["x": 20, "y": 2]])
let graph = XYGraph(width: 400, height: 250)
graph.title = "Widget"
let line = ScatterPlot(identifier: "line")
line.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.x")
line.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
graph.add(line)
graph.defaultPlotSpace.xRange = PlotRange(location: 0, length: 20)
graph.defaultPlotSpace.yRange = PlotRange(location: 0, length: 5)
graph
"""


def send_shell(kc, msg_type, content):
    """Sends a shell request; returns its msg_id."""
    msg = kc.session.msg(msg_type, content)
    kc.shell_channel.send(msg)
    return msg["header"]["msg_id"]


def comm_msg(kc, comm_id, data):
    return send_shell(kc, "comm_msg", {"comm_id": comm_id, "data": data})


def custom(kc, comm_id, content):
    return comm_msg(kc, comm_id, {"method": "custom", "content": content})


def wait_iopub(kc, predicate, timeout=15):
    """The first IOPub message (any parent) for which `predicate` is true, skipping others."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            msg = kc.get_iopub_msg(timeout=max(0.05, deadline - time.monotonic()))
        except queue.Empty:
            break
        if predicate(msg):
            return msg
    raise AssertionError("the expected IOPub message did not arrive")


def frame_update(comm_id, seq=None):
    def matches(msg):
        if msg["msg_type"] != "comm_msg" or msg["content"]["comm_id"] != comm_id:
            return False
        data = msg["content"]["data"]
        if data.get("method") != "update" or "frame_info" not in data.get("state", {}):
            return False
        return seq is None or data["state"]["frame_info"]["seq"] >= seq

    return matches


def chart_opens(messages):
    """The `comm_open`s of charts' models (the probe that learns whether views load has no chart)."""
    return [m for m in of_type(messages, "comm_open") if "chart_id" in m["content"]["data"]["state"]]


def comm_info(kc, target="jupyter.widget"):
    msg_id = send_shell(kc, "comm_info_request", {"target_name": target})
    reply = kc.get_shell_msg(timeout=10)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=10)
    return reply["content"]


def shell_reply(kc, msg_id):
    reply = kc.get_shell_msg(timeout=10)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=10)
    return reply


def test_without_a_widget_manager_a_chart_is_a_picture_and_no_comm_opens(kernel):
    _, kc = kernel
    drain_iopub(kc)
    reply, messages = execute(kc, CHART)
    assert reply["content"]["status"] == "ok", reply["content"]
    assert not of_type(messages, "comm_open"), "nbclient and consoles must see no widget traffic"
    shown = of_type(messages, "display_data")[-1]["content"]["data"]
    assert WIDGET_MIME not in shown and "image/png" in shown and "text/plain" in shown


def test_a_widget_front_end_gets_an_anywidget_model_with_the_first_frame_as_a_buffer(kernel):
    _, kc = kernel
    assert comm_info(kc)["comms"] == {}, "the reply lists the comms open when the question came"
    # Connecting opens nothing, so JupyterLab (saving widget state) does not mark a notebook only opened as modified.
    assert comm_info(kc)["comms"] == {}
    drain_iopub(kc)
    reply, messages = execute(kc, CHART)
    assert reply["content"]["status"] == "ok", reply["content"]
    # The first cell opens the probe: the chart module without a chart, whose `ready` proves views load here.
    probes = [m for m in of_type(messages, "comm_open") if "chart_id" not in m["content"]["data"]["state"]]
    assert len(probes) == 1
    probe = probes[0]
    assert probe["content"]["target_name"] == "jupyter.widget"
    assert "export default" in probe["content"]["data"]["state"]["_esm"]
    opens = chart_opens(messages)
    assert len(opens) == 1
    opened = opens[0]
    assert opened["content"]["target_name"] == "jupyter.widget"
    assert opened["metadata"] == {"version": "2.1.0"}, "without it JupyterLab drops the comm and shows nothing"
    state = opened["content"]["data"]["state"]
    assert state["_model_module"] == state["_view_module"] == "anywidget"
    assert (state["_model_name"], state["_view_name"]) == ("AnyModel", "AnyView")
    assert "export default" in state["_esm"] and "plotline-chart" in state["_esm"]
    assert opened["content"]["data"]["buffer_paths"] == [["frame"]]
    assert len(opened["buffers"]) == 1 and bytes(opened["buffers"][0]).startswith(PNG_SIGNATURE)
    info = state["frame_info"]
    assert info["x_range"] == [0, 20] and info["y_range"] == [0, 5]
    assert (info["width"], info["height"]) == (400, 250)
    x, y, w, h = info["plot"]
    assert 0 < x < x + w <= 400 and 0 < y < y + h <= 250
    assert info["interactive"] is True

    shown = of_type(messages, "display_data")[-1]["content"]
    assert WIDGET_MIME not in shown["data"], "the view is added only once the front end has loaded the module"
    assert "image/png" in shown["data"]
    comm_id = opened["content"]["comm_id"]
    probe_id = probe["content"]["comm_id"]
    assert comm_info(kc)["comms"] == {comm_id: {"target_name": "jupyter.widget"},
                                      probe_id: {"target_name": "jupyter.widget"}}, "the probe waits for its ready"


def open_widget(kc):
    """Shows CHART to a widget front end and reports the view ready; returns (comm_id, display_id)."""
    comm_info(kc)
    drain_iopub(kc)
    _, messages = execute(kc, CHART)
    comm_id = chart_opens(messages)[0]["content"]["comm_id"]
    shown = of_type(messages, "display_data")[-1]["content"]
    display_id = shown["transient"]["display_id"]
    ready_id = custom(kc, comm_id, {"type": "ready"})
    live = wait_iopub(kc, lambda m: m["msg_type"] == "comm_msg" and m["parent_header"].get("msg_id") == ready_id)
    assert live["content"]["data"] == {"method": "custom", "content": {"type": "live"}}, \
        "the view learns a kernel holds its model (a model restored from a saved notebook never does)"
    if WIDGET_MIME in shown["data"]:
        # A view of this kernel reported ready in an earlier test: views load here, so the display named the widget
        # view from its first paint and nothing replaces it.
        upgrade = {"content": shown}
    else:
        upgrade = wait_iopub(kc, lambda m: m["msg_type"] == "update_display_data")
        assert upgrade["content"]["transient"]["display_id"] == display_id
    view = upgrade["content"]["data"][WIDGET_MIME]
    assert view == {"model_id": comm_id, "version_major": 2, "version_minor": 1}
    assert "image/png" in upgrade["content"]["data"] and "text/plain" in upgrade["content"]["data"]
    return comm_id, display_id


def test_a_ready_view_gets_the_widget_view_and_a_view_request_gets_the_exact_frame(kernel):
    _, kc = kernel
    comm_id, _ = open_widget(kc)
    custom(kc, comm_id, {"type": "view", "seq": 3, "x": [5, 10], "y": [1, 2]})
    update = wait_iopub(kc, frame_update(comm_id, seq=3))
    info = update["content"]["data"]["state"]["frame_info"]
    assert info["x_range"] == [5, 10] and info["y_range"] == [1, 2]
    assert update["content"]["data"]["buffer_paths"] == [["frame"]]
    assert bytes(update["buffers"][0]).startswith(PNG_SIGNATURE)

    # The model changed: a later cell reads the range the user chose.
    reply, messages = execute(kc, "graph.defaultPlotSpace.xRange.location")
    assert reply["content"]["status"] == "ok"
    assert of_type(messages, "execute_result")[0]["content"]["data"]["text/plain"] == "5.0"

    custom(kc, comm_id, {"type": "reset", "seq": 4})
    update = wait_iopub(kc, frame_update(comm_id, seq=4))
    assert update["content"]["data"]["state"]["frame_info"]["x_range"] == [0, 20]


def test_a_reversed_x_axis_stays_reversed_through_the_views_requests(kernel):
    _, kc = kernel
    comm_id, _ = open_widget(kc)
    reply, messages = execute(kc, "graph.defaultPlotSpace.xRange = PlotRange(location: 20, length: -20)")
    assert reply["content"]["status"] == "ok"
    # The view reads the window as the frame shows it, left edge first: 20 on the left, 0 on the right.
    frames = [m for m in messages if frame_update(comm_id)(m)]
    assert frames and frames[-1]["content"]["data"]["state"]["frame_info"]["x_range"] == [20, 0]
    assert bytes(frames[-1]["buffers"][0]).startswith(PNG_SIGNATURE)
    # A pan or zoom asks for its window the same way round, and the axis stays reversed.
    custom(kc, comm_id, {"type": "view", "seq": 5, "x": [15, 5], "y": [0, 5]})
    update = wait_iopub(kc, frame_update(comm_id, seq=5))
    assert update["content"]["data"]["state"]["frame_info"]["x_range"] == [15, 5]
    reply, messages = execute(kc, "graph.defaultPlotSpace.xRange.length")
    assert reply["content"]["status"] == "ok"
    assert of_type(messages, "execute_result")[0]["content"]["data"]["text/plain"] == "-10.0"


def test_only_the_newest_of_a_burst_of_view_requests_is_drawn(kernel):
    _, kc = kernel
    comm_id, _ = open_widget(kc)
    # A slow cell keeps the kernel busy while the burst queues behind it.
    msg_id = kc.execute("var total = 0.0\nfor i in 0..<300000 { total += Double(i) }\ntotal")
    for seq in range(1, 21):
        custom(kc, comm_id, {"type": "view", "seq": seq, "x": [seq, seq + 5], "y": [0, 5]})
    shell_reply(kc, msg_id)
    frames = []
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            msg = kc.get_iopub_msg(timeout=1)
        except queue.Empty:
            break
        if frame_update(comm_id)(msg):
            frames.append(msg["content"]["data"]["state"]["frame_info"])
            if frames[-1]["seq"] == 20:
                break
    assert frames and frames[-1]["seq"] == 20 and frames[-1]["x_range"] == [20, 25]
    assert len(frames) < 5, f"stale views were drawn: {[f['seq'] for f in frames]}"


def test_request_state_answers_with_the_whole_state_parented_on_the_request(kernel):
    _, kc = kernel
    comm_id, _ = open_widget(kc)
    drain_iopub(kc)
    msg_id = comm_msg(kc, comm_id, {"method": "request_state"})
    answer = wait_iopub(kc, lambda m: m["msg_type"] == "comm_msg" and m["parent_header"].get("msg_id") == msg_id)
    data = answer["content"]["data"]
    assert data["method"] == "update"
    assert data["state"]["_esm"] and data["state"]["chart_id"] == comm_id
    assert bytes(answer["buffers"][0]).startswith(PNG_SIGNATURE)

    # A reloaded page opens the listed comm again before asking for its state: the kernel keeps it.
    drain_iopub(kc)
    send_shell(kc, "comm_open", {"comm_id": comm_id, "target_name": "jupyter.widget", "data": {}})
    assert comm_info(kc)["comms"][comm_id] == {"target_name": "jupyter.widget"}


def test_a_later_cell_moves_the_widget_and_keeps_the_picture_current(kernel):
    _, kc = kernel
    comm_id, display_id = open_widget(kc)
    custom(kc, comm_id, {"type": "view", "seq": 1, "x": [0, 40], "y": [0, 10]})
    wait_iopub(kc, frame_update(comm_id, seq=1))
    drain_iopub(kc)
    reply, messages = execute(kc, 'feed.append(["x": 30, "y": 8])')
    assert reply["content"]["status"] == "ok"
    frames = [m for m in messages if frame_update(comm_id)(m)]
    assert frames, "the widget's view gets the new frame through the comm (Voilà ignores update_display_data)"
    updates = [m for m in of_type(messages, "update_display_data") if m["content"]["transient"]["display_id"] == display_id]
    assert len(updates) == 1 and WIDGET_MIME in updates[0]["content"]["data"]


def execute_in_cell(kc, code, cell_id, deleted=()):
    """Runs `code` as JupyterLab runs a notebook cell, naming the cell (and the cells deleted since) in the metadata;
    returns (shell reply, IOPub messages parented on the request up to idle)."""
    msg = kc.session.msg("execute_request", {
        "code": code, "silent": False, "store_history": True, "user_expressions": {}, "allow_stdin": False,
        "stop_on_error": True})
    msg["metadata"] = {"cellId": cell_id, "deletedCells": list(deleted)}
    kc.shell_channel.send(msg)
    msg_id = msg["header"]["msg_id"]
    reply = shell_reply(kc, msg_id)
    messages = []
    while not messages or messages[-1]["msg_type"] != "status" or \
            messages[-1]["content"]["execution_state"] != "idle":
        messages.append(wait_iopub(kc, lambda m: m["parent_header"].get("msg_id") == msg_id))
    return reply, messages


def test_running_a_cell_again_or_deleting_it_closes_the_widgets_its_output_showed(kernel):
    _, kc = kernel
    comm_info(kc)
    drain_iopub(kc)
    opened = {}
    for cell in ("cell-a", "cell-b"):
        _, messages = execute_in_cell(kc, CHART, cell)
        opened[cell] = chart_opens(messages)[0]["content"]["comm_id"]

    # JupyterLab clears a cell's outputs before running it again: the models its old charts showed are closed, so
    # neither the page nor a saved notebook's widget state keeps them.
    _, messages = execute_in_cell(kc, CHART, "cell-a")
    assert [m["content"]["comm_id"] for m in of_type(messages, "comm_close")] == [opened["cell-a"]]
    rerun = chart_opens(messages)[0]["content"]["comm_id"]
    assert set(comm_info(kc)["comms"]) >= {rerun, opened["cell-b"]}
    assert opened["cell-a"] not in comm_info(kc)["comms"]

    # Cell b's graph is gone (the name now holds the new one), but its output still shows the chart: a reloaded page
    # asking for its state gets the last frame.
    msg_id = comm_msg(kc, opened["cell-b"], {"method": "request_state"})
    answer = wait_iopub(kc, lambda m: m["msg_type"] == "comm_msg" and m["parent_header"].get("msg_id") == msg_id)
    assert answer["content"]["data"]["state"]["chart_id"] == opened["cell-b"]
    assert bytes(answer["buffers"][0]).startswith(PNG_SIGNATURE)

    _, messages = execute_in_cell(kc, "1 + 1", "cell-c", deleted=["cell-b"])
    assert [m["content"]["comm_id"] for m in of_type(messages, "comm_close")] == [opened["cell-b"]]
    assert rerun in comm_info(kc)["comms"]


def test_interactive_false_and_the_session_setting_give_pictures(kernel):
    _, kc = kernel
    comm_info(kc)
    drain_iopub(kc)
    reply, messages = execute(kc, CHART.replace("\ngraph\n", "\ndisplay(graph, interactive: false)\n"))
    assert reply["content"]["status"] == "ok", reply["content"]
    assert not of_type(messages, "comm_open")
    reply, messages = execute(kc, "session.interactive = false\n" + CHART)
    assert reply["content"]["status"] == "ok", reply["content"]
    assert not of_type(messages, "comm_open")
    execute(kc, "session.interactive = true")


@pytest.mark.filterwarnings("ignore:Message serialization failed")
def test_malformed_widget_messages_change_nothing_and_the_kernel_lives(kernel):
    _, kc = kernel
    comm_id, _ = open_widget(kc)
    for content in [
        {"type": "view", "x": "wide", "y": [0, 1]},
        {"type": "view", "x": [1, 1], "y": [0, 1], "seq": 9},
        {"type": "view", "x": [0, 1e400], "y": [0, 1]},
        {"type": "resize", "ratio": -3},
        {"type": "nonsense"},
        {},
    ]:
        custom(kc, comm_id, content)
    comm_msg(kc, comm_id, {"method": "update", "state": {"frame_info": None}})
    comm_msg(kc, "no-such-comm", {"method": "custom", "content": {"type": "view"}})
    send_shell(kc, "comm_close", {"comm_id": "no-such-comm", "data": {}})
    reply, messages = execute(kc, "graph.defaultPlotSpace.xRange.length")
    assert reply["content"]["status"] == "ok"
    assert of_type(messages, "execute_result")[0]["content"]["data"]["text/plain"] == "20.0"


def test_unknown_targets_and_the_widget_control_comm_are_closed(kernel):
    _, kc = kernel
    for target in ["jupyter.widget.control", "no.such.target"]:
        drain_iopub(kc)
        send_shell(kc, "comm_open", {"comm_id": "c-" + target, "target_name": target, "data": {}})
        closed = wait_iopub(kc, lambda m: m["msg_type"] == "comm_close")
        assert closed["content"]["comm_id"] == "c-" + target
    assert "c-no.such.target" not in comm_info(kc, target=None)["comms"]


@pytest.fixture
def fresh_kernel():
    """A kernel of its own: the hint is given once per session."""
    km, kc = start_new_kernel(kernel_name="plotline", startup_timeout=60)
    try:
        yield km, kc
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def test_a_widget_front_end_without_anywidget_keeps_pictures_and_gets_a_one_line_hint_once(fresh_kernel):
    _, kc = fresh_kernel
    comm_info(kc)
    drain_iopub(kc)
    reply, messages = execute(kc, CHART)  # no `ready` ever comes: the view's module never loaded
    assert reply["content"]["status"] == "ok"
    assert WIDGET_MIME not in of_type(messages, "display_data")[-1]["content"]["data"]
    time.sleep(3.5)
    _, messages = execute(kc, "1")
    hints = [m["content"]["text"] for m in of_type(messages, "stream") if "anywidget" in m["content"]["text"]]
    assert len(hints) == 1 and "pip install anywidget" in hints[0] and hints[0].count("\n") == 1, hints
    _, messages = execute(kc, "2")
    assert not [m for m in of_type(messages, "stream") if "anywidget" in m["content"]["text"]], "said once"
