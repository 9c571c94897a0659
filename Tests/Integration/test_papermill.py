"""papermill runs Plotline notebooks with parameters (docs/reports.md).

Two halves:

- The translator, function by function (packaging/python/plotline_kernel/papermill.py, imported from the
  repository): each Python value's Plotline code, and that code read back by the real kernel (the installed
  kernelspec, as the other integration tests use it) to the value it stands for.
- End to end: the wheel (PLOTLINE_WHEEL, which `make test` builds and sets) and the pinned papermill installed with
  pip into a fresh virtual environment, and the `papermill` command run there, where the Swift toolchain and the
  repository's builds are hidden (hidden_toolchain.py), on a notebook with a `parameters` cell and a chart, with
  parameters given by -p, -r, -y and -f. Without PLOTLINE_WHEEL these tests skip.
"""

import base64
import datetime
import json
import math
import os
import pathlib
import re
import sys
import textwrap

import nbformat
import pytest

import hidden_toolchain
from conftest import execute, of_type

ROOT = pathlib.Path(__file__).resolve().parents[2]
WHEEL = os.environ.get("PLOTLINE_WHEEL")
REQUIREMENTS = pathlib.Path(__file__).with_name("requirements.txt")
CONSTRAINTS = pathlib.Path(__file__).with_name("constraints.txt")

sys.path.insert(0, str(ROOT / "packaging/python"))
from plotline_kernel.papermill import PlotlineTranslator, plotline_name  # noqa: E402

needs_wheel = pytest.mark.skipif(not WHEEL, reason="PLOTLINE_WHEEL is not set: `make test` builds the wheel and sets it")


def run_cell(kc, code):
    """Runs `code` in the kernel; returns (status, stdout text, the error's evalue or "")."""
    reply, messages = execute(kc, code)
    stdout = "".join(m["content"]["text"] for m in of_type(messages, "stream") if m["content"]["name"] == "stdout")
    errors = of_type(messages, "error")
    return reply["content"]["status"], stdout, errors[0]["content"]["evalue"] if errors else ""


def read_back(kc, code, check):
    """Declares `let v = <code>` in the kernel, then prints `check` (Plotline code about v); returns what printed."""
    status, _, error = run_cell(kc, f"let v = {code}")
    assert status == "ok", f"the kernel refused `let v = {code}`: {error}"
    status, stdout, error = run_cell(kc, f"print({check})")
    assert status == "ok", f"print({check}) after `let v = {code}` failed: {error}"
    return stdout.removesuffix("\n")


# --- The translator, function by function, each form read by the kernel --------------------------------------------

NUMBERS = [
    # (Python value, Plotline code, what `print(v, type(of: v))` prints)
    (30, "30", "30 Int"),
    (-7, "-7", "-7 Int"),
    (0, "0", "0 Int"),
    (2**63 - 1, "9223372036854775807", "9223372036854775807 Int"),
    (-(2**63), "Int.min", "-9223372036854775808 Int"),
    (0.1, "0.1", "0.1 Double"),
    (30.0, "30.0", "30.0 Double"),
    (-2.5, "-2.5", "-2.5 Double"),
    (1e100, "1e+100", "1e+100 Double"),
    (1.5e-07, "1.5e-07", "1.5e-07 Double"),
    (5e-324, "5e-324", "5e-324 Double"),
    (1.7976931348623157e308, "1.7976931348623157e+308", "1.7976931348623157e+308 Double"),
    (-0.0, "-0.0", "-0.0 Double"),
    (float("inf"), "Double.infinity", "inf Double"),
    (float("-inf"), "-Double.infinity", "-inf Double"),
    (True, "true", "true Bool"),
    (False, "false", "false Bool"),
]


@pytest.mark.parametrize("value, code, printed", NUMBERS, ids=[repr(case[0]) for case in NUMBERS])
def test_numbers_and_booleans(kernel, value, code, printed):
    _, kc = kernel
    assert PlotlineTranslator.translate(value) == code
    assert read_back(kc, code, "v, type(of: v)") == printed
    if isinstance(value, float):
        assert math.copysign(1, float(printed.split()[0])) == math.copysign(1, value)
        assert float(printed.split()[0]) == value, "the kernel reads back the same Double"


def test_nan(kernel):
    _, kc = kernel
    assert PlotlineTranslator.translate(float("nan")) == "Double.nan"
    assert read_back(kc, "Double.nan", "v.isNaN, type(of: v)") == "true Double"


