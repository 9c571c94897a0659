import PlotlineValues

/// Content drawn at a point tied to a layer or to data: a content layer (usually a `TextLayer`) placed by an
/// anchor point, a displacement and a rotation (Core Plot's `CPTAnnotation`).
///
/// `contentAnchorPoint` and `displacement` use Core Plot's y-up convention: anchor (0.5, 0) puts the middle of
/// the content's bottom edge on the annotation's point, and a displacement of (0, 5) moves it 5 points up.
open class Annotation: ModelObject {
    /// The scripting description of this class; subclasses return their own.
    open class var descriptor: TypeDescriptor { annotationTable }

    /// What is drawn: a text layer or a bordered box, or nil for nothing.
    public var contentLayer: Layer? {
        didSet {
            if oldValue !== contentLayer { release(oldValue) }
            adopt(contentLayer)
            invalidate()
        }
    }
    /// The point of the content that lies on the annotation's point, as a fraction of the content (y up).
    public var contentAnchorPoint = Point(x: 0.5, y: 0.5) { didSet { invalidate() } }
    /// An offset of the content from the annotation's point, in points (y up).
    public var displacement = Point.zero { didSet { invalidate() } }
    /// The content's rotation about its anchor, in radians counter-clockwise.
    public var rotation: Double = 0 { didSet { invalidate() } }

    /// Makes an annotation with no content.
    public override init() {
        super.init()
    }

    /// The layer hosting the annotation, if any.
    public var hostLayer: Layer? { owner as? Layer }

    /// The device point the content's anchor goes to (before the displacement), or nil to draw nothing.
    open func anchorPoint(in layout: GraphLayout) -> Point? { nil }

    /// Draws the content at its place for a graph layout.
    public func draw(in context: any DrawingContext, layout: GraphLayout) {
        guard let content = contentLayer, !content.hidden, let anchor = anchorPoint(in: layout),
            anchor.x.isFinite, anchor.y.isFinite
        else { return }
        let size = content.contentSize(measurer: context)
        guard size.width > 0 || size.height > 0 else { return }
        let point = Point(x: anchor.x + finite(displacement.x), y: anchor.y - finite(displacement.y))
        let local = Rect(
            x: -contentAnchorPoint.x * size.width, y: -(1 - contentAnchorPoint.y) * size.height,
            width: size.width, height: size.height)
        if rotation == 0 || !rotation.isFinite {
            let rect = Rect(x: point.x + local.minX, y: point.y + local.minY, width: size.width, height: size.height)
            content.drawContent(in: context, rect: rect)
            return
        }
        context.saveState()
        context.translateBy(x: point.x, y: point.y)
        context.rotate(by: rotation)
        content.drawContent(in: context, rect: local)
        context.restoreState()
    }

    private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

extension Annotation: ScriptObject, StaticallyDescribed, ValueConvertible {}
