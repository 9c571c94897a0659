// Plotline's interactive chart: the view of an anywidget model that a Plotline kernel opens for each live display of
// a graph (docs/interactive.md, 'How it works'). The kernel renders every exact frame; this module shows the newest
// one, moves it at once while a gesture is under way, and asks the kernel for the frame of the range the user wants.
//
// Model state, set by the kernel:
//   chart_id    a stable id; the chart's root element is kept per id, so a view JupyterLab re-creates (it does on
//               each update_display_data) adopts the same element and nothing flickers or loses the user's zoom.
//   frame       the newest frame's PNG (a binary buffer).
//   frame_info  {number, seq, width, height, plot: [x, y, w, h] in points, x_range: [lo, hi], y_range: [lo, hi],
//                x_scale, y_scale, interactive, background, alt, render_ms (the kernel's drawing and encoding),
//                labels: {x: [...], y: [...]} (the tick labels drawn), legend: [x, y, w, h] (when there is one)}
//   animation   the chart's latest animation, an animated PNG ending on the chart (a binary buffer), with
//   animation_info {number, ms}: played once per number over the canvas, however late the view appears.
// Custom messages to the kernel: {type: "ready"}, {type: "view", x: [lo, hi], y: [lo, hi], seq},
// {type: "reset", seq}, {type: "hover", x, y, seq} and {type: "select", x, y} (a click on a point or a legend
// entry; points in the frame), {type: "resize", width, ratio}. From the kernel: {type: "live"} (the answer to
// "ready": a kernel holds this chart), {type: "readout", seq, text, x, y} (text null: nothing near) and
// {type: "error", text} (a callback failed).
// A model restored from a saved notebook's widget state has no kernel behind it: it shows its last frame, and a
// gesture that no kernel answers comes back with a note saying to run the cell.
// A click on the plot area is a select only once the double-click interval has passed without a second click: a
// double-click there is a reset and nothing else. Clicks elsewhere (the legend, the axes) are sent at once.
// Test hook: the root has class plotline-chart, data-x-range and data-y-range of the frame shown, data-plot (its plot
// area in points), data-x-labels and data-y-labels (the frame's tick labels, as JSON arrays), data-width and
// data-height, data-render-ms (the kernel's time for the frame), data-frame counting exact frames drawn,
// data-animating ("true" while an animated frame plays over the canvas), and data-saved ("true" once a gesture found
// no kernel behind the chart).

const roots = new Map();
const wheelStep = 0.0015;
const flingDecay = 325; // ms: a fling's speed falls by e in this time
const flingSpeed = 0.0005; // plot widths per ms below which a lifted finger does not fling
const kernelPatience = 2000; // ms a gesture waits for a first word from the kernel before the chart counts as saved
const savedChartNote = "This chart was saved with the notebook: run its cell to zoom, pan and read values again.";
const keyZoom = 1.25;
const doubleClickInterval = 400; // ms a click on the plot area waits for a second click before it selects

// Where a value falls along an axis of a scale type, in the space where that scale is linear (ScaleType.transform).
function forward(scale, value) {
  if (scale === "log") return value > 0 ? Math.log10(value) : -Infinity;
  if (scale === "logModulus") return value < 0 ? -Math.log10(1 - value) : Math.log10(value + 1);
  return value;
}

function inverse(scale, value) {
  if (scale === "log") return Math.pow(10, value);
  if (scale === "logModulus") return value < 0 ? 1 - Math.pow(10, -value) : Math.pow(10, value) - 1;
  return value;
}

// A window of transformed coordinates: [u0, u1] along x, [v0, v1] along y.
function windowOf(info) {
  return {
    u: info.x_range.map((x) => forward(info.x_scale, x)),
    v: info.y_range.map((y) => forward(info.y_scale, y)),
  };
}

