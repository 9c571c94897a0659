/// Turns a tick value into its label: number formatters, time and calendar formatters and closures all
/// conform, so an axis's `labelFormatter` accepts any of them.
public protocol LabelFormatter {
    /// The label of `value`; `ticks` are the axis's ticks (their spacing sets automatic precision), or nil
    /// outside an axis. An empty string hides the label.
    ///
    /// - Throws: the error of a user closure.
    func label(for value: Double, ticks: AxisTicks?) throws -> String
}
