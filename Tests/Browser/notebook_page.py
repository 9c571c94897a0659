"""A notebook open in JupyterLab 4 or Notebook 7, driven as a person drives it: menus, toolbar buttons, keys.

Both front ends share JupyterLab's notebook widgets, so one set of selectors serves both; what differs (the URL)
is in frontend_server.FRONT_ENDS. Every check reads what the page shows, never the kernel's messages.
"""

import re
import time

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

# Records the page's `beforeunload` listeners (JupyterLab's and Notebook 7's "unsaved changes" guards), so a test
# can ask whether leaving the page would warn, which is how a person learns that a notebook is modified.
LEAVE_GUARD_PROBE = """
window.__plotlineLeaveGuards = [];
const addEventListener = window.addEventListener;
window.addEventListener = function (type, listener, options) {
  if (type === 'beforeunload') window.__plotlineLeaveGuards.push(listener);
  return addEventListener.call(this, type, listener, options);
};
window.__plotlineWouldWarnOnLeave = () => window.__plotlineLeaveGuards.some(listener => {
  const event = { returnValue: undefined, defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } };
  const answer = typeof listener === 'function' ? listener(event) : listener.handleEvent(event);
  return Boolean(event.returnValue) || event.defaultPrevented || Boolean(answer);
});
"""

# Cells are found by `data-windowed-list-index`, the index JupyterLab's notebook (and so Notebook 7's) gives each
# cell element, whether or not the cell has been attached or scrolled into view yet.

# A chart in an output is an `<img>` (a picture) or, where the front end renders widgets, the interactive chart's
# canvas (docs/interactive.md, 'Test hooks': `.plotline-chart`, its frame counted in `data-frame`).
# `__plotlineShown(element)` describes either as an image: its pixels as a data URL, alt text, natural and shown
# sizes, and the size it should have.
SHOWN_CHARTS_PROBE = """
window.__plotlineChartSelector = '.jp-OutputArea-output img, .jp-OutputArea-output .plotline-chart canvas';
window.__plotlineShown = element => {
  const rect = element.getBoundingClientRect();
  if (element.tagName === 'IMG') {
    return { src: element.src, alt: element.alt, complete: element.complete, widget: false,
             naturalWidth: element.naturalWidth, naturalHeight: element.naturalHeight,
             attributeWidth: element.getAttribute('width'), attributeHeight: element.getAttribute('height'),
             shownWidth: rect.width, shownHeight: rect.height };
  }
  const root = element.closest('.plotline-chart');
  return { src: element.width > 0 ? element.toDataURL('image/png') : '', alt: root.getAttribute('aria-label') || '',
           complete: Number(root.dataset.frame) > 0, widget: true,
           naturalWidth: element.width, naturalHeight: element.height,
           attributeWidth: root.dataset.width || null, attributeHeight: root.dataset.height || null,
           shownWidth: rect.width, shownHeight: rect.height };
};
"""

# Records, for every output area of the notebook, each distinct image it shows and when it first showed it.
IMAGE_HISTORY_PROBE = """
() => {
  if (window.__plotlineImageHistory) return;
  const history = window.__plotlineImageHistory = new Map();
  const note = element => {
    const cell = element.closest('.jp-Cell');
    const src = cell ? window.__plotlineShown(element).src : '';
    if (!src) return;
    const key = cell.getAttribute('data-windowed-list-index') || '';
    const seen = history.get(key) || [];
    if (seen.length === 0 || seen[seen.length - 1].src !== src) {
      seen.push({ src, at: performance.now() });
      history.set(key, seen);
    }
  };
  const notebook = document.querySelector('.jp-Notebook');
  new MutationObserver(records => {
    for (const record of records) {
      const nodes = record.type === 'attributes' ? [record.target] : Array.from(record.addedNodes);
      for (const node of nodes) {
        if (node.nodeType !== 1) continue;
        if (node.tagName === 'IMG') note(node);
        if (node.classList && node.classList.contains('plotline-chart')) note(node.querySelector('canvas'));
        node.querySelectorAll && node.querySelectorAll('img, .plotline-chart canvas').forEach(note);
      }
    }
  }).observe(notebook, { subtree: true, childList: true, attributes: true, attributeFilter: ['src', 'data-frame'] });
  notebook.querySelectorAll(window.__plotlineChartSelector).forEach(note);
}
"""

