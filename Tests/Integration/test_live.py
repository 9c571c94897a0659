"""Issue 5: charts bound to feeds update in place; live sources push while the kernel is idle.

Three behaviours of a real kernel:
1. a cell appends to a feed shown by an earlier cell: exactly one update_display_data, for that display, parented
   on the appending cell;
2. lines another process appends to a followed file reach the chart while the kernel is idle, within a second
   (the issue's bar; one retry, as the other timed checks here allow, against a loaded machine);
3. 10,000 records published on a ZeroMQ PUB socket over a second: idle updates go out at most `session.frameRate`
   times a second (counted from the kernel's own header dates), and the last one shows every record.
"""

import datetime
import json
import queue
import socket
import time

import pytest
import zmq

from conftest import drain_iopub, execute, of_type

FRAME_RATE = 10


def updates_for(messages, display_id):
    return [m for m in of_type(messages, "update_display_data") if m["content"]["transient"]["display_id"] == display_id]


def collect_iopub(kc, seconds, until=None):
    """IOPub messages received for `seconds` (or until `until(msg)` is true), whatever their parent."""
    messages = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            msg = kc.get_iopub_msg(timeout=max(0.01, deadline - time.monotonic()))
        except queue.Empty:
            break
        messages.append(msg)
        if until is not None and until(msg):
            break
    return messages


def shown_display_id(messages):
    assert not of_type(messages, "execute_result"), "a graph is never an execute_result (front ends cannot update one)"
    shown = of_type(messages, "display_data")
    assert shown, f"no chart shown: {[m['msg_type'] for m in messages]}"
    return shown[-1]["content"]["transient"]["display_id"]


def header_time(msg):
    date = msg["header"]["date"]
    if isinstance(date, str):
        date = datetime.datetime.fromisoformat(date.replace("Z", "+00:00"))
    return date.timestamp()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


BOUND_CHART = """
let feed = Feed(records: [["x": 1, "y": 2], ["x": 2, "y": 3]])
let graph = XYGraph(width: 320, height: 200)
let line = ScatterPlot(identifier: "line")
line.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.x")
line.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
graph.add(line)
graph
"""


def test_an_append_in_a_later_cell_updates_the_chart_once_parented_on_that_cell(kernel):
    _, kc = kernel
    drain_iopub(kc)
    reply, first = execute(kc, BOUND_CHART)
    assert reply["content"]["status"] == "ok", reply["content"]
    display_id = shown_display_id(first)
    assert "(2 points)" in of_type(first, "display_data")[0]["content"]["data"]["text/plain"]

    reply, second = execute(kc, 'feed.append(["x": 3, "y": 5])')
    assert reply["content"]["status"] == "ok", reply["content"]
    updates = of_type(second, "update_display_data")
    assert len(updates) == 1, [m["msg_type"] for m in second]
    update = updates[0]
    assert update["content"]["transient"]["display_id"] == display_id
    assert update["parent_header"]["msg_id"] == reply["parent_header"]["msg_id"]
    assert "(3 points)" in update["content"]["data"]["text/plain"]
    assert "image/png" in update["content"]["data"]
    stray = collect_iopub(kc, 0.5)
    assert not of_type(stray, "update_display_data"), "nothing else is pushed for a feed without a live source"


