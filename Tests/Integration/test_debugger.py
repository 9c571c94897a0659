"""Issue 37: Jupyter's debugger protocol on a real kernel, request by request, as JupyterLab's debugger panel uses it.

Every request goes as a `debug_request` on the control channel and every event is read from IOPub, through
jupyter_client; cells run on shell while the debugger stops and steps them.
"""

import base64
import os
import time

import pytest
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import start_new_kernel

from conftest import KERNEL_NAME

FUNCTION_CELL = """func scaled(_ value: Double) -> Double {
    let factor = 2.5
    let result = value * factor
    return result
}
"""

# A label formatter: the model calls it while it draws the chart.
THOUSANDS = """class Thousands: Formatter {
    override func string(for value: Double) -> String? {
        let thousands = Int(value / 1000)
        return "\\(thousands)k"
    }
}
"""

# A graph whose x axis labels go through Thousands.
FORMATTED_GRAPH = """let g = XYGraph()
g.add(ScatterPlot(identifier: "s", x: [0, 5000, 10000], y: [1, 2, 3]))
g.axisSet.xAxis.labelFormatter = Thousands()
"""

LOOP_CELL = """var total = 0.0
let xs = [1.0, 2.0, 3.0]
for x in xs {
    total += scaled(x)
}
total
"""


class Client:
    """A DAP client over one kernel's control channel, keeping every IOPub message it reads."""

    def __init__(self, kc):
        self.kc = kc
        self.seq = 0
        self.iopub = []
        self.read = 0

    def request(self, command, arguments=None, timeout=15):
        self.seq += 1
        content = {"type": "request", "seq": self.seq, "command": command, "arguments": arguments or {}}
        msg = self.kc.session.msg("debug_request", content)
        self.kc.control_channel.send(msg)
        deadline = time.monotonic() + timeout
        while True:
            reply = self.kc.get_control_msg(timeout=max(0.01, deadline - time.monotonic()))
            if reply["parent_header"].get("msg_id") == msg["header"]["msg_id"]:
                assert reply["msg_type"] == "debug_reply"
                assert reply["content"]["request_seq"] == self.seq
                assert reply["content"]["command"] == command
                return reply["content"]

    def ok(self, command, arguments=None, timeout=15):
        response = self.request(command, arguments, timeout)
        assert response["success"], response
        return response.get("body", {})

    def event(self, name, timeout=15):
        """The next `debug_event` named `name` after those already taken."""
        deadline = time.monotonic() + timeout
        while True:
            while self.read < len(self.iopub):
                msg = self.iopub[self.read]
                self.read += 1
                if msg["msg_type"] == "debug_event" and msg["content"]["event"] == name:
                    return msg["content"]
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"no '{name}' event within {timeout} s")
            try:
                self.iopub.append(self.kc.get_iopub_msg(timeout=min(remaining, 1)))
            except Exception:
                pass

    def reply(self, msg_id, timeout=30):
        deadline = time.monotonic() + timeout
        while True:
            reply = self.kc.get_shell_msg(timeout=max(0.01, deadline - time.monotonic()))
            if reply["parent_header"].get("msg_id") == msg_id:
                return reply["content"]

    def run(self, code, timeout=30):
        return self.reply(self.kc.execute(code), timeout)

    def start(self):
        self.ok("initialize", {"clientID": "test", "adapterID": "plotline", "pathFormat": "path",
                               "linesStartAt1": True, "columnsStartAt1": True})
        self.ok("attach")
        info = self.ok("debugInfo")
        self.ok("configurationDone")
        return info

    def stopped(self):
        """Waits for `stopped`; returns it with the innermost frame."""
        event = self.event("stopped")
        frames = self.ok("stackTrace", {"threadId": 1})["stackFrames"]
        return event["body"], frames

    def break_in_formatter(self):
        """Declares Thousands and sets a breakpoint in its string(for:), on the line that names `thousands`."""
        assert self.run(THOUSANDS)["status"] == "ok"
        path = self.ok("dumpCell", {"code": THOUSANDS})["sourcePath"]
        self.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": 4}]})

    def stop_at(self, code, line):
        """Runs `code` with a breakpoint on `line`; returns the request's id and the stopped frames."""
        path = self.ok("dumpCell", {"code": code})["sourcePath"]
        self.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": line}]})
        msg_id = self.kc.execute(code)
        _, frames = self.stopped()
        return msg_id, frames

    def variables(self, reference, **page):
        return {v["name"]: v for v in self.ok("variables", {"variablesReference": reference, **page})["variables"]}

    def locals_and_globals(self, frame_id):
        scopes = {s["name"]: s for s in self.ok("scopes", {"frameId": frame_id})["scopes"]}
        return self.variables(scopes["Locals"]["variablesReference"]), self.variables(scopes["Globals"]["variablesReference"])


