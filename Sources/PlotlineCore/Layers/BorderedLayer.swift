/// A layer with a background fill, a border and rounded corners (Core Plot's `CPTBorderedLayer`).
open class BorderedLayer: Layer {
    /// The scripting description of this class.
    open override class var descriptor: TypeDescriptor { borderedLayerTable }

    /// The border, or nil for none.
    public var borderLineStyle: LineStyle? { didSet { invalidate() } }
    /// The background, or nil for a transparent one.
    public var fill: Fill? { didSet { invalidate() } }
    /// The radius of the corners in points.
    public var cornerRadius: Double = 0 { didSet { invalidate() } }

    /// Makes a layer with no fill and no border.
    public override init() {
        super.init()
    }

    /// Paints the background fill over the frame.
    func drawBackground(in context: any DrawingContext) {
        context.drawBorderedRect(frame, cornerRadius: cornerRadius, fill: fill, border: nil)
    }

    /// Strokes the border just inside the frame.
    func drawBorder(in context: any DrawingContext) {
        context.drawBorderedRect(frame, cornerRadius: cornerRadius, fill: nil, border: borderLineStyle)
    }
}
