/// A style one record takes from a style binding (`barFills`, `plotSymbols`, `lineStyles`, `barWidths`, …), as the
/// plot's cache keeps it. The plot resolves it against its own style when drawing: a colour recolours the plot's
/// line style or symbol, a number sets a width, a symbol type reshapes the plot's symbol, nil keeps the plot's.
public enum RecordStyle: Hashable, Sendable {
    /// No style of its own: the plot's style applies.
    case none
    /// A number: a width, an offset, or a line width for line-style bindings.
    case number(Double)
    /// A colour: a fill, the colour of the plot's line style, or the fill of the plot's symbol.
    case color(Color)
    /// A whole fill.
    case fill(Fill)
    /// A whole line style.
    case lineStyle(LineStyle)
    /// A whole symbol.
    case symbol(PlotSymbol)
    /// The plot's symbol with another shape.
    case symbolType(PlotSymbolType)

    /// The fill of the record: its own, else `fallback`.
    public func fill(default fallback: Fill?) -> Fill? {
        switch self {
        case .fill(let fill): return fill
        case .color(let color): return Fill(color: color)
        default: return fallback
        }
    }

    /// The line style of the record: its own, or `fallback` recoloured (a colour) or widened (a number).
    public func lineStyle(default fallback: LineStyle?) -> LineStyle? {
        switch self {
        case .lineStyle(let style):
            return style
        case .color(let color):
            var style = fallback ?? LineStyle()
            style.lineColor = color
            return style
        case .number(let width) where width.isFinite:
            var style = fallback ?? LineStyle()
            style.lineWidth = max(0, width)
            return style
        default:
            return fallback
        }
    }

    /// The symbol of the record: its own, or `fallback` reshaped (a symbol type) or refilled (a colour).
    public func symbol(default fallback: PlotSymbol?) -> PlotSymbol? {
        switch self {
        case .symbol(let symbol):
            return symbol
        case .symbolType(let type):
            var symbol = fallback ?? PlotSymbol(symbolType: .ellipse)
            symbol.symbolType = type
            return symbol
        case .color(let color):
            var symbol = fallback ?? PlotSymbol(symbolType: .ellipse)
            if symbol.symbolType == .none { symbol.symbolType = .ellipse }
            symbol.fill = Fill(color: color)
            return symbol
        default:
            return fallback
        }
    }

    /// The number of the record, or nil.
    public var number: Double? {
        if case .number(let value) = self, value.isFinite { return value }
        return nil
    }
}
