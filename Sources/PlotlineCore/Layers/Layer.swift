import PlotlineValues

/// A rectangular part of a graph with padding, laid out by its owner and drawn in device space
/// (Core Plot's `CPTLayer`).
open class Layer: ModelObject {
    /// The scripting description of this class; subclasses return their own.
    open class var descriptor: TypeDescriptor { layerTable }

    /// A name for finding the layer (`plot(withIdentifier:)` for plots).
    public var identifier: String? { didSet { invalidate() } }
    /// Space between the layer's edge and its content on the left, in points.
    public var paddingLeft: Double { get { padding.left ?? automaticPadding.left } set { padding.left = newValue } }
    /// Space between the layer's edge and its content at the top, in points.
    public var paddingTop: Double { get { padding.top ?? automaticPadding.top } set { padding.top = newValue } }
    /// Space between the layer's edge and its content on the right, in points.
    public var paddingRight: Double { get { padding.right ?? automaticPadding.right } set { padding.right = newValue } }
    /// Space between the layer's edge and its content at the bottom, in points.
    public var paddingBottom: Double {
        get { padding.bottom ?? automaticPadding.bottom }
        set { padding.bottom = newValue }
    }
    /// True to skip drawing the layer and what it hosts.
    public var hidden: Bool = false { didSet { invalidate() } }
    /// A soft shadow cast by what the layer draws, or nil for none.
    public var shadow: Shadow? { didSet { invalidate() } }
    /// Annotations drawn on top of the layer's content (Core Plot's `CPTAnnotationHostLayer`).
    public private(set) var annotations: [Annotation] = []
    /// The layer's rectangle in graph (device) coordinates, as of the last layout.
    public internal(set) var frame: Rect = .zero

    /// The padding the user set, side by side; nil sides use `automaticPadding`.
    var padding = OptionalEdgeInsets() { didSet { invalidate() } }
    /// The padding layout computed for sides the user did not set (zero for most layers).
    var automaticPadding = EdgeInsets.zero

    /// Makes a layer with no padding.
    public override init() {
        super.init()
    }

    /// The frame minus the padding: where the layer's content goes.
    public var contentRect: Rect {
        frame.inset(left: paddingLeft, top: paddingTop, right: paddingRight, bottom: paddingBottom)
    }

    /// A one-line description for `text/plain` output: the type name and identifier.
    open var summary: String {
        let name = String(describing: type(of: self))
        return identifier.map { "\(name) \"\($0)\"" } ?? name
    }

    /// Forgets explicit padding so that every side is automatic again.
    public func resetPadding() {
        padding = OptionalEdgeInsets()
    }

    // MARK: - Annotations

    /// Adds an annotation on top of the layer (an annotation belongs to one layer at a time).
    public func addAnnotation(_ annotation: Annotation) {
        if let host = annotation.owner as? Layer, host !== self { host.removeAnnotation(annotation) }
        guard !annotations.contains(where: { $0 === annotation }) else { return }
        annotations.append(annotation)
        adopt(annotation)
        invalidate()
    }

    /// Removes an annotation; does nothing when it is not on this layer.
    public func removeAnnotation(_ annotation: Annotation) {
        guard annotations.contains(where: { $0 === annotation }) else { return }
        annotations.removeAll { $0 === annotation }
        release(annotation)
        invalidate()
    }

    /// Removes every annotation.
    public func removeAllAnnotations() {
        for annotation in annotations { release(annotation) }
        annotations.removeAll()
        invalidate()
    }

    // MARK: - Content

    /// The size the layer asks for as an annotation's content: nothing but its padding by default; a text
    /// layer adds its text.
    open func contentSize(measurer: any TextMeasurer) -> Size {
        Size(width: paddingLeft + paddingRight, height: paddingTop + paddingBottom)
    }

    /// Draws the layer filling `rect` (device space), as an annotation's content; plain layers draw nothing.
    open func drawContent(in context: any DrawingContext, rect: Rect) {}
}