def test_an_int_beyond_64_bits_is_refused_not_changed():
    for value in (2**63, -(2**63) - 1, 10**30):
        with pytest.raises(ValueError, match="does not fit in Plotline's Int"):
            PlotlineTranslator.translate(value)


def test_none_is_nil(kernel):
    _, kc = kernel
    assert PlotlineTranslator.translate(None) == "nil"
    assert read_back(kc, "nil", 'v == nil, v ?? "default"') == "true default"


STRINGS = [
    ("plain", "plain", '"plain"'),
    ("empty", "", '""'),
    ("quotes and backslash", 'say "hi" \\ bye', r'"say \"hi\" \\ bye"'),
    ("newline, return, tab", "a\nb\rc\td", r'"a\nb\rc\td"'),
    ("control characters", "\x00\x01\x1b[0m\x7f\x85", r'"\u{0}\u{1}\u{1B}[0m\u{7F}\u{85}"'),
    ("line and paragraph separators", "a\u2028b\u2029c", r'"a\u{2028}b\u{2029}c"'),
    ("format characters", "zero\u200bwidth\ufeff", r'"zero\u{200B}width\u{FEFF}"'),
    ("not an interpolation", "\\(x)", r'"\\(x)"'),
    ("not a comment", "a // b /* c */", '"a // b /* c */"'),
    ("letters, CJK and emoji stay as they are", "Café 東京 😀", '"Café 東京 😀"'),
    ("a combining mark after a letter stays", "e\u0301", '"e\u0301"'),
    ("a combining mark after the quote is escaped", "\u0301abc", r'"\u{301}abc"'),
    ("a combining mark after an escape is escaped", "a\n\u0301\u0302", r'"a\n\u{301}\u{302}"'),
    ("a skin tone after an escape is escaped", "\t\U0001F3FD", r'"\t\u{1F3FD}"'),
    ("a prepended mark before the quote is escaped", "a\u0d4e", r'"a\u{D4E}"'),
]


@pytest.mark.parametrize("name, value, code", STRINGS, ids=[case[0] for case in STRINGS])
def test_strings_escape_as_swift_does_and_read_back_whole(kernel, name, value, code):
    _, kc = kernel
    assert PlotlineTranslator.translate(value) == code
    status, stdout, error = run_cell(kc, f'let v = {code}\nprint("<" + v + ">", terminator: "")')
    assert status == "ok", f"the kernel refused `let v = {code}`: {error}"
    assert stdout == f"<{value}>", "the kernel's string is the Python string, character for character"


def test_a_lone_surrogate_has_no_spelling():
    with pytest.raises(ValueError, match="surrogate"):
        PlotlineTranslator.translate("a\ud800")


COLLECTIONS = [
    # (id, Python value, Plotline code, Plotline check, what it prints)
    ("empty list", [], "[]", "v.count, type(of: v)", "0 Array<Any>"),
    ("empty dict", {}, "[:]", "v.count, type(of: v)", "0 Dictionary<AnyHashable, Any>"),
    ("list of numbers", [1, 2], "[1, 2]", "v.count, v[0] + v[1]", "2 3"),
    ("mixed list", [1, "a", None, 2.5, True], '[1, "a", nil, 2.5, true]',
     "v.count, v[1], v[2] == nil, v[3], v[4]", "5 a true 2.5 true"),
    ("dict", {"a": 1, "b": "two"}, '["a": 1, "b": "two"]', 'v.count, v["a"]!, v["b"]!', "2 1 two"),
    ("dict with other keys", {1: "one", 2.5: "half", None: "nothing"}, '[1: "one", 2.5: "half", nil: "nothing"]',
     "v.count, v[1]!, v[2.5]!", "3 one half"),
    ("dict with a Bool key", {True: "yes"}, '[true: "yes"]', "v[true]!", "yes"),
    ("nested", {"hosts": ["web-1", "web-2"], "limits": {"warn": 250, "fail": 1000.5}, "none": [[], {}]},
     '["hosts": ["web-1", "web-2"], "limits": ["warn": 250, "fail": 1000.5], "none": [[], [:]]]',
     'v["hosts"]!.count, v["limits"]!["fail"]!, v["none"]![1].count', "2 1000.5 0"),
    ("tuple as a list", (1, 2.5), "[1, 2.5]", "v.count, v[1]", "2 2.5"),
]


