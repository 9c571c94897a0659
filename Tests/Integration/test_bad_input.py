"""Issue 2: bad input over real sockets never kills the kernel or runs anything; each is logged with its reason."""

import hashlib
import hmac
import json
import os
import time
import uuid

import pytest
import zmq
from jupyter_client.manager import KernelManager
from jupyter_client.session import Session

from conftest import KERNEL_NAME, drain_iopub, execute

DELIM = b"<IDS|MSG>"


@pytest.fixture(scope="module")
def logged_kernel(tmp_path_factory):
    """A kernel logging at info level into a file, with a client, and a raw-socket helper."""
    log_path = tmp_path_factory.mktemp("logs") / "kernel.log"
    log = open(log_path, "w")
    km = KernelManager(kernel_name=KERNEL_NAME)
    km.start_kernel(env={**os.environ, "PLOTLINE_LOG_LEVEL": "info"}, stderr=log)
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    try:
        yield km, kc, log_path
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)
        log.close()


class Raw:
    """Raw DEALER sockets on the kernel's channels, signing with the connection key (or not)."""

    def __init__(self, km):
        self.info = km.get_connection_info()
        self.key = self.info["key"]
        self.context = zmq.Context.instance()
        self.sockets = []

    def socket(self, channel, kind=zmq.DEALER):
        socket = self.context.socket(kind)
        socket.linger = 0
        socket.connect(f"tcp://{self.info['ip']}:{self.info[channel + '_port']}")
        self.sockets.append(socket)
        return socket

    def sign(self, *parts):
        mac = hmac.new(self.key, digestmod=hashlib.sha256)
        for part in parts:
            mac.update(part)
        return mac.hexdigest().encode()

    @staticmethod
    def header(msg_type, **changes):
        header = {"msg_id": uuid.uuid4().hex, "username": "tester", "session": "raw", "msg_type": msg_type,
                  "version": "5.5", "date": "2026-01-01T00:00:00.000000Z"}
        header.update(changes)
        return {k: v for k, v in header.items() if v is not None}

    def frames(self, msg_type, content, header=None, signature=None):
        parts = [json.dumps(header or self.header(msg_type)).encode(), b"{}", b"{}", json.dumps(content).encode()]
        return [DELIM, self.sign(*parts) if signature is None else signature, *parts]

    def signed(self, *parts):
        return [DELIM, self.sign(*parts), *parts]

    def close(self):
        for socket in self.sockets:
            socket.close(linger=0)


def execute_content(code):
    return {"code": code, "silent": False, "store_history": True, "user_expressions": {},
            "allow_stdin": False, "stop_on_error": False}


def assert_unanswered(socket, what, wait_ms=300):
    assert socket.poll(wait_ms) == 0, f"the kernel answered {what}"


def log_text(path):
    with open(path) as log:
        return log.read()


def test_bad_frames_are_dropped_logged_and_nothing_runs(logged_kernel):
    km, kc, log_path = logged_kernel
    reply, _ = execute(kc, "var ran = 0")
    assert reply["content"]["status"] == "ok"
    raw = Raw(km)
    try:
        shell = raw.socket("shell")
        run = execute_content("ran += 1")
        good = raw.frames("execute_request", run)

        shell.send_multipart(raw.frames("execute_request", run, signature=b"0" * 64))  # wrong signature
        shell.send_multipart(raw.frames("execute_request", run, signature=b""))  # missing signature
        shell.send_multipart(good[:3])  # missing frames
        shell.send_multipart([b"no", b"delimiter", b"here"])  # no delimiter
        shell.send_multipart(raw.signed(b"\xff\xfe\xfd", b"{}", b"{}", json.dumps(run).encode()))  # not UTF-8
        header = json.dumps(raw.header("execute_request")).encode()
        shell.send_multipart(raw.signed(header, b"{}", b"{}", b'{"code": "ran += 1"'))  # invalid JSON
        shell.send_multipart(raw.signed(header, b"{}", b"{}", b'{"code": "\xff ran"}'))  # invalid UTF-8 in JSON
        shell.send_multipart(raw.signed(json.dumps(raw.header(7)).encode(), b"{}", b"{}", b"{}"))  # msg_type not a string
        shell.send_multipart(raw.signed(b"[1, 2]", b"{}", b"{}", b"{}"))  # header not an object
        assert_unanswered(shell, "a malformed message")

        shell.send_multipart(good)
        first = shell.recv_multipart()
        assert json.loads(first[first.index(DELIM) + 5])["status"] == "ok"
        shell.send_multipart(good)  # replayed: same signature
        assert_unanswered(shell, "a replayed message")
    finally:
        raw.close()

    reply, messages = execute(kc, "ran")
    assert reply["content"]["status"] == "ok"
    assert [m["content"]["data"]["text/plain"] for m in messages if m["msg_type"] == "execute_result"] == ["1"]
    log = log_text(log_path)
    for reason in ["bad signature", "expected 5 frames", "no '<IDS|MSG>' delimiter", "not valid UTF-8",
                   "invalid JSON", "'msg_type' is missing or not a string", "expected a JSON object",
                   "duplicate signature"]:
        assert reason in log, f"no log line says {reason!r}"


