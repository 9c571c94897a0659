import Foundation
import InterchangeFormats
import JupyterKernel
import PlotlineCore
import PlotlineScript
import PlotlineValues

/// One interactive chart: the anywidget model through which a live display of a graph is shown where the front
/// end renders widgets (docs/interactive.md).
///
/// The model is a comm on target `jupyter.widget` whose state carries the view's ES module and the newest frame
/// (a PNG as a binary buffer, never base64). Gestures arrive as custom messages asking for a range; the kernel
/// changes the graph's plot spaces and sends the exact frame. The display names the widget view once the front end
/// is known to load the module (this widget's `ready` message, or an earlier one of the session), so a front end
/// that cannot show the widget keeps the picture. `GraphPresenter` decides when frames and bundles go out.
final class ChartWidget {
    /// The comm's id, which is also the model id the display's widget view names.
    let commID: String
    /// The display this widget shows the graph in.
    let displayID: String
    /// The request the display was made in; display updates are parented on it.
    let parent: ParentToken
    /// The notebook cell whose output shows the widget, when the front end names cells.
    let cellID: String?
    /// The graph shown; the widget has nothing to draw once nobody holds it.
    private(set) weak var graph: Graph?

    /// True once the front end loaded the view's module: the display then carries the widget view.
    private(set) var isReady = false
    /// True while the display still lacks the widget view although the widget is ready.
    private(set) var needsWidgetView = false
    /// The device pixels per point the view asked for (its screen's pixel ratio).
    private(set) var pixelRatio: Double
    /// The width the view has room for, in points (CSS pixels), or nil before it said.
    private(set) var roomWidth: Double?
    /// The narrowest a chart is laid out for its view; in less room the view scales the picture down.
    static let narrowestWidth = 160.0
    /// The graph revision of the last frame sent, or nil before the first.
    private(set) var frameRevision: UInt64?
    /// The graph revision of the last bundle sent to the display, or nil before the first.
    var bundleRevision: UInt64?
    /// When the comm was opened.
    let openedAt = ContinuousClock.now

    private var frameNumber = 0
    /// The last frame sent, as its state update.
    private var lastFrame: CommMessage?
    private var answeredSequence = 0
    /// The last animation the graph played here: its number, its animated PNG, how long it plays, and until when a
    /// view that appears (or a reloaded page) still plays it.
    private var animation: (number: Int, data: [UInt8], milliseconds: Double, until: ContinuousClock.Instant)?
    private var animationCount = 0
    /// How long after an animation starts a view that appears late still plays it, beyond its own length.
    static let animationGrace: Duration = .seconds(10)
    private var request: ViewRequest?
    /// View requests replaced by a newer one before they were drawn, not yet counted.
    private var replacedRequests = 0
    /// When the animation of the last frame ends playing, counted from when the frame was drawn.
    private(set) var animationEnd: ContinuousClock.Instant?
    /// The newest pointer position to read out (points in the frame) with its sequence number, not yet answered.
    private(set) var hover: (point: Point, sequence: Int)?
    /// A click on the plot area (points in the frame) not yet answered.
    private var click: Point?
    /// What the user's callbacks threw since last taken, one message each.
    private var callbackErrors: [CallbackError] = []
    private var savedRanges: [SavedRanges] = []
    /// The plot area held steady from the first gesture until a reset (see `PlotAreaHold`), or nil.
    private var plotAreaHold: PlotAreaHold?

    /// What the view asked for and the kernel has not drawn yet.
    private enum ViewRequest {
        /// The default plot space's new x and y ranges (location, end).
        case view(x: (Double, Double), y: (Double, Double), sequence: Int)
        /// The ranges as they were before the first gesture.
        case reset(sequence: Int)

        var sequence: Int {
            switch self {
            case .view(_, _, let sequence), .reset(let sequence): return sequence
            }
        }
    }

    /// A plot space's ranges before the user first moved it, for double-click reset.
    private struct SavedRanges {
        weak var space: XYPlotSpace?
        let xRange: PlotRange
        let yRange: PlotRange
        let xIsAutomatic: Bool
        let yIsAutomatic: Bool
    }

