import PlotlineValues

extension MethodDescriptor {
    /// `name(_ handler:)`, the method that sets one of a chart object's callbacks (`graph.onHover`, `plot.onSelect`,
    /// `space.onRangeChange`): it stores the closure it is given (nil stops the callback) where `handler` says, and
    /// records the cell that set it in the object's `CallbackOrigins`, so what the callback throws when a gesture
    /// runs it later is shown in that cell's output.
    static func callbackSetter<Model: ModelObject>(
        _ name: String, handlerType: ValueType, doc: String,
        storingIn handler: ReferenceWritableKeyPath<Model, (any Callable)?> & Sendable
    ) -> MethodDescriptor {
        .method(name, parameters: [Parameter(nil, "handler", type: handlerType)], doc: doc) { (model: Model, arguments) in
            model[keyPath: handler] = try ValueConversions.callable(from: arguments[0], expected: handlerType)
            model.context.callbackOrigins.note(model[keyPath: handler])
            return .none
        }
    }
}
