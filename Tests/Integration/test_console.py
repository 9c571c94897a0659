"""`jupyter console --kernel plotline` in a terminal: a result, an error, a chart as text, exit.

jupyter_console shows `image/png` through Pillow when Pillow is installed, and Pillow hands the picture to
`xdg-open`, which in a terminal without a desktop prints an error and shows nothing. Charts must show as their
braille `text/plain` instead, both the way `make console` starts the console (a command-line option) and the way the
README tells users to make it their default (a jupyter_console config file). These tests run with Pillow installed
and an `xdg-open` on PATH that records being called, so a console that still hands charts to a viewer fails them.
"""

import json
import os
import shutil
import sys

import pexpect
import PIL  # noqa: F401  (pinned in requirements.txt: without it the console never tries a viewer)

CHART = ('let g = XYGraph(width: 240, height: 120); g.title = "Console chart"; '
         'g.add(ScatterPlot(identifier: "s", x: [1, 2, 3], y: [1, 4, 9])); g')

# What `make console` passes and the README documents: charts print as their text/plain, never through a viewer.
TEXT_CHARTS_OPTION = "--ZMQTerminalInteractiveShell.mime_preference=text/plain"
TEXT_CHARTS_CONFIG = {"ZMQTerminalInteractiveShell": {"mime_preference": ["text/plain"]}}

STUB_XDG_OPEN = """#!/bin/sh
echo "$@" >> "{record}"
echo "xdg-open: no method available for opening '$1'" >&2
exit 3
"""


def jupyter():
    """The `jupyter` command beside the Python running the tests."""
    here = os.path.join(os.path.dirname(sys.executable), "jupyter")
    return here if os.path.exists(here) else shutil.which("jupyter")


def stub_viewer(directory):
    """A fake `xdg-open` in `directory/bin` that appends its arguments to `directory/xdg-open-calls`."""
    record = directory / "xdg-open-calls"
    bin_dir = directory / "bin"
    bin_dir.mkdir()
    script = bin_dir / "xdg-open"
    script.write_text(STUB_XDG_OPEN.format(record=record))
    script.chmod(0o755)
    return bin_dir, record


def console_environment(tmp_path, config=None):
    """The environment of a terminal without a desktop, the stub viewer first on PATH, and a private config dir."""
    bin_dir, record = stub_viewer(tmp_path)
    config_dir = tmp_path / "config"
    config_dir.mkdir()
    if config is not None:
        (config_dir / "jupyter_console_config.json").write_text(json.dumps(config))
    env = {**os.environ, "TERM": "dumb", "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "JUPYTER_CONFIG_DIR": str(config_dir)}
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return env, record


def start_console(env, *options):
    """`jupyter console --kernel plotline` in a pseudo-terminal, with extra command-line options."""
    return pexpect.spawn(
        jupyter(), ["console", "--kernel", "plotline", "--ZMQTerminalInteractiveShell.simple_prompt=True", *options],
        encoding="utf-8", timeout=60, env=env, dimensions=(50, 160))


def show_chart_and_exit(child, prompt_number):
    """Runs the chart cell at `In [prompt_number]`, exits; returns everything printed from the chart cell on."""
    child.sendline(CHART)  # a live display_data: no Out prompt, the braille drawing alone
    child.expect(rf"In \[{prompt_number + 1}\]: ")
    printed = child.before.split(CHART, 1)[-1]  # what came after the echoed input
    child.sendline("exit")
    child.expect(pexpect.EOF, timeout=30)
    return printed + child.before  # anything a viewer printed late, up to the console's exit


def assert_clean_chart(printed, record):
    """The chart printed as braille with its title, nothing else printed around it, and no viewer started."""
    for stray in ["xdg-open", "Error", "Traceback", "no method available"]:
        assert stray not in printed, f"the console printed {stray!r} around the chart:\n{printed}"
    assert not record.exists(), f"the chart was handed to xdg-open: {record.read_text()!r}"
    assert "Console chart" in printed, "the chart's title is shown"
    assert any("\u2801" <= ch <= "\u28ff" for ch in printed), "the chart is drawn in braille"


def test_console_session(tmp_path):
    env, record = console_environment(tmp_path)
    child = start_console(env, TEXT_CHARTS_OPTION)
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

        printed = show_chart_and_exit(child, 3)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    assert_clean_chart(printed, record)


def test_console_config_file_shows_charts_as_text(tmp_path):
    """Plain `jupyter console --kernel plotline` with the config the README documents."""
    env, record = console_environment(tmp_path, config=TEXT_CHARTS_CONFIG)
    child = start_console(env)
    try:
        child.expect(r"In \[1\]: ")
        printed = show_chart_and_exit(child, 1)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    assert_clean_chart(printed, record)


def test_make_console_and_readme_use_the_text_charts_option():
    """The option tested above is the one `make console` passes and the README gives users."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "Makefile"), encoding="utf-8") as makefile:
        console_recipe = makefile.read().split("\nconsole:", 1)[1].split("\n\n", 1)[0]
    with open(os.path.join(root, "README.md"), encoding="utf-8") as readme:
        readme_text = readme.read()
    assert f"jupyter console --kernel plotline {TEXT_CHARTS_OPTION}" in console_recipe
    assert f"jupyter console --kernel plotline {TEXT_CHARTS_OPTION}" in readme_text
    assert json.dumps(TEXT_CHARTS_CONFIG) in readme_text