    /// The anywidget version range the state names; anywidget 0.9 and later run this module.
    static let moduleVersion = ">=0.9.0"
    /// The Jupyter widget protocol version, sent as the `comm_open`'s metadata (without it JupyterLab drops the comm).
    static let protocolVersion = "2.1.0"
    /// The widget-view MIME type of a display bundle.
    static let viewMIMEType = "application/vnd.jupyter.widget-view+json"
    /// The view's ES module, compiled into the binary from `chart-view.js`.
    static let viewModule = String(decoding: PackageResources.chart_view_js, as: UTF8.self)

    /// A widget for a display of `graph`.
    init(
        commID: String, graph: Graph, displayID: String, parent: ParentToken, cellID: String? = nil, pixelRatio: Double
    ) {
        self.commID = commID
        self.graph = graph
        self.displayID = displayID
        self.parent = parent
        self.cellID = cellID
        self.pixelRatio = pixelRatio
    }

    // MARK: Messages from the view

    /// Handles a custom message from the view; returns false when it is not one this widget knows.
    @discardableResult
    func receive(_ content: JSONObject) -> Bool {
        switch content["type"]?.stringValue {
        case "ready":
            if !isReady { needsWidgetView = true }
            isReady = true
            adopt(pixelRatio: content["ratio"]?.doubleValue)
        case "view":
            guard let x = Self.pair(content["x"]), let y = Self.pair(content["y"]) else { return false }
            replace(with: .view(x: x, y: y, sequence: content["seq"]?.intValue ?? 0))
        case "reset":
            replace(with: .reset(sequence: content["seq"]?.intValue ?? 0))
        case "hover":
            guard let point = Self.point(in: content) else { return false }
            hover = (point, content["seq"]?.intValue ?? 0)
        case "select":
            guard let point = Self.point(in: content) else { return false }
            click = point
        case "resize":
            adopt(pixelRatio: content["ratio"]?.doubleValue)
            adopt(roomWidth: content["width"]?.doubleValue)
        default:
            return false
        }
        return true
    }

    /// Keeps only the newest view request: the one it replaces is never drawn.
    private func replace(with newer: ViewRequest) {
        if request != nil { replacedRequests += 1 }
        request = newer
    }

    /// The view requests replaced before they were drawn since last asked, and forgets them.
    func takeReplacedRequests() -> Int {
        defer { replacedRequests = 0 }
        return replacedRequests
    }

    /// Counts the widget as ready before its view reports it, when the front end is known to load the view (an
    /// earlier widget's view loaded, or Voilà, which shows only the first display): the display then names the
    /// widget view from the start.
    func assumeReady() {
        isReady = true
        needsWidgetView = false
    }

    /// True when a view request waits to be drawn, or the last frame's pixel ratio is not the screen's.
    var hasRequest: Bool { request != nil || needsRedraw }

    /// True when the view's screen has another pixel ratio than the last frame was drawn at.
    private var needsRedraw = false
    /// The pixel ratio of the last frame sent.
    private var frameRatio: Double?
    /// The size in points of the last frame sent.
    private var frameSize: Size?

    /// Draws later frames at the screen's device pixel ratio (1…4), redrawing the current one only when it is less
    /// sharp than the screen (a denser frame is shown scaled down, as sharp as the screen can show it).
    private func adopt(pixelRatio ratio: Double?) {
        guard let ratio, ratio.isFinite, ratio > 0 else { return }
        pixelRatio = min(max(ratio, 1), 4)
        if let frameRatio, frameRatio < pixelRatio { needsRedraw = true }
    }

    /// Lays later frames out at the width the view has room for when the graph is wider (the chart follows the
    /// cell's width), redrawing the current one when that changes its size.
    private func adopt(roomWidth width: Double?) {
        guard let width, width.isFinite, width > 0 else { return }
        roomWidth = width
        if let graph, let frameSize, frameSize != viewSize(of: graph) { needsRedraw = true }
    }

    /// The size the graph is drawn at for the view: its own, or narrower (height kept) when the view has less room,
    /// down to `narrowestWidth`.
    func viewSize(of graph: Graph) -> Size {
        let own = graph.bounds.size
        guard let roomWidth else { return own }
        let width = max(Self.narrowestWidth, roomWidth.rounded(.down))
        return width < own.width ? Size(width: width, height: own.height) : own
    }

