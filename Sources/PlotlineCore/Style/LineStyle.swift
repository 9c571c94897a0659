/// How a line is stroked: width, colour, dashes, caps and joins (Core Plot's `CPTLineStyle`).
public struct LineStyle: Hashable, Sendable {
    /// The stroke width in points.
    public var lineWidth: Double
    /// The stroke colour.
    public var lineColor: Color
    /// Alternating dash and gap lengths in points; empty for a solid line.
    public var dashPattern: [Double]
    /// How far into the dash pattern the line starts, in points.
    public var patternPhase: Double
    /// How line ends are drawn.
    public var lineCap: LineCapStyle
    /// How corners are drawn.
    public var lineJoin: LineJoinStyle
    /// The ratio of miter length to line width beyond which miter joins are bevelled.
    public var miterLimit: Double

    /// Makes a line style; the defaults are Core Plot's (1 point, black, solid, butt caps, miter joins).
    public init(
        lineWidth: Double = 1,
        lineColor: Color = .black,
        dashPattern: [Double] = [],
        patternPhase: Double = 0,
        lineCap: LineCapStyle = .butt,
        lineJoin: LineJoinStyle = .miter,
        miterLimit: Double = 10
    ) {
        self.lineWidth = lineWidth
        self.lineColor = lineColor
        self.dashPattern = dashPattern
        self.patternPhase = patternPhase
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }

    /// True when stroking with this style paints nothing.
    public var isInvisible: Bool { lineWidth <= 0 || lineColor.isClear }
}
