"""Round-trip latency of a trivial cell, Plotline beside ipykernel and the gnuplot kernel, in one run.

For each kernel: start it through its installed kernelspec, connect plain ZeroMQ sockets (the same lean client
for every kernel, so client overhead is equal and small), run warm-up cells, then time `cells` trivial cells from
sending `execute_request` to receiving the `status: idle` parented on it. Prints p50/p99 per kernel and
Plotline's p50 as a fraction of ipykernel's; exits 1 when that fraction is above --max-ratio (1/5).

    .venv/bin/python bench/kernel_latency.py [--cells 1000] [--warmup 100] [--kernels plotline python3 gnuplot]
"""

import argparse
import datetime
import gc
import hashlib
import hmac
import json
import statistics
import subprocess
import sys
import time
import uuid

import zmq
from jupyter_client.manager import KernelManager

DELIM = b"<IDS|MSG>"

# A cell that does the least a language can do and shows nothing.
TRIVIAL = {"plotline": "let x = 1", "python3": "x = 1", "gnuplot": "x = 1"}
LABELS = {"plotline": "Plotline", "python3": "ipykernel", "gnuplot": "gnuplot_kernel"}


class LeanClient:
    """Shell and IOPub over plain pyzmq: signs requests, reads only what it needs to spot the idle status."""

    def __init__(self, info):
        self.key = info["key"] if isinstance(info["key"], bytes) else info["key"].encode()
        self.session = uuid.uuid4().hex
        self.count = 0
        context = zmq.Context.instance()
        self.shell = context.socket(zmq.DEALER)
        self.iopub = context.socket(zmq.SUB)
        for socket in (self.shell, self.iopub):
            socket.linger = 0
        self.iopub.setsockopt(zmq.SUBSCRIBE, b"")
        self.shell.connect(f"tcp://{info['ip']}:{info['shell_port']}")
        self.iopub.connect(f"tcp://{info['ip']}:{info['iopub_port']}")

    def send(self, msg_type, content):
        self.count += 1
        msg_id = f"{self.session}_{self.count}"
        header = json.dumps({
            "msg_id": msg_id, "username": "bench", "session": self.session, "msg_type": msg_type, "version": "5.5",
            "date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
        }).encode()
        parts = [header, b"{}", b"{}", json.dumps(content).encode()]
        mac = hmac.new(self.key, digestmod=hashlib.sha256)
        for part in parts:
            mac.update(part)
        self.shell.send_multipart([DELIM, mac.hexdigest().encode(), *parts])
        return msg_id

    def await_idle(self, msg_id, timeout_ms=30_000):
        """Reads IOPub until the idle status whose parent is `msg_id`."""
        while True:
            if not self.iopub.poll(timeout_ms):
                raise TimeoutError(f"no idle for {msg_id}")
            frames = self.iopub.recv_multipart()
            at = frames.index(DELIM)
            if b'"status"' not in frames[at + 2] or b'"idle"' not in frames[at + 5]:
                continue
            if json.loads(frames[at + 3]).get("msg_id") == msg_id:
                return

    def drain_shell(self):
        while self.shell.poll(0):
            self.shell.recv_multipart()

    def ready(self, timeout=60):
        """Sends kernel_info until IOPub traffic arrives (the subscription is live) and a reply comes back."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.send("kernel_info_request", {})
            if self.iopub.poll(500):
                while self.iopub.poll(200):
                    self.iopub.recv_multipart()
                self.drain_shell()
                return
        raise TimeoutError("the kernel never became ready")

    def close(self):
        self.shell.close(linger=0)
        self.iopub.close(linger=0)


def measure(kernel_name, cells, warmup):
    km = KernelManager(kernel_name=kernel_name)
    km.start_kernel(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = LeanClient(km.get_connection_info())
    try:
        client.ready()
        content = {"code": TRIVIAL[kernel_name], "silent": False, "store_history": True,
                   "user_expressions": {}, "allow_stdin": False, "stop_on_error": True}
        for _ in range(warmup):
            client.await_idle(client.send("execute_request", content))
            client.drain_shell()
        samples = []
        gc.disable()
        try:
            for _ in range(cells):
                started = time.perf_counter()
                client.await_idle(client.send("execute_request", content))
                samples.append(time.perf_counter() - started)
                client.drain_shell()
        finally:
            gc.enable()
        return samples
    finally:
        client.close()
        km.shutdown_kernel(now=True)


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cells", type=int, default=1000)
    parser.add_argument("--warmup", type=int, default=100)
    parser.add_argument("--kernels", nargs="+", default=["plotline", "python3", "gnuplot"])
    parser.add_argument("--max-ratio", type=float, default=0.2, help="largest allowed Plotline p50 / ipykernel p50")
    options = parser.parse_args()

    results = {}
    for name in options.kernels:
        print(f"measuring {LABELS.get(name, name)}: {options.warmup} warm-up cells, {options.cells} timed cells ...",
              file=sys.stderr, flush=True)
        results[name] = measure(name, options.cells, options.warmup)

    print()
    print(f"Trivial-cell round trip (execute_request sent -> status idle received), {options.cells} cells each")
    print(f"{'kernel':<16}{'cell':<12}{'p50 ms':>9}{'p99 ms':>9}{'mean ms':>9}")
    for name, samples in results.items():
        print(f"{LABELS.get(name, name):<16}{TRIVIAL[name]:<12}{percentile(samples, 0.5) * 1e3:>9.3f}"
              f"{percentile(samples, 0.99) * 1e3:>9.3f}{statistics.fmean(samples) * 1e3:>9.3f}")
    if "plotline" in results and "python3" in results:
        ratio = percentile(results["plotline"], 0.5) / percentile(results["python3"], 0.5)
        verdict = "ok" if ratio <= options.max_ratio else "TOO SLOW"
        print(f"Plotline p50 / ipykernel p50 = {ratio:.3f} (at most {options.max_ratio:.3f} allowed): {verdict}")
        if ratio > options.max_ratio:
            sys.exit(1)


if __name__ == "__main__":
    main()