    /// Runs `body` with the graph laid out as the view shows it (see `viewSize(of:)`); what `body` reads of its
    /// layout (plot area, points under the pointer) is then what the view's frame shows.
    private func asShown<Result>(_ graph: Graph, _ body: () throws -> Result) rethrows -> Result {
        try graph.sizedForView(viewSize(of: graph)) { try holdingPlotArea(of: graph, body) }
    }

    /// Runs `body` with the plot area held where the first gesture found it, when one is held.
    private func holdingPlotArea<Result>(of graph: Graph, _ body: () throws -> Result) rethrows -> Result {
        guard var hold = plotAreaHold else { return try body() }
        defer { plotAreaHold = hold }
        return try graph.holdingPlotArea(&hold, body)
    }

    /// What one of the user's callbacks threw, and the cell that set the callback (nil when unknown).
    struct CallbackError {
        /// The callback's name and the error's traceback.
        let text: String
        /// The number of the cell that set the callback.
        let cell: Int?
    }

    /// The errors the user's callbacks threw since last asked, and forgets them.
    func takeCallbackErrors() -> [CallbackError] {
        defer { callbackErrors.removeAll() }
        return callbackErrors
    }

    /// The readout of the newest hover position (nil text when no point is near), as a custom message; nil when
    /// no hover waits.
    func takeReadout() -> CommMessage? {
        guard let hover, let graph else { return nil }
        self.hover = nil
        reportHover(at: hover.point, in: graph)
        var content: JSONObject = ["type": "readout", "seq": .int(hover.sequence)]
        if let readout = asShown(graph, { ChartReadout.nearest(in: graph, to: hover.point) }) {
            content["text"] = .string(readout.text)
            content["x"] = .double(readout.location.x)
            content["y"] = .double(readout.location.y)
        } else {
            content["text"] = .null
        }
        return CommMessage(commID: commID, data: ["method": "custom", "content": .object(content)])
    }

    /// Records that the display now carries the widget view.
    func markWidgetViewSent() {
        needsWidgetView = false
    }

    /// Applies the waiting view request to the graph's plot spaces that allow user interaction.
    func applyRequest() {
        needsRedraw = false
        guard let request, let graph else { return }
        self.request = nil
        answeredSequence = max(answeredSequence, request.sequence)
        switch request {
        case .view(let x, let y, _):
            apply(x: x, y: y, to: graph)
        case .reset:
            restoreRanges()
        }
    }

    private func apply(x: (Double, Double), y: (Double, Double), to graph: Graph) {
        guard let reference = graph.defaultPlotSpace else { return }
        let spaces = graph.allPlotSpaces.filter(\.allowsUserInteraction)
        guard !spaces.isEmpty, x.0 != x.1, y.0 != y.1 else { return }
        saveRanges(of: spaces)
        if plotAreaHold == nil { plotAreaHold = asShown(graph) { graph.plotAreaHold() } }
        let before = spaces.map { ($0, $0.xRange, $0.yRange) }
        defer { reportRangeChanges(since: before) }
        let fractionsX = [x.0, x.1].map { reference.xScaleType.fraction(of: $0, in: reference.xRange) }
        let fractionsY = [y.0, y.1].map { reference.yScaleType.fraction(of: $0, in: reference.yRange) }
        for space in spaces {
            let xEnds = fractionsX.map { space.xScaleType.value(atFraction: $0, in: space.xRange) }
            let yEnds = fractionsY.map { space.yScaleType.value(atFraction: $0, in: space.yRange) }
            guard (xEnds + yEnds).allSatisfy(\.isFinite) else { continue }
            space.xRange = PlotRange(location: xEnds[0], length: xEnds[1] - xEnds[0])
            space.yRange = PlotRange(location: yEnds[0], length: yEnds[1] - yEnds[0])
        }
    }

    private func saveRanges(of spaces: [XYPlotSpace]) {
        for space in spaces where !savedRanges.contains(where: { $0.space === space }) {
            savedRanges.append(SavedRanges(
                space: space, xRange: space.xRange, yRange: space.yRange,
                xIsAutomatic: space.xRangeIsAutomatic, yIsAutomatic: space.yRangeIsAutomatic))
        }
    }