def test_wrong_field_types_and_missing_date_get_error_replies(logged_kernel):
    km, kc, log_path = logged_kernel
    raw = Raw(km)
    try:
        shell = raw.socket("shell")
        for content in [{"code": 5}, {"code": "ran += 100", "silent": "no"}, {"code": "ran += 100", "user_expressions": []}]:
            shell.send_multipart(raw.frames("execute_request", content))
            reply = shell.recv_multipart()
            body = json.loads(reply[reply.index(DELIM) + 5])
            assert body["status"] == "error" and body["ename"] == "RequestError", body
        no_date = raw.header("execute_request", date=None)
        shell.send_multipart(raw.frames("execute_request", execute_content("ran += 100"), header=no_date))
        reply = shell.recv_multipart()
        assert json.loads(reply[reply.index(DELIM) + 5])["status"] == "error"
        shell.send_multipart(raw.frames("kernel_info_request", {}, header=raw.header("kernel_info_request", date=None)))
        reply = shell.recv_multipart()
        assert json.loads(reply[reply.index(DELIM) + 2])["msg_type"] == "kernel_info_reply", "a dateless nudge is answered"
        shell.send_multipart(raw.frames("complete_request", {"code": "x", "cursor_pos": "end"}))
        reply = shell.recv_multipart()
        assert json.loads(reply[reply.index(DELIM) + 5])["status"] == "error"
    finally:
        raw.close()
    reply, messages = execute(kc, "ran")
    assert [m["content"]["data"]["text/plain"] for m in messages if m["msg_type"] == "execute_result"] == ["1"]
    assert "has no 'date'" in log_text(log_path)
    assert "'code' must be a string" in log_text(log_path)


def test_a_huge_message_is_refused_and_the_kernel_goes_on(logged_kernel):
    km, kc, log_path = logged_kernel
    raw = Raw(km)
    try:
        shell = raw.socket("shell")
        code = "ran += 1000 // " + "x" * (65 << 20)
        shell.send_multipart(raw.frames("execute_request", execute_content(code)))
        assert_unanswered(shell, "a 65 MiB message", wait_ms=2000)
        big = "let big = \"" + "y" * (4 << 20) + "\"\nbig.count"
        reply, messages = execute(kc, big)
        assert reply["content"]["status"] == "ok", "a 4 MiB cell is fine"
    finally:
        raw.close()
    reply, messages = execute(kc, "ran")
    assert [m["content"]["data"]["text/plain"] for m in messages if m["msg_type"] == "execute_result"] == ["1"]


def test_traffic_on_other_channels_and_unknown_messages_are_ignored(logged_kernel):
    km, kc, log_path = logged_kernel
    raw = Raw(km)
    try:
        heartbeat = raw.socket("hb", zmq.REQ)
        heartbeat.send(b"\x00\xff not a ping")
        assert heartbeat.poll(2000), "the heartbeat echoes anything"
        assert heartbeat.recv() == b"\x00\xff not a ping"

        iopub = raw.socket("iopub", zmq.XSUB)
        iopub.send(b"\x01\xff\xfe")  # a subscription whose topic is not UTF-8
        iopub.send(b"garbage that is no subscription")

        stdin = raw.socket("stdin")
        stdin.send_multipart(raw.frames("input_reply", {"value": "unasked"}))

        control = raw.socket("control")
        control.send_multipart(raw.frames("execute_request", execute_content("ran += 10000")))
        control.send_multipart(raw.frames("no_such_request", {}))
        shell = raw.socket("shell")
        shell.send_multipart(raw.frames("no_such_request", {}))
        shell.send_multipart(raw.frames("comm_open", {"comm_id": "c-1", "target_name": "nobody", "data": {}}))
        assert_unanswered(control, "an unknown or misplaced request on control")
        assert_unanswered(shell, "an unknown request on shell")
    finally:
        raw.close()
    drain_iopub(kc)
    reply, messages = execute(kc, "ran")
    assert reply["content"]["status"] == "ok"
    assert [m["content"]["data"]["text/plain"] for m in messages if m["msg_type"] == "execute_result"] == ["1"]
    log = log_text(log_path)
    assert "ignored no_such_request on shell" in log and "ignored no_such_request on control" in log
    assert "ignored execute_request on control" in log
    assert "topic is not UTF-8" in log
    assert "comm_open for unknown target 'nobody'" in log