class Chart {
  constructor(id) {
    this.id = id;
    this.model = null;
    this.root = document.createElement("div");
    this.root.className = "plotline-chart";
    this.root.tabIndex = 0;
    this.root.setAttribute("role", "img");
    this.root.style.cssText = "position:relative;display:inline-block;max-width:100%;outline:none;touch-action:none;line-height:0";
    this.canvas = document.createElement("canvas");
    this.canvas.style.cssText = "display:block;max-width:100%;height:auto;cursor:crosshair";
    this.box = document.createElement("div");
    this.box.style.cssText = "position:absolute;display:none;border:1px solid #2a6fdb;background:rgba(42,111,219,0.12);pointer-events:none";
    this.readout = document.createElement("div");
    this.readout.className = "plotline-readout";
    this.readout.style.cssText =
      "position:absolute;display:none;pointer-events:none;white-space:pre;font:12px/1.35 system-ui,sans-serif;" +
      "padding:3px 6px;border-radius:4px;background:rgba(255,255,255,0.92);color:#222;box-shadow:0 1px 3px rgba(0,0,0,0.3)";
    this.marker = document.createElement("div");
    this.marker.style.cssText =
      "position:absolute;display:none;width:9px;height:9px;margin:-6px 0 0 -6px;border:2px solid #2a6fdb;" +
      "border-radius:50%;background:rgba(255,255,255,0.6);pointer-events:none";
    this.banner = document.createElement("div");
    this.banner.className = "plotline-error";
    this.banner.style.cssText =
      "position:absolute;display:none;left:8px;right:8px;top:8px;white-space:pre-wrap;line-height:1.35;" +
      "font:12px/1.35 ui-monospace,monospace;padding:6px 8px;border-radius:4px;background:#fdecea;color:#8a1c12;" +
      "border:1px solid #f3b6ae;cursor:pointer";
    this.banner.addEventListener("click", () => (this.banner.style.display = "none"));
    this.note = document.createElement("div");
    this.note.className = "plotline-note";
    this.note.style.cssText =
      "position:absolute;display:none;left:8px;right:8px;bottom:8px;white-space:pre-wrap;text-align:center;" +
      "font:12px/1.35 system-ui,sans-serif;padding:5px 8px;border-radius:4px;background:rgba(250,250,250,0.94);" +
      "color:#333;border:1px solid #ccc;pointer-events:none";
    this.root.append(this.canvas, this.box, this.marker, this.readout, this.banner, this.note);
    this.root.dataset.frame = "0";
    this.frames = 0;
    this.info = null; // the frame shown
    this.bitmap = null;
    this.target = null; // the window wanted, in transformed coordinates
    this.seq = 0; // the last view request sent
    this.pending = false; // a view request waits for the next animation frame
    this.drag = null;
    this.hoverSeq = 0;
    this.live = false; // a kernel answered this model since the view appeared
    this.touches = new Map(); // touch pointers down: id → position (locate)
    this.pinch = null; // two fingers down: their distance and midpoint, as last seen
    this.fling = null; // a pan going on after a finger lifted: its velocity and its animation frame
    this.listen();
  }

  adopt(model, el) {
    this.model = model;
    el.appendChild(this.root);
    model.on("change:frame_info", () => {
      this.heardFromKernel();
      this.receiveFrame();
    });
    model.on("change:animation_info", () => this.receiveAnimation());
    this.receiveAnimation();
    model.on("msg:custom", (message) => this.receiveMessage(message));
    if (!this.info) this.receiveFrame();
    if (this.resizeObserver) this.resizeObserver.disconnect();
    this.resizeObserver = new ResizeObserver(() => this.sendResize());
    this.resizeObserver.observe(el);
  }

  send(message) {
    if (this.model) this.model.send(message);
  }

  heardFromKernel() {
    this.live = true;
    clearTimeout(this.patienceTimer);
    this.patienceTimer = null;
    this.note.style.display = "none";
  }

  // After a gesture: when no kernel has said a word within kernelPatience, the chart is a saved one; the picture
  // goes back to its frame and a note says how to bring the chart back to life.
  expectKernel() {
    if (this.live || this.patienceTimer) return;
    this.patienceTimer = setTimeout(() => {
      this.patienceTimer = null;
      if (this.live) return;
      this.target = null;
      this.draw();
      this.note.textContent = savedChartNote;
      this.note.style.display = "block";
      this.root.dataset.saved = "true";
      clearTimeout(this.noteTimer);
      this.noteTimer = setTimeout(() => (this.note.style.display = "none"), 8000);
    }, kernelPatience);
  }