    private func restoreRanges() {
        let before = savedRanges.compactMap { saved in saved.space.map { ($0, $0.xRange, $0.yRange) } }
        defer { reportRangeChanges(since: before) }
        for saved in savedRanges {
            guard let space = saved.space else { continue }
            space.xRange = saved.xRange
            space.yRange = saved.yRange
            space.xRangeIsAutomatic = saved.xIsAutomatic
            space.yRangeIsAutomatic = saved.yIsAutomatic
        }
        savedRanges.removeAll()
        plotAreaHold = nil
    }

    // MARK: Callbacks

    /// Runs each space's `onRangeChange` for each of its ranges that differs from `before`.
    private func reportRangeChanges(since before: [(XYPlotSpace, PlotRange, PlotRange)]) {
        for (space, x, y) in before {
            guard let handler = space.rangeChangeHandler else { continue }
            for (coordinate, old) in [(Coordinate.x, x), (.y, y)] where space.plotRange(for: coordinate) != old {
                run(handler, [space.plotRange(for: coordinate).scriptValue, coordinate.scriptValue], as: "onRangeChange")
            }
        }
    }

    /// Runs the graph's `onHover` with the data point under `pointer` (points in the frame), in the default space.
    private func reportHover(at pointer: Point, in graph: Graph) {
        guard let handler = graph.hoverHandler, let space = graph.defaultPlotSpace else { return }
        let point = asShown(graph) {
            graph.layoutIfNeeded()
            let mapping = space.mapping(in: graph.plotAreaFrame.plotArea.frame)
            return mapping.plotPoint(forViewPoint: graph.devicePoint(atFramePoint: pointer))
        }
        run(handler, [point.scriptValue], as: "onHover")
    }

    /// Answers a waiting click: on a legend entry it hides or shows the entry's plot (returns true: the picture
    /// changed); elsewhere the nearest point's plot runs its `onSelect` with the record index.
    func serveClick() -> Bool {
        guard let click, let graph else { return false }
        self.click = nil
        if let plot = asShown(graph, { legendEntryPlot(at: click, in: graph) }) {
            plot.hidden.toggle()
            return true
        }
        guard let readout = asShown(graph, { ChartReadout.nearest(in: graph, to: click) }),
              let handler = readout.plot.selectHandler
        else {
            return false
        }
        run(handler, [.int(readout.recordIndex)], as: "onSelect")
        return false
    }

    /// The plot of the legend entry under `point` (points in the frame), or nil.
    private func legendEntryPlot(at point: Point, in graph: Graph) -> Plot? {
        guard let legend = graph.legend, !legend.hidden,
              let layout = try? graph.computeLayout(measurer: graph.context.textMeasurer).legend
        else { return nil }
        let target = graph.devicePoint(atFramePoint: point)
        return layout.entries.first { $0.frame.insetBy(dx: -2, dy: -2).contains(target) }?.plot
    }

    /// Calls a user's callback; what it throws is kept, with the cell that set the callback, for the view and that
    /// cell's output, never raised.
    private func run(_ handler: any Callable, _ arguments: [Value], as name: String) {
        let cell = graph?.context.callbackOrigins.cell(of: handler)
        do {
            _ = try handler.call(arguments)
        } catch let error as ScriptError {
            callbackErrors.append(CallbackError(text: "\(name): " + error.traceback.joined(separator: "\n"), cell: cell))
        } catch {
            callbackErrors.append(CallbackError(text: "\(name): \(error)", cell: cell))
        }
    }

    // MARK: Messages to the view