@pytest.mark.parametrize("name, value, code, check, printed", COLLECTIONS, ids=[case[0] for case in COLLECTIONS])
def test_lists_and_dictionaries(kernel, name, value, code, check, printed):
    _, kc = kernel
    assert PlotlineTranslator.translate(value) == code
    assert read_back(kc, code, check) == printed


def test_dates_from_the_python_api_become_plotline_dates(kernel):
    _, kc = kernel
    day = datetime.date(2024, 3, 1)
    assert PlotlineTranslator.translate(day) == 'Date("2024-03-01")'
    assert read_back(kc, 'Date("2024-03-01")', "v == Date(year: 2024, month: 3, day: 1)") == "true"
    zoned = datetime.datetime(2024, 3, 1, 12, 30, tzinfo=datetime.timezone(datetime.timedelta(hours=2)))
    code = PlotlineTranslator.translate(zoned)
    assert code == 'Date("2024-03-01T12:30:00+02:00")'
    assert read_back(kc, code, "v == Date(year: 2024, month: 3, day: 1, hour: 10, minute: 30)") == "true"
    naive = datetime.datetime(2024, 3, 1, 12, 30, 15, 250000)
    code = PlotlineTranslator.translate(naive)
    assert code == 'Date("2024-03-01T12:30:15.250000")'
    assert read_back(kc, code, 'v == Date("2024-03-01T12:30:15.25Z")') == "true"


def test_another_value_is_written_as_its_text():
    assert PlotlineTranslator.translate(pathlib.PurePosixPath("data/a b.csv")) == '"data/a b.csv"'


def test_comments(kernel):
    _, kc = kernel
    assert PlotlineTranslator.comment("Parameters") == "// Parameters"
    two_lines = PlotlineTranslator.comment("Parameters\nfrom cron")
    assert two_lines == "// Parameters\n// from cron"
    status, _, error = run_cell(kc, two_lines + "\nlet afterComments = 1")
    assert status == "ok", error


def test_names_are_declared_with_let_and_words_of_the_language_in_backticks(kernel):
    _, kc = kernel
    assert PlotlineTranslator.assign("days", "30") == "let days = 30"
    assert plotline_name("温度") == "温度"
    for word in ("in", "nil", "switch", "class"):
        assert plotline_name(word) == f"`{word}`"
        status, stdout, error = run_cell(kc, f"{PlotlineTranslator.assign(word, '3')}\nprint(`{word}`)")
        assert (status, stdout) == ("ok", "3\n"), error
    for bad in ("start-date", "2x", "", "a b"):
        with pytest.raises(ValueError, match="is not a Plotline name"):
            PlotlineTranslator.assign(bad, "1")


def test_a_later_cell_declares_the_parameters_again(kernel):
    """papermill's cell comes after the `parameters` cell and declares the same names: Plotline takes a top-level
    `let` of a name again in a later cell (docs/language.md, "Declarations")."""
    _, kc = kernel
    status, _, error = run_cell(kc, 'let days = 7\nlet title = "Weekly"\nvar hosts = ["a"]\nlet note: String? = "n"')
    assert status == "ok", error
    injected = PlotlineTranslator.codify({"days": 30, "title": 'Monthly "p95"', "hosts": ["a", "b"], "note": None})
    assert injected == textwrap.dedent('''\
        // Parameters
        let days = 30
        let title = "Monthly \\"p95\\""
        let hosts = ["a", "b"]
        let note = nil
        ''')
    status, _, error = run_cell(kc, injected)
    assert status == "ok", error
    status, stdout, error = run_cell(kc, 'print(days, title, hosts.count, note ?? "none")')
    assert (status, stdout) == ("ok", '30 Monthly "p95" 2 none\n'), error


def test_inspect_reads_the_parameters_cell():
    source = textwrap.dedent('''\
        // parameters
        let days = 14                 // how many days
        var title: String = "a // b"  /* not the help */
        let hosts = [
            "web-1",   // the first
            "web-2",
        ]
        let limits = ["warn": 1]; let empty = [:]
        let note: String? = nil
        let ceiling = Double.infinity
        let start = Date("2024-03-01")
        let ratio = 2.5e-3
        print(days)
        ''')
    found = [tuple(parameter) for parameter in PlotlineTranslator.inspect({"source": source})]
    assert found == [
        ("days", "Int", "14", "how many days"),
        ("title", "String", '"a // b"', ""),
        ("hosts", "Array", '[ "web-1", "web-2", ]', ""),
        ("limits", "Dictionary", '["warn": 1]', ""),
        ("empty", "Dictionary", "[:]", ""),
        ("note", "String?", "nil", ""),
        ("ceiling", "Double", "Double.infinity", ""),
        ("start", "Date", 'Date("2024-03-01")', ""),
        ("ratio", "Double", "2.5e-3", ""),
    ]
    assert PlotlineTranslator.inspect({"source": ""}) == []


