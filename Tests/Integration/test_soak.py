"""Issue 35: long use leaves nothing behind. A thousand cells that start and stop live sources (a followed file, a
database polled on its own connection) and open databases leave the kernel with the threads and file descriptors it
had after warming up; a hundred restarts leave one kernel process and no other.

PLOTLINE_SOAK_CELLS and PLOTLINE_SOAK_RESTARTS change the counts (1,000 and 100)."""

import os
import sqlite3
import time
from pathlib import Path

from jupyter_client.manager import KernelManager

from conftest import KERNEL_NAME, execute, of_type

CELLS = int(os.environ.get("PLOTLINE_SOAK_CELLS", "1000"))
RESTARTS = int(os.environ.get("PLOTLINE_SOAK_RESTARTS", "100"))


def resources(pid):
    """The process's thread count and its open file descriptors (what each points at)."""
    threads = len(os.listdir(f"/proc/{pid}/task"))
    descriptors = {}
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            descriptors[fd] = os.readlink(f"/proc/{pid}/fd/{fd}")
        except FileNotFoundError:
            pass
    return threads, descriptors


def settled_resources(pid, expected_threads=None, timeout=10):
    """`resources` once the thread count stops falling (sources stop their threads as they wind down)."""
    deadline = time.monotonic() + timeout
    last = resources(pid)
    while time.monotonic() < deadline:
        time.sleep(0.25)
        now = resources(pid)
        if now[0] == last[0] and (expected_threads is None or now[0] <= expected_threads):
            return now
        last = now
    return last


def cell(index, csv, database):
    """Opens a database, polls a feed of it on its own connection, follows a file, and stops both."""
    return f"""
let db = Database("sqlite:{database}")
let polled = db.feed("SELECT id, value FROM samples", key: "id")
polled.refresh(every: 0.05)
let followed = Feed()
followed.follow("{csv}")
polled.stop()
followed.stop()
print({index}, polled.count, followed.count, polled.isLive || followed.isLive)
"""


def test_a_thousand_cells_of_live_sources_and_databases_leave_no_thread_or_descriptor(tmp_path):
    csv = tmp_path / "samples.csv"
    csv.write_text("t,value\n" + "".join(f"{i},{i * 0.5}\n" for i in range(50)))
    database = tmp_path / "samples.db"
    with sqlite3.connect(database) as connection:
        connection.execute("CREATE TABLE samples (id INTEGER PRIMARY KEY, value REAL)")
        connection.executemany("INSERT INTO samples VALUES (?, ?)", [(i, i * 0.5) for i in range(50)])
    km = KernelManager(kernel_name=KERNEL_NAME)
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
        pid = km.provisioner.process.pid
        for index in range(5):  # warm up: the session thread, the shared worker threads, the logs
            execute(kc, cell(index, csv, database))
        threads, descriptors = settled_resources(pid)
        started = time.monotonic()
        for index in range(CELLS):
            _, messages = execute(kc, cell(index, csv, database))
            assert not of_type(messages, "error"), of_type(messages, "error")[0]["content"]
            printed = "".join(m["content"]["text"] for m in of_type(messages, "stream"))
            assert printed.strip() == f"{index} 50 50 false", printed
        elapsed = time.monotonic() - started
        after_threads, after_descriptors = settled_resources(pid, expected_threads=threads)
        assert after_threads <= threads, f"{after_threads} threads after {CELLS} cells, {threads} before"
        opened = {fd: target for fd, target in after_descriptors.items() if descriptors.get(fd) != target}
        assert not opened, f"descriptors left open after {CELLS} cells: {opened}"
        print(f"{CELLS} cells in {elapsed:.1f} s; {threads} threads, {len(descriptors)} descriptors before and after")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)


def kernel_processes(binary):
    """The pids of running processes whose executable is `binary`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if os.path.realpath(entry / "exe") == binary:
                found.append(int(entry.name))
        except OSError:
            pass
    return found


def test_a_hundred_restarts_leave_one_kernel_and_no_other_process():
    km = KernelManager(kernel_name=KERNEL_NAME)
    km.start_kernel()
    binary = os.path.realpath(f"/proc/{km.provisioner.process.pid}/exe")
    before = set(kernel_processes(binary))
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
        pids = set()
        for index in range(RESTARTS):
            pids.add(km.provisioner.process.pid)
            km.restart_kernel(now=False)
            kc.wait_for_ready(timeout=60)
        pids.add(km.provisioner.process.pid)
        assert len(pids) == RESTARTS + 1, "each restart starts a new process"
        _, messages = execute(kc, "print(1 + 1)")
        assert "".join(m["content"]["text"] for m in of_type(messages, "stream")).strip() == "2"
        running = set(kernel_processes(binary)) - (before - pids)
        assert running == {km.provisioner.process.pid}, f"kernel processes left running: {running}"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)