# Records, for every cell, what its outputs showed as it happened: "picture" the first time a plain image appears,
# "animation" each time an interactive chart starts playing an animation (its root's data-animating turns "true").
CHART_EVENTS_PROBE = """
() => {
  if (window.__plotlineChartEvents) return;
  const events = window.__plotlineChartEvents = new Map();
  const add = (element, kind) => {
    const cell = element.closest('.jp-Cell');
    if (!cell) return;
    const key = cell.getAttribute('data-windowed-list-index') || '';
    const list = events.get(key) || [];
    if (kind === 'picture' && list.includes('picture')) return;
    list.push(kind);
    events.set(key, list);
  };
  const notebook = document.querySelector('.jp-Notebook');
  new MutationObserver(records => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target.dataset && record.target.dataset.animating === 'true') add(record.target, 'animation');
        continue;
      }
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const pictures = node.tagName === 'IMG' ? [node] : Array.from(node.querySelectorAll('img'));
        for (const picture of pictures) if (picture.closest('.jp-OutputArea-output')) add(picture, 'picture');
        const roots = node.classList.contains('plotline-chart') ? [node]
          : Array.from(node.querySelectorAll('.plotline-chart'));
        for (const root of roots) if (root.dataset.animating === 'true') add(root, 'animation');
      }
    }
  }).observe(notebook, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-animating'] });
}
"""

CHARTS = ".jp-OutputArea-output img, .jp-OutputArea-output .plotline-chart canvas"

PROMPT_PATTERN = re.compile(r"^\[(\d+|\*| )\]:$")