@pytest.fixture()
def debugged():
    km, kc = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=60)
    client = Client(kc)
    try:
        yield km, client
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def murmur2(text, seed):
    """MurmurHash2 as JupyterLab's debugger computes it, written here from the algorithm (not the kernel's)."""
    data = text.encode("utf-8")
    m = 0x5BD1E995
    h = (seed ^ len(data)) & 0xFFFFFFFF
    i = 0
    while len(data) - i >= 4:
        k = int.from_bytes(data[i:i + 4], "little")
        k = (k * m) & 0xFFFFFFFF
        k ^= k >> 24
        k = (k * m) & 0xFFFFFFFF
        h = ((h * m) & 0xFFFFFFFF) ^ k
        i += 4
    rest = len(data) - i
    if rest == 3:
        h ^= data[i + 2] << 16
    if rest >= 2:
        h ^= data[i + 1] << 8
    if rest >= 1:
        h ^= data[i]
        h = (h * m) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * m) & 0xFFFFFFFF
    h ^= h >> 15
    return h


def test_the_kernel_advertises_the_debugger(debugged):
    km, client = debugged
    client.kc.kernel_info()
    info = client.kc.get_shell_msg(timeout=10)["content"]
    assert "debugger" in info["supported_features"]
    spec = KernelSpecManager().get_kernel_spec(KERNEL_NAME)
    assert spec.metadata.get("debugger") is True


def test_debug_info_names_cells_as_jupyterlab_does(debugged):
    _, client = debugged
    info = client.start()
    assert info["isStarted"] is True
    assert info["hashMethod"] == "Murmur2"
    assert info["tmpFilePrefix"].endswith("/") and info["tmpFileSuffix"] == ".plot"
    assert info["stoppedThreads"] == [] and info["richRendering"] is True
    for code in [FUNCTION_CELL, "let café = \"naïve ☕\"\ncafé"]:
        path = client.ok("dumpCell", {"code": code})["sourcePath"]
        assert path == f"{info['tmpFilePrefix']}{murmur2(code, info['hashSeed'])}{info['tmpFileSuffix']}"
        with open(path, encoding="utf-8") as dumped:
            assert dumped.read() == code
        assert client.ok("source", {"source": {"path": path}})["content"] == code


def test_breakpoints_are_verified_on_statement_lines_and_listed_in_debug_info(debugged):
    _, client = debugged
    client.start()
    path = client.ok("dumpCell", {"code": FUNCTION_CELL})["sourcePath"]
    answered = client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": 3}, {"line": 5}]})
    assert [(b["line"], b["verified"]) for b in answered["breakpoints"]] == [(3, True), (5, False)]
    listed = client.ok("debugInfo")["breakpoints"]
    assert listed == [{"source": path, "breakpoints": [{"line": 3}, {"line": 5}]}]


def test_a_breakpoint_stops_the_cell_and_steps_walk_it(debugged):
    _, client = debugged
    client.start()
    assert client.run(FUNCTION_CELL)["status"] == "ok"
    path = client.ok("dumpCell", {"code": LOOP_CELL})["sourcePath"]
    client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": 4}]})
    msg_id = client.kc.execute(LOOP_CELL)

    event, frames = client.stopped()
    assert event["reason"] == "breakpoint" and event["threadId"] == 1
    assert frames[0]["line"] == 4 and frames[0]["source"]["path"] == path
    assert client.ok("debugInfo")["stoppedThreads"] == [1]
    local, globals_ = client.locals_and_globals(frames[0]["id"])
    assert local["x"]["value"] == "1.0" and "type" not in local["x"]  # so JupyterLab's tree shows the value
    assert globals_["total"]["value"] == "0.0"
    assert globals_["xs"]["variablesReference"] > 0
    assert client.ok("evaluate", {"expression": "x * 10", "frameId": frames[0]["id"]})["result"] == "10.0"

    # Into the function declared in the earlier cell: its frame names that cell's source.
    client.ok("stepIn", {"threadId": 1})
    assert client.event("continued")["body"]["threadId"] == 1
    event, frames = client.stopped()
    assert event["reason"] == "step"
    assert [f["name"] for f in frames] == ["scaled", "cell [2]"]
    assert frames[0]["line"] == 2 and frames[0]["source"]["path"].endswith(".plot")
    assert frames[0]["source"]["path"] != path
    local, _ = client.locals_and_globals(frames[0]["id"])
    assert local["value"]["value"] == "1.0"

    client.ok("next", {"threadId": 1})
    _, frames = client.stopped()
    assert frames[0]["line"] == 3
    local, _ = client.locals_and_globals(frames[0]["id"])
    assert local["factor"]["value"] == "2.5"

    client.ok("stepOut", {"threadId": 1})
    _, frames = client.stopped()
    assert [f["name"] for f in frames] == ["cell [2]"] and frames[0]["line"] == 4
    local, globals_ = client.locals_and_globals(frames[0]["id"])
    assert local["x"]["value"] == "2.0" and globals_["total"]["value"] == "2.5"

    client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": []})
    client.ok("continue", {"threadId": 1})
    reply = client.reply(msg_id)
    assert reply["status"] == "ok"
    assert client.request("continue", {"threadId": 1})["success"] is False


