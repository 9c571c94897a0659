import JupyterKernel
import PlotlineCore
import PlotlineScript

extension LiveDisplayRegistry where Display == KernelDisplay {
    /// Records a new Jupyter display of `graph` in the output of cell `cellID`, rendered at its current revision,
    /// shown through `widget` where the front end renders widgets.
    func register(_ graph: Graph, displayID: String, parent: ParentToken, cellID: String?, widget: ChartWidget?) {
        register(graph, display: KernelDisplay(id: displayID, parent: parent, cellID: cellID, widget: widget))
    }

    /// Brings every display of every graph changed since it was last rendered up to date, parented on the running
    /// cell: `update_display_data` to each (with the widget view when it has a ready widget, whose view also gets
    /// the new frame). Then the displays of widgets moved by gestures since their last update get one too, so a
    /// saved notebook shows what the user last saw.
    func publishChanges(
        through output: any ExecutionOutput, bundler: DisplayBundler, widgets: ChartWidgets, settings: SessionSettings
    ) {
        for (graph, displays) in takeChangedGraphs() {
            do {
                let bundle = try bundler.bundle(for: graph, settings: settings)
                for display in displays {
                    update(display, of: graph, with: bundle, through: output, widgets: widgets)
                }
            } catch {
                output.stream(.stderr, "could not redraw '\(graph.summary)': \(error)\n")
            }
            budget.spend(displays.count, at: .now)
        }
        for widget in widgets.all where widget.isReady {
            guard let graph = widget.graph, widget.bundleRevision != graph.revision,
                  let bundle = try? bundler.bundle(for: graph, settings: settings)
            else { continue }
            output.updateDisplay(widget.bundle(adding: bundle), displayID: widget.displayID)
            widget.bundleRevision = graph.revision
        }
    }

    private func update(
        _ display: KernelDisplay, of graph: Graph, with bundle: MIMEBundle, through output: any ExecutionOutput,
        widgets: ChartWidgets
    ) {
        guard let widget = display.widget else {
            output.updateDisplay(bundle, displayID: display.id)
            return
        }
        if widget.isReady { widgets.sendFrame(of: widget, through: output.comms) }
        output.updateDisplay(widget.bundle(adding: bundle), displayID: display.id)
        widget.bundleRevision = graph.revision
    }

    /// Pushes the graphs that changed while idle, each at most `settings.frameRate` times a second and all within
    /// the update budget, parented on the requests that created their displays: a new frame to each ready widget,
    /// `update_display_data` to every other display. Returns when a graph that had to wait can go out, or nil when
    /// none waits.
    func publishIdleChanges(
        through publisher: any DisplayPublisher, bundler: DisplayBundler, widgets: ChartWidgets,
        settings: SessionSettings, now: ContinuousClock.Instant
    ) -> ContinuousClock.Instant? {
        let (due, retry) = takeGraphsDue(at: now, every: Self.frameInterval(settings))
        for (graph, displays) in due {
            var bundle: MIMEBundle?
            for display in displays {
                if let widget = display.widget, widget.isReady {
                    widgets.sendFrame(of: widget, through: publisher.comms(parent: display.parent))
                    continue
                }
                if bundle == nil { bundle = try? bundler.bundle(for: graph, settings: settings) }
                guard let bundle else { break }
                publisher.updateDisplay(bundle, displayID: display.id, parent: display.parent)
            }
            markPushed(graph, at: .now)
        }
        return retry
    }

    /// The time between two pushes of one graph.
    static func frameInterval(_ settings: SessionSettings) -> Duration {
        .microseconds(Int((1_000_000 / max(settings.frameRate, 0.001)).rounded()))
    }
}
