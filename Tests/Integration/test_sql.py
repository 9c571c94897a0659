"""SQL feeds in a running kernel against the private PostgreSQL server `make test` starts (tools/with-postgres.sh):

1. a NOTIFY reaches a chart bound to a listening feed while the kernel is idle, within a second;
2. a password written in a cell's URL shows in no output, error, inspection or history;
3. an interrupt cancels the running query on the server, within two seconds.

Skipped without PLOTLINE_TEST_POSTGRES_URL, failed instead when PLOTLINE_REQUIRE_POSTGRES is set.
"""

import json
import os
import subprocess
import threading
import time
import uuid

import pytest

from conftest import drain_iopub, execute, of_type
from test_live import collect_iopub, shown_display_id, updates_for


@pytest.fixture(scope="module")
def server():
    url = os.environ.get("PLOTLINE_TEST_POSTGRES_URL")
    password = os.environ.get("PLOTLINE_TEST_POSTGRES_PASSWORD")
    if not url or not password:
        if os.environ.get("PLOTLINE_REQUIRE_POSTGRES"):
            pytest.fail("PLOTLINE_REQUIRE_POSTGRES is set but no server is named; run through tools/with-postgres.sh")
        pytest.skip("no PostgreSQL server (make test starts one with tools/with-postgres.sh)")
    return url, password


def psql(server, sql):
    url, password = server
    done = subprocess.run(["psql", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", url, "-c", sql],
                          env={**os.environ, "PGPASSWORD": password}, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def with_password(server):
    url, password = server
    return url.replace("postgresql://plotline@", f"postgresql://plotline:{password}@")


def new_table(server):
    table = f"runs_{uuid.uuid4().hex[:8]}"
    psql(server, f"CREATE TABLE {table} (id bigint PRIMARY KEY, total double precision)")
    psql(server, f"INSERT INTO {table} SELECT g, 1000 + 10 * g FROM generate_series(1, 3) AS g")
    return table


def test_a_notify_reaches_the_chart_while_idle_within_a_second(kernel, server):
    _, kc = kernel
    table = new_table(server)
    drain_iopub(kc)
    reply, shown = execute(kc, f"""
let db = Database("{with_password(server)}")
let runs = db.feed("SELECT id, total FROM {table}", key: "id")
runs.listen("{table}_changed")
let chart = XYGraph(width: 320, height: 200)
let totals = ScatterPlot(identifier: "totals")
totals.bind(.xValues, to: runs, withKeyPath: "arrangedObjects.id")
totals.bind(.yValues, to: runs, withKeyPath: "arrangedObjects.total")
chart.add(totals)
chart
""")
    assert reply["content"]["status"] == "ok", reply["content"]
    display_id = shown_display_id(shown)
    assert "(3 points)" in of_type(shown, "display_data")[0]["content"]["data"]["text/plain"]

    def notify_and_wait(new_id):
        psql(server, f"INSERT INTO {table} VALUES ({new_id}, {1000 + 10 * new_id})")
        start = time.monotonic()
        psql(server, f"NOTIFY {table}_changed")
        arrived = collect_iopub(
            kc, 5, until=lambda m: m["msg_type"] == "update_display_data"
            and m["content"]["transient"]["display_id"] == display_id
            and f"({new_id} points)" in m["content"]["data"]["text/plain"])
        updates = [m for m in updates_for(arrived, display_id) if f"({new_id} points)" in m["content"]["data"]["text/plain"]]
        assert updates, "the notified row never reached the chart"
        return time.monotonic() - start

    elapsed = notify_and_wait(4)
    if elapsed > 1.0:
        elapsed = notify_and_wait(5)
    assert elapsed <= 1.0, f"the update took {elapsed:.2f}s"
    reply, _ = execute(kc, "runs.stop()")
    assert reply["content"]["status"] == "ok"


def test_a_password_in_a_url_shows_nowhere(kernel, server):
    km, kc = kernel
    _, password = server
    table = new_table(server)
    seen = []
    code = f'let secretDB = Database("{with_password(server)}")\nlet bad = secretDB.feed("SELECT totl FROM {table}")'
    reply, messages = execute(kc, code)
    assert reply["content"]["status"] == "error"
    assert "column \"totl\" does not exist" in reply["content"]["evalue"]
    seen += [reply] + messages
    reply, messages = execute(kc, f'let refused = Database("postgresql://plotline:{password}@127.0.0.1:1/none").execute("SELECT 1")')
    assert reply["content"]["status"] == "error"
    assert "is the server running" in "\n".join(reply["content"]["traceback"]), "the error's source line is shown"
    seen += [reply] + messages
    reply, messages = execute(kc, "secretDB")
    assert "Database: postgresql://plotline:•••@" in of_type(messages, "execute_result")[0]["content"]["data"]["text/plain"]
    seen += [reply] + messages
    kc.inspect("secretDB", 8, detail_level=1)
    seen.append(kc.get_shell_msg(timeout=10))
    kc.history(hist_access_type="tail", n=5, output=True)
    history = kc.get_shell_msg(timeout=10)
    assert any("Database(" in entry[2][0] if isinstance(entry[2], list) else "Database(" in entry[2]
               for entry in history["content"]["history"]), "the cell is in history"
    seen.append(history)
    text = json.dumps([m["content"] for m in seen], ensure_ascii=False)
    assert password not in text
    assert "plotline:•••@" in text


def test_an_interrupt_cancels_the_query_on_the_server(kernel, server):
    km, kc = kernel
    drain_iopub(kc)
    reply, _ = execute(kc, f'let slow = Database("{with_password(server)}")\nslow.execute("SELECT 1")')
    assert reply["content"]["status"] == "ok", reply["content"]
    result = {}

    def run():
        result["reply"], _ = execute(kc, 'slow.execute("SELECT pg_sleep(60)")', timeout=60)

    worker = threading.Thread(target=run)
    worker.start()
    deadline = time.monotonic() + 10
    while psql(server, "SELECT count(*) FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(60)' AND state = 'active'") != "1":
        assert time.monotonic() < deadline, "the query never started"
        time.sleep(0.05)
    interrupted = time.monotonic()
    km.interrupt_kernel()
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert time.monotonic() - interrupted <= 2.0
    assert result["reply"]["content"]["status"] == "error"
    assert result["reply"]["content"]["ename"] == "Interrupted"
    assert psql(server, "SELECT count(*) FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(60)' AND state = 'active'") == "0"
    reply, _ = execute(kc, 'slow.execute("SELECT 1")')
    assert reply["content"]["status"] == "ok", "the connection goes on after the cancel"
