import PlotlineValues

extension LimitBand: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `LimitBand`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "LimitBand", doc: "A band of data values painted behind the plots across the plot area.", kind: .value
    ) { members in
        members.properties = [
            .property("range", \LimitBand.range, doc: "The values the band covers along its axis."),
            .property("fill", \LimitBand.fill, doc: "The band's paint, or nil."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("range", PlotRange.self), Parameter("fill", Fill?.self)],
                returns: .model(descriptor), doc: "Makes a limit band over a range of values."
            ) { arguments in
                LimitBand(range: try arguments.argument(0, named: "range"), fill: try arguments.argument(1, named: "fill"))
                    .scriptValue
            }
        ]
    }

    /// `LimitBand(range: 0...10, fill: …)`.
    public var summary: String {
        "LimitBand(range: \(formatNumber(range.location))...\(formatNumber(range.end)), fill: \(fill?.summary ?? "nil"))"
    }
}