# --- End to end: the wheel and papermill in a fresh environment ----------------------------------------------------

def pinned_papermill():
    """The papermill requirement pinned in requirements.txt (papermill==X)."""
    match = re.search(r"^papermill==\S+$", REQUIREMENTS.read_text(), re.MULTILINE)
    assert match, f"{REQUIREMENTS} pins no papermill"
    return match.group(0)


@pytest.fixture(scope="module")
def venv(tmp_path_factory):
    """A fresh virtual environment with the wheel (offline) and the pinned papermill (from the package index,
    held to constraints.txt), in the hidden view."""
    venv = hidden_toolchain.install_wheel(tmp_path_factory.mktemp("papermill") / "venv", WHEEL)
    command = [venv / "bin/python", "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
               pinned_papermill(), "-c", CONSTRAINTS]
    result = hidden_toolchain.run(command, env=hidden_toolchain.environment(venv), timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    return venv


PARAMETERS_CELL = """\
let days = 7                       // how many days
let scale = 1.0
let verbose = false
let title = "Weekly"
let build = "dev"
let hosts = ["web-1"]
let limits = ["warn": 100]
let note: String? = "the default note"
let ceiling = 10.0"""

PRINT_CELL = r"""print("days=\(days) scale=\(scale) verbose=\(verbose) ceiling=\(ceiling) build=\(build)")
print("title=<\(title)>")
print("hosts=\(hosts.count):\(hosts.joined(separator: ","))")
print("warn=\(limits["warn"]!) fail=\(limits["fail"] ?? -1)")
print("note=\(note ?? "none")")"""

CHART_CELL = """let graph = XYGraph(width: 320, height: 200)
graph.title = "\\(title) (\\(days) days)"
graph.add(ScatterPlot(identifier: "days", x: (1...days).map { Double($0) }, y: (1...days).map { Double($0) * scale }))
graph"""

TITLE = 'Monthly "p95"\t\\ report\nline two'


def parameterised_notebook(path):
    """A Plotline notebook with a markdown cell, a `parameters` cell, a cell printing them and a chart."""
    notebook = nbformat.v4.new_notebook()
    notebook.metadata = {"kernelspec": {"display_name": "Plotline", "language": "plotline", "name": "plotline"},
                         "language_info": {"name": "plotline"}}
    parameters = nbformat.v4.new_code_cell(PARAMETERS_CELL)
    parameters.metadata["tags"] = ["parameters"]
    notebook.cells = [nbformat.v4.new_markdown_cell("# A parameterised report"), parameters,
                      nbformat.v4.new_code_cell(PRINT_CELL), nbformat.v4.new_code_cell(CHART_CELL)]
    nbformat.write(notebook, path)
    return path


def papermill(venv, *arguments, cwd):
    """The venv's `papermill` command, run in the hidden view; its CompletedProcess."""
    return hidden_toolchain.run([venv / "bin/papermill", "--no-progress-bar", *arguments],
                                env=hidden_toolchain.environment(venv), cwd=cwd)


def stdout_of(cell):
    return "".join(output.get("text", "") for output in cell.outputs
                   if output.output_type == "stream" and output.name == "stdout")


def errors_in(notebook):
    return [f"{output.ename}: {output.evalue}" for cell in notebook.cells if cell.cell_type == "code"
            for output in cell.outputs if output.output_type == "error"]


def pngs_in(cell):
    return [(base64.b64decode(output.data["image/png"]), output.metadata.get("image/png", {}))
            for output in cell.outputs if "image/png" in output.get("data", {})]


@needs_wheel
def test_papermill_finds_the_translator_and_keeps_its_default_engine(venv):
    """Whichever is imported first, papermill or plotline_kernel.papermill, the translator is registered and
    papermill's default engine is still its NBClientEngine; importing plotline_kernel alone imports no papermill."""
    probe = textwrap.dedent("""\
        import json, sys
        first = sys.argv[1]
        __import__(first)
        from papermill.engines import NBClientEngine, papermill_engines
        from papermill.translators import papermill_translators
        print(json.dumps({
            "translator": papermill_translators.find_translator("plotline", "plotline").__name__,
            "by_language": papermill_translators.find_translator("another-name", "plotline").__name__,
            "default_engine": papermill_engines.get_engine(None) is NBClientEngine,
            "plotline_engine": papermill_engines.get_engine("plotline") is NBClientEngine,
        }))
        """)
    for first in ("papermill", "plotline_kernel.papermill"):
        result = hidden_toolchain.run([venv / "bin/python", "-c", probe, first], env=hidden_toolchain.environment(venv))
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout) == {"translator": "PlotlineTranslator", "by_language": "PlotlineTranslator",
                                             "default_engine": True, "plotline_engine": True}, first
    alone = hidden_toolchain.run([venv / "bin/python", "-c",
                                  "import sys, plotline_kernel; print('papermill' in sys.modules)"],
                                 env=hidden_toolchain.environment(venv))
    assert alone.stdout.strip() == "False", alone.stdout + alone.stderr


