"""Shared fixtures: a real Plotline kernel started through jupyter_client from the installed kernelspec."""

import os
import queue
import time

import pytest
from jupyter_client.manager import start_new_kernel

KERNEL_NAME = "plotline"


@pytest.fixture(scope="module")
def kernel():
    """A running kernel and a ready client; shut down after the module's tests."""
    km, kc = start_new_kernel(kernel_name=KERNEL_NAME, startup_timeout=60)
    try:
        yield km, kc
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)


def drain_iopub(kc, timeout=0.2):
    """Discard IOPub messages until the channel is quiet for `timeout` seconds."""
    while True:
        try:
            kc.get_iopub_msg(timeout=timeout)
        except queue.Empty:
            return


def execute(kc, code, timeout=30, **options):
    """Runs `code`; returns (shell reply, IOPub messages parented on the request, up to and including idle)."""
    msg_id = kc.execute(code, **options)
    reply = kc.get_shell_msg(timeout=timeout)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=timeout)
    messages = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        msg = kc.get_iopub_msg(timeout=timeout)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        messages.append(msg)
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            return reply, messages
    raise AssertionError(f"no idle status for {code!r} within {timeout}s")


def of_type(messages, msg_type):
    """The messages of one type, in order."""
    return [m for m in messages if m["msg_type"] == msg_type]


def plotline_binary():
    """The binary under test (set by `make test`)."""
    return os.environ.get("PLOTLINE_BIN", "plotline")
