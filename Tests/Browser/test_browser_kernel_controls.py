"""The kernel from the notebook's toolbar and keys, in JupyterLab and Notebook 7: interrupt (■) stops a running
cell and keeps the session, restart (⟳) starts afresh, Tab pops up completions, Shift+Tab the inspector's tooltip.
"""

from test_browser_live import write_notebook

ENDLESS = """\
var turns = 0
while true { turns += 1 }"""


def test_interrupt_from_the_toolbar_stops_the_cell_and_keeps_the_session(notebook_page, served_root):
    name = write_notebook(served_root, f"interrupt-{notebook_page.server.front_end}.ipynb",
                          [ENDLESS, "turns > 0"])
    notebook_page.open(name)
    notebook_page.start_cell(0)
    notebook_page.page.wait_for_timeout(1000)
    notebook_page.interrupt_kernel()
    notebook_page.page.wait_for_function(
        """() => /^\\[\\d+\\]:$/.test(document.querySelector(
            '.jp-Notebook .jp-Cell[data-windowed-list-index="0"] .jp-InputPrompt').textContent.trim())""",
        timeout=10000)
    errors = "\n".join(notebook_page.error_texts(0))
    assert "execution was interrupted" in errors, f"the interrupted cell shows: {errors!r}"

    notebook_page.run_cell(1)
    assert notebook_page.output_texts(1) == ["true"], "the session goes on with what the cell did before"


def test_restart_from_the_toolbar_starts_a_fresh_session(notebook_page, served_root):
    name = write_notebook(served_root, f"restart-{notebook_page.server.front_end}.ipynb",
                          ["let kept = 42", "kept", "6 * 7"])
    notebook_page.open(name)
    notebook_page.run_cell(0)
    notebook_page.run_cell(1)
    assert notebook_page.output_texts(1) == ["42"]

    notebook_page.restart_kernel()
    notebook_page.page.wait_for_timeout(500)
    notebook_page.wait_for_idle_kernel()
    notebook_page.run_cell(1)
    errors = "\n".join(notebook_page.error_texts(1))
    assert "cannot find 'kept' in scope" in errors, f"after a restart the old names are gone: {errors!r}"
    notebook_page.run_cell(2)
    assert notebook_page.output_texts(2) == ["42"], "the new kernel runs cells"


def test_tab_completes_members_and_shift_tab_inspects(notebook_page, served_root):
    name = write_notebook(served_root, f"services-{notebook_page.server.front_end}.ipynb",
                          ["let graph = XYGraph()", "graph.tit", "graph.title"])
    notebook_page.open(name)
    notebook_page.run_cell(0)

    put_cursor_at_end(notebook_page, 1)
    notebook_page.page.keyboard.press("Tab")
    completer = notebook_page.page.locator(".jp-Completer")
    completer.wait_for(state="visible", timeout=10000)
    items = completer.locator(".jp-Completer-item").all_inner_texts()
    assert any("title" in item for item in items), f"the completer offers {items}"
    notebook_page.page.keyboard.press("Escape")

    put_cursor_at_end(notebook_page, 2)
    notebook_page.page.keyboard.press("Shift+Tab")
    tooltip = notebook_page.page.locator(".jp-Tooltip")
    tooltip.wait_for(state="visible", timeout=10000)
    text = tooltip.inner_text()
    assert "title" in text and "String" in text, f"the tooltip says {text!r}"


def put_cursor_at_end(notebook_page, index):
    """Clicks into the cell's editor and moves the cursor after its last character."""
    notebook_page.cell(index).locator(".jp-InputArea-editor").click()
    notebook_page.page.wait_for_selector(".jp-Notebook.jp-mod-editMode")
    notebook_page.page.keyboard.press("Control+End")
