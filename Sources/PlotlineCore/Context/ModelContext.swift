import Foundation
import PlotlineValues
import PlotlineFeeds

/// What the model needs from the session it lives in, owned by that session and shared with no other: the renderer
/// and the scale and formats it renders with, the binding failures to report, the themes users registered, and
/// the feeds' own context (live feeds to drain, live sources to open).
///
/// A session makes its context current (`context.withCurrent { … }`, which makes `feeds` current too) while it runs
/// anything on its thread; a model object takes the current context when it is made and keeps it, so a graph or a
/// feed always reaches its own session's services, and two sessions in one process share nothing.
///
/// `@unchecked Sendable`: a task-local value must be Sendable. The mutable properties here (`renderer`, `scale`,
/// `displayFormats`) are written by the session's host while it sets the session up (the renderer), before it
/// hands the session any work, and after that only by the session's work (cells set `session.scale`), which
/// `Session.perform` runs one piece at a time with the context current: on the session's thread, or in place on a
/// large-stack thread that asks (tests do). The host and that work take turns through `SessionThread.perform`,
/// whose lock and semaphores order every access. The parts other threads touch are Sendable on their own:
/// `bindingIssues` and `themes` keep their state in a `Mutex`, and `feeds` proves its own.
public final class ModelContext: @unchecked Sendable {
    /// The context of the session running code on this thread, or nil outside any session.
    @TaskLocal public static var current: ModelContext?

    /// The current context, or a new one of its own for a model made outside any session (tools, tests).
    public static var currentOrNew: ModelContext { current ?? ModelContext() }

    /// The renderer `graph.save` and snapshots use, and whose text measurer automatic layout uses; nil until the
    /// session's host installs one (then saving raises an IOError).
    public var renderer: (any GraphRenderer)?
    /// The PNG pixel scale of snapshots and `graph.save` (the session's `session.scale`).
    public var scale: Double = 2
    /// The formats snapshots are rendered in (the session's `session.formats`).
    public var displayFormats: [ImageFormat] = [.png]
    /// Frames per second of animations (the session's `session.animationFrameRate`).
    public var animationFrameRate: Double = 30
    /// The graphs given an animation during the current cell, which plays where they are shown until it ends.
    private var animatedGraphs: [WeakGraph] = []
    /// The feeds' part: the live feeds the session drains and the live sources `feed.subscribe` opens.
    public let feeds: FeedContext
    /// Failures of bindings updating after a change, which the session shows after a cell.
    public let bindingIssues = BindingIssues()
    /// The themes registered by name (Core Plot's `+registerTheme:`), besides the built-in ones.
    public let themes = ThemeRegistry()
    /// Which cell set each chart callback, where the callback's errors are shown.
    public let callbackOrigins = CallbackOrigins()

    /// An empty context: no renderer, the default scale and formats, nothing live.
    public init() {
        feeds = FeedContext()
    }

    /// The renderer's text measurer when it has one, else an estimating measurer.
    public var textMeasurer: any TextMeasurer {
        (renderer as? any TextMeasurer) ?? EstimatingTextMeasurer()
    }

    /// Remembers that `graph` has an animation to play during this cell.
    func noteAnimation(of graph: Graph) {
        if !animatedGraphs.contains(where: { $0.graph === graph }) { animatedGraphs.append(WeakGraph(graph)) }
    }

    /// Ends the animations given during the cell: where the graphs show again, they show their final state.
    public func finishAnimations() {
        for entry in animatedGraphs { entry.graph?.pendingAnimation = nil }
        animatedGraphs.removeAll()
    }

    /// Runs `body` with this context current, and its feeds' context with it.
    public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        try ModelContext.$current.withValue(self) {
            try FeedContext.$current.withValue(feeds, operation: body)
        }
    }
}
