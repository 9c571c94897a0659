/// A text measurer that estimates sizes from character counts; used by tests and when no renderer is installed.
///
/// Widths are 0.6 em per character, heights 1.2 em per line with the baseline at 0.93 em, close to DejaVu Sans.
public final class EstimatingTextMeasurer: TextMeasurer {
    /// Makes an estimating measurer.
    public init() {}

    /// The estimated logical size of `text`.
    public func measure(_ text: String, style: TextStyle) -> TextMetrics {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = lines.map(\.count).max() ?? 0
        return TextMetrics(
            width: Double(longest) * 0.6 * style.fontSize,
            height: Double(max(1, lines.count)) * 1.2 * style.fontSize,
            baseline: 0.93 * style.fontSize)
    }
}
