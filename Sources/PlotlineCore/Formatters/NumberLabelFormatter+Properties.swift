import PlotlineValues

extension NumberLabelFormatter: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of the language's `NumberFormatter`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "NumberFormatter",
        doc: "Writes tick values as numbers: decimal, percent, currency or scientific, optionally abbreviated (1.2K).",
        kind: .value
    ) { members in
        members.properties = [
            .property("numberStyle", \NumberLabelFormatter.numberStyle, doc: "How numbers are written.", default: ".decimal"),
            .property(
                "fractionDigits", \NumberLabelFormatter.fractionDigits,
                doc: "The digits after the decimal point, or nil for as many as the tick step needs.", default: "nil"),
            .property(
                "usesGroupingSeparator", \NumberLabelFormatter.usesGroupingSeparator,
                doc: "True or false to group thousands always or never; nil groups from 10,000 (1,000 for money).",
                default: "nil"),
            .property(
                "abbreviated", \NumberLabelFormatter.abbreviated, doc: "True to shorten large numbers: 1.2K, 3.4M, 5B.",
                default: "false"),
            .property("currencySymbol", \NumberLabelFormatter.currencySymbol, doc: "The symbol of the currency style.", default: "\"$\""),
            .property("prefix", \NumberLabelFormatter.prefix, doc: "Text before every label.", default: "\"\""),
            .property("suffix", \NumberLabelFormatter.suffix, doc: "Text after every label.", default: "\"\""),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("numberStyle", NumberStyle.self, default: .decimal),
                    Parameter("fractionDigits", Int?.self, default: .some(nil)),
                    Parameter("abbreviated", Bool.self, default: false),
                    Parameter("currencySymbol", String.self, default: "$"),
                    Parameter("prefix", String.self, default: ""), Parameter("suffix", String.self, default: ""),
                    Parameter("usesGroupingSeparator", Bool?.self, default: .some(nil)),
                ],
                returns: .model(descriptor), doc: "Makes a number formatter (decimal with automatic digits by default)."
            ) { arguments in
                NumberLabelFormatter(
                    numberStyle: try arguments.argument(0, named: "numberStyle"),
                    fractionDigits: try arguments.argument(1, named: "fractionDigits"),
                    usesGroupingSeparator: try arguments.argument(6, named: "usesGroupingSeparator"),
                    abbreviated: try arguments.argument(2, named: "abbreviated"),
                    currencySymbol: try arguments.argument(3, named: "currencySymbol"),
                    prefix: try arguments.argument(4, named: "prefix"), suffix: try arguments.argument(5, named: "suffix")
                ).scriptValue
            }
        ]
        members.methods = [LabelFormatters.stringMethod(of: NumberLabelFormatter.self)]
    }

    /// `NumberFormatter(numberStyle: .currency, abbreviated: true)`, listing what differs from the defaults.
    public var summary: String {
        var parts: [String] = []
        if numberStyle != .decimal { parts.append("numberStyle: \(numberStyle.summary)") }
        if let fractionDigits { parts.append("fractionDigits: \(fractionDigits)") }
        if abbreviated { parts.append("abbreviated: true") }
        if numberStyle == .currency && currencySymbol != "$" { parts.append("currencySymbol: \"\(currencySymbol)\"") }
        if !prefix.isEmpty { parts.append("prefix: \"\(prefix)\"") }
        if !suffix.isEmpty { parts.append("suffix: \"\(suffix)\"") }
        return "NumberFormatter(\(parts.joined(separator: ", ")))"
    }
}
