"""Issue 13: CurveZMQ transport encryption, as jupyter_client 8.10 provisions it and ipykernel 7.4 serves it.

A KernelManager with transport_encryption="required" starts the kernel only when its kernelspec declares
metadata.supported_encryption ["curve"], and writes curve_publickey/curve_secretkey (Z85) into the connection
file. Every socket the kernel binds must then be a CurveZMQ server with that key pair: jupyter_client's own
channels (which use the key pair as client keys and the public key as the server key) work, and a raw client
without the keys, or with the wrong server key, gets nothing at all.

The same checks run against Plotline and, when ipykernel is installed, against ipykernel, to show that both
behave alike. The "gets nothing" checks wait a fixed few seconds: a CurveZMQ server drops a peer whose handshake
fails without a word, so silence is the only observable.
"""

import json
import os
import queue
import subprocess
import time

import pytest
import zmq
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager
from jupyter_client.session import Session

from conftest import KERNEL_NAME, execute, of_type, plotline_binary

# How long a client without the keys is given to get an answer it must never get.
SILENCE_SECONDS = 3.0
# A guard against hangs where an answer is expected.
PATIENCE_SECONDS = 30.0


def _ipykernel_available():
    try:
        import ipykernel  # noqa: F401
    except ImportError:
        return False
    return True


# The cells each kernel runs: the same protocol checks in the two languages.
KERNELS = {
    KERNEL_NAME: {
        "result": ("1 + 2", "3"),
        "stream": ('print("encrypted")', "encrypted\n"),
        "endless": "while true {}",
        "interrupted": "Interrupted",
    },
    "python3": {
        "result": ("1 + 2", "3"),
        "stream": ('print("encrypted")', "encrypted\n"),
        "endless": "while True: pass",
        "interrupted": "KeyboardInterrupt",
    },
}

KERNEL_PARAMS = [
    pytest.param(KERNEL_NAME, id="plotline"),
    pytest.param(
        "python3",
        id="ipykernel",
        marks=pytest.mark.skipif(not _ipykernel_available(), reason="ipykernel is not installed in this environment"),
    ),
]


def start_encrypted(kernel_name, **options):
    """A kernel started with transport_encryption="required", and a ready client."""
    km = KernelManager(kernel_name=kernel_name, transport_encryption="required", **options)
    km.start_kernel()
    try:
        # jupyter_client's wait_for_ready blocks for ever in a send when the kernel's shell is not a Curve server
        # (the handshake never completes), so a raw Curve client asks first, with a deadline.
        await_curve_shell(km, timeout=60)
    except BaseException:
        force_stop(km)
        raise
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
    except BaseException:
        kc.stop_channels()
        force_stop(km)
        raise
    return km, kc


def force_stop(km):
    """Kills the kernel process without a word to it (shutdown_kernel first sends an interrupt_request on control,
    which blocks for ever when control does not speak CurveZMQ)."""
    process = km.provisioner.process if km.provisioner else None
    if process is not None and process.poll() is None:
        process.kill()
        process.wait(timeout=PATIENCE_SECONDS)
    km.cleanup_resources()


def await_curve_shell(km, timeout):
    """Waits until the kernel answers kernel_info_request from a Curve client with the connection file's keys."""
    info = connection_file(km)
    server_key = info["curve_publickey"].encode()
    session = Session(key=info["key"].encode(), signature_scheme=info["signature_scheme"])
    context = zmq.Context()
    try:
        sock = raw_socket(context, info, "shell", zmq.DEALER, (server_key, info["curve_secretkey"].encode(), server_key))
        kernel_info_request(session, sock)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and km.is_alive():
            if readable(sock, 0.2):
                return
        assert km.is_alive(), "the kernel exited at start (see its stderr above)"
        raise AssertionError(
            f"the kernel did not answer a CurveZMQ client on shell within {timeout}s: its sockets are not Curve "
            "servers with the connection file's keys"
        )
    finally:
        context.destroy(linger=0)


def stop(km, kc):
    kc.stop_channels()
    if km.is_alive():
        km.shutdown_kernel(now=True)
    km.cleanup_resources()


@pytest.fixture(scope="module", params=KERNEL_PARAMS)
def encrypted(request):
    """(kernel name, manager, client) of a kernel running with CurveZMQ on every socket."""
    km, kc = start_encrypted(request.param)
    try:
        yield request.param, km, kc
    finally:
        stop(km, kc)


