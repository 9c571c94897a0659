// Plotline's feed grid: the view of an anywidget model that a Plotline kernel opens for each display of a feed
// where the front end renders widgets (docs/feeds.md, "A feed as a table"). It scrolls over all the feed's arranged
// records while holding only the rows in view (and a margin) in the page, and asks the kernel for the pages it lacks.
//
// Model state, set by the kernel:
//   grid_id     a stable id; the grid's root element is kept per id, so a view JupyterLab re-creates adopts it
//               with its scroll position and the rows it has.
//   columns     [{name, type, numeric}]: the fields, their type labels, and whether their cells align right.
//   widths      each column's width in characters, from its name, its type and the first and last rows; the grid
//               widens a column (never narrows it) when a page brings longer text.
//   row_count   the arranged records.
//   revision    the feed's revision; rows fetched at an older one stay shown until fresh ones arrive.
//   counts      "1,234 rows × 5 columns" (with the filter and the order).
//   first_rows  {start, revision, rows}: the first page, shown before the grid has asked for anything.
// Custom messages to the kernel: {type: "ready"}, {type: "rows", start, end, seq}. From the kernel:
// {type: "rows", seq, start, revision, row_count, rows}, rows being arrays of cell texts (null for nil).
// Requests are coalesced: one at a time, for whole pages around what is in view once the previous one is answered;
// the kernel answers only the newest it has. When the feed changes (a later cell, a live source) the kernel updates
// row_count and revision: the grid keeps the user's scroll, or stays at the bottom when it was there, like a log.
// Test hook: the root has class plotline-grid and data-row-count, data-revision, data-first-row (the index of the
// row at the top of the view) and data-loaded ("true" when every row in view shows cells of the current revision);
// each row element has data-row.

const grids = new Map();
const rowHeight = 24; // px, every row
const headerHeight = 40; // px: a column's name over its type
const shownRows = 15; // rows in view at most
const marginRows = 40; // rows kept in the page beyond each edge of the view
const pageRows = 100; // requests ask for whole pages
const tallest = 6000000; // px: a taller table maps the scroll position onto the rows (browsers cap heights)
const patience = 5000; // ms after which an unanswered request no longer holds the next one back
const keptRows = 5000; // cached rows beyond which the ones far from view are forgotten

const dim = "var(--jp-ui-font-color2,rgba(127,127,127,.95))";
const stripe = "var(--jp-rendermime-table-row-background,rgba(127,127,127,.07))";
const hover = "var(--jp-rendermime-table-row-hover-background,rgba(66,165,245,.14))";
const ground = "var(--jp-layout-color0,#fff)";
const style = `
.plotline-grid{max-width:100%;font-family:var(--jp-ui-font-family,system-ui,sans-serif);
  font-size:var(--jp-ui-font-size1,13px);color:var(--jp-ui-font-color1,#1f1f1f)}
.plotline-grid .pg-scroll{overflow:auto;max-height:${headerHeight + shownRows * rowHeight}px;max-width:100%;
  width:max-content;border:1px solid var(--jp-border-color2,rgba(127,127,127,.3));background:${ground}}
.plotline-grid table{border-collapse:separate;border-spacing:0;table-layout:fixed;margin:0;border:none;
  font-variant-numeric:tabular-nums}
.plotline-grid th,.plotline-grid td{height:${rowHeight}px;box-sizing:border-box;padding:0 10px;white-space:nowrap;
  overflow:hidden;text-overflow:ellipsis;text-align:left;border:none;line-height:${rowHeight}px;font-weight:normal}
.plotline-grid thead th{position:sticky;top:0;z-index:2;height:${headerHeight}px;line-height:1.25;
  vertical-align:bottom;padding-bottom:4px;font-weight:600;background:var(--jp-layout-color1,#f5f5f5);
  border-bottom:1px solid var(--jp-border-color1,rgba(127,127,127,.45))}
.plotline-grid thead .pg-type{display:block;font-weight:normal;font-size:11px;color:${dim};overflow:hidden;
  text-overflow:ellipsis}
.plotline-grid .pg-index{position:sticky;left:0;z-index:1;text-align:right;color:${dim};background:${ground};
  border-right:1px solid var(--jp-border-color2,rgba(127,127,127,.25))}
.plotline-grid thead th.pg-index{z-index:3;background:var(--jp-layout-color1,#f5f5f5)}
.plotline-grid tr.pg-odd{background:${stripe}}
.plotline-grid tr.pg-odd .pg-index{background:linear-gradient(${stripe},${stripe}),${ground}}
.plotline-grid tbody tr[data-row]:hover{background:${hover}}
.plotline-grid tbody tr[data-row]:hover .pg-index{background:linear-gradient(${hover},${hover}),${ground}}
.plotline-grid .pg-num{text-align:right}
.plotline-grid td.pg-nil{background:rgba(127,127,127,.13)}
.plotline-grid td.pg-pending::after{content:"";display:inline-block;width:60%;height:8px;border-radius:4px;
  background:rgba(127,127,127,.16)}
.plotline-grid tr.pg-space td{padding:0;height:auto;line-height:0}
.plotline-grid .pg-counts{font-size:11px;color:${dim};margin-top:4px}
`;

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// The most characters a column is wide; longer text is cut with "…" (its cell's title shows it whole).
const widestColumn = 40;

