"""Issue 2: `jupyter console --kernel plotline` in a terminal: a result, an error, a chart as text, exit."""

import os
import shutil
import sys

import pexpect

CHART = ('let g = XYGraph(width: 240, height: 120); g.title = "Console chart"; '
         'g.add(ScatterPlot(identifier: "s", x: [1, 2, 3], y: [1, 4, 9])); g')


def jupyter():
    here = os.path.join(os.path.dirname(sys.executable), "jupyter")
    return here if os.path.exists(here) else shutil.which("jupyter")


def test_console_session():
    child = pexpect.spawn(
        jupyter(), ["console", "--kernel", "plotline", "--ZMQTerminalInteractiveShell.simple_prompt=True"],
        encoding="utf-8", timeout=60, env={**os.environ, "TERM": "dumb"}, dimensions=(50, 160))
    try:
        child.expect(r"In \[1\]: ")
        assert "Plotline" in child.before, "the banner names the kernel"

        child.sendline("6 * 7")
        child.expect(r"Out\[1\]: 42")
        child.expect(r"In \[2\]: ")

        child.sendline("undefinedName")
        child.expect(r"cannot find 'undefinedName' in scope")
        child.expect(r"In \[3\]: ")
        assert "^^^^^^^^^^^^^" in child.before, "the error points at the name"

        child.sendline(CHART)  # a live display_data: no Out[3] prompt, the braille drawing alone
        child.expect(r"In \[4\]: ")
        assert "Console chart" in child.before, "the chart's title is shown"
        assert any("\u2801" <= ch <= "\u28ff" for ch in child.before), "the chart is drawn in braille"

        child.sendline("exit")
        child.expect(pexpect.EOF, timeout=30)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