@needs_wheel
def test_papermill_injects_p_r_y_and_f_parameters_and_the_notebook_uses_them(venv, tmp_path):
    source = parameterised_notebook(tmp_path / "report.ipynb")
    (tmp_path / "overrides.yaml").write_text("note: null\nceiling: .inf\n")
    result = papermill(venv, source, tmp_path / "out.ipynb", "-k", "plotline",
                       "-f", "overrides.yaml",
                       "-y", "hosts: [web-1, web-2]\nlimits: {warn: 250, fail: 1000.5}",
                       "-p", "days", "30", "-p", "scale", "2.5", "-p", "verbose", "True", "-p", "title", TITLE,
                       "-r", "build", "0042",
                       cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Passed unknown parameter" not in result.stderr, "the translator's inspect finds the parameters cell"

    notebook = nbformat.read(tmp_path / "out.ipynb", as_version=4)
    tags = [cell.metadata.get("tags", []) for cell in notebook.cells]
    assert tags[1] == ["parameters"] and tags[2] == ["injected-parameters"], tags
    assert notebook.cells[2].source == textwrap.dedent('''\
        // Parameters
        let note = nil
        let ceiling = Double.infinity
        let hosts = ["web-1", "web-2"]
        let limits = ["warn": 250, "fail": 1000.5]
        let days = 30
        let scale = 2.5
        let verbose = true
        let title = "Monthly \\"p95\\"\\t\\\\ report\\nline two"
        let build = "0042"
        ''')
    assert not errors_in(notebook), errors_in(notebook)
    assert stdout_of(notebook.cells[3]) == (
        "days=30 scale=2.5 verbose=true ceiling=inf build=0042\n"
        f"title=<{TITLE}>\n"
        "hosts=2:web-1,web-2\n"
        "warn=250 fail=1000.5\n"
        "note=none\n")
    charts = pngs_in(notebook.cells[4])
    assert len(charts) == 1, notebook.cells[4].outputs
    png, metadata = charts[0]
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert metadata.get("alt") == f"{TITLE} (30 days)", "the chart's title is the injected one"
    assert notebook.metadata.papermill.parameters["days"] == 30


@needs_wheel
def test_the_report_notebook_runs_with_parameters_and_without_k(venv, tmp_path):
    """notebooks/report.ipynb, the example docs/reports.md runs, names its kernel itself: no -k needed."""
    result = papermill(venv, ROOT / "notebooks/report.ipynb", tmp_path / "month.ipynb",
                       "-p", "days", "30", "-p", "title", "Monthly latency", "-y", "services: [api, web, search]",
                       cwd=ROOT / "notebooks")
    assert result.returncode == 0, result.stdout + result.stderr
    notebook = nbformat.read(tmp_path / "month.ipynb", as_version=4)
    assert not errors_in(notebook), errors_in(notebook)
    printed = "".join(stdout_of(cell) for cell in notebook.cells if cell.cell_type == "code")
    assert "Monthly latency: 30 days, 3 services, objective 250.0 ms" in printed, printed
    charts = [chart for cell in notebook.cells if cell.cell_type == "code" for chart in pngs_in(cell)]
    assert [metadata.get("alt") for _, metadata in charts] == ["Monthly latency, the last 30 days"]