def connection_file(km):
    with open(km.connection_file) as handle:
        return json.load(handle)


def endpoint(info, channel):
    port = info[f"{channel}_port"]
    if info["transport"] == "ipc":
        return f"ipc://{info['ip']}-{port}"
    return f"tcp://{info['ip']}:{port}"


def raw_socket(context, info, channel, kind, keys=None):
    """A socket connected to one of the kernel's channels; `keys` = (public, secret, server) makes it a Curve client."""
    sock = context.socket(kind)
    sock.linger = 0
    if keys is not None:
        public, secret, server = keys
        sock.curve_publickey = public
        sock.curve_secretkey = secret
        sock.curve_serverkey = server
    if kind == zmq.SUB:
        sock.setsockopt(zmq.SUBSCRIBE, b"")
    sock.connect(endpoint(info, channel))
    return sock


def kernel_info_request(session, sock):
    """Sends a correctly signed kernel_info_request: only the encryption can stop it."""
    session.send(sock, "kernel_info_request", {})


def readable(sock, seconds):
    return sock.poll(int(seconds * 1000), zmq.POLLIN) != 0


# ---------------------------------------------------------------------------------------------------------------
# The kernelspec


def test_the_installed_kernelspec_declares_curve():
    spec = KernelSpecManager().get_kernel_spec(KERNEL_NAME)
    assert spec.metadata.get("supported_encryption") == ["curve"], spec.metadata


def test_the_repository_kernelspec_declares_curve():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "kernelspec", "kernel.json")) as handle:
        spec = json.load(handle)
    assert spec["metadata"].get("supported_encryption") == ["curve"], spec["metadata"]


# ---------------------------------------------------------------------------------------------------------------
# A kernel with the keys: everything works through jupyter_client


def test_the_connection_file_carries_the_key_pair(encrypted):
    _, km, _ = encrypted
    info = connection_file(km)
    assert len(info["curve_publickey"]) == 40
    assert len(info["curve_secretkey"]) == 40
    assert zmq.curve_public(info["curve_secretkey"].encode()) == info["curve_publickey"].encode()


def test_cells_run_and_outputs_arrive_on_iopub(encrypted):
    name, _, kc = encrypted
    code, expected = KERNELS[name]["result"]
    reply, messages = execute(kc, code, timeout=PATIENCE_SECONDS)
    assert reply["content"]["status"] == "ok", reply["content"]
    results = of_type(messages, "execute_result")
    assert [m["content"]["data"]["text/plain"] for m in results] == [expected]

    code, expected = KERNELS[name]["stream"]
    reply, messages = execute(kc, code, timeout=PATIENCE_SECONDS)
    assert reply["content"]["status"] == "ok", reply["content"]
    assert "".join(m["content"]["text"] for m in of_type(messages, "stream")) == expected


def test_the_heartbeat_answers(encrypted):
    _, km, kc = encrypted
    # jupyter_client's heartbeat channel is a Curve client with a key pair of its own and the kernel's public key.
    deadline = time.monotonic() + PATIENCE_SECONDS
    while not kc.hb_channel.is_beating() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert kc.hb_channel.is_beating()
    # And a raw REQ with a fresh client key pair gets its ping echoed.
    info = connection_file(km)
    context = zmq.Context()
    try:
        public, secret = zmq.curve_keypair()
        ping = raw_socket(context, info, "hb", zmq.REQ, (public, secret, info["curve_publickey"].encode()))
        ping.send(b"ping")
        assert readable(ping, PATIENCE_SECONDS), "the heartbeat did not echo an encrypted ping"
        assert ping.recv() == b"ping"
        ping.close()
    finally:
        context.term()