def test_errors_stop_where_they_are_raised_when_asked(debugged):
    _, client = debugged
    client.start()
    client.ok("setExceptionBreakpoints", {"filters": ["raised"]})
    code = "let values = [1, 2]\nlet third = values[2]\nprint(third)\n"
    msg_id = client.kc.execute(code)
    event, frames = client.stopped()
    assert event["reason"] == "exception" and "out of range" in event["text"]
    assert frames[0]["line"] == 2
    client.ok("continue", {"threadId": 1})
    reply = client.reply(msg_id)
    assert reply["status"] == "error" and "out of range" in reply["evalue"]

    client.ok("setExceptionBreakpoints", {"filters": []})
    assert client.run(code)["status"] == "error"


def test_an_interrupt_ends_a_stopped_cell_and_the_kernel_goes_on(debugged):
    km, client = debugged
    client.start()
    code = "var n = 0\nn += 1\nn += 1\n"
    path = client.ok("dumpCell", {"code": code})["sourcePath"]
    client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": 2}]})
    msg_id = client.kc.execute(code)
    client.stopped()
    km.interrupt_kernel()
    reply = client.reply(msg_id)
    assert reply["status"] == "error" and reply["ename"] == "Interrupted"
    client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": []})
    assert client.run("n")["status"] == "ok"


@pytest.mark.parametrize("restart", [True, False])
def test_shutdown_while_stopped_ends_the_kernel_cleanly(debugged, restart):
    km, client = debugged
    info = client.start()
    code = "let a = 1\nlet b = a + 1\n"
    path = client.ok("dumpCell", {"code": code})["sourcePath"]
    assert os.path.exists(path)
    client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": 2}]})
    client.kc.execute(code)
    client.stopped()
    if restart:
        km.restart_kernel(now=False)
        client.kc.wait_for_ready(timeout=60)
        assert client.run("1 + 1")["status"] == "ok"
    else:
        km.shutdown_kernel(now=False)
        assert not km.is_alive()
        assert not os.path.exists(info["tmpFilePrefix"]), "the kernel removes the cells it dumped"


def test_pause_stops_a_running_loop(debugged):
    km, client = debugged
    client.start()
    msg_id = client.kc.execute("var spins = 0\nwhile true {\n    spins += 1\n}\n")
    time.sleep(0.5)
    client.ok("pause", {"threadId": 1})
    event, frames = client.stopped()
    assert event["reason"] == "pause" and frames[0]["line"] in (2, 3)
    _, globals_ = client.locals_and_globals(frames[0]["id"])
    assert int(globals_["spins"]["value"]) > 0
    client.ok("continue", {"threadId": 1})
    km.interrupt_kernel()
    assert client.reply(msg_id)["ename"] == "Interrupted"


