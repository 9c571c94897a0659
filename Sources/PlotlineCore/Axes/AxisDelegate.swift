import PlotlineValues

/// Core Plot's `CPTAxisDelegate` labelling hook: asked before an axis labels its major ticks, a delegate may make
/// the labels itself (set the axis's `axisLabels`, for example red ones for negative values) and answer false.
public protocol AxisDelegate: AnyObject {
    /// Whether the axis should label `locations` (its major tick values) itself; false when the delegate has set
    /// the axis's `axisLabels` instead.
    ///
    /// - Throws: an error of the user code that answers.
    func axis(_ axis: Axis, shouldUpdateAxisLabelsAt locations: [Double]) throws -> Bool
}

/// The values the language gives an axis's `delegate`.
public enum AxisDelegates {
    /// A delegate from a language value: an object whose class adopts `AxisDelegate`, or nil.
    ///
    /// - Throws: a `TypeError` for anything else.
    public static func delegate(from value: Value) throws -> (any AxisDelegate)? {
        switch value {
        case .none:
            return nil
        case .object(let object as any AxisDelegate) where value.mayServe(as: "AxisDelegate"):
            return object
        default:
            throw ModelError(
                .typeError, "cannot use a value of type '\(value.typeName)' as an axis's delegate",
                hint: "declare 'class Labels: AxisDelegate { func axis(_ axis: Axis, shouldUpdateAxisLabelsAtLocations locations: [Double]) -> Bool { … } }'")
        }
    }

    /// The delegate as the language sees it.
    public static func value(of delegate: (any AxisDelegate)?) -> Value {
        (delegate as? any ScriptObject).map(Value.object) ?? .none
    }
}