def test_interrupt_works(encrypted):
    name, km, kc = encrypted
    # stop_on_error=False: ipykernel aborts requests that reach it shortly after an error when the failing request
    # asked it to (the default), which made the next cell's reply "aborted" on a slow machine; the interrupt and the
    # next cell are what this test is about.
    msg_id = kc.execute(KERNELS[name]["endless"], stop_on_error=False)
    deadline = time.monotonic() + PATIENCE_SECONDS
    while time.monotonic() < deadline:
        msg = kc.get_iopub_msg(timeout=PATIENCE_SECONDS)
        if msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "execute_input":
            break
    time.sleep(0.3)
    km.interrupt_kernel()
    reply = kc.get_shell_msg(timeout=PATIENCE_SECONDS)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=PATIENCE_SECONDS)
    assert reply["content"]["status"] == "error"
    assert reply["content"]["ename"] == KERNELS[name]["interrupted"]
    # The kernel is still there and answers the next cell.
    code, expected = KERNELS[name]["result"]
    reply, messages = execute(kc, code, timeout=PATIENCE_SECONDS)
    assert reply["content"]["status"] == "ok"


def test_a_client_without_the_keys_gets_nothing(encrypted):
    name, km, kc = encrypted
    info = connection_file(km)
    server_key = info["curve_publickey"].encode()
    session = Session(key=info["key"].encode(), signature_scheme=info["signature_scheme"])
    context = zmq.Context()
    intruders = {}
    try:
        # Without any keys (a plain ZeroMQ client, as every client before jupyter_client 8.10).
        intruders["shell"] = raw_socket(context, info, "shell", zmq.DEALER)
        intruders["control"] = raw_socket(context, info, "control", zmq.DEALER)
        intruders["stdin"] = raw_socket(context, info, "stdin", zmq.DEALER)
        intruders["iopub"] = raw_socket(context, info, "iopub", zmq.SUB)
        intruders["hb"] = raw_socket(context, info, "hb", zmq.REQ)
        # A Curve client that does not know the kernel's key (its own key pair stands in for the server's).
        public, secret = zmq.curve_keypair()
        intruders["shell, wrong server key"] = raw_socket(context, info, "shell", zmq.DEALER, (public, secret, public))
        for label in ("shell", "control", "shell, wrong server key"):
            kernel_info_request(session, intruders[label])
        intruders["hb"].send(b"ping")
        started = time.monotonic()

        # Meanwhile, a client with the keys is answered on the same sockets, and the kernel publishes output.
        keys = (server_key, info["curve_secretkey"].encode(), server_key)
        friend = raw_socket(context, info, "shell", zmq.DEALER, keys)
        friend_iopub = raw_socket(context, info, "iopub", zmq.SUB, keys)
        kernel_info_request(session, friend)
        assert readable(friend, PATIENCE_SECONDS), "a client with the keys got no kernel_info_reply"
        _, reply = session.recv(friend, mode=0)
        assert reply["msg_type"] == "kernel_info_reply"
        code, _ = KERNELS[name]["stream"]
        deadline = time.monotonic() + PATIENCE_SECONDS
        while not readable(friend_iopub, 0) and time.monotonic() < deadline:
            execute(kc, code, timeout=PATIENCE_SECONDS)
        assert readable(friend_iopub, 0), "a subscriber with the keys saw nothing on IOPub"
        execute(kc, code, timeout=PATIENCE_SECONDS)
        friend.close()
        friend_iopub.close()

        time.sleep(max(0.0, SILENCE_SECONDS - (time.monotonic() - started)))
        heard = [label for label, sock in intruders.items() if readable(sock, 0)]
        assert heard == [], f"clients without the kernel's keys were answered on: {heard}"
    finally:
        for sock in intruders.values():
            sock.close()
        context.term()
    # The kernel is unharmed by the failed handshakes.
    code, expected = KERNELS[name]["result"]
    reply, _ = execute(kc, code, timeout=PATIENCE_SECONDS)
    assert reply["content"]["status"] == "ok"


@pytest.mark.parametrize("kernel_name", KERNEL_PARAMS)
def test_shutdown_works(kernel_name):
    km, kc = start_encrypted(kernel_name)
    try:
        msg_id = kc.shutdown()
        reply = kc.control_channel.get_msg(timeout=PATIENCE_SECONDS)
        while reply["parent_header"].get("msg_id") != msg_id:
            reply = kc.control_channel.get_msg(timeout=PATIENCE_SECONDS)
        assert reply["msg_type"] == "shutdown_reply"
        assert reply["content"]["status"] == "ok"
        process = km.provisioner.process
        assert process.wait(timeout=PATIENCE_SECONDS) == 0
    finally:
        stop(km, kc)


