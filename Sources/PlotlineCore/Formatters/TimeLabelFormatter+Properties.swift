import PlotlineValues

extension TimeLabelFormatter: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of the language's `TimeFormatter`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "TimeFormatter",
        doc: "Writes values that count seconds as dates (\"d MMM\") or, without a pattern, as durations (\"3m35s\").",
        kind: .value
    ) { members in
        members.properties = [
            .property(
                "dateFormat", \TimeLabelFormatter.dateFormat,
                doc: "A date pattern (\"d MMM yyyy\", \"HH:mm\"), or nil to write durations such as 3m35s.", default: "nil"),
            .property(
                "referenceDate", \TimeLabelFormatter.referenceDate,
                doc: "The moment value 0 stands for, in seconds since 1970 (UTC).", default: "0"),
            .property("timeZone", \TimeLabelFormatter.timeZone, doc: "The time zone dates are written in.", default: "\"UTC\""),
        ]
        members.methods = [LabelFormatters.stringMethod(of: TimeLabelFormatter.self)]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("dateFormat", String?.self, default: .some(nil)),
                    Parameter("referenceDate", Double.self, default: 0), Parameter("timeZone", String.self, default: "UTC"),
                ],
                returns: .model(descriptor), doc: "Makes a time formatter: dates with a pattern, durations without one."
            ) { arguments in
                TimeLabelFormatter(
                    dateFormat: try arguments.argument(0, named: "dateFormat"),
                    referenceDate: try arguments.argument(1, named: "referenceDate"),
                    timeZone: try arguments.argument(2, named: "timeZone")
                ).scriptValue
            }
        ]
    }

    /// `TimeFormatter(dateFormat: "d MMM")` or `TimeFormatter()`.
    public var summary: String {
        dateFormat.map { "TimeFormatter(dateFormat: \"\($0)\")" } ?? "TimeFormatter()"
    }
}
