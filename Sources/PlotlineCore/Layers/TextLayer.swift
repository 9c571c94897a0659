import PlotlineValues

/// A bordered layer showing text, the usual content of annotations (Core Plot's `CPTTextLayer`).
public final class TextLayer: BorderedLayer {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { textLayerTable }

    /// The text; `\n` breaks lines.
    public var text: String { didSet { invalidate() } }
    /// How the text is drawn.
    public var textStyle: TextStyle { didSet { invalidate() } }

    /// Makes a text layer.
    public init(text: String, style: TextStyle = TextStyle()) {
        self.text = text
        self.textStyle = style
        super.init()
    }

    /// The text's size plus the padding.
    public override func contentSize(measurer: any TextMeasurer) -> Size {
        let size = text.isEmpty ? Size.zero : measurer.measure(text, style: textStyle).size
        return Size(width: size.width + paddingLeft + paddingRight, height: size.height + paddingTop + paddingBottom)
    }

    /// Draws the box, then the text inside its padding.
    public override func drawContent(in context: any DrawingContext, rect: Rect) {
        super.drawContent(in: context, rect: rect)
        guard !text.isEmpty else { return }
        let inner = rect.inset(left: paddingLeft, top: paddingTop, right: paddingRight, bottom: paddingBottom)
        context.draw(text, style: textStyle, at: inner.center, anchor: Point(x: 0.5, y: 0.5), rotation: 0)
    }

    /// `TextLayer "Peak"`.
    public override var summary: String { "TextLayer \"\(text)\"" }
}