  // The newest frame from the kernel: shown as it is when it answers the newest request, otherwise moved to the
  // window the user has reached since.
  async receiveFrame() {
    const info = this.model.get("frame_info");
    const data = this.model.get("frame");
    if (!info || !data || (this.info && info.number <= this.info.number)) return;
    const bytes = data instanceof DataView ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : data;
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    if (this.info && info.number <= this.info.number) return;
    this.info = info;
    this.bitmap = bitmap;
    if (info.seq >= this.seq && !this.drag) this.target = windowOf(info);
    this.draw();
    this.frames += 1;
    const root = this.root;
    root.setAttribute("aria-label", info.alt || "");
    Object.assign(root.dataset, {
      width: String(info.width),
      height: String(info.height),
      xRange: info.x_range.join(","),
      yRange: info.y_range.join(","),
      plot: info.plot.join(","),
      xLabels: JSON.stringify((info.labels && info.labels.x) || []),
      yLabels: JSON.stringify((info.labels && info.labels.y) || []),
      renderMs: String(info.render_ms),
      interactive: String(info.interactive),
      frame: String(this.frames),
    });
  }

  // The chart's animation, played once per number.
  receiveAnimation() {
    const info = this.model && this.model.get("animation_info");
    const data = this.model && this.model.get("animation");
    if (!info || !data || (this.playedAnimation || 0) >= info.number) return;
    this.playedAnimation = info.number;
    const bytes = data instanceof DataView ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : data;
    this.playAnimation(bytes, info.ms);
  }

  // An animation plays once over the canvas (which shows the chart as it ends), then goes: the chart underneath
  // stays interactive. data-animating is "true" while it plays.
  playAnimation(bytes, milliseconds) {
    if (this.overlay) this.overlay.remove();
    const url = URL.createObjectURL(new Blob([bytes], { type: "image/png" }));
    // A background, not an <img>: the output's pictures stay the chart's own.
    const overlay = document.createElement("div");
    overlay.className = "plotline-animation";
    overlay.style.cssText =
      "position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none;background-size:100% 100%;" +
      `background-image:url(${url})`;
    this.overlay = overlay;
    this.root.append(overlay);
    this.root.dataset.animating = "true";
    setTimeout(() => {
      if (this.overlay === overlay) {
        overlay.remove();
        this.overlay = null;
        this.root.dataset.animating = "false";
      }
      URL.revokeObjectURL(url);
    }, milliseconds + 250);
  }

  receiveMessage(message) {
    this.heardFromKernel();
    if (message.type === "readout" && (message.seq === undefined || message.seq === this.hoverSeq)) {
      this.showReadout(message);
    } else if (message.type === "error") {
      this.banner.textContent = message.text;
      this.banner.style.display = "block";
      clearTimeout(this.bannerTimer);
      this.bannerTimer = setTimeout(() => (this.banner.style.display = "none"), 10000);
    }
  }

  // Draws the frame shown, with its plot area moved and scaled to the window wanted.
  draw() {
    const info = this.info;
    if (!info || !this.bitmap) return;
    const canvas = this.canvas;
    if (canvas.width !== this.bitmap.width || canvas.height !== this.bitmap.height) {
      canvas.width = this.bitmap.width;
      canvas.height = this.bitmap.height;
    }
    canvas.style.width = info.width + "px";
    const context = canvas.getContext("2d");
    context.drawImage(this.bitmap, 0, 0);
    const shown = windowOf(info);
    const target = this.target || shown;
    const fx = [0, 1].map((i) => (target.u[i] - shown.u[0]) / (shown.u[1] - shown.u[0]));
    const fy = [0, 1].map((i) => (target.v[i] - shown.v[0]) / (shown.v[1] - shown.v[0]));
    if (fx[0] === 0 && fx[1] === 1 && fy[0] === 0 && fy[1] === 1) return;
    if (![...fx, ...fy].every(Number.isFinite) || fx[1] === fx[0] || fy[1] === fy[0]) return;
    const k = canvas.width / info.width;
    const [px, py, pw, ph] = info.plot.map((value) => value * k);
    context.save();
    context.beginPath();
    context.rect(px, py, pw, ph);
    context.clip();
    context.fillStyle = info.background || "#ffffff";
    context.fillRect(px, py, pw, ph);
    const width = pw / (fx[1] - fx[0]);
    const height = ph / (fy[1] - fy[0]);
    const left = px - fx[0] * width;
    const top = py + ph - (1 - fy[0]) * height;
    context.drawImage(this.bitmap, px, py, pw, ph, left, top, width, height);
    context.restore();
  }

