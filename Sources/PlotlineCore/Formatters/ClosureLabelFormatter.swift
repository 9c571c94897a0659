import PlotlineValues

/// A label formatter that calls a function of the language: `{ value in "\(value)%" }`.
public final class ClosureLabelFormatter: LabelFormatter {
    /// The function called with each value.
    public let callable: any Callable

    /// Wraps a function from a value to its label.
    public init(_ callable: any Callable) {
        self.callable = callable
    }

    /// The function's result: a String, a number written in the default format, or nil (no label).
    ///
    /// - Throws: the function's error, or a TypeError when it returns something else.
    public func label(for value: Double, ticks: AxisTicks?) throws -> String {
        let result = try callable.call([.double(value)])
        switch result {
        case .none: return ""
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return NumberLabelFormatter().label(for: number, ticks: ticks)
        default:
            throw ModelError(
                .typeError, "labelFormatter must return a String, but it returned a value of type '\(result.typeName)'")
        }
    }
}