def test_variables_open_collections_feeds_and_graphs(debugged):
    _, client = debugged
    client.start()
    setup = """let feed = Feed(records: [["day": 1, "sales": 10.5], ["day": 2, "sales": 12.0], ["day": 3, "sales": 9.25]])
let graph = XYGraph()
graph.title = "Sales"
let plot = ScatterPlot(identifier: "sales")
plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.day")
plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.sales")
graph.add(plot)
let many = Array(0..<5000)
let table = ["a": 1, "b": 2]
"""
    assert client.run(setup)["status"] == "ok"
    code = "let marker = 1\nmarker\n"
    path = client.ok("dumpCell", {"code": code})["sourcePath"]
    client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": 2}]})
    msg_id = client.kc.execute(code)
    _, frames = client.stopped()
    _, globals_ = client.locals_and_globals(frames[0]["id"])

    columns = client.variables(globals_["feed"]["variablesReference"])
    assert columns["count"]["value"] == "3"
    assert columns["sales"]["indexedVariables"] == 3
    sales = client.variables(columns["sales"]["variablesReference"])
    assert [v["value"] for v in sales.values()] == ["10.5", "12.0", "9.25"]

    graph = client.variables(globals_["graph"]["variablesReference"])
    assert graph["title"]["value"] == '"Sales"'

    many = globals_["many"]
    assert many["indexedVariables"] == 5000
    page = client.variables(many["variablesReference"], start=4990, count=20)
    assert list(page) == [f"[{i}]" for i in range(4990, 5000)]
    first = client.variables(many["variablesReference"])
    assert len(first) == 1000
    assert set(client.variables(globals_["table"]["variablesReference"])) == {'"a"', '"b"'}

    client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": []})
    client.ok("continue", {"threadId": 1})
    assert client.reply(msg_id)["status"] == "ok"


def test_inspect_and_rich_inspect_variables_without_a_started_debugger(debugged):
    _, client = debugged
    setup = """let feed = Feed(records: [["day": 1, "sales": 10.5], ["day": 2, "sales": 12.0]])
let graph = XYGraph()
graph.title = "Sales"
let plot = ScatterPlot(identifier: "sales")
plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.day")
plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.sales")
graph.add(plot)
let label = "weekly"
func helper() {}
"""
    assert client.run(setup)["status"] == "ok"
    listed = {v["name"]: v for v in client.ok("inspectVariables")["variables"]}
    assert set(listed) == {"feed", "graph", "plot", "label"}
    assert listed["label"]["value"] == '"weekly"' and "type" not in listed["label"]
    assert listed["graph"]["type"] == "XYGraph" and listed["feed"]["variablesReference"] > 0

    picture = client.ok("richInspectVariables", {"variableName": "graph"})
    png = base64.b64decode(picture["data"]["image/png"])
    assert png.startswith(b"\x89PNG") and len(png) > 2000
    assert picture["metadata"]["image/png"]["width"] > 0

    table = client.ok("richInspectVariables", {"variableName": "feed"})["data"]
    assert "<table" in table["text/html"] and "12" in table["text/html"]
    assert client.ok("richInspectVariables", {"variableName": "label"})["data"]["text/plain"] == '"weekly"'
    failed = client.request("richInspectVariables", {"variableName": "missing"})
    assert failed["success"] is False and "missing" in failed["message"]


def test_the_control_channel_answers_while_a_cell_runs(debugged):
    km, client = debugged
    client.start()
    assert client.run("let kept = 42")["status"] == "ok"
    msg_id = client.kc.execute("var spins = 0\nwhile true { spins += 1 }\n")
    time.sleep(0.3)
    listed = {v["name"]: v for v in client.ok("inspectVariables")["variables"]}
    assert listed["kept"]["value"] == "42"
    km.interrupt_kernel()
    assert client.reply(msg_id)["ename"] == "Interrupted"


def test_a_callback_run_while_rendering_stops_too(debugged):
    _, client = debugged
    client.start()
    client.break_in_formatter()
    code = FORMATTED_GRAPH + "g\n"
    msg_id = client.kc.execute(code)
    _, frames = client.stopped()
    assert frames[0]["name"] == "Thousands.string" and frames[0]["line"] == 4
    local, _ = client.locals_and_globals(frames[0]["id"])
    assert "thousands" in local and "value" in local
    client.ok("disconnect", {"restart": False, "terminateDebuggee": False})
    assert client.reply(msg_id)["status"] == "ok"


def test_malformed_debug_requests_get_failures_and_the_kernel_stays(debugged):
    _, client = debugged
    for command, arguments in [("", {}), ("setBreakpoints", {}), ("scopes", {"frameId": 99}),
                               ("variables", {"variablesReference": 12345}), ("dumpCell", {"code": 3}),
                               ("stepBack", {})]:
        response = client.request(command, arguments)
        assert response["success"] is False and response["message"]
    assert client.run("1 + 1")["status"] == "ok"