  // Pointer position in the frame's points, and as fractions of its plot area (x from the left, y from the bottom).
  locate(event) {
    const rect = this.canvas.getBoundingClientRect();
    const info = this.info;
    const x = ((event.clientX - rect.left) / rect.width) * info.width;
    const y = ((event.clientY - rect.top) / rect.height) * info.height;
    const [px, py, pw, ph] = info.plot;
    return { x, y, fx: (x - px) / pw, fy: (py + ph - y) / ph, inPlot: x >= px && x <= px + pw && y >= py && y <= py + ph };
  }

  // True when a double-click at a located point resets the chart: on the plot area of an interactive chart, off
  // its legend.
  resetsOnDoubleClick(at) {
    const legend = this.info.legend;
    const inLegend = legend && at.x >= legend[0] && at.x <= legend[0] + legend[2] && at.y >= legend[1] && at.y <= legend[1] + legend[3];
    return Boolean(this.info.interactive && at.inPlot && !inLegend);
  }

  // A click (`clicks` counts it within a double-click, as event.detail does): sent at once where a double-click
  // does nothing else (every click on the legend toggles); on the plot area only once no second click came within
  // the double-click interval, and never for the second click of a double-click.
  select(at, clicks) {
    clearTimeout(this.selectTimer);
    this.selectTimer = null;
    const message = { type: "select", x: at.x, y: at.y };
    if (!this.resetsOnDoubleClick(at)) {
      this.send(message);
      return;
    }
    if (clicks > 1) return;
    this.selectTimer = setTimeout(() => {
      this.selectTimer = null;
      this.send(message);
    }, doubleClickInterval);
  }

  // The window wanted, as fractions of the frame shown, mapped back to its transformed coordinates.
  currentWindow() {
    return this.target || windowOf(this.info);
  }

  zoom(factor, fx, fy) {
    const w = this.currentWindow();
    const u = w.u[0] + fx * (w.u[1] - w.u[0]);
    const v = w.v[0] + fy * (w.v[1] - w.v[0]);
    this.setTarget({
      u: w.u.map((end) => u + (end - u) * factor),
      v: w.v.map((end) => v + (end - v) * factor),
    });
  }

  pan(dfx, dfy) {
    const w = this.currentWindow();
    const du = dfx * (w.u[1] - w.u[0]);
    const dv = dfy * (w.v[1] - w.v[0]);
    this.setTarget({ u: w.u.map((end) => end + du), v: w.v.map((end) => end + dv) });
  }

  setTarget(target) {
    if (![...target.u, ...target.v].every(Number.isFinite)) return;
    this.target = target;
    this.draw();
    this.requestView();
    this.expectKernel();
  }

