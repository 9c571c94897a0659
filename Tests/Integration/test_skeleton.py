"""Issue 1: one cell in Jupyter becomes a live Cairo chart, end to end, through the installed kernelspec."""

import base64
import struct
import time

import zmq
from jupyter_client.session import Session

from conftest import execute, of_type, drain_iopub

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

CHART_CELL = """
let graph = XYGraph(width: 480, height: 300, theme: .plainWhite)
graph.title = "Skeleton"
graph.defaultPlotSpace.xRange = PlotRange(location: 0, length: 10)
graph.defaultPlotSpace.yRange = 0...30
graph.axisSet.xAxis.majorIntervalLength = 2
graph.axisSet.yAxis.majorIntervalLength = 10
let squares = ScatterPlot(identifier: "squares", x: [0, 1, 2, 3, 4, 5], y: [0, 1, 4, 9, 16, 25])
squares.dataLineStyle.lineColor = .red
graph.add(squares)
graph
"""


def png_size(data):
    """(width, height) in pixels from a PNG's IHDR chunk."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_kernel_info_names_the_language(kernel):
    _, kc = kernel
    kc.kernel_info()
    reply = kc.get_shell_msg(timeout=10)
    assert reply["header"]["version"] == "5.5"
    info = reply["content"]["language_info"]
    assert info["name"] == "plotline"
    assert info["file_extension"] == ".plot"
    assert info["mimetype"] == "text/x-plotline"
    assert info["pygments_lexer"] == "swift"
    assert info["codemirror_mode"] == "swift"


def test_two_cells_show_a_chart_and_update_it(kernel):
    _, kc = kernel
    drain_iopub(kc)
    reply, messages = execute(kc, CHART_CELL)
    assert reply["content"]["status"] == "ok", reply["content"]
    states = [m["content"]["execution_state"] for m in of_type(messages, "status")]
    assert states == ["busy", "idle"]
    assert messages[0]["msg_type"] == "status" and messages[-1]["msg_type"] == "status"
    inputs = of_type(messages, "execute_input")
    assert len(inputs) == 1 and inputs[0]["content"]["code"] == CHART_CELL
    assert not of_type(messages, "execute_result"), "JupyterLab and Notebook 7 never update an execute_result"
    results = of_type(messages, "display_data")
    assert len(results) == 1, "the graph, the cell's last value, goes out as a live display_data (docs/displays.md)"
    result = results[0]["content"]
    png = base64.b64decode(result["data"]["image/png"])
    assert png_size(png) == (960, 600), "PNG is rendered at 2x"
    size = result["metadata"]["image/png"]
    assert (size["width"], size["height"]) == (480, 300), "size metadata is in points"
    assert "Skeleton" in size["alt"]
    assert "Skeleton" in result["data"]["text/plain"]
    display_id = result["transient"]["display_id"]
    assert display_id

    reply, messages = execute(kc, 'graph.title = "Changed"')
    assert reply["content"]["status"] == "ok", reply["content"]
    updates = of_type(messages, "update_display_data")
    assert [u["content"]["transient"]["display_id"] for u in updates] == [display_id]
    assert updates[0]["parent_header"]["msg_id"] == reply["parent_header"]["msg_id"]
    assert "Changed" in updates[0]["content"]["data"]["text/plain"]
    assert png_size(base64.b64decode(updates[0]["content"]["data"]["image/png"])) == (960, 600)

    reply, messages = execute(kc, "display(graph)")
    displays = of_type(messages, "display_data")
    assert len(displays) == 1
    assert displays[0]["content"]["transient"]["display_id"] not in ("", display_id)
    assert of_type(messages, "update_display_data") == [], "an unchanged graph is not re-sent"


def test_user_errors_report_once_and_the_session_goes_on(kernel):
    _, kc = kernel
    drain_iopub(kc)
    reply, messages = execute(kc, "undefinedName")
    assert reply["content"]["status"] == "error"
    assert reply["content"]["ename"] == "NameError"
    errors = of_type(messages, "error")
    assert len(errors) == 1
    traceback = "\n".join(errors[0]["content"]["traceback"])
    assert "undefinedName" in traceback and "line 1" in traceback

    reply, messages = execute(kc, 'let g2 = XYGraph()\ng2.titel = 1')
    assert reply["content"]["status"] == "error"
    errors = of_type(messages, "error")
    assert len(errors) == 1
    assert errors[0]["content"]["ename"] == "PropertyError"
    traceback = "\n".join(errors[0]["content"]["traceback"])
    assert "titel" in traceback and "did you mean 'title'" in traceback and "line 2" in traceback

    reply, messages = execute(kc, "1 + 2")
    assert reply["content"]["status"] == "ok"
    assert of_type(messages, "execute_result")[0]["content"]["data"]["text/plain"] == "3"


def test_a_wrongly_signed_message_is_not_executed(kernel):
    km, kc = kernel
    info = km.get_connection_info()
    forger = Session(key=b"not-the-key", username="forger")
    context = zmq.Context.instance()
    socket = context.socket(zmq.DEALER)
    try:
        socket.connect(f"tcp://{info['ip']}:{info['shell_port']}")
        message = forger.msg(
            "execute_request",
            content={"code": "let forged = 42", "silent": False, "store_history": True,
                     "user_expressions": {}, "allow_stdin": False, "stop_on_error": True},
        )
        forger.send(socket, message)
        assert socket.poll(1000) == 0, "the kernel must not answer a forged request"
    finally:
        socket.close(linger=0)

    reply, messages = execute(kc, "forged")
    assert reply["content"]["status"] == "error"
    assert reply["content"]["ename"] == "NameError", "the forged cell must not have run"
    kc.kernel_info()
    assert kc.get_shell_msg(timeout=10)["msg_type"] == "kernel_info_reply"
