/// What the inside of a shape is painted with: a solid colour or a gradient (Core Plot's `CPTFill`).
public struct Fill: Hashable, Sendable {
    /// The kinds of paint a fill can hold.
    public enum Paint: Hashable, Sendable {
        /// A solid colour.
        case color(Color)
        /// A gradient spread over the filled shape's bounding box.
        case gradient(Gradient)
    }

    /// The paint.
    public var paint: Paint

    /// A solid fill (Core Plot's `fillWithColor:`).
    public init(color: Color) {
        self.paint = .color(color)
    }

    /// A gradient fill (Core Plot's `fillWithGradient:`).
    public init(gradient: Gradient) {
        self.paint = .gradient(gradient)
    }

    /// The colour of a solid fill, or nil.
    public var color: Color? {
        if case .color(let color) = paint { return color }
        return nil
    }

    /// The gradient of a gradient fill, or nil.
    public var gradient: Gradient? {
        if case .gradient(let gradient) = paint { return gradient }
        return nil
    }

    /// True when the fill paints nothing (a clear colour, or a gradient of clear colours).
    public var isInvisible: Bool {
        switch paint {
        case .color(let color): return color.isClear
        case .gradient(let gradient): return gradient.colorStops.allSatisfy { $0.color.isClear }
        }
    }
}
