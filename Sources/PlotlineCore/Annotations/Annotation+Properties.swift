import PlotlineValues

extension Annotation {
    /// The members every annotation has.
    static let annotationTable: TypeDescriptor = TypeDescriptor(
        name: "Annotation", doc: "Content drawn at a point tied to a layer or to data.", kind: .object
    ) { members in
        members.properties = [
            .property("contentLayer", \Annotation.contentLayer, doc: "What is drawn (usually a TextLayer), or nil.", default: "nil"),
            .property(
                "contentAnchorPoint", \Annotation.contentAnchorPoint,
                doc: "The point of the content on the annotation's point, as a fraction of it (y up; (0.5, 0) is the bottom middle).",
                default: "Point(x: 0.5, y: 0.5)"),
            .property(
                "displacement", \Annotation.displacement, doc: "An offset from the annotation's point, in points (y up).",
                default: "Point(x: 0, y: 0)"),
            .property("rotation", \Annotation.rotation, doc: "The content's rotation in radians, counter-clockwise.", default: "0"),
        ]
        members.methods = bindingMethods
    }
}

extension LayerAnnotation {
    /// The members of layer annotations.
    static let layerAnnotationTable: TypeDescriptor = TypeDescriptor(
        name: "LayerAnnotation", doc: "An annotation tied to a corner, edge or the centre of a layer's frame.", kind: .object,
        superType: Annotation.annotationTable
    ) { members in
        members.properties = [
            .computed(
                "anchorLayer", type: .optional(Layer.valueType), doc: "The layer whose frame the annotation is tied to.",
                get: { (annotation: LayerAnnotation) in annotation.anchorLayer.scriptValue }),
            .property("rectAnchor", \LayerAnnotation.rectAnchor, doc: "The point of the anchor layer's frame used.", default: ".top"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("anchorLayer", Layer.self)], returns: .model(layerAnnotationTable),
                doc: "Makes an annotation tied to a layer; add it with addAnnotation."
            ) { arguments in
                LayerAnnotation(anchorLayer: try arguments.argument(0, named: "anchorLayer")).scriptValue
            }
        ]
    }
}

extension PlotSpaceAnnotation {
    /// The members of plot space annotations.
    static let plotSpaceAnnotationTable: TypeDescriptor = TypeDescriptor(
        name: "PlotSpaceAnnotation", doc: "An annotation tied to a data point of a plot space.", kind: .object,
        superType: Annotation.annotationTable
    ) { members in
        members.properties = [
            .computed(
                "plotSpace", type: .optional(XYPlotSpace.valueType), doc: "The plot space the point is in.",
                get: { (annotation: PlotSpaceAnnotation) in annotation.plotSpace.scriptValue }),
            .property("anchorPlotPoint", \PlotSpaceAnnotation.anchorPlotPoint, doc: "The data point [x, y] the content goes to."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [Parameter("plotSpace", XYPlotSpace.self), Parameter("anchorPlotPoint", [Double].self)],
                returns: .model(plotSpaceAnnotationTable),
                doc: "Makes an annotation at a data point [x, y]; add it to graph.plotAreaFrame.plotArea."
            ) { arguments in
                let point: [Double] = try arguments.argument(1, named: "anchorPlotPoint")
                guard point.count == 2 else {
                    throw ModelError(.valueError, "a plot point has 2 values [x, y], not \(point.count)")
                }
                return PlotSpaceAnnotation(plotSpace: try arguments.argument(0, named: "plotSpace"), anchorPlotPoint: point)
                    .scriptValue
            }
        ]
    }
}
