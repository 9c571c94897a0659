/// A custom tick label: text at a data value, drawn when the axis's labeling policy is `.none`
/// (Core Plot's `CPTAxisLabel`).
public struct AxisLabel: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The data value the label marks.
    public var tickLocation: Double
    /// How the label is drawn, or nil for the axis's label style.
    public var textStyle: TextStyle?
    /// The label's distance from its tick, or nil for the axis's `labelOffset`.
    public var offset: Double?
    /// The label's rotation in radians, or nil for the axis's `labelRotation`.
    public var rotation: Double?

    /// Makes a custom label.
    public init(text: String, tickLocation: Double, textStyle: TextStyle? = nil, offset: Double? = nil, rotation: Double? = nil) {
        self.text = text
        self.tickLocation = tickLocation
        self.textStyle = textStyle
        self.offset = offset
        self.rotation = rotation
    }
}