  // Asks for the frame of the window wanted, at most once per animation frame: the kernel draws only the newest.
  // (Asking at once for a gesture's first event measured no faster: docs/benchmarks.md.)
  requestView() {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      const info = this.info;
      const target = this.target;
      if (!info || !target) return;
      this.seq += 1;
      this.send({
        type: "view",
        seq: this.seq,
        x: target.u.map((u) => inverse(info.x_scale, u)),
        y: target.v.map((v) => inverse(info.y_scale, v)),
      });
    });
  }

  reset() {
    this.seq += 1;
    this.target = null;
    this.send({ type: "reset", seq: this.seq });
    this.expectKernel();
  }

  showReadout(message) {
    const readout = this.readout;
    if (!message.text || !this.info) {
      readout.style.display = "none";
      this.marker.style.display = "none";
      return;
    }
    readout.textContent = message.text;
    const rect = this.canvas.getBoundingClientRect();
    const k = rect.width / this.info.width;
    Object.assign(this.marker.style, { display: "block", left: message.x * k + "px", top: message.y * k + "px" });
    readout.style.display = "block";
    const left = message.x * k + 12;
    const top = message.y * k + 12;
    readout.style.left = Math.min(left, Math.max(0, rect.width - readout.offsetWidth - 4)) + "px";
    readout.style.top = Math.min(top, Math.max(0, rect.height - readout.offsetHeight - 4)) + "px";
  }

  // Asks for the readout under the pointer, at most once per animation frame.
  hover(event) {
    if (!this.info) return;
    const at = this.locate(event);
    this.hoverSeq += 1;
    if (!at.inPlot) {
      this.hoverAt = null;
      this.showReadout({ text: null });
      return;
    }
    const pending = this.hoverAt;
    this.hoverAt = at;
    if (pending) return;
    requestAnimationFrame(() => {
      const latest = this.hoverAt;
      this.hoverAt = null;
      if (latest) this.send({ type: "hover", seq: this.hoverSeq, x: latest.x, y: latest.y });
    });
  }

  // Tells the kernel the screen's pixel ratio (and the room the chart has) when either changes.
  sendResize() {
    const available = this.root.parentElement ? this.root.parentElement.clientWidth : 0;
    const ratio = window.devicePixelRatio || 1;
    if (this.sentSize && this.sentSize.available === available && this.sentSize.ratio === ratio) return;
    this.sentSize = { available, ratio };
    this.send({ type: "resize", width: available, ratio });
  }

  // Two fingers: their distance (points) and midpoint (fractions of the plot area).
  pinchState() {
    const [a, b] = [...this.touches.values()];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), fx: (a.fx + b.fx) / 2, fy: (a.fy + b.fy) / 2 };
  }

  // A touch pointer moved; true when it is one of a pinch's fingers: the midpoint pans with the fingers and the
  // spread zooms about it.
  pinchMove(event) {
    if (!this.touches.has(event.pointerId)) return false;
    this.touches.set(event.pointerId, this.locate(event));
    if (!this.pinch) return false;
    const now = this.pinchState();
    if (now.distance > 4 && this.pinch.distance > 4) {
      this.pan(-(now.fx - this.pinch.fx), -(now.fy - this.pinch.fy));
      this.zoom(this.pinch.distance / now.distance, now.fx, now.fy);
    }
    this.pinch = now;
    return true;
  }

  // After a touch pan, the chart glides on at the finger's last speed and slows to a stop, unless the finger rested
  // before it lifted (timed by the events themselves: a busy page may handle the lift late).
  startFling(drag, liftedAt) {
    const samples = drag.samples.filter((sample) => drag.samples.at(-1).t - sample.t <= 100);
    if (samples.length < 2) return;
    const first = samples[0];
    const last = samples.at(-1);
    const elapsed = last.t - first.t;
    if (elapsed <= 0 || liftedAt - last.t > 60) return;
    let vx = (last.fx - first.fx) / elapsed;
    let vy = (last.fy - first.fy) / elapsed;
    if (Math.hypot(vx, vy) < flingSpeed) return;
    let before = performance.now();
    const step = (now) => {
      const dt = Math.min(now - before, 50);
      before = now;
      this.pan(-vx * dt, -vy * dt);
      const keep = Math.exp(-dt / flingDecay);
      vx *= keep;
      vy *= keep;
      this.fling = Math.hypot(vx, vy) < flingSpeed / 4 ? null : requestAnimationFrame(step);
    };
    this.fling = requestAnimationFrame(step);
  }

  stopFling() {
    if (this.fling) cancelAnimationFrame(this.fling);
    this.fling = null;
  }

  listen() {
    const canvas = this.canvas;
    const interactive = () => this.info && this.info.interactive;
    canvas.addEventListener("pointerdown", (event) => {
      if (!this.info || event.button !== 0) return;
      this.tap = null;
      this.stopFling();
      this.root.focus({ preventScroll: true });
      const at = this.locate(event);
      canvas.setPointerCapture(event.pointerId);
      event.preventDefault();
      if (event.pointerType === "touch") {
        this.touches.set(event.pointerId, at);
        if (this.touches.size === 2 && interactive()) {
          this.drag = null;
          this.pinch = this.pinchState();
          this.showReadout({ text: null });
        }
        if (this.touches.size > 1) return;
      }
      this.drag = {
        box: event.shiftKey, start: at, last: at, still: !interactive() || !at.inPlot,
        touch: event.pointerType === "touch", samples: [{ t: event.timeStamp, fx: at.fx, fy: at.fy }],
      };
    });
    canvas.addEventListener("pointermove", (event) => {
      if (this.pinchMove(event)) return;
      const drag = this.drag;
      if (!drag) {
        if (event.pointerType !== "touch") this.hover(event);
        return;
      }
      const at = this.locate(event);
      drag.samples.push({ t: event.timeStamp, fx: at.fx, fy: at.fy });
      if (drag.samples.length > 12) drag.samples.shift();
      if (Math.abs(at.x - drag.start.x) > 3 || Math.abs(at.y - drag.start.y) > 3) drag.moved = true;
      if (drag.still) return;
      if (drag.box) {
        this.showBox(drag.start, at);
      } else {
        this.pan(-(at.fx - drag.last.fx), -(at.fy - drag.last.fy));
        this.showReadout({ text: null });
      }
      drag.last = at;
    });
    const finish = (event) => {
      if (this.touches.delete(event.pointerId) && this.pinch) {
        // The gesture was a pinch: lifting a finger ends it; the other does not start a pan.
        if (this.touches.size < 2) this.pinch = null;
        this.drag = null;
        return;
      }
      const drag = this.drag;
      this.drag = null;
      if (!drag) return;
      if (!drag.moved) {
        this.box.style.display = "none";
        // The click event that follows (with its click count) selects.
        if (event.type === "pointerup") this.tap = drag.start;
        return;
      }
      if (drag.still) return;
      if (drag.touch && !drag.box && event.type === "pointerup") this.startFling(drag, event.timeStamp);
      if (drag.box) {
        this.box.style.display = "none";
        const at = this.locate(event);
        const fx = [drag.start.fx, at.fx].sort((a, b) => a - b);
        const fy = [drag.start.fy, at.fy].sort((a, b) => a - b);
        if (fx[1] - fx[0] > 0.005 && fy[1] - fy[0] > 0.005) {
          const w = this.currentWindow();
          this.setTarget({
            u: fx.map((f) => w.u[0] + f * (w.u[1] - w.u[0])),
            v: fy.map((f) => w.v[0] + f * (w.v[1] - w.v[0])),
          });
        }
      }
    };
    canvas.addEventListener("pointerup", finish);
    canvas.addEventListener("pointercancel", finish);
    canvas.addEventListener("pointerleave", () => {
      if (!this.drag) this.showReadout({ text: null });
    });
    canvas.addEventListener(
      "wheel",
      (event) => {
        if (!interactive()) return;
        const at = this.locate(event);
        if (!at.inPlot) return;
        event.preventDefault();
        const lines = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? 400 : 1;
        const step = event.ctrlKey ? wheelStep * 6 : wheelStep;
        this.zoom(Math.exp(event.deltaY * lines * step), at.fx, at.fy);
      },
      { passive: false },
    );
    canvas.addEventListener("click", (event) => {
      const at = this.tap;
      this.tap = null;
      if (at) this.select(at, event.detail);
    });
    canvas.addEventListener("dblclick", (event) => {
      if (!this.info || !this.resetsOnDoubleClick(this.locate(event))) return;
      event.preventDefault();
      clearTimeout(this.selectTimer);
      this.selectTimer = null;
      this.reset();
    });
    this.root.addEventListener("keydown", (event) => {
      if (!interactive() || event.altKey || event.metaKey || event.ctrlKey) return;
      const actions = {
        "+": () => this.zoom(1 / keyZoom, 0.5, 0.5),
        "=": () => this.zoom(1 / keyZoom, 0.5, 0.5),
        "-": () => this.zoom(keyZoom, 0.5, 0.5),
        _: () => this.zoom(keyZoom, 0.5, 0.5),
        ArrowLeft: () => this.pan(-0.1, 0),
        ArrowRight: () => this.pan(0.1, 0),
        ArrowUp: () => this.pan(0, 0.1),
        ArrowDown: () => this.pan(0, -0.1),
        0: () => this.reset(),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      action();
    });
  }

  showBox(from, to) {
    const rect = this.canvas.getBoundingClientRect();
    const k = rect.width / this.info.width;
    const [x0, x1] = [from.x, to.x].sort((a, b) => a - b);
    const [y0, y1] = [from.y, to.y].sort((a, b) => a - b);
    Object.assign(this.box.style, {
      display: "block",
      left: x0 * k + "px",
      top: y0 * k + "px",
      width: (x1 - x0) * k + "px",
      height: (y1 - y0) * k + "px",
    });
  }
}

export default {
  initialize({ model }) {
    model.send({ type: "ready", ratio: window.devicePixelRatio || 1 });
  },
  render({ model, el }) {
    const id = model.get("chart_id");
    let chart = roots.get(id);
    if (!chart) {
      chart = new Chart(id);
      roots.set(id, chart);
    }
    chart.adopt(model, el);
  },
};
