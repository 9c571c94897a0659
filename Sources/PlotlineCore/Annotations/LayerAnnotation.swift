import PlotlineValues

/// An annotation tied to a point of a layer's frame: a corner, an edge's middle or the centre
/// (Core Plot's `CPTLayerAnnotation`).
public final class LayerAnnotation: Annotation {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { layerAnnotationTable }

    /// The layer whose frame the annotation is tied to.
    public private(set) weak var anchorLayer: Layer?
    /// The point of the anchor layer's frame the content goes to.
    public var rectAnchor: RectAnchor = .top { didSet { invalidate() } }

    /// Makes an annotation tied to a layer (add it to the graph or to the layer with `addAnnotation`).
    public init(anchorLayer: Layer) {
        self.anchorLayer = anchorLayer
        super.init()
    }

    /// The anchor's point on the anchor layer's frame as last laid out.
    public override func anchorPoint(in layout: GraphLayout) -> Point? {
        guard let layer = anchorLayer else { return nil }
        return rectAnchor.point(in: layer.frame)
    }
}
