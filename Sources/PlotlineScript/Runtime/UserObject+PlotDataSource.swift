import PlotlineCore
import PlotlineValues

/// An instance of a class adopting `PlotDataSource` feeds a plot as Core Plot's data sources do, through the methods
/// its class declares: `numberOfRecords(for:)`, then `number(for:field:recordIndex:)` (one value at a time) or
/// `numbers(for:field:recordIndexRange:)` (an array), and, where declared, the per-plot-type methods for styles and
/// labels (`barFill(for:recordIndex:)`, `symbol(for:recordIndex:)`, `sliceFill`, `dataLabel`, …; see
/// `PlotBinding.dataSourceMethodNames`). Methods are found by name, so Core Plot's Swift labels (`record:`) work too.
extension UserObject: PlotDataSource {
    func numberOfRecords(for plot: Plot) throws -> Int {
        let count = try callMethod("numberOfRecords", [.object(plot)])
        guard let number = count.numericValue, number >= 0, number.rounded() == number, number < Double(Int.max) else {
            throw ModelError(
                .typeError, "numberOfRecords(for:) of '\(userClass.name)' returned \(displayText(of: count)), not a count",
                hint: "return an Int of 0 or more")
        }
        return Int(number)
    }

    func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) throws -> [Double]? {
        if userClass.method(named: "numbers") != nil {
            let answer = try callMethod("numbers", [.object(plot), .model(field), UserObject.rangeValue(range)])
            if answer.isNil { return nil }
            guard case .array(let values) = answer, values.count == range.count else {
                throw ModelError(
                    .typeError, "numbers(for:field:recordIndexRange:) of '\(userClass.name)' must return \(range.count) numbers",
                    hint: "return one Double (or nil) per record of the range")
            }
            return values.map { $0.numericValue ?? .nan }
        }
        guard userClass.method(named: "number") != nil else { return nil }
        var numbers: [Double] = []
        numbers.reserveCapacity(range.count)
        for index in range {
            numbers.append(try number(from: callMethod("number", [.object(plot), .model(field), .int(index)]), record: index))
        }
        return numbers
    }

    func recordStyles(for plot: Plot, binding: PlotBinding, in range: Range<Int>) throws -> [RecordStyle]? {
        guard let values = try perRecordValues(for: plot, binding: binding, in: range) else { return nil }
        return try zip(range, values).map { index, value in
            do {
                return try RecordStyle.from(value, for: binding)
            } catch let error as ModelError {
                throw ModelError(error.kind, "\(methodDescription(binding)) of '\(userClass.name)', record \(index): \(error.message)", hint: error.hint)
            }
        }
    }

    func dataLabels(for plot: Plot, in range: Range<Int>) throws -> [String?]? {
        guard let values = try perRecordValues(for: plot, binding: .dataLabels, in: range) else { return nil }
        return try zip(range, values).map { index, value in
            switch value {
            case .none: return nil
            case .string(let text): return text
            case .object(let layer as TextLayer): return layer.text
            default:
                throw ModelError(
                    .typeError, "\(methodDescription(.dataLabels)) of '\(userClass.name)' returned a \(value.typeName) for record \(index)",
                    hint: "return a String, a TextLayer, or nil for the default label")
            }
        }
    }

    // MARK: - Calling the class's methods

    /// The values the class's method for `binding` gives the records in `range`: its range method's array, else
    /// its record method called per record; nil when it declares neither.
    private func perRecordValues(for plot: Plot, binding: PlotBinding, in range: Range<Int>) throws -> [Value]? {
        guard let names = binding.dataSourceMethodNames else { return nil }
        if userClass.method(named: names.range) != nil {
            let answer = try callMethod(names.range, [.object(plot), UserObject.rangeValue(range)])
            if answer.isNil { return nil }
            guard case .array(let values) = answer, values.count == range.count else {
                throw ModelError(
                    .typeError, "\(names.range)(for:recordIndexRange:) of '\(userClass.name)' must return \(range.count) values",
                    hint: "return one value (or nil) per record of the range")
            }
            return values
        }
        guard userClass.method(named: names.record) != nil else { return nil }
        return try range.map { index in try callMethod(names.record, [.object(plot), .int(index)]) }
    }

    private func methodDescription(_ binding: PlotBinding) -> String {
        guard let names = binding.dataSourceMethodNames else { return binding.rawValue }
        return userClass.method(named: names.range) != nil ? "\(names.range)(for:recordIndexRange:)" : "\(names.record)(for:recordIndex:)"
    }

    private func number(from value: Value, record index: Int) throws -> Double {
        if value.isNil { return .nan }
        if let number = value.numericValue { return number }
        if case .model(let date as DateTime) = value { return date.timeIntervalSince1970 }
        throw ModelError(
            .typeError, "number(for:field:recordIndex:) of '\(userClass.name)' returned a \(value.typeName) for record \(index)",
            hint: "return a Double, or nil for no value")
    }

    private static func rangeValue(_ range: Range<Int>) -> Value {
        .range(ValueRange(bounds: .integer(range.lowerBound, range.upperBound), isClosed: false))
    }
}