    /// The model's whole state with the current frame, as `comm_open` and the answer to `request_state` carry it.
    func fullState(renderer: any GraphRenderer) throws -> CommMessage {
        // A widget whose graph is gone still shows its last frame (a reloaded page asks for it).
        guard var message = try graph == nil ? lastFrame : frameUpdate(renderer: renderer) else {
            throw ChartWidgetError.graphReleased
        }
        var state = Self.anywidgetState(module: Self.viewModule)
        state["_anywidget_id"] = "plotline.ChartView"
        state["chart_id"] = .string(commID)
        for (key, value) in message.data["state"]?.objectValue?.members ?? [] { state[key] = value }
        if let animation, animation.until > .now, message.buffers.count == 1 {
            state["animation_info"] = ["number": .int(animation.number), "ms": .double(animation.milliseconds)]
            message.data["buffer_paths"] = [["frame"], ["animation"]]
            message.buffers.append(animation.data)
        }
        message.data["state"] = .object(state)
        message.metadata = ["version": .string(Self.protocolVersion)]
        return message
    }

    /// A state update carrying a new frame of the graph as it is now (`update` with the PNG as a buffer).
    func frameUpdate(renderer: any GraphRenderer) throws -> CommMessage {
        guard let graph else { throw ChartWidgetError.graphReleased }
        let started = ContinuousClock.now
        let size = viewSize(of: graph)
        let (image, info) = try asShown(graph) {
            let image = try renderer.render(graph, as: .png, scale: pixelRatio)
            let renderTime = ContinuousClock.now - started
            let info = ChartFrameInfo(
                graph: graph, image: image, number: frameNumber + 1, sequence: answeredSequence,
                renderTime: renderTime)
            return (image, info)
        }
        frameRatio = pixelRatio
        frameSize = size
        frameNumber += 1
        frameRevision = graph.revision
        var message = CommMessage(
            commID: commID,
            data: ["method": "update", "state": ["frame_info": .object(info.json)], "buffer_paths": [["frame"]]],
            buffers: [image.data])
        lastFrame = message
        if let duration = graph.pendingAnimation?.duration {
            // An animation plays in the view once, however late the view appears (within the grace).
            animationCount += 1
            animationEnd = .now + .milliseconds(Int(duration * 1000))
            animation = (animationCount, image.data, (duration * 1000).rounded(),
                         .now + .milliseconds(Int(duration * 1000)) + Self.animationGrace)
            message.data["state"] = [
                "frame_info": .object(info.json),
                "animation_info": ["number": .int(animationCount), "ms": .double((duration * 1000).rounded())],
            ]
            message.data["buffer_paths"] = [["frame"], ["animation"]]
            message.buffers.append(image.data)
        }
        return message
    }

    /// Forgets the animation the display's picture played before the display named the widget view, so the view
    /// that replaces the picture does not play it again; returns the state update that tells the model, or nil
    /// when there is none to forget.
    func forgetAnimationPlayedAsPicture() -> CommMessage? {
        guard animation != nil else { return nil }
        animation = nil
        animationEnd = nil
        return CommMessage(commID: commID, data: ["method": "update", "state": ["animation_info": .null]])
    }

    /// anywidget's model fields with the view's ES module `module`, which every Plotline widget's state starts with.
    static func anywidgetState(module: String) -> JSONObject {
        [
            "_model_module": "anywidget", "_model_module_version": .string(moduleVersion),
            "_model_name": "AnyModel",
            "_view_module": "anywidget", "_view_module_version": .string(moduleVersion),
            "_view_name": "AnyView",
            "_esm": .string(module),
        ]
    }

    /// The display bundle with the widget view added once the display may name it (the view is ready and the
    /// display was given it), so front ends with widgets show the chart and others the picture.
    func bundle(adding view: MIMEBundle) -> MIMEBundle {
        guard isReady, !needsWidgetView else { return view }
        var bundle = view
        bundle.data[Self.viewMIMEType] = [
            "model_id": .string(commID), "version_major": 2, "version_minor": 1,
        ]
        return bundle
    }

    /// The finite point `{x, y}` a message carries, or nil.
    private static func point(in content: JSONObject) -> Point? {
        guard let x = content["x"]?.doubleValue, let y = content["y"]?.doubleValue, x.isFinite, y.isFinite else {
            return nil
        }
        return Point(x: x, y: y)
    }

    private static func pair(_ value: JSONValue?) -> (Double, Double)? {
        guard let items = value?.arrayValue, items.count == 2,
              let first = items[0].doubleValue, let second = items[1].doubleValue,
              first.isFinite, second.isFinite
        else { return nil }
        return (first, second)
    }
}
