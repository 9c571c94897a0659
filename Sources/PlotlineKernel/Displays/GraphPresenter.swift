import Foundation
import JupyterKernel
import PlotlineCore
import PlotlineFeeds
import PlotlineScript
import PlotlineValues

/// The one owner of the session's displays: for every shown graph it decides what changed, when to draw and on
/// which channel (docs/displays.md, "One owner").
///
/// Everything that shows or moves a chart asks it: a cell showing a graph (`show`), the end of a cell
/// (`publishCellChanges`), the kernel's idle work, which carries live sources, gestures, hovers, clicks, views that
/// load and page reloads (`performIdleWork`), and the front end's comm traffic (`handle`). It draws through
/// `GraphPictures`, so a graph state is rendered once and that picture serves the display's bundle, every
/// `update_display_data` and every widget frame of it; it counts what it does in `session.statistics`.
///
/// Channels: a new display is a `display_data` carrying the picture and, where the front end is known to load the
/// widget view, the widget view from its first paint. A display whose front end proved it loads widgets only after
/// it was shown gains the widget view later, but never in the middle of an animation its picture is playing, and
/// the widget then does not play that animation again. Changes reach a ready widget as a frame and every other
/// display as `update_display_data`; at the end of a cell every display also gets its bundle, so a saved notebook
/// shows the final state. While idle, gestures are drawn newest first and only the newest of each chart; live
/// changes at most `session.frameRate` times a second per graph, within the session's update budget.
///
/// A displayed graph stays alive while the output showing it exists (its cell's output was not cleared), whatever
/// the variable that held it now holds: its chart stays interactive.
final class GraphPresenter {
    /// The session's widgets: interactive charts, feed grids, the errors of the charts' callbacks.
    let widgets: ChartWidgets
    private let bundler: DisplayBundler
    private let pictures: GraphPictures
    private let displays = LiveDisplayRegistry<KernelDisplay>()
    private let settings: SessionSettings
    private var statistics: SessionStatistics { settings.statistics }

    /// A presenter drawing through `renderer` with the settings of a session; `environment` tells whether Voilà
    /// started the kernel.
    init(
        renderer: any GraphRenderer, settings: SessionSettings,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.settings = settings
        pictures = GraphPictures(renderer: renderer, statistics: settings.statistics)
        bundler = DisplayBundler(renderer: pictures)
        widgets = ChartWidgets(renderer: pictures, environment: environment)
    }

    /// The time between two pushes of one graph while idle.
    var frameInterval: Duration {
        .microseconds(Int((1_000_000 / max(settings.frameRate, 0.001)).rounded()))
    }

    // MARK: Showing

    /// The bundle of a new live display of `graph` in the output of cell `cellID`: the picture, and the widget view
    /// when `interactive` and the front end renders widgets (the widget's model is opened through `comms` before
    /// the display that names it goes out).
    func show(
        _ graph: Graph, displayID: String, parent: ParentToken, cellID: String?, interactive: Bool,
        comms: any CommSender
    ) throws -> MIMEBundle {
        let bundle = try bundler.bundle(for: graph, settings: settings)
        let widget = interactive
            ? widgets.open(
                for: graph, displayID: displayID, parent: parent, cellID: cellID, sender: comms, settings: settings)
            : nil
        if widget != nil { statistics.countFrameSent() }
        widget?.bundleRevision = graph.revision
        displays.register(graph, display: KernelDisplay(id: displayID, parent: parent, cellID: cellID, widget: widget, graph: graph))
        return widget?.bundle(adding: bundle) ?? bundle
    }

    /// The bundle of a display of `feed`: its table, with a grid widget where the front end renders widgets and
    /// `interactive`; and whether the display is live.
    func show(
        _ feed: Feed, displayID: String, parent: ParentToken, cellID: String?, interactive: Bool, comms: any CommSender
    ) -> (bundle: MIMEBundle, isLive: Bool) {
        let table = bundler.bundle(for: feed)
        let grid = interactive
            ? widgets.openGrid(for: feed, displayID: displayID, parent: parent, cellID: cellID, sender: comms)
            : nil
        return (grid?.bundle(adding: table) ?? table, grid != nil)
    }