class Grid {
  constructor(id) {
    this.id = id;
    this.model = null;
    this.columns = [];
    this.widths = null; // characters, per column
    this.rowCount = 0;
    this.revision = 0;
    this.cache = new Map(); // row index → {revision, cells}
    this.cacheVersion = 0;
    this.waiting = null; // the request in flight: {seq, at}
    this.seq = 0;
    this.band = null; // the rows in the page: {from, to, count, version, revision}
    this.scrolled = 0; // the scroll position last rendered, given back to a re-created view
    this.root = element("div", "plotline-grid");
    this.root.append(element("style", null, style));
    this.scroller = element("div", "pg-scroll");
    this.table = element("table");
    this.colgroup = element("colgroup");
    this.thead = element("thead");
    this.tbody = element("tbody");
    this.table.append(this.colgroup, this.thead, this.tbody);
    this.scroller.append(this.table);
    this.counts = element("div", "pg-counts");
    this.root.append(this.scroller, this.counts);
    this.scroller.addEventListener("scroll", () => this.schedule(), { passive: true });
  }

  adopt(model, el) {
    const first = !this.model;
    this.model = model;
    el.appendChild(this.root);
    model.on("change:revision", () => this.receiveShape());
    model.on("msg:custom", (message) => this.receiveRows(message));
    if (first) {
      this.store(model.get("first_rows"));
      this.receiveShape();
    } else {
      // A re-created view (JupyterLab makes one on each update of the display) gets the grid where the user left it.
      this.scroller.scrollTop = this.scrolled;
      this.band = null;
      this.render();
    }
  }

  // The feed's shape from the model: columns, row count, revision, counts line.
  receiveShape() {
    const model = this.model;
    const pinned = this.rowCount > 0 && this.atBottom();
    const columns = model.get("columns") || [];
    if (!this.widths || JSON.stringify(columns) !== JSON.stringify(this.columns)) {
      this.columns = columns;
      this.layOutColumns();
      // Rows cached under other columns would show their cells in the wrong places.
      if (this.shaped) this.cache.clear();
    } else {
      const given = model.get("widths") || [];
      this.widths = this.widths.map((width, index) => Math.max(width, given[index] || 0));
    }
    this.shaped = true;
    this.rowCount = model.get("row_count") || 0;
    this.revision = model.get("revision") || 0;
    this.counts.textContent = model.get("counts") || "";
    this.root.dataset.rowCount = String(this.rowCount);
    this.root.dataset.revision = String(this.revision);
    this.sizeColumns();
    this.band = null;
    this.render();
    if (pinned) this.scroller.scrollTop = this.scroller.scrollHeight;
  }

  atBottom() {
    const scroller = this.scroller;
    return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 2;
  }

  // The header (a column's name over its type) and the columns' widths.
  layOutColumns() {
    const given = this.model.get("widths") || [];
    this.widths = this.columns.map((column, index) => given[index] || Math.max(column.name.length, 3));
    this.colgroup.replaceChildren(element("col"));
    const header = element("tr");
    header.append(element("th", "pg-index"));
    this.columns.forEach((column) => {
      this.colgroup.append(element("col"));
      const th = element("th", column.numeric ? "pg-num" : "", column.name);
      th.title = `${column.name} (${column.type})`;
      th.append(element("span", "pg-type", column.type));
      header.append(th);
    });
    this.thead.replaceChildren(header);
    this.sizeColumns();
  }

  // Widens the columns whose cells in `rows` are longer than the columns are wide; true when one was.
  widen(rows) {
    let widened = false;
    for (const cells of rows) {
      cells.forEach((text, index) => {
        if (text && index < this.widths.length && text.length > this.widths[index]) {
          this.widths[index] = Math.min(text.length, widestColumn);
          widened = true;
        }
      });
    }
    if (widened) this.sizeColumns();
  }

  // The columns' widths, and the table's, their sum; the index column's follows the digits of the row count.
  sizeColumns() {
    const cols = this.colgroup.children;
    this.widths.forEach((width, index) => {
      cols[index + 1].style.width = `calc(${width}ch + 20px)`;
    });
    const digits = Math.max(String(Math.max(this.rowCount - 1, 0)).length, 1);
    cols[0].style.width = `calc(${digits}ch + 22px)`;
    const characters = this.widths.reduce((sum, width) => sum + width, digits);
    this.table.style.width = `calc(${characters}ch + ${this.columns.length * 20 + 22}px)`;
  }

  schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    requestAnimationFrame(() => {
      this.scheduled = false;
      this.render();
    });
  }

  // The rows in view and a margin around them, between two spacers that give the table its whole height. While
  // the rows in view stay well inside the rows in the page (and nothing new arrived), the page is left as it is.
  render() {
    const count = this.rowCount;
    const view = Math.max(rowHeight, (this.scroller.clientHeight || headerHeight + shownRows * rowHeight) - headerHeight);
    const inView = view / rowHeight;
    const scaled = count * rowHeight > tallest;
    const height = Math.min(count * rowHeight, tallest);
    const scrolled = this.scroller.scrollTop;
    this.scrolled = scrolled;
    // The fractional index of the row at the top of the view.
    let top = scaled ? (height > view ? (scrolled / (height - view)) * (count - inView) : 0) : scrolled / rowHeight;
    top = Math.max(0, Math.min(top, Math.max(0, count - inView)));
    const first = Math.floor(top);
    const last = Math.min(count, Math.ceil(top + inView));
    const band = this.band;
    const inside = band && !scaled && band.version === this.cacheVersion && band.revision === this.revision &&
      band.count === count && first >= band.from && last <= band.to &&
      (first - band.from >= marginRows / 4 || band.from === 0) && (band.to - last >= marginRows / 4 || band.to === count);
    if (!inside) {
      const above = Math.min(marginRows, first, Math.floor(scrolled / rowHeight));
      const from = first - above;
      const to = Math.min(count, last + marginRows);
      const before = Math.max(0, scrolled - (top - from) * rowHeight);
      const after = Math.max(0, height - before - (to - from) * rowHeight);
      this.band = { from, to, count, version: this.cacheVersion, revision: this.revision };
      this.tbody.replaceChildren(this.spacer(before), ...this.rows(from, to), this.spacer(after));
    }
    this.topRow = first;
    let loaded = true;
    for (let row = first; row < last && loaded; row++) loaded = this.isFresh(row);
    Object.assign(this.root.dataset, { firstRow: String(first), loaded: String(loaded) });
    this.fetch(this.band.from, this.band.to);
  }

  spacer(height) {
    const row = element("tr", "pg-space");
    const cell = element("td");
    cell.colSpan = this.columns.length + 1;
    cell.style.height = `${height}px`;
    row.append(cell);
    return row;
  }

  rows(from, to) {
    const rows = [];
    for (let index = from; index < to; index++) {
      const row = element("tr", index % 2 ? "pg-odd" : "");
      row.dataset.row = String(index);
      row.append(element("th", "pg-index", String(index)));
      const entry = this.cache.get(index);
      this.columns.forEach((column, position) => {
        const cell = element("td", column.numeric ? "pg-num" : "");
        if (!entry) {
          cell.classList.add("pg-pending");
        } else if (entry.cells[position] === null || entry.cells[position] === undefined) {
          cell.classList.add("pg-nil");
          cell.title = "nil";
        } else {
          const text = entry.cells[position];
          cell.textContent = text;
          if (text.length > 24) cell.title = text;
        }
        row.append(cell);
      });
      rows.push(row);
    }
    return rows;
  }

  isFresh(row) {
    const entry = this.cache.get(row);
    return Boolean(entry) && entry.revision >= this.revision;
  }

  // Asks for the pages holding the rows from..<to that are missing or stale, unless a request is on its way (its
  // answer asks again for what is in view then).
  fetch(from, to) {
    if (!this.model) return;
    if (this.waiting && performance.now() - this.waiting.at < patience) return;
    if (this.exhausted === this.revision) return; // the kernel had nothing more to give at this revision
    let start = from;
    while (start < to && this.isFresh(start)) start++;
    let end = to;
    while (end > start && this.isFresh(end - 1)) end--;
    if (start >= end) return;
    start = Math.floor(start / pageRows) * pageRows;
    end = Math.min(this.rowCount, Math.ceil(end / pageRows) * pageRows);
    this.seq += 1;
    this.waiting = { seq: this.seq, at: performance.now() };
    this.model.send({ type: "rows", start, end, seq: this.seq });
  }

  receiveRows(message) {
    if (!message || message.type !== "rows") return;
    if (this.waiting && message.seq >= this.waiting.seq) this.waiting = null;
    // No rows (the feed is gone, or shorter than asked): ask again only once the feed has changed.
    if (!message.rows || message.rows.length === 0) this.exhausted = this.revision;
    this.store(message);
    this.schedule();
  }

  store(page) {
    if (!page || !page.rows) return;
    if (this.widths) this.widen(page.rows);
    page.rows.forEach((cells, offset) => this.cache.set(page.start + offset, { revision: page.revision, cells }));
    this.cacheVersion += 1;
    if (this.cache.size > keptRows) {
      const middle = this.topRow || 0;
      for (const row of this.cache.keys()) {
        if (Math.abs(row - middle) > keptRows / 2 && Math.abs(row - page.start) > keptRows / 2) this.cache.delete(row);
      }
    }
  }
}

export default {
  initialize({ model }) {
    model.send({ type: "ready" });
  },
  render({ model, el }) {
    const id = model.get("grid_id");
    let grid = grids.get(id);
    if (!grid) {
      grid = new Grid(id);
      grids.set(id, grid);
    }
    grid.adopt(model, el);
  },
};
