import PlotlineValues

/// The language's `Animation` namespace: Core Plot's `CPTAnimation.animate(…)`, which animates a property of any
/// object of a graph from one value to another.
public enum Animations {
    /// The scripting description of `Animation`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Animation",
        doc: "Animates properties of a graph's objects (Core Plot's CPTAnimation); the graph plays it where it is shown.",
        kind: .namespace
    ) { members in
        members.staticMethods = [
            FunctionDescriptor(
                "animate",
                parameters: [
                    Parameter(nil, "object", type: .any), Parameter("property", String.self),
                    Parameter("from", type: .any, default: .some(.none)), Parameter("to", type: .any),
                    Parameter("duration", Double.self), Parameter("curve", AnimationCurve.self, default: .linear),
                    Parameter("delay", Double.self, default: 0),
                ],
                doc: "Animates a property (a number, colour, range, point, size or rectangle) from a value (nil: its current one) to another over `duration` seconds, after `delay`."
            ) { arguments in
                try animate(
                    arguments[0], property: try arguments.argument(1, named: "property"), from: arguments[2], to: arguments[3],
                    duration: try arguments.argument(4, named: "duration"), curve: try arguments.argument(5, named: "curve"),
                    delay: try arguments.argument(6, named: "delay"))
                return .none
            },
        ]
    }

    /// Adds the property change to the animation of the object's graph and leaves the property at `to`.
    ///
    /// - Throws: a `TypeError` for an object outside a graph or values that cannot be animated, a `ValueError` for
    ///   a bad duration or delay, or the property's error.
    public static func animate(
        _ target: Value, property: String, from: Value, to: Value, duration: Double, curve: AnimationCurve, delay: Double
    ) throws {
        guard case .object(let object) = target else {
            throw ModelError(
                .typeError, "Animation.animate animates a property of an object of a graph, not a \(target.typeName)",
                hint: "pass the graph, a plot, a plot space, an axis …")
        }
        guard let graph = (object as? Graph) ?? (object as? ModelObject)?.owningGraph else {
            throw ModelError(
                .typeError, "this \(object.typeDescriptor.name) belongs to no graph, so no picture shows its animation",
                hint: "add it to a graph first (graph.add(plot))")
        }
        guard duration.isFinite, duration >= 0, delay.isFinite, delay >= 0 else {
            throw ModelError(.valueError, "an animation's duration and delay are 0 or more seconds")
        }
        let start = from.isNil ? try target.value(forKeyPath: property) : from
        for value in [start, to] where !AnimationInterpolation.isAnimatable(value) {
            throw ModelError(
                .typeError, "'\(property)' cannot be animated: its values are of type '\(value.typeName)'",
                hint: "animate numbers, colours, plot ranges, points, sizes or rectangles")
        }
        _ = try AnimationInterpolation.value(from: start, to: to, fraction: 0.5)
        var checked = target
        try checked.setValue(start, forKeyPath: property)
        try graph.addAnimation(AnimationPeriod(
            object: object, keyPath: property, from: start, to: to, duration: duration, delay: delay, curve: curve))
    }
}