def test_prints_and_breakpoints_verified_late_become_events(debugged):
    _, client = debugged
    info = client.start()
    code = 'print("hello")\nlet y = 2\n'
    path = f"{info['tmpFilePrefix']}{murmur2(code, info['hashSeed'])}{info['tmpFileSuffix']}"
    answered = client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": 2}, {"line": 9}]})
    assert [b["verified"] for b in answered["breakpoints"]] == [False, False], "the cell's code is not known yet"
    msg_id = client.kc.execute(code)
    changed = [client.event("breakpoint")["body"], client.event("breakpoint")["body"]]
    assert [(b["breakpoint"]["line"], b["breakpoint"]["verified"]) for b in changed] == [(2, True), (9, False)]
    output = client.event("output")["body"]
    assert output == {"category": "stdout", "output": "hello\n"}
    event, frames = client.stopped()
    assert event["reason"] == "breakpoint" and frames[0]["line"] == 2
    client.ok("continue", {"threadId": 1})
    assert client.reply(msg_id)["status"] == "ok"


def test_an_evaluation_that_never_ends_does_not_wedge_the_kernel(debugged):
    km, client = debugged
    client.start()
    code = "let here = 1\nhere\n"
    msg_id, frames = client.stop_at(code, 2)
    started = time.monotonic()
    endless = client.request("evaluate", {"expression": "var k = 0\nwhile true { k += 1 }\nk", "frameId": frames[0]["id"]},
                             timeout=60)
    assert endless["success"] is False and ("steps" in endless["message"] or "busy" in endless["message"])
    assert time.monotonic() - started < 30
    # The evaluation ends by its step limit; the stopped frame is still there and answers.
    deadline = time.monotonic() + 60
    while True:
        answer = client.request("evaluate", {"expression": "here + 1", "frameId": frames[0]["id"]})
        if answer["success"] or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert answer["body"]["result"] == "2"
    client.ok("continue", {"threadId": 1})
    assert client.reply(msg_id)["status"] == "ok"


def test_random_debug_requests_never_kill_the_kernel(debugged):
    """Five hundred requests of every command with arguments of the wrong shapes, stopped and not: each gets a
    response naming its command, and the kernel runs cells after."""
    import random
    km, client = debugged
    rng = random.Random(20261207)
    commands = ["initialize", "attach", "configurationDone", "debugInfo", "dumpCell", "setBreakpoints",
                "setExceptionBreakpoints", "threads", "stackTrace", "scopes", "variables", "evaluate", "continue",
                "next", "stepIn", "stepOut", "pause", "source", "inspectVariables", "richInspectVariables",
                "modules", "copyToGlobals", "stepBack", "terminate", "disconnect", "nonsense"]
    shapes = [None, 0, -1, 2 ** 40, "", "x", [], {}, [1, "a"], {"path": 7}, {"path": "/nonexistent"}, True, 1.5,
              "let q = [1, 2, 3]\nq", "graph", "\u0000\ud7ff"]
    keys = ["code", "source", "breakpoints", "filters", "frameId", "variablesReference", "start", "count",
            "expression", "variableName", "threadId", "context"]
    assert client.run('let graph = XYGraph()\nlet q = [1, 2, 3]')["status"] == "ok"
    code = "var n = 0\nfor i in 0..<3 {\n    n += i\n}\n"
    for round_number in range(500):
        if round_number == 250:
            client.start()
            path = client.ok("dumpCell", {"code": code})["sourcePath"]
            client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": 3}]})
            msg_id = client.kc.execute(code)
            client.event("stopped")
        command = rng.choice(commands)
        arguments = {key: rng.choice(shapes) for key in rng.sample(keys, rng.randint(0, 4))}
        if command in ("terminate", "disconnect", "continue") and round_number >= 250:
            continue  # keep the cell stopped through the second half
        response = client.request(command, arguments, timeout=60)
        assert response["command"] == command and isinstance(response["success"], bool)
        if not response["success"]:
            assert response["message"]
    client.ok("setBreakpoints", {"source": {"path": path}, "breakpoints": []})
    client.request("continue", {"threadId": 1})
    assert client.reply(msg_id, timeout=60)["status"] in ("ok", "error")
    assert client.run("graph")["status"] == "ok"


def test_a_rich_view_runs_the_users_code_without_stopping_in_it(debugged):
    _, client = debugged
    client.start()
    client.break_in_formatter()
    assert client.run(FORMATTED_GRAPH)["status"] == "ok"
    code = "let here = 1\nhere\n"
    msg_id, frames = client.stop_at(code, 2)
    picture = client.ok("richInspectVariables", {"variableName": "g", "frameId": frames[0]["id"]})
    assert base64.b64decode(picture["data"]["image/png"]).startswith(b"\x89PNG")
    with pytest.raises(AssertionError):
        client.event("stopped", timeout=1)
    client.ok("continue", {"threadId": 1})
    assert client.reply(msg_id)["status"] == "ok"
