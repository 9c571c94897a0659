import PlotlineValues

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
    /// True to clip what the layer hosts to the inside of its border, rounded corners included.
    public var masksToBorder: Bool = false { didSet { invalidate() } }

    /// Makes a layer with no fill and no border.
    public override init() {
        super.init()
    }

    /// Paints the background fill over the frame, with the layer's shadow under it (a layer without a fill casts
    /// its border's shadow).
    func drawBackground(in context: any DrawingContext) {
        drawBackground(in: context, rect: frame)
    }

    /// Strokes the border just inside the frame.
    func drawBorder(in context: any DrawingContext) {
        context.drawBorderedRect(frame, cornerRadius: cornerRadius, fill: nil, border: borderLineStyle)
    }

    /// Paints the background fill over `rect`, with the shadow under it.
    func drawBackground(in context: any DrawingContext, rect: Rect) {
        let hasFill = fill.map { !$0.isInvisible } ?? false
        let hasBorder = borderLineStyle.map { !$0.isInvisible } ?? false
        guard hasFill || (hasBorder && shadow != nil) else { return }
        context.draw(shadow: shadow) { target in
            target.drawBorderedRect(
                rect, cornerRadius: self.cornerRadius, fill: self.fill, border: hasFill ? nil : self.borderLineStyle)
        }
    }

    /// The outline content is clipped to when `masksToBorder` is set: the frame inside the border.
    func maskPath(for rect: Rect) -> Path {
        let inset = (borderLineStyle?.lineWidth ?? 0) / 2
        return Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: max(0, cornerRadius - inset))
    }

    /// Draws a bordered box filling `rect`: the fill (with the shadow), then the border.
    open override func drawContent(in context: any DrawingContext, rect: Rect) {
        drawBackground(in: context, rect: rect)
        context.drawBorderedRect(rect, cornerRadius: cornerRadius, fill: nil, border: borderLineStyle)
    }
}
