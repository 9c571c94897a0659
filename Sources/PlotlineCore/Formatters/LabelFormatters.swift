import PlotlineValues

/// The language's `Formatter` namespace: ready-made label formatters as implicit members
/// (`axis.labelFormatter = .percent`, `.currency(symbol: "€")`, `.date(format: "d MMM")`), and the conversions
/// of the `labelFormatter` property.
public enum LabelFormatters {
    /// The type of `labelFormatter` properties: a formatter, a closure `(Double) -> String`, or nil.
    public static let valueType = ValueType.optional(.model(descriptor))

    /// The scripting description of `Formatter`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Formatter",
        doc: "Label formatters: NumberFormatter, TimeFormatter, CalendarFormatter, or a closure (Double) -> String.",
        kind: .namespace
    ) { members in
        members.staticProperties = [
            StaticPropertyDescriptor("decimal", doc: "Plain numbers with the digits the step needs: 1,234.5.") {
                NumberLabelFormatter().scriptValue
            },
            StaticPropertyDescriptor("percent", doc: "Fractions as percentages: 0.25 is 25%.") {
                NumberLabelFormatter(numberStyle: .percent).scriptValue
            },
            StaticPropertyDescriptor("currency", doc: "Dollars: $1,234.50.") {
                NumberLabelFormatter(numberStyle: .currency).scriptValue
            },
            StaticPropertyDescriptor("abbreviated", doc: "Large numbers shortened: 1.2K, 3.4M, 5B.") {
                NumberLabelFormatter(abbreviated: true).scriptValue
            },
            StaticPropertyDescriptor("scientific", doc: "Scientific notation: 1.2×10⁴.") {
                NumberLabelFormatter(numberStyle: .scientific).scriptValue
            },
            StaticPropertyDescriptor("duration", doc: "Seconds as durations: 45s, 3m35s, 1h05m.") {
                TimeLabelFormatter().scriptValue
            },
        ]
        members.staticMethods = [
            FunctionDescriptor(
                "number", parameters: [Parameter("fractionDigits", Int.self)], returns: .model(NumberLabelFormatter.descriptor),
                doc: "Plain numbers with a fixed number of fraction digits."
            ) { arguments in
                NumberLabelFormatter(fractionDigits: try arguments.argument(0, named: "fractionDigits") as Int?).scriptValue
            },
            FunctionDescriptor(
                "currency",
                parameters: [
                    Parameter("symbol", String.self, default: "$"), Parameter("abbreviated", Bool.self, default: false),
                    Parameter("fractionDigits", Int?.self, default: .some(nil)),
                ],
                returns: .model(NumberLabelFormatter.descriptor), doc: "Money with a symbol, optionally abbreviated ($1.2M)."
            ) { arguments in
                NumberLabelFormatter(
                    numberStyle: .currency, fractionDigits: try arguments.argument(2, named: "fractionDigits"),
                    abbreviated: try arguments.argument(1, named: "abbreviated"),
                    currencySymbol: try arguments.argument(0, named: "symbol")
                ).scriptValue
            },
            FunctionDescriptor(
                "date",
                parameters: [Parameter("format", String.self), Parameter("timeZone", String.self, default: "UTC")],
                returns: .model(TimeLabelFormatter.descriptor), doc: "Seconds since 1970 as dates with a pattern (\"d MMM\")."
            ) { arguments in
                TimeLabelFormatter(
                    dateFormat: try arguments.argument(0, named: "format"), timeZone: try arguments.argument(1, named: "timeZone")
                ).scriptValue
            },
        ]
    }

    /// The `string(for:)` method every formatter value has, as `NSFormatter` has: the label of one value.
    static func stringMethod<Formatter: LabelFormatter>(of type: Formatter.Type) -> MethodDescriptor {
        .valueMethod(
            "string", parameters: [Parameter("for", "value", Double.self)], returns: .string, doc: "The label of a value."
        ) { (formatter: inout Formatter, arguments) in
            .string(try formatter.label(for: try arguments.argument(0, named: "value"), ticks: nil))
        }
    }

    /// A formatter from a language value: a formatter value, a closure, or nil.
    public static func formatter(from value: Value) throws -> (any LabelFormatter)? {
        switch value {
        case .none: return nil
        case .callable(let callable): return ClosureLabelFormatter(callable)
        case .model(let model as any LabelFormatter): return model
        case .object(let object as any LabelFormatter) where value.mayServe(as: "Formatter"): return object
        default: throw ModelError.typeMismatch(expected: valueType, actual: value)
        }
    }

    /// A formatter as the language sees it: the closure, the formatter value, or nil.
    public static func value(of formatter: (any LabelFormatter)?) -> Value {
        switch formatter {
        case nil: return .none
        case let closure as ClosureLabelFormatter: return .callable(closure.callable)
        case let model as any ModelValue: return .model(model)
        case let object as any ScriptObject: return .object(object)
        default: return .none
        }
    }
}
