"""Issue 6: `plotline repl` in a pseudo-terminal (pexpect) and in tmux: results, multi-line inputs continued by
is_complete, Tab completion, errors with their caret, charts as braille and as kitty images, history across
restarts, Ctrl-D, signals, and the terminal settings restored afterwards."""

import base64
import os
import re
import shutil
import signal
import subprocess
import time

import pexpect
import pytest

from conftest import plotline_binary

CHART = ('let g = XYGraph(width: 240, height: 120); g.title = "REPL chart"; '
         'g.add(ScatterPlot(identifier: "s", x: [1, 2, 3], y: [1, 4, 9])); g')
PROMPT = r">>> "
KITTY = re.compile(r"\x1b_G([^;\x1b]*);([A-Za-z0-9+/=]*)\x1b\\")


def repl_env(tmp_path, **extra):
    """A clean environment: an ordinary colour terminal without graphics, the history under tmp_path."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("KITTY_WINDOW_ID", "TERM_PROGRAM", "LC_TERMINAL", "TMUX", "NO_COLOR")}
    env.update(TERM="xterm-256color", HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"))
    env.update(extra)
    return env


def spawn(tmp_path, *args, **env):
    child = pexpect.spawn(plotline_binary(), ["repl", *args], encoding="utf-8", timeout=60,
                          env=repl_env(tmp_path, **env), dimensions=(40, 120))
    child.expect("Plotline")
    child.expect(PROMPT)
    return child


def finish(child):
    """Ctrl-D on an empty line: the REPL ends with status 0."""
    child.sendcontrol("d")
    child.expect(pexpect.EOF, timeout=30)
    child.close()
    assert child.exitstatus == 0


def test_a_piped_expression_prints_its_value_and_nothing_else(tmp_path):
    result = subprocess.run([plotline_binary(), "repl"], input="1+2\n", capture_output=True, text=True,
                            env=repl_env(tmp_path), timeout=60)
    assert result.stdout == "3\n"
    assert result.stderr == ""
    assert result.returncode == 0


def test_an_expression_a_multi_line_loop_and_an_error(tmp_path):
    child = spawn(tmp_path, "--no-history")
    try:
        child.sendline("6 * 7")
        child.expect(r"\r\n42\r\n")
        child.expect(PROMPT)

        child.sendline("for i in 0..<3 {")
        child.expect(r"\.\.\. ")
        child.sendline("print(i * 10)")
        child.expect(r"\.\.\. ")
        child.sendline("}")
        child.expect(r"0\r\n10\r\n20\r\n")
        child.expect(PROMPT)

        child.sendline("undefinedName")
        child.expect(r"error: cannot find 'undefinedName' in scope")
        child.expect(r"\| \^{13}")
        child.expect(PROMPT)
        finish(child)
    finally:
        child.close(force=True)


def test_tab_completes_a_type_name(tmp_path):
    child = spawn(tmp_path, "--no-history")
    try:
        child.send("XYGr")
        child.send("\t")
        child.expect("XYGraph")
        child.sendline("(width: 10, height: 10).width")
        child.expect(r"\r\n10\.0\r\n|\r\n10\r\n")
        child.expect(PROMPT)
        finish(child)
    finally:
        child.close(force=True)


def test_a_chart_is_drawn_in_braille_without_graphics_support(tmp_path):
    child = spawn(tmp_path, "--no-history")
    try:
        assert "braille" in child.before
        child.sendline(CHART)
        child.expect(r"plots: s \(3 points\)")
        drawing = child.before.rsplit("\x1b[?2004l", 1)[-1]
        assert "REPL chart" in drawing, "the chart's title"
        assert any("\u2801" <= ch <= "\u28ff" for ch in drawing), "the chart is drawn in braille"
        assert "\x1b_G" not in child.before and "\x1bP" not in child.before
        finish(child)
    finally:
        child.close(force=True)


def test_a_chart_is_a_kitty_image_in_kitty(tmp_path):
    child = spawn(tmp_path, "--no-history", KITTY_WINDOW_ID="1")
    try:
        child.sendline(CHART)
        child.expect(r"\x1b_G[^;\x1b]*m=0;[A-Za-z0-9+/=]*\x1b\\")
        sequences = KITTY.findall(child.before + child.after)
        assert sequences, "kitty graphics escapes"
        assert sequences[0][0].startswith("a=T,f=100,q=2"), sequences[0][0]
        assert [keys.endswith("m=1") for keys, _ in sequences[:-1]] == [True] * (len(sequences) - 1)
        assert sequences[-1][0].endswith("m=0")
        assert all(len(payload) <= 4096 for _, payload in sequences)
        png = base64.b64decode("".join(payload for _, payload in sequences))
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
        child.expect(PROMPT)
        finish(child)
    finally:
        child.close(force=True)


def test_history_is_recalled_with_up_after_a_restart(tmp_path):
    history = tmp_path / "history"
    child = spawn(tmp_path, "--history", str(history))
    try:
        child.sendline("let answer = 41 + 1")
        child.expect(PROMPT)
        finish(child)
    finally:
        child.close(force=True)
    assert history.read_text() == "let answer = 41 + 1\n"

    child = spawn(tmp_path, "--history", str(history))
    try:
        child.send("\x1b[A")
        child.expect(r"let answer = 41 \+ 1")
        child.send("\r")
        child.expect(PROMPT)
        child.sendline("answer")
        child.expect(r"\r\n42\r\n")
        finish(child)
    finally:
        child.close(force=True)


def test_ctrl_c_interrupts_a_running_input_and_the_session_goes_on(tmp_path):
    child = spawn(tmp_path, "--no-history")
    try:
        child.sendline('var n = 0; print("run" + "ning"); while true { n += 1 }')
        child.expect("running")
        child.sendintr()
        child.expect("execution was interrupted")
        child.expect(PROMPT)
        child.sendline("n > 0")
        child.expect(r"\r\ntrue\r\n")
        finish(child)
    finally:
        child.close(force=True)


# MARK: - tmux: the terminal settings after the REPL ends

def tmux(socket, *args):
    return subprocess.run(["tmux", "-S", str(socket), *args], check=True, capture_output=True, text=True).stdout


def wait_for(condition, what, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def tmux_pane(tmp_path):
    """Runs the REPL in a tmux window between two `stty -g`; yields (socket, work directory)."""
    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed (make deps installs it)")
    socket = tmp_path / "tmux.sock"
    script = tmp_path / "run.sh"
    script.write_text(
        "stty -g > before\n"
        f"'{plotline_binary()}' repl --no-history\n"
        "echo $? > status.tmp\n"
        "stty -g > after\n"
        "mv status.tmp status\n"
        "sleep 600\n")
    env = repl_env(tmp_path)
    env.pop("TMUX", None)
    subprocess.run(["tmux", "-S", str(socket), "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                    "-c", str(tmp_path), "sh", str(script)], check=True, env=env)
    try:
        wait_for(lambda: ">>>" in tmux(socket, "capture-pane", "-p"), "the prompt")
        yield socket, tmp_path
    finally:
        subprocess.run(["tmux", "-S", str(socket), "kill-server"], capture_output=True)


def test_the_terminal_settings_are_restored_after_ctrl_d(tmux_pane):
    socket, work = tmux_pane
    tmux(socket, "send-keys", "1 + 2", "Enter")
    wait_for(lambda: "\n3\n" in tmux(socket, "capture-pane", "-p"), "the result")
    tmux(socket, "send-keys", "C-d")
    wait_for(lambda: (work / "status").exists(), "the REPL to end")
    assert (work / "status").read_text().strip() == "0"
    assert (work / "before").read_text() == (work / "after").read_text()


def test_the_terminal_settings_are_restored_after_sigterm(tmux_pane):
    socket, work = tmux_pane
    tmux(socket, "send-keys", "let half = 1")
    shell = int(tmux(socket, "display", "-p", "#{pane_pid}").strip())
    children = open(f"/proc/{shell}/task/{shell}/children").read().split()
    assert len(children) == 1, children
    os.kill(int(children[0]), signal.SIGTERM)
    wait_for(lambda: (work / "status").exists(), "the REPL to end")
    assert (work / "status").read_text().strip() == str(128 + signal.SIGTERM)
    assert (work / "before").read_text() == (work / "after").read_text()
