import PlotlineValues

extension CalendarLabelFormatter: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of the language's `CalendarFormatter`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "CalendarFormatter",
        doc: "Writes values that count calendar units (days, months…) after a reference date as dates.", kind: .value
    ) { members in
        members.properties = [
            .property("dateFormat", \CalendarLabelFormatter.dateFormat, doc: "A date pattern (\"MMM\", \"d MMM\")."),
            .property(
                "referenceDate", \CalendarLabelFormatter.referenceDate,
                doc: "The moment value 0 stands for, in seconds since 1970 (UTC).", default: "0"),
            .property(
                "referenceCalendarUnit", \CalendarLabelFormatter.referenceCalendarUnit,
                doc: "The calendar unit one step of the value counts.", default: ".day"),
            .property("timeZone", \CalendarLabelFormatter.timeZone, doc: "The time zone dates are computed in.", default: "\"UTC\""),
        ]
        members.methods = [LabelFormatters.stringMethod(of: CalendarLabelFormatter.self)]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("dateFormat", String.self), Parameter("referenceDate", Double.self, default: 0),
                    Parameter("referenceCalendarUnit", CalendarUnit.self, default: .day),
                    Parameter("timeZone", String.self, default: "UTC"),
                ],
                returns: .model(descriptor), doc: "Makes a calendar formatter: value n is the reference date plus n units."
            ) { arguments in
                CalendarLabelFormatter(
                    dateFormat: try arguments.argument(0, named: "dateFormat"),
                    referenceDate: try arguments.argument(1, named: "referenceDate"),
                    referenceCalendarUnit: try arguments.argument(2, named: "referenceCalendarUnit"),
                    timeZone: try arguments.argument(3, named: "timeZone")
                ).scriptValue
            }
        ]
    }

    /// `CalendarFormatter(dateFormat: "MMM", referenceCalendarUnit: .month)`.
    public var summary: String {
        "CalendarFormatter(dateFormat: \"\(dateFormat)\", referenceCalendarUnit: \(referenceCalendarUnit.summary))"
    }
}
