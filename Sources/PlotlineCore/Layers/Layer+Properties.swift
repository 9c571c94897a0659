import PlotlineValues

extension Layer {
    /// The members every layer has.
    static let layerTable: TypeDescriptor = TypeDescriptor(
        name: "Layer", doc: "A rectangular part of a graph with padding.", kind: .object
    ) { members in
        members.properties = [
            .property("identifier", \Layer.identifier, doc: "A name for finding the layer.", default: "nil"),
            paddingProperty(
                "paddingLeft", \.left, \.left, doc: "Space between the left edge and the content, in points."),
            paddingProperty("paddingTop", \.top, \.top, doc: "Space between the top edge and the content, in points."),
            paddingProperty(
                "paddingRight", \.right, \.right, doc: "Space between the right edge and the content, in points."),
            paddingProperty(
                "paddingBottom", \.bottom, \.bottom, doc: "Space between the bottom edge and the content, in points."),
            .property("hidden", \Layer.hidden, doc: "True to skip drawing the layer.", default: "false"),
            .property("shadow", \Layer.shadow, doc: "A soft shadow cast by what the layer draws, or nil.", default: "nil"),
            .computed(
                "annotations", type: .array(Annotation.valueType), doc: "The annotations drawn on top of the layer.",
                get: { (layer: Layer) in layer.annotations.scriptValue }),
            .computed(
                "frame", type: Rect.valueType, doc: "The layer's rectangle in graph coordinates, as of the last layout.",
                get: { (layer: Layer) in
                    layer.owningGraph?.layoutIfNeeded()
                    return layer.frame.scriptValue
                }),
        ]
        members.methods = [
            .method("addAnnotation", parameters: [Parameter(nil, "annotation", Annotation.self)],
                    doc: "Adds an annotation on top of the layer.") { (layer: Layer, arguments) in
                layer.addAnnotation(try arguments.argument(0, named: "annotation"))
                return .none
            },
            .method("removeAnnotation", parameters: [Parameter(nil, "annotation", Annotation.self)],
                    doc: "Removes an annotation from the layer.") { (layer: Layer, arguments) in
                layer.removeAnnotation(try arguments.argument(0, named: "annotation"))
                return .none
            },
            .method("removeAllAnnotations", doc: "Removes every annotation from the layer.") { (layer: Layer, _) in
                layer.removeAllAnnotations()
                return .none
            },
        ] + bindingMethods
    }

    /// A padding side: reads the padding in use (laying the graph out when needed); nil makes it automatic.
    private static func paddingProperty(
        _ name: String, _ explicit: WritableKeyPath<OptionalEdgeInsets, Double?> & Sendable,
        _ automatic: KeyPath<EdgeInsets, Double> & Sendable, doc: String
    ) -> PropertyDescriptor {
        .computed(
            name, type: .optional(.double), doc: doc + " Set nil for automatic padding.",
            get: { (layer: Layer) in
                if let value = layer.padding[keyPath: explicit] { return .double(value) }
                layer.owningGraph?.layoutIfNeeded()
                return .double(layer.automaticPadding[keyPath: automatic])
            },
            set: { layer, value in layer.padding[keyPath: explicit] = try ValueConversions.padding(from: value) })
    }
}
