"""Issue 2: interrupts, shutdown, heartbeat, history across restarts, stop_on_error and logging, on a real kernel.

The few timed checks are the behaviour the issue asks for ("within a second", "within two seconds", "within
100 ms"). They measure from the request to the observed effect, take the median where there are many samples,
and allow one retry, so that a loaded two-core machine does not fail them by accident.
"""

import os
import queue
import signal
import statistics
import time

import pytest
import zmq
from jupyter_client.manager import KernelManager

from conftest import KERNEL_NAME, execute

ENDLESS = "while true {}"


def start(tmp_path=None, **env):
    """A kernel (with its own data directory when `tmp_path` is given) and a ready client."""
    extra = dict(os.environ)
    if tmp_path is not None:
        extra["JUPYTER_DATA_DIR"] = str(tmp_path)
    extra.update(env)
    km = KernelManager(kernel_name=KERNEL_NAME)
    km.start_kernel(env=extra)
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    return km, kc


def stop(km, kc):
    kc.stop_channels()
    if km.is_alive():
        km.shutdown_kernel(now=True)


def await_busy(kc, msg_id, timeout=10):
    """Waits until the request's execute_input is published: the cell is running."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        msg = kc.get_iopub_msg(timeout=timeout)
        if msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "execute_input":
            return
    raise AssertionError("the cell never started")


def reply_to(kc, msg_id, timeout):
    deadline = time.monotonic() + timeout
    while True:
        reply = kc.get_shell_msg(timeout=max(0.01, deadline - time.monotonic()))
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply


def with_one_retry(check):
    """Runs a timed check; a miss is retried once (a loaded machine may stall a process now and then)."""
    try:
        check()
    except AssertionError:
        check()


@pytest.fixture(scope="module")
def kernel_pair():
    km, kc = start()
    try:
        yield km, kc
    finally:
        stop(km, kc)


@pytest.mark.parametrize("how", ["message", "signal"])
def test_interrupt_stops_an_endless_loop_within_a_second(kernel_pair, how):
    km, kc = kernel_pair
    execute(kc, "var kept = 41")

    def check():
        msg_id = kc.execute(ENDLESS)
        await_busy(kc, msg_id)
        time.sleep(0.2)
        started = time.monotonic()
        if how == "message":
            km.interrupt_kernel()
        else:
            km.signal_kernel(signal.SIGINT)
        reply = reply_to(kc, msg_id, timeout=10)
        elapsed = time.monotonic() - started
        assert reply["content"]["status"] == "error"
        assert reply["content"]["ename"] == "Interrupted"
        assert elapsed < 1.0, f"the interrupt took {elapsed:.2f} s"

    with_one_retry(check)
    reply, messages = execute(kc, "kept + 1")
    assert reply["content"]["status"] == "ok", "the session stays usable"
    assert [m["content"]["data"]["text/plain"] for m in messages if m["msg_type"] == "execute_result"] == ["42"]


def test_stop_on_error_aborts_the_queued_cells(kernel_pair):
    _, kc = kernel_pair
    execute(kc, "var afterError = 0")
    # The failing cell computes a little first (a fraction of a second), so the cells sent right after it are
    # surely queued in the kernel when it fails.
    first = kc.execute("for i in 0..<500_000 { }\nundefinedThing")
    queued = [kc.execute("afterError += 1") for _ in range(3)]
    assert reply_to(kc, first, 10)["content"]["status"] == "error"
    statuses = [reply_to(kc, msg_id, 10)["content"]["status"] for msg_id in queued]
    assert statuses == ["aborted"] * 3
    reply, messages = execute(kc, "afterError")
    assert [m["content"]["data"]["text/plain"] for m in messages if m["msg_type"] == "execute_result"] == ["0"]
    first = kc.execute("undefinedThing", stop_on_error=False)
    second = kc.execute("afterError += 1")
    assert reply_to(kc, first, 10)["content"]["status"] == "error"
    assert reply_to(kc, second, 10)["content"]["status"] == "ok"


def test_heartbeat_answers_within_100_ms_while_a_cell_computes_for_ten_seconds(kernel_pair):
    km, kc = kernel_pair
    info = km.get_connection_info()
    context = zmq.Context.instance()
    msg_id = kc.execute(ENDLESS)
    await_busy(kc, msg_id)
    heartbeat = context.socket(zmq.REQ)
    heartbeat.linger = 0
    heartbeat.connect(f"tcp://{info['ip']}:{info['hb_port']}")
    round_trips = []
    try:
        started = time.monotonic()
        while time.monotonic() - started < 10:
            sent = time.monotonic()
            heartbeat.send(b"ping")
            assert heartbeat.poll(2000), "the heartbeat did not answer within 2 s"
            assert heartbeat.recv() == b"ping"
            round_trips.append(time.monotonic() - sent)
            time.sleep(0.1)
    finally:
        heartbeat.close(linger=0)
        km.interrupt_kernel()
    assert reply_to(kc, msg_id, 10)["content"]["ename"] == "Interrupted"
    assert len(round_trips) >= 20
    median = statistics.median(round_trips)
    assert median < 0.1, f"median heartbeat round trip {median * 1000:.1f} ms"
    within = sum(1 for t in round_trips if t < 0.1) / len(round_trips)
    assert within >= 0.9, f"only {within:.0%} of heartbeats within 100 ms"


@pytest.mark.parametrize("restart", [False, True])
def test_shutdown_mid_cell_exits_within_two_seconds(restart):
    km, kc = start()
    try:
        msg_id = kc.execute(ENDLESS)
        await_busy(kc, msg_id)
        process = km.provisioner.process
        started = time.monotonic()
        kc.shutdown(restart=restart)
        reply = kc.get_control_msg(timeout=5) if hasattr(kc, "get_control_msg") else kc.control_channel.get_msg(timeout=5)
        assert reply["msg_type"] == "shutdown_reply"
        assert reply["content"] == {"status": "ok", "restart": restart}
        while process.poll() is None and time.monotonic() - started < 10:
            time.sleep(0.02)
        elapsed = time.monotonic() - started
        assert process.poll() is not None, "the kernel did not exit"
        assert elapsed < 2.0, f"the kernel took {elapsed:.2f} s to exit"
    finally:
        stop(km, kc)


def test_history_survives_a_restart(tmp_path):
    km, kc = start(tmp_path)
    try:
        execute(kc, "let remembered = 6 * 7")
        execute(kc, "remembered")
        kc.history(hist_access_type="tail", n=2, output=True)
        first = kc.get_shell_msg(timeout=10)["content"]["history"]
        assert [entry[2] for entry in first] == [["let remembered = 6 * 7", None], ["remembered", "42"]]
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)
    assert (tmp_path / "plotline" / "history.jsonl").exists()

    km, kc = start(tmp_path)
    try:
        execute(kc, "1 + 1")
        kc.history(hist_access_type="tail", n=3)
        tail = kc.get_shell_msg(timeout=10)["content"]["history"]
        assert [entry[2] for entry in tail] == ["let remembered = 6 * 7", "remembered", "1 + 1"]
        assert tail[0][0] + 1 == tail[2][0], "the new run is the next session"
        kc.history(hist_access_type="range", session=-1, start=2, stop=3, output=True)
        assert kc.get_shell_msg(timeout=10)["content"]["history"] == [[tail[0][0], 2, ["remembered", "42"]]]
        kc.history(hist_access_type="search", pattern="*remember*", unique=True, n=5)
        assert [entry[2] for entry in kc.get_shell_msg(timeout=10)["content"]["history"]] == [
            "let remembered = 6 * 7", "remembered"]
    finally:
        stop(km, kc)


def test_log_level_goes_to_stderr_one_line_per_event_never_to_iopub(tmp_path):
    log_path = tmp_path / "kernel.log"
    with open(log_path, "w") as log:
        km = KernelManager(kernel_name=KERNEL_NAME)
        km.start_kernel(env={**os.environ, "PLOTLINE_LOG_LEVEL": "debug"}, stderr=log)
        kc = km.client()
        kc.start_channels()
        try:
            kc.wait_for_ready(timeout=60)
            reply, messages = execute(kc, "1 + 1")
            assert {m["msg_type"] for m in messages} == {"status", "execute_input", "execute_result"}
        finally:
            stop(km, kc)
    lines = log_path.read_text().splitlines()
    assert any("received execute_request on shell" in line for line in lines)
    assert all(line.startswith(("[E ", "[W ", "[I ", "[D ")) for line in lines), lines
