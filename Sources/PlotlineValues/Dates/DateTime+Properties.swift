import InterchangeFormats

extension DateTime: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Date`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Date",
        doc: "An instant in time; where a Double is expected it converts to its seconds since 1970.",
        kind: .value
    ) { members in
        members.properties = [
            .readOnly("timeIntervalSince1970", \DateTime.timeIntervalSince1970, doc: "Seconds since 1970-01-01 00:00:00 UTC."),
            field("year", "The year, in UTC.") { $0.year },
            field("month", "The month, 1...12, in UTC.") { $0.month },
            field("day", "The day of the month, 1...31, in UTC.") { $0.day },
            field("hour", "The hour, 0...23, in UTC.") { $0.hour },
            field("minute", "The minute, 0...59, in UTC.") { $0.minute },
            .computed("second", type: .double, doc: "The second with its fraction, in UTC.") { (date: DateTime) in
                .double(date.utcFields.second)
            },
            field("weekday", "The day of the week, 1 (Sunday) ... 7 (Saturday), in UTC.") { $0.weekday },
            .readOnly("iso8601", \DateTime.iso8601, doc: "The date as ISO 8601 text in UTC, 2024-03-01T12:30:00Z."),
        ]
        members.initializers = initializers
        members.methods = [
            .valueMethod(
                "addingTimeInterval", parameters: [Parameter(nil, "seconds", Double.self)], returns: .model(descriptor),
                doc: "The date a number of seconds later (earlier when negative)."
            ) { (date: inout DateTime, arguments) in
                DateTime(timeIntervalSince1970: date.timeIntervalSince1970 + (try Double.fromValue(arguments[0]))).scriptValue
            },
            .valueMethod(
                "formatted",
                parameters: [Parameter(nil, "format", String.self), Parameter("timeZone", String?.self, default: .some(nil))],
                returns: .string,
                doc: "The date as text in a Unicode date pattern: date.formatted(\"yyyy-MM-dd HH:mm\"), in UTC unless a time zone is given."
            ) { (date: inout DateTime, arguments) in
                .string(try date.formatted(String.fromValue(arguments[0]), timeZone: String?.fromValue(arguments[1])))
            },
            .valueMethod(
                "timeIntervalSince", parameters: [Parameter(nil, "other", DateTime.self)], returns: .double,
                doc: "The seconds from another date to this one."
            ) { (date: inout DateTime, arguments) in
                .double(date.timeIntervalSince1970 - (try DateTime.fromValue(arguments[0])).timeIntervalSince1970)
            },
        ]
        members.staticProperties = [
            StaticPropertyDescriptor("now", doc: "The current date and time.") { DateTime.now.scriptValue },
        ]
    }

    private static var initializers: [FunctionDescriptor] {
        [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("year", Int.self), Parameter("month", Int.self, default: 1), Parameter("day", Int.self, default: 1),
                    Parameter("hour", Int.self, default: 0), Parameter("minute", Int.self, default: 0),
                    Parameter("second", Double.self, default: 0), Parameter("timeZone", String?.self, default: .some(nil)),
                ],
                returns: .model(descriptor),
                doc: "A date from calendar fields, in UTC unless a time zone (\"Europe/Paris\", \"+02:00\") is given."
            ) { arguments in
                try DateTime(
                    year: Int.fromValue(arguments[0]), month: Int.fromValue(arguments[1]), day: Int.fromValue(arguments[2]),
                    hour: Int.fromValue(arguments[3]), minute: Int.fromValue(arguments[4]),
                    second: Double.fromValue(arguments[5]), timeZone: String?.fromValue(arguments[6])
                ).scriptValue
            },
            FunctionDescriptor(
                "init", parameters: [Parameter(nil, "text", String.self)], returns: .model(descriptor),
                doc: "A date from text: ISO 8601 (\"2024-03-01T12:30:00Z\") or a common form (\"Jan 1 2000\", \"2012/01/01 13:00\"), in UTC unless it gives an offset."
            ) { arguments in
                try DateTime(text: String.fromValue(arguments[0])).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter(nil, "text", String.self), Parameter("format", String.self),
                    Parameter("timeZone", String?.self, default: .some(nil)),
                ],
                returns: .model(descriptor),
                doc: "A date read with a Unicode date pattern: Date(\"15.01.2012\", format: \"dd.MM.yyyy\"), in UTC unless a time zone is given."
            ) { arguments in
                try DateTime(
                    String.fromValue(arguments[0]), format: String.fromValue(arguments[1]),
                    timeZone: String?.fromValue(arguments[2])
                ).scriptValue
            },
            FunctionDescriptor(
                "init", parameters: [Parameter("timeIntervalSince1970", Double.self)], returns: .model(descriptor),
                doc: "A date a number of seconds after 1970-01-01 00:00:00 UTC."
            ) { arguments in
                let seconds = try Double.fromValue(arguments[0])
                guard seconds.isFinite else { throw ModelError(.valueError, "a date needs a finite number of seconds") }
                return DateTime(timeIntervalSince1970: seconds).scriptValue
            },
            FunctionDescriptor("init", parameters: [], returns: .model(descriptor), doc: "The current date and time.") { _ in
                DateTime.now.scriptValue
            },
        ]
    }

    private static func field(_ name: String, _ doc: String, _ pick: @escaping @Sendable (CivilCalendar.Fields) -> Int) -> PropertyDescriptor {
        .computed(name, type: .int, doc: doc) { (date: DateTime) in .int(pick(date.utcFields)) }
    }

    /// Accepts a `Date`, or text in ISO 8601 or a common form, such as `"2024-03-01"` or `"Jan 1 2000"`.
    public static func fromValue(_ value: Value) throws -> DateTime {
        if case .string(let text) = value { return try DateTime(text: text) }
        return try convertModel(value)
    }

    /// `Date("2024-03-01T12:30:00Z")`.
    public var summary: String { "Date(\"\(iso8601)\")" }
}