    /// A snapshot's bundle: the pictures it took, never live.
    func show(_ snapshot: Snapshot) -> MIMEBundle {
        bundler.bundle(for: snapshot)
    }

    /// The front end cleared the outputs of `cells` (run again, or deleted): their displays stop being updated,
    /// their graphs are no longer kept alive for them, and their widgets close.
    func forgetOutputs(ofCells cells: Set<String>, sender: any CommSender) {
        guard !cells.isEmpty else { return }
        displays.removeDisplays { display in display.cellID.map(cells.contains) ?? false }
        widgets.close(widgetsOfCells: cells, sender: sender)
    }

    // MARK: The end of a cell

    /// After a cell, parented on it: every graph changed since it was last drawn is drawn once and each of its
    /// displays updated (a ready widget gets the frame too); then the displays of widgets that gestures moved since
    /// their last bundle get one, so a saved notebook shows what the user last saw; feed grids hear of their
    /// feeds' changes.
    func publishCellChanges(through output: any ExecutionOutput) {
        let publisher = CellPublisher(output: output)
        for shown in displays.takeChangedGraphs() {
            countChangesMerged(into: shown.graph)
            do {
                let bundle = try bundler.bundle(for: shown.graph, settings: settings)
                for display in shown.displays {
                    if let widget = display.widget, widget.isReady {
                        sendFrame(of: widget, through: publisher.comms(parent: display.parent))
                    }
                    updateDisplay(display.id, of: shown.graph, with: bundle, widget: display.widget, through: publisher, parent: display.parent)
                }
            } catch {
                output.stream(.stderr, "could not redraw '\(shown.graph.summary)': \(error)\n")
            }
            displays.budget.spend(shown.displays.count, at: .now)
        }
        for widget in widgets.all where widget.isReady && !widget.needsWidgetView {
            guard let graph = widget.graph, widget.bundleRevision != graph.revision,
                  let bundle = try? bundler.bundle(for: graph, settings: settings)
            else { continue }
            updateDisplay(widget.displayID, of: graph, with: bundle, widget: widget, through: publisher, parent: widget.parent)
        }
        widgets.sendGridChanges(through: output.comms)
    }

    // MARK: Idle work

    /// While idle (every message the front end sent has been read): answers the views' requests (the newest of
    /// each chart), gives newly ready widgets their widget view, and pushes the graphs live
    /// sources changed, and tells feed grids of their feeds' changes. Returns when to be called again, or nil.
    func performIdleWork(publisher: any DisplayPublisher, now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        var deadline: ContinuousClock.Instant?
        func wait(until instant: ContinuousClock.Instant?) {
            guard let instant else { return }
            deadline = min(deadline ?? instant, instant)
        }
        widgets.serveGridRequests(publisher: publisher, bundler: bundler)
        serveViewRequests(publisher: publisher)
        wait(until: giveReadyWidgetsTheirView(publisher: publisher, now: now))
        wait(until: widgets.checkViewsLoaded(now: now))
        wait(until: widgets.sendGridChanges(publisher: publisher, now: now, interval: frameInterval))
        wait(until: publishLiveChanges(publisher: publisher, now: now))
        return deadline
    }

    /// Draws the frames the views asked for: only the newest request of each chart, answered even when the ranges
    /// did not change (so the view stops moving its picture); then answers hovers and clicks and shows what the
    /// callbacks they ran threw.
    private func serveViewRequests(publisher: any DisplayPublisher) {
        let all = widgets.all
        for widget in all where widget.hasRequest {
            statistics.countCoalesced(widget.takeReplacedRequests())
            widget.applyRequest()
            sendFrame(of: widget, through: publisher.comms(parent: widget.parent), evenIfCurrent: true)
        }
        for widget in all {
            if let readout = widget.takeReadout() { publisher.comms(parent: widget.parent).send(readout) }
            if widget.serveClick() { sendFrame(of: widget, through: publisher.comms(parent: widget.parent)) }
            widgets.reportCallbackErrors(of: widget, through: publisher)
        }
    }

