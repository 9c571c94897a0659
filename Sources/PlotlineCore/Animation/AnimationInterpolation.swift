import PlotlineValues

/// Values between two values of an animatable property: numbers, colours, plot ranges, points, sizes and
/// rectangles, component by component (`fraction` may pass 0 or 1 for back and elastic curves).
public enum AnimationInterpolation {
    /// True when values of this kind can be animated.
    public static func isAnimatable(_ value: Value) -> Bool {
        switch value {
        case .int, .double: return true
        case .model(let model): return model is Color || model is PlotRange || model is Point || model is Size || model is Rect
        default: return false
        }
    }

    /// The value `fraction` of the way from `from` to `to`.
    ///
    /// - Throws: a `TypeError` when the two are not values of one animatable kind.
    public static func value(from: Value, to: Value, fraction: Double) throws -> Value {
        switch (from, to) {
        case (.int, .int), (.int, .double), (.double, .int), (.double, .double):
            return .double(mix(from.numericValue ?? 0, to.numericValue ?? 0, fraction))
        case (.model(let start as Color), .model(let end as Color)):
            return .model(Color(
                red: mix(start.red, end.red, fraction), green: mix(start.green, end.green, fraction),
                blue: mix(start.blue, end.blue, fraction), alpha: mix(start.alpha, end.alpha, fraction)))
        case (.model(let start as PlotRange), .model(let end as PlotRange)):
            return .model(PlotRange(location: mix(start.location, end.location, fraction), length: mix(start.length, end.length, fraction)))
        case (.model(let start as Point), .model(let end as Point)):
            return .model(Point(x: mix(start.x, end.x, fraction), y: mix(start.y, end.y, fraction)))
        case (.model(let start as Size), .model(let end as Size)):
            return .model(Size(width: mix(start.width, end.width, fraction), height: mix(start.height, end.height, fraction)))
        case (.model(let start as Rect), .model(let end as Rect)):
            return .model(Rect(
                x: mix(start.origin.x, end.origin.x, fraction), y: mix(start.origin.y, end.origin.y, fraction),
                width: mix(start.width, end.width, fraction), height: mix(start.height, end.height, fraction)))
        default:
            throw ModelError(
                .typeError, "cannot animate from a \(from.typeName) to a \(to.typeName)",
                hint: "animate numbers, colours, plot ranges, points, sizes or rectangles, with 'from' and 'to' of one type")
        }
    }

    private static func mix(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
        start + (end - start) * fraction
    }
}