def test_lines_appended_to_a_followed_file_reach_the_chart_while_idle(kernel, tmp_path):
    _, kc = kernel
    path = tmp_path / "samples.csv"
    path.write_text("t,latency\n0,12\n1,15\n")
    drain_iopub(kc)
    reply, shown = execute(kc, f"""
let samples = Feed()
samples.follow("{path}")
let monitor = XYGraph(width: 320, height: 200)
let latency = ScatterPlot(identifier: "latency")
latency.bind(.xValues, to: samples, withKeyPath: "arrangedObjects.t")
latency.bind(.yValues, to: samples, withKeyPath: "arrangedObjects.latency")
monitor.add(latency)
monitor
""")
    assert reply["content"]["status"] == "ok", reply["content"]
    display_id = shown_display_id(shown)
    assert "(2 points)" in of_type(shown, "display_data")[0]["content"]["data"]["text/plain"]

    def append_and_wait(t):
        with path.open("a") as handle:
            handle.write(f"{t},{20 + t}\n")
        start = time.monotonic()
        arrived = collect_iopub(
            kc, 5, until=lambda m: m["msg_type"] == "update_display_data"
            and m["content"]["transient"]["display_id"] == display_id
            and f"({t + 1} points)" in m["content"]["data"]["text/plain"])
        updates = [m for m in updates_for(arrived, display_id) if f"({t + 1} points)" in m["content"]["data"]["text/plain"]]
        assert updates, "the appended line never reached the chart"
        assert updates[-1]["parent_header"]["msg_id"] == reply["parent_header"]["msg_id"], \
            "an idle update is parented on the request that showed the chart"
        return time.monotonic() - start

    elapsed = append_and_wait(2)
    if elapsed > 1.0:
        elapsed = append_and_wait(3)
    assert elapsed <= 1.0, f"the update took {elapsed:.2f}s"
    reply, _ = execute(kc, "samples.stop()")
    assert reply["content"]["status"] == "ok"


def test_a_flood_from_a_publisher_is_throttled_to_the_frame_rate_and_ends_complete(kernel):
    _, kc = kernel
    port = free_port()
    context = zmq.Context()
    publisher = context.socket(zmq.PUB)
    publisher.setsockopt(zmq.SNDHWM, 200_000)
    publisher.setsockopt(zmq.LINGER, 0)
    publisher.bind(f"tcp://127.0.0.1:{port}")
    try:
        drain_iopub(kc)
        reply, shown = execute(kc, f"""
session.frameRate = {FRAME_RATE}
let ticks = Feed()
ticks.subscribe("tcp://127.0.0.1:{port}")
let flood = XYGraph(width: 320, height: 200)
let price = ScatterPlot(identifier: "price")
price.bind(.xValues, to: ticks, withKeyPath: "arrangedObjects.i")
price.bind(.yValues, to: ticks, withKeyPath: "arrangedObjects.v")
flood.add(price)
flood
""")
        assert reply["content"]["status"] == "ok", reply["content"]
        display_id = shown_display_id(shown)

        # A SUB socket connects in the background: publish warm-up records until one reaches the chart.
        connected = False
        for _ in range(200):
            publisher.send(json.dumps({"i": -1, "v": 0}).encode())
            arrived = collect_iopub(kc, 0.05, until=lambda m: m["msg_type"] == "update_display_data")
            if updates_for(arrived, display_id):
                connected = True
                break
        assert connected, "the subscription never received the warm-up records"
        time.sleep(0.3)
        reply, _ = execute(kc, "ticks.removeAll()")
        assert reply["content"]["status"] == "ok"
        drain_iopub(kc, timeout=0.3)

        start = time.monotonic()
        for i in range(10_000):
            publisher.send(json.dumps({"i": i, "v": (i * 7) % 100}).encode())
            if i % 100 == 99:
                time.sleep(max(0.0, start + (i + 1) / 10_000 - time.monotonic()))
        messages = collect_iopub(
            kc, 10, until=lambda m: m["msg_type"] == "update_display_data"
            and "(10000 points)" in m["content"]["data"]["text/plain"])
        updates = updates_for(messages, display_id)
        assert updates, "no update arrived"
        assert "(10000 points)" in updates[-1]["content"]["data"]["text/plain"], "the last update shows every record"
        assert all(u["parent_header"]["msg_id"] == shown[0]["parent_header"]["msg_id"] for u in updates)
        times = sorted(header_time(u) for u in updates)
        busiest = max(sum(1 for t in times if start_t <= t < start_t + 0.99) for start_t in times)
        assert busiest <= FRAME_RATE, f"{busiest} updates within a second: {times}"
        assert collect_iopub(kc, 0.5) == [] or not updates_for(collect_iopub(kc, 0.2), display_id)

        reply, counted = execute(kc, "ticks.count")
        result = of_type(counted, "execute_result")
        assert result and result[0]["content"]["data"]["text/plain"] == "10000"
        reply, _ = execute(kc, "ticks.stop()")
        assert reply["content"]["status"] == "ok"
    finally:
        publisher.close()
        context.term()
