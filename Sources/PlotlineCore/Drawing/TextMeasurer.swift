/// Measures text as it will be drawn, so that layout can leave room for labels before anything is drawn.
public protocol TextMeasurer: AnyObject {
    /// The logical size of `text` set in `style`; measurement does not depend on the output's pixel scale.
    func measure(_ text: String, style: TextStyle) -> TextMetrics
}
