/// Why a widget could not draw.
enum ChartWidgetError: Error, CustomStringConvertible {
    /// The graph is gone.
    case graphReleased

    var description: String { "the chart's graph no longer exists" }
}
