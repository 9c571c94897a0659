/// A soft shadow cast under a layer or a plot (Core Plot's `CPTShadow`).
///
/// The offset is in points with y upwards, as in Core Plot: `Size(width: 2, height: -2)` casts the shadow to the
/// lower right.
public struct Shadow: Hashable, Sendable {
    /// How far the shadow is moved, in points (positive height moves it up).
    public var offset: Size
    /// How far the shadow's edge is spread, in points (0 for a hard edge).
    public var blurRadius: Double
    /// The shadow's colour, usually a translucent black.
    public var color: Color

    /// Makes a shadow; the defaults are Core Plot's (no offset, no blur, one-third black).
    public init(offset: Size = .zero, blurRadius: Double = 0, color: Color = Color(white: 0, alpha: 1.0 / 3.0)) {
        self.offset = offset
        self.blurRadius = blurRadius
        self.color = color
    }

    /// The offset in device space (y down).
    public var deviceOffset: Point {
        Point(x: offset.width.isFinite ? offset.width : 0, y: offset.height.isFinite ? -offset.height : 0)
    }

    /// The blur radius limited to 0…100 points.
    public var clampedBlurRadius: Double {
        blurRadius.isFinite ? min(100, max(0, blurRadius)) : 0
    }

    /// How far the shadow reaches beyond the shape casting it, in points.
    public var reach: Double {
        clampedBlurRadius + max(abs(deviceOffset.x), abs(deviceOffset.y))
    }

    /// True when the shadow paints nothing.
    public var isInvisible: Bool { color.isClear }
}
