import PlotlineValues

extension RecordStyle {
    /// The style a bound value gives a record: numbers for widths and offsets (and line widths), colours as
    /// `Color` values, hex strings (`"#d62728"`) or colour names (`"red"`), fills, line styles, symbols, and
    /// symbol type names (`"star"`) for `plotSymbols`; nil is `.none`.
    ///
    /// - Throws: a `TypeError` (or `ValueError` for a string that names nothing) saying what the binding takes.
    public static func from(_ value: Value, for binding: PlotBinding) throws -> RecordStyle {
        switch value {
        case .none:
            return .none
        case .int, .double:
            let number = value.numericValue ?? .nan
            guard binding.takesNumbers || binding.takesLineStyles else { throw mismatch(value, binding) }
            return .number(number)
        case .string(let text):
            return try style(named: text, for: binding)
        case .model(let color as Color):
            return .color(color)
        case .model(let fill as Fill):
            guard binding.takesFills else { throw mismatch(value, binding) }
            return .fill(fill)
        case .model(let gradient as Gradient):
            guard binding.takesFills else { throw mismatch(value, binding) }
            return .fill(Fill(gradient: gradient))
        case .model(let style as LineStyle):
            guard binding.takesLineStyles else { throw mismatch(value, binding) }
            return .lineStyle(style)
        case .model(let symbol as PlotSymbol):
            guard binding == .plotSymbols else { throw mismatch(value, binding) }
            return .symbol(symbol)
        case .model(let type as PlotSymbolType):
            guard binding == .plotSymbols else { throw mismatch(value, binding) }
            return .symbolType(type)
        default:
            throw mismatch(value, binding)
        }
    }

    private static func style(named text: String, for binding: PlotBinding) throws -> RecordStyle {
        if binding == .plotSymbols, let type = PlotSymbolType(rawValue: text) { return .symbolType(type) }
        guard !binding.takesNumbers else { throw mismatch(.string(text), binding) }
        if text.hasPrefix("#") { return .color(try Color.fromValue(.string(text))) }
        if let entry = Color.named.first(where: { $0.name == text }) { return .color(entry.color) }
        let names = Color.named.map(\.name) + (binding == .plotSymbols ? PlotSymbolType.allCases.map(\.rawValue) : [])
        throw ModelError(
            .valueError, "'\(text)' is neither a colour\(binding == .plotSymbols ? " nor a symbol type" : "") for binding '\(binding.rawValue)'",
            hint: Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'?" }
                ?? "use a colour name such as \"red\" or a hex colour such as \"#1f77b4\"")
    }

    private static func mismatch(_ value: Value, _ binding: PlotBinding) -> ModelError {
        ModelError(
            .typeError, "binding '\(binding.rawValue)' cannot use a value of type '\(value.typeName)'",
            hint: "it takes \(binding.acceptedValues)")
    }
}

extension PlotBinding {
    /// True for the bindings whose values are fills.
    var takesFills: Bool {
        [.barFills, .sliceFills, .increaseFills, .decreaseFills].contains(self)
    }

    /// True for the bindings whose values are line styles.
    var takesLineStyles: Bool {
        [.barLineStyles, .lineStyles, .increaseLineStyles, .decreaseLineStyles].contains(self)
    }

    /// What a binding's values may be, for messages.
    var acceptedValues: String {
        if self == .dataLabels { return "any value, shown as text" }
        if takesNumbers { return "numbers" }
        if takesFills { return "fills, colours, or colour names and hex strings" }
        if takesLineStyles { return "line styles, colours (the plot's line recoloured) or numbers (its width)" }
        return "plot symbols, symbol type names such as \"star\", or colours"
    }
}
