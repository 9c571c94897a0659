import Foundation
import JupyterKernel
import PlotlineFeeds
import PlotlineValues

/// The feed grids among the session's widgets: opening one for a display of a feed, their messages, their page
/// answers and telling them when their feeds change (see `FeedGridWidget`).
extension ChartWidgets {
    /// Opens a grid for a new display of `feed` when a widget front end is connected; returns it, or nil (the
    /// display is then the HTML table only).
    func openGrid(
        for feed: Feed, displayID: String, parent: ParentToken, cellID: String? = nil, sender: any CommSender
    ) -> FeedGridWidget? {
        guard frontEndRendersWidgets else { return nil }
        let grid = FeedGridWidget(
            commID: UUID().uuidString.lowercased(), feed: feed, displayID: displayID, parent: parent, cellID: cellID)
        if viewsLoad { grid.assumeReady() }
        grids[grid.commID] = grid
        sender.open(grid.fullState(), target: Self.modelTarget)
        return grid
    }

    /// Closes the grids shown in the outputs of `cells`, which the front end has cleared.
    func closeGrids(ofCells cells: Set<String>, sender: any CommSender) {
        for grid in grids.values {
            guard let cell = grid.cellID, cells.contains(cell) else { continue }
            grids[grid.commID] = nil
            sender.close(CommMessage(commID: grid.commID, data: [:]))
        }
    }

    /// Handles a comm message from a grid's view: `request_state`, or a custom `ready` or page request (answered
    /// while idle, newest only).
    func receive(_ message: CommMessage, for grid: FeedGridWidget, sender: any CommSender) {
        switch message.data["method"]?.stringValue {
        case "request_state":
            var state = grid.fullState()
            state.metadata = [:]
            state.data["method"] = "update"
            sender.send(state)
        case "custom":
            let content = message.data["content"]?.objectValue ?? [:]
            if grid.receive(content), content["type"]?.stringValue == "ready" { noteViewsLoad() }
        default:
            break
        }
    }

    /// Answers each grid's newest page request and gives the displays of newly ready grids their widget view.
    func serveGridRequests(publisher: any DisplayPublisher, bundler: DisplayBundler) {
        for grid in grids.values {
            if let answer = grid.takeAnswer() { publisher.comms(parent: grid.parent).send(answer) }
            guard grid.needsWidgetView, let feed = grid.feed else { continue }
            publisher.updateDisplay(grid.bundle(adding: bundler.bundle(for: feed)), displayID: grid.displayID, parent: grid.parent)
            grid.markWidgetViewSent()
        }
    }

    /// At the end of a cell: tells every grid whose feed changed its new shape, parented on the cell.
    func sendGridChanges(through sender: any CommSender) {
        for grid in grids.values {
            if let update = grid.changeUpdate() { sender.send(update) }
        }
    }

    /// While idle: tells the grids whose feeds changed (live sources) their new shape, each at most once per
    /// `interval`. Returns when a grid that had to wait can be told, or nil when none waits.
    func sendGridChanges(
        publisher: any DisplayPublisher, now: ContinuousClock.Instant, interval: Duration
    ) -> ContinuousClock.Instant? {
        var next: ContinuousClock.Instant?
        for grid in grids.values where grid.hasChange {
            if let last = grid.lastChangeSent, now < last + interval {
                next = min(next ?? last + interval, last + interval)
                continue
            }
            if let update = grid.changeUpdate(at: now) { publisher.comms(parent: grid.parent).send(update) }
        }
        return next
    }
}
