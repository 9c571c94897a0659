import PlotlineValues

extension PlotRange: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `PlotRange`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "PlotRange",
        doc: "A range of data values: a location and a signed length; a range literal 0...50 converts to it.",
        kind: .value
    ) { members in
        members.properties = [
            .property("location", \PlotRange.location, doc: "Where the range starts."),
            .property("length", \PlotRange.length, doc: "How far it extends from the location; may be negative."),
            .readOnly("end", \PlotRange.end, doc: "location + length."),
            .readOnly("minLimit", \PlotRange.minLimit, doc: "The smaller of the location and the end."),
            .readOnly("maxLimit", \PlotRange.maxLimit, doc: "The larger of the location and the end."),
            .readOnly("midPoint", \PlotRange.midPoint, doc: "The middle value."),
            .readOnly("lengthSign", \PlotRange.lengthSign, doc: "The sign of the length."),
            .readOnly("isInfinite", \PlotRange.isInfinite, doc: "True when the length is infinite."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [Parameter("location", Double.self), Parameter("length", Double.self)],
                returns: .model(descriptor), doc: "Makes a range from a start and a signed length."
            ) { arguments in
                PlotRange(location: try arguments.argument(0, named: "location"), length: try arguments.argument(1, named: "length"))
                    .scriptValue
            }
        ]
        members.methods = [
            .valueMethod(
                "contains", parameters: [Parameter(nil, "value", Double.self)], returns: .bool,
                doc: "True when the value lies within the range, its ends included."
            ) { (range: inout PlotRange, arguments) in
                .bool(range.contains(try arguments.argument(0, as: Double.self, named: "value")))
            },
            .valueMethod(
                "containsRange", parameters: [Parameter(nil, "other", PlotRange.self)], returns: .bool,
                doc: "True when the other range lies entirely within this one."
            ) { (range: inout PlotRange, arguments) in
                .bool(range.contains(try arguments.argument(0, as: PlotRange.self, named: "other")))
            },
            .valueMethod(
                "intersectsRange", parameters: [Parameter(nil, "other", PlotRange.self)], returns: .bool,
                doc: "True when the ranges share at least one value."
            ) { (range: inout PlotRange, arguments) in
                .bool(range.intersects(try arguments.argument(0, named: "other")))
            },
            .valueMethod(
                "union", parameters: [Parameter(nil, "other", PlotRange.self)], returns: .model(descriptor),
                doc: "The smallest range containing both."
            ) { (range: inout PlotRange, arguments) in
                range.union(try arguments.argument(0, named: "other")).scriptValue
            },
            .valueMethod(
                "intersection", parameters: [Parameter(nil, "other", PlotRange.self)],
                returns: .optional(.model(descriptor)), doc: "The values in both ranges, or nil when they do not meet."
            ) { (range: inout PlotRange, arguments) in
                range.intersection(try arguments.argument(0, named: "other")).scriptValue
            },
            .valueMethod(
                "expanded", parameters: [Parameter("byFactor", "factor", Double.self)], returns: .model(descriptor),
                doc: "The range grown (factor > 1) or shrunk about its midpoint."
            ) { (range: inout PlotRange, arguments) in
                range.expanded(byFactor: try arguments.argument(0, named: "factor")).scriptValue
            },
        ]
    }

    /// Accepts a `PlotRange` or a range literal: `0...50` and `0..<50` both become location 0, length 50.
    public static func fromValue(_ value: Value) throws -> PlotRange {
        if case .range(let range) = value {
            guard !range.isOneSided else {
                throw ModelError(
                    .typeError, "a plot range needs both bounds, not a '\(range.typeName)'",
                    hint: "write both ends, such as 0...10")
            }
            return PlotRange(from: range.lowerBound, to: range.upperBound)
        }
        return try convertModel(value)
    }

    /// `PlotRange(location: 0, length: 50)`.
    public var summary: String {
        "PlotRange(location: \(formatNumber(location)), length: \(formatNumber(length)))"
    }
}
