extension LimitBand: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `LimitBand`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "LimitBand", doc: "A range of data values with a fill.", kind: .value
    ) { members in
        members.properties = [
            .property("range", \LimitBand.range, doc: "The data range the band covers."),
            .property("fill", \LimitBand.fill, doc: "The paint, or nil for none."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("range", PlotRange.self), Parameter("fill", Fill?.self)],
                returns: .model(descriptor), doc: "Makes a band from a range and a fill."
            ) { arguments in
                LimitBand(range: try arguments.argument(0, named: "range"), fill: try arguments.argument(1, named: "fill"))
                    .scriptValue
            }
        ]
    }

    /// `LimitBand(range: 0...5)`.
    public var summary: String {
        "LimitBand(range: \(formatNumber(range.location))…\(formatNumber(range.end)))"
    }
}