@pytest.mark.parametrize("kernel_name", KERNEL_PARAMS)
def test_a_restarted_kernel_keeps_the_keys_and_answers(kernel_name):
    km, kc = start_encrypted(kernel_name)
    try:
        keys = {k: connection_file(km)[k] for k in ("curve_publickey", "curve_secretkey")}
        km.restart_kernel(now=False)
        assert {k: connection_file(km)[k] for k in keys} == keys
        kc.wait_for_ready(timeout=60)
        code, expected = KERNELS[kernel_name]["result"]
        reply, messages = execute(kc, code, timeout=PATIENCE_SECONDS)
        assert reply["content"]["status"] == "ok"
        assert [m["content"]["data"]["text/plain"] for m in of_type(messages, "execute_result")] == [expected]
    finally:
        stop(km, kc)


@pytest.mark.parametrize("kernel_name", KERNEL_PARAMS)
def test_ipc_transport_is_encrypted_too(kernel_name, tmp_path):
    km, kc = start_encrypted(kernel_name, transport="ipc", ip=str(tmp_path / "k"))
    context = zmq.Context()
    try:
        code, expected = KERNELS[kernel_name]["result"]
        reply, messages = execute(kc, code, timeout=PATIENCE_SECONDS)
        assert [m["content"]["data"]["text/plain"] for m in of_type(messages, "execute_result")] == [expected]
        info = connection_file(km)
        assert info["transport"] == "ipc"
        session = Session(key=info["key"].encode(), signature_scheme=info["signature_scheme"])
        plain = raw_socket(context, info, "shell", zmq.DEALER)
        kernel_info_request(session, plain)
        assert not readable(plain, SILENCE_SECONDS), "a client without the keys was answered over ipc"
        plain.close()
    finally:
        context.destroy(linger=0)
        stop(km, kc)


# ---------------------------------------------------------------------------------------------------------------
# Without keys nothing changes; with unusable keys the kernel refuses to start


def test_without_keys_a_plain_client_is_answered():
    km = KernelManager(kernel_name=KERNEL_NAME, transport_encryption="disabled")
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    context = zmq.Context()
    try:
        kc.wait_for_ready(timeout=60)
        info = connection_file(km)
        assert "curve_publickey" not in info and "curve_secretkey" not in info
        session = Session(key=info["key"].encode(), signature_scheme=info["signature_scheme"])
        plain = raw_socket(context, info, "shell", zmq.DEALER)
        kernel_info_request(session, plain)
        assert readable(plain, PATIENCE_SECONDS), "a plain client got no kernel_info_reply from a plain kernel"
        _, reply = session.recv(plain, mode=0)
        assert reply["msg_type"] == "kernel_info_reply"
        plain.close()
    finally:
        context.term()
        stop(km, kc)


def _connection(tmp_path, **extra):
    info = {
        "transport": "tcp",
        "ip": "127.0.0.1",
        "shell_port": 0,
        "iopub_port": 0,
        "stdin_port": 0,
        "control_port": 0,
        "hb_port": 0,
        "key": "not-a-secret-in-this-test",
        "signature_scheme": "hmac-sha256",
    }
    info.update(extra)
    path = tmp_path / "kernel.json"
    path.write_text(json.dumps(info))
    return path


@pytest.mark.parametrize(
    "keys, says",
    [
        ({"curve_publickey": "x" * 40}, "curve_secretkey"),
        ({"curve_publickey": "short", "curve_secretkey": "short"}, "40"),
        ("mismatched", "curve_publickey"),
    ],
    ids=["only-one-key", "not-z85", "keys-of-two-pairs"],
)
def test_unusable_keys_stop_the_kernel_with_a_message(tmp_path, keys, says):
    if keys == "mismatched":
        first_public, _ = zmq.curve_keypair()
        _, second_secret = zmq.curve_keypair()
        keys = {"curve_publickey": first_public.decode(), "curve_secretkey": second_secret.decode()}
    path = _connection(tmp_path, **keys)
    result = subprocess.run(
        [plotline_binary(), "kernel", "-f", str(path)], capture_output=True, text=True, timeout=PATIENCE_SECONDS
    )
    assert result.returncode != 0, result.stderr
    assert says in result.stderr, result.stderr
    # The secret never appears in what the kernel prints.
    for secret in (keys.get("curve_secretkey"),):
        if secret and len(secret) == 40:
            assert secret not in result.stderr + result.stdout
