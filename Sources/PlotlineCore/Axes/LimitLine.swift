/// A line across the plot area at one value of an axis, with an optional label: a target, a threshold, an
/// average (Swift Charts' `ChartLimitLine`).
public struct LimitLine: Hashable, Sendable {
    /// The data value the line marks.
    public var value: Double
    /// The label, or nil for none.
    public var label: String?
    /// How the line is drawn.
    public var lineStyle: LineStyle
    /// How the label is drawn.
    public var labelTextStyle: TextStyle
    /// Where the label sits.
    public var labelPosition: LimitLabelPosition
    /// True to draw the line behind the plots (with the grid); by default it is drawn over them.
    public var drawsBehindData: Bool

    /// The default line: 1.5-point red, dashed.
    public static let defaultLineStyle = LineStyle(lineWidth: 1.5, lineColor: .red, dashPattern: [6, 3])
    /// The default label: 10-point red.
    public static let defaultLabelTextStyle = TextStyle(fontSize: 10, color: .red)

    /// Makes a limit line.
    public init(
        value: Double, label: String? = nil, lineStyle: LineStyle = LimitLine.defaultLineStyle,
        labelTextStyle: TextStyle = LimitLine.defaultLabelTextStyle, labelPosition: LimitLabelPosition = .rightTop,
        drawsBehindData: Bool = false
    ) {
        self.value = value
        self.label = label
        self.lineStyle = lineStyle
        self.labelTextStyle = labelTextStyle
        self.labelPosition = labelPosition
        self.drawsBehindData = drawsBehindData
    }
}