    /// Gives the displays of widgets whose view has loaded since they were shown the widget view, except while the
    /// picture they show plays an animation: then once it ended, and the widget forgets that animation so its view
    /// does not play it again. Returns when an animation that holds a display back ends.
    private func giveReadyWidgetsTheirView(
        publisher: any DisplayPublisher, now: ContinuousClock.Instant
    ) -> ContinuousClock.Instant? {
        var next: ContinuousClock.Instant?
        for widget in widgets.all where widget.needsWidgetView {
            if let end = widget.animationEnd, end > now {
                next = min(next ?? end, end)
                continue
            }
            guard let graph = widget.graph, let bundle = try? bundler.bundle(for: graph, settings: settings) else {
                continue
            }
            if let forget = widget.forgetAnimationPlayedAsPicture() {
                publisher.comms(parent: widget.parent).send(forget)
            }
            widget.markWidgetViewSent()
            updateDisplay(widget.displayID, of: graph, with: bundle, widget: widget, through: publisher, parent: widget.parent)
        }
        return next
    }

    /// Pushes the graphs that changed while idle, each at most `session.frameRate` times a second and all within
    /// the update budget, parented on the requests that showed them: a frame to each ready widget,
    /// `update_display_data` to every other display. Returns when a graph that had to wait can go out.
    private func publishLiveChanges(
        publisher: any DisplayPublisher, now: ContinuousClock.Instant
    ) -> ContinuousClock.Instant? {
        let (due, retry) = displays.takeGraphsDue(at: now, every: frameInterval)
        for shown in due {
            countChangesMerged(into: shown.graph)
            var bundle: MIMEBundle?
            for display in shown.displays {
                if let widget = display.widget, widget.isReady, !widget.needsWidgetView {
                    sendFrame(of: widget, through: publisher.comms(parent: display.parent))
                    continue
                }
                if bundle == nil { bundle = try? bundler.bundle(for: shown.graph, settings: settings) }
                guard let bundle else { break }
                updateDisplay(display.id, of: shown.graph, with: bundle, widget: display.widget, through: publisher, parent: display.parent)
            }
            displays.markPushed(shown.graph, at: .now)
        }
        return retry
    }

    // MARK: Comms

    /// Handles a comm event from the front end; for `.open`, returns whether the comm is kept.
    func handle(_ event: CommEvent, sender: any CommSender) -> Bool {
        widgets.handle(event, sender: sender)
    }

    // MARK: Sending

    /// Counts the changes of `graph` since its last picture, but one, as merged into the picture about to be drawn.
    private func countChangesMerged(into graph: Graph) {
        statistics.countCoalesced((pictures.changesSinceDrawn(graph) ?? 1) - 1)
    }

    /// Sends a widget the frame of its graph as it is now, unless it has it already (or `evenIfCurrent`).
    private func sendFrame(of widget: ChartWidget, through sender: any CommSender, evenIfCurrent: Bool = false) {
        guard let graph = widget.graph, evenIfCurrent || widget.frameRevision != graph.revision,
              let update = try? widget.frameUpdate(renderer: pictures)
        else { return }
        sender.send(update)
        statistics.countFrameSent()
    }

    /// Sends `update_display_data` for a display of `graph`: `bundle`, with the widget view when its widget is
    /// ready.
    private func updateDisplay(
        _ displayID: String, of graph: Graph, with bundle: MIMEBundle, widget: ChartWidget?,
        through publisher: any DisplayPublisher, parent: ParentToken
    ) {
        publisher.updateDisplay(widget?.bundle(adding: bundle) ?? bundle, displayID: displayID, parent: parent)
        widget?.bundleRevision = graph.revision
        statistics.countDisplayUpdate()
    }
}
