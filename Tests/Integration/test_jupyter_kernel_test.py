"""Issue 2: jupyter_kernel_test's whole suite, every attribute filled in, against the installed Plotline kernel."""

import unittest

import jupyter_kernel_test

from conftest import KERNEL_NAME

SMALL_GRAPH = "XYGraph(width: 120, height: 80)"


class PlotlineKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = KERNEL_NAME
    language_name = "plotline"
    file_extension = ".plot"

    code_hello_world = 'print("hello, world")'
    code_stderr = 'print("something went wrong", to: .stderr)'

    completion_samples = [
        {"text": "XYGraph(", "matches": {"width:", "height:", "theme:"}},
        {"text": "XYGraph(theme: .plain", "matches": {"plainWhite", "plainBlack"}},
        {"text": "ScatterPlotInterpolation.cur", "matches": {"curved"}},
        {"text": "let t: XYAx", "matches": {"XYAxis", "XYAxisSet"}},
        {"text": "clearOut", "matches": {"clearOutput"}},
    ]

    complete_code_samples = ["1 + 2", "let g = XYGraph()", "for i in 0..<3 { print(i) }", "XYGraph?", ""]
    incomplete_code_samples = ["if true {", "let a = [1, 2,", 'print("a"', "func f(x: Int) -> Int {\n    x * 2", "1 +"]
    invalid_code_samples = ["let = 3", "}", "let x = (a: 1)"]

    code_page_something = "help(XYGraph)"
    code_generate_error = "undefinedName + 1"

    code_execute_result = [
        {"code": "6 * 7", "result": "42"},
        {"code": '"plot" + "line"', "result": '"plotline"'},
        {"code": "[1, 2, 3].map { $0 * 2 }", "result": "[2, 4, 6]"},
    ]
    code_display_data = [
        {"code": f'session.formats = ["png"]\ndisplay({SMALL_GRAPH})', "mime": "image/png"},
        {"code": f'session.formats = ["svg"]\ndisplay({SMALL_GRAPH})\nsession.formats = ["png"]', "mime": "image/svg+xml"},
    ]

    code_history_pattern = "6 [*] 7"
    supported_history_operations = ("tail", "range", "search")

    code_inspect_sample = "XYGraph"
    code_clear_output = "clearOutput(wait: false)"


class PlotlineIopubWelcomeTests(jupyter_kernel_test.IopubWelcomeTests):
    kernel_name = KERNEL_NAME
    support_iopub_welcome = True


if __name__ == "__main__":
    unittest.main()
