import PlotlineCore
import PlotlineValues

/// Ranges and strides.
extension BuiltinTypes {
    /// `a...b` and `a..<b`.
    public static let range = TypeDescriptor(
        name: "Range", doc: "A range of numbers, a...b (closed) or a..<b (half-open), or one-sided: a..., ..<b, ...b.",
        kind: .value
    ) { members in
        members.properties = [
            property("lowerBound", .double, "The lower bound.") { value in try bound(of: value, upper: false) },
            property("upperBound", .double, "The upper bound.") { value in try bound(of: value, upper: true) },
        ] + sequenceProperties
        members.methods = [
            method("contains", [Parameter(nil, "value", type: .double)], returns: .bool, "True when the value lies in the range.") { value, arguments in
                guard case .range(let range) = value else { throw internalError("contains", value) }
                let x = try double(arguments[0])
                return .bool(x >= range.lowerBound && (range.isClosed ? x <= range.upperBound : x < range.upperBound))
            },
        ] + sequenceMethods.filter { $0.name != "contains" || $0.parameters.first?.label != nil }
    }

    private static func bound(of value: Value, upper: Bool) throws -> Value {
        guard case .range(let range) = value else { throw internalError("bound", value) }
        if range.extent == (upper ? .lowerOnly : .upperOnly) {
            throw ModelError(
                .typeError, "value of type '\(range.typeName)' has no member '\(upper ? "upperBound" : "lowerBound")'")
        }
        switch range.bounds {
        case .integer(let lower, let upperBound): return .int(upper ? upperBound : lower)
        case .real(let lower, let upperBound): return .double(upper ? upperBound : lower)
        }
    }

    /// The sequence `stride(from:to:by:)` returns.
    public static let stride = TypeDescriptor(
        name: "StrideSequence", doc: "Numbers from a start towards an end by a step, produced one at a time.", kind: .value
    ) { members in
        members.properties = sequenceProperties
        members.methods = sequenceMethods
    }
}