class NotebookPage:
    """One notebook in one browser page of a running front end."""

    def __init__(self, page, server):
        self.page = page
        self.server = server
        page.add_init_script(LEAVE_GUARD_PROBE)
        page.add_init_script(SHOWN_CHARTS_PROBE)

    # Opening and waiting

    def open(self, path, timeout=60):
        """Opens the notebook and waits until its kernel is started and idle, on the page and on the server."""
        self.page.goto(self.server.notebook_url(path))
        self.page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout * 1000)
        self.wait_for_idle_kernel(timeout)
        self.wait_for_server_kernel(path, timeout)
        return self

    def wait_for_server_kernel(self, path, timeout=60):
        """Waits until the server runs an idle kernel for the notebook at `path`.

        While the page's session is still being created, the toolbar already names the kernel it asked for and the
        indicator still says idle, so the page alone cannot tell that the kernel process has started.
        """
        deadline = time.monotonic() + timeout
        while (state := self.server.kernel_state(path)) != "idle":
            if time.monotonic() > deadline:
                raise TimeoutError(f"the server has no idle kernel for {path} after {timeout} s (state: {state})")
            time.sleep(0.1)

    def wait_for_idle_kernel(self, timeout=60):
        """Waits until the toolbar names the Plotline kernel and its indicator says idle.

        The indicator also says idle for a moment while the toolbar still says "No Kernel", before the page has a
        kernel at all; cells run then are silently skipped, so both must hold.
        """
        self.page.wait_for_function(
            """() => {
                const indicator = document.querySelector('.jp-Notebook-ExecutionIndicator');
                const name = document.querySelector('.jp-KernelName');
                return indicator && indicator.getAttribute('data-status') === 'idle'
                    && name && name.textContent.trim() === 'Plotline';
            }""", timeout=timeout * 1000)

    # Running

    def run_all(self):
        """Run ▸ Run All Cells, from the menu bar."""
        self.choose_menu("Run", "Run All Cells")

    def choose_menu(self, menu, item):
        """Opens a menu of the menu bar and clicks the item with the label `item`."""
        self.page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(f"^{re.escape(menu)}$")).first.click()
        self.page.locator(".lm-Menu-itemLabel", has_text=re.compile(f"^{re.escape(item)}$")).first.click()

    def wait_for_all_cells_to_run(self, timeout=300):
        """Waits until every code cell shows an execution count and the kernel is idle again."""
        self.page.wait_for_function(
            """() => {
                const prompts = Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt'));
                return prompts.length > 0 && prompts.every(p => /^\\[\\d+\\]:$/.test(p.textContent.trim()));
            }""", timeout=timeout * 1000)
        self.wait_for_idle_kernel(timeout)

    def run_cell(self, index, timeout=60):
        """Clicks into the cell's editor and presses Shift+Enter; waits until it has run."""
        before = self.prompt(index)
        self.cell(index).locator(".jp-InputArea-editor").click()
        self.page.wait_for_selector(".jp-Notebook.jp-mod-editMode")
        self.page.keyboard.press("Shift+Enter")
        self.page.wait_for_function(
            """([index, before]) => {
                const cell = document.querySelector(`.jp-Notebook .jp-Cell[data-windowed-list-index="${index}"]`);
                const text = cell.querySelector('.jp-InputPrompt').textContent.trim();
                return /^\\[\\d+\\]:$/.test(text) && text !== before;
            }""", arg=[index, before], timeout=timeout * 1000)
        self.wait_for_idle_kernel(timeout)

    def start_cell(self, index):
        """Runs the cell without waiting for it to finish."""
        self.cell(index).locator(".jp-InputArea-editor").click()
        self.page.keyboard.press("Shift+Enter")
        self.page.wait_for_function(
            """index => document.querySelector(`.jp-Notebook .jp-Cell[data-windowed-list-index="${index}"] .jp-InputPrompt`)
                .textContent.trim() === '[*]:'""", arg=index, timeout=10000)

    # Reading what the page shows

    def cell(self, index):
        """The cell element at `index` in the notebook (markdown cells count)."""
        return self.page.locator(f'.jp-Notebook .jp-Cell[data-windowed-list-index="{index}"]')

    def cell_count(self):
        """How many cells the page shows."""
        return self.page.locator(".jp-Notebook .jp-Cell").count()

    def prompt(self, index):
        """The cell's execution prompt, such as `[3]:`, `[*]:` or `[ ]:`."""
        return self.cell(index).locator(".jp-InputPrompt").inner_text().strip()

    def error_texts(self, index):
        """The text of every error or stderr output the cell shows."""
        outputs = self.cell(index).locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
        return [outputs.nth(i).inner_text() for i in range(outputs.count())]

    def output_texts(self, index):
        """The text of every output of the cell."""
        outputs = self.cell(index).locator(".jp-OutputArea-output")
        return [outputs.nth(i).inner_text() for i in range(outputs.count())]

    def images(self, index):
        """The cell's charts as the page lays them out, pictures and interactive charts alike: source (a widget's
        canvas as a data URL), natural and shown sizes, the size they should have, alt text. Read in one go, so a
        picture becoming an interactive chart meanwhile cannot leave a stale element."""
        cell = self.cell(index)
        cell.scroll_into_view_if_needed()
        return cell.evaluate("""cell => Array.from(cell.querySelectorAll(window.__plotlineChartSelector))
            .map(element => { element.scrollIntoView({ block: 'nearest' }); return window.__plotlineShown(element); })""")

    def wait_for_charts_to_become_interactive(self, except_cells=(), timeout=60):
        """Waits until no cell on the page (but `except_cells`) shows a chart as a plain picture, or `timeout`.

        A chart shown before the page proved it loads the widgets' module is a picture first, and gains its widget
        view once the kernel has read the view's `ready`; Run All queues those messages behind every cell it sent,
        so the pictures change only after the last cell, one display update per chart.
        """
        try:
            self.page.wait_for_function(
                """skip => Array.from(document.querySelectorAll('.jp-Notebook .jp-Cell')).every(cell =>
                    skip.includes(Number(cell.getAttribute('data-windowed-list-index')))
                    || !cell.querySelector('.jp-OutputArea-output img'))""",
                arg=list(except_cells), timeout=timeout * 1000, polling=250)
        except PlaywrightTimeoutError:
            pass  # the caller's checks name the cells that stayed pictures

    def wait_for_outputs_to_settle(self, quiet_ms=1000, timeout=60):
        """Waits until no output of the notebook has changed for `quiet_ms` (pictures becoming interactive charts
        once the widget's module has loaded, their first frames redrawn at the screen's pixel ratio)."""
        self.page.evaluate("""() => {
            window.__plotlineOutputChange = performance.now();
            if (window.__plotlineOutputWatcher) return;
            window.__plotlineOutputWatcher = new MutationObserver(() => { window.__plotlineOutputChange = performance.now(); });
            window.__plotlineOutputWatcher.observe(document.querySelector('.jp-Notebook'),
                { subtree: true, childList: true, attributes: true, attributeFilter: ['src', 'data-frame'] });
        }""")
        self.page.wait_for_function(
            "quiet => performance.now() - window.__plotlineOutputChange > quiet", arg=quiet_ms,
            timeout=timeout * 1000, polling=100)

    def image_source(self, index, position=0):
        """What the cell's chart at `position` shows (an image's `src`, a widget canvas's data URL), or None."""
        images = self.cell(index).locator(CHARTS)
        if images.count() <= position:
            return None
        return images.nth(position).evaluate("element => window.__plotlineShown(element).src") or None

    def wait_for_image_change(self, index, old_source, timeout=10, position=0):
        """Waits until the cell's chart shows something other than `old_source`; returns the seconds it took."""
        start = time.monotonic()
        try:
            self.page.wait_for_function(
                """([index, old, position]) => {
                    const images = document.querySelectorAll(
                        `.jp-Notebook .jp-Cell[data-windowed-list-index="${index}"] :is(${window.__plotlineChartSelector})`);
                    if (images.length <= position) return false;
                    const src = window.__plotlineShown(images[position]).src;
                    return src && src !== old;
                }""", arg=[index, old_source, position], timeout=timeout * 1000, polling=50)
        except PlaywrightTimeoutError:
            raise AssertionError(f"the chart in cell {index} still shows the same picture after {timeout} s") from None
        return time.monotonic() - start

    def record_chart_events(self):
        """From now on, records per cell when a plain picture first appears and each start of an animation."""
        self.page.evaluate(CHART_EVENTS_PROBE)

    def chart_events(self, index):
        """What cell `index` showed since `record_chart_events`, in order: "picture" and "animation" entries."""
        return self.page.evaluate("index => (window.__plotlineChartEvents.get(String(index)) || [])", index)

    def record_image_history(self):
        """From now on, records every distinct image each cell's outputs show, with the time it appeared."""
        self.page.evaluate(IMAGE_HISTORY_PROBE)

    def image_history(self, index):
        """The distinct images cell `index` showed since `record_image_history`, oldest first: (src, ms)."""
        return [(entry["src"], entry["at"]) for entry in self.page.evaluate(
            "index => (window.__plotlineImageHistory.get(String(index)) || [])", index)]

    def pixel_difference(self, first_source, second_source):
        """The share of pixels that differ between two images, decoded by the page (1 when the sizes differ)."""
        return self.page.evaluate("""async ([first, second]) => {
            const decode = async source => {
                const image = new Image();
                image.src = source;
                await image.decode();
                const canvas = document.createElement('canvas');
                canvas.width = image.naturalWidth;
                canvas.height = image.naturalHeight;
                const context = canvas.getContext('2d');
                context.drawImage(image, 0, 0);
                return context.getImageData(0, 0, canvas.width, canvas.height);
            };
            const [a, b] = [await decode(first), await decode(second)];
            if (a.width !== b.width || a.height !== b.height) return 1;
            let differing = 0;
            for (let i = 0; i < a.data.length; i += 4) {
                if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] ||
                    a.data[i + 2] !== b.data[i + 2] || a.data[i + 3] !== b.data[i + 3]) differing += 1;
            }
            return differing / (a.width * a.height);
        }""", [first_source, second_source])

    def would_warn_on_leave(self):
        """True when closing the page now would warn about unsaved changes (the notebook is modified)."""
        return self.page.evaluate("window.__plotlineWouldWarnOnLeave()")

    # The kernel, from the toolbar

    def interrupt_kernel(self):
        """Clicks the toolbar's ■ (interrupt) button."""
        self.page.locator('[data-jp-item-name="interrupt"] jp-button').click()

    def restart_kernel(self):
        """Clicks the toolbar's ⟳ (restart) button and confirms the dialog."""
        self.page.locator('[data-jp-item-name="restart"] jp-button').click()
        self.page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-accept").click()

    # Typing

    def append_code_cell(self, source):
        """Adds a code cell at the end (as `B` on the last cell does) and types `source` into it."""
        last = self.cell_count() - 1
        self.cell(last).locator(".jp-InputArea-prompt, .jp-Cell-inputArea").first.click()
        self.page.keyboard.press("Escape")
        self.page.keyboard.press("b")
        self.page.wait_for_function(
            "count => document.querySelectorAll('.jp-Notebook .jp-Cell').length === count + 1", arg=last + 1)
        index = last + 1
        self.cell(index).locator(".jp-InputArea-editor").click()
        self.page.keyboard.insert_text(source)
        return index
