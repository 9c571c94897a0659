import PlotlineValues

/// How a bound key path's value is given to a property (see `PropertyBinding`).
enum BindingConversion {
    /// The value to assign, or nil to leave the property as it is (nil for a property that cannot be nil).
    ///
    /// - Throws: a `TypeError` when a range property is bound to something that is neither a number nor a range.
    static func convert(_ value: Value, to type: ValueType, current: Value, isAutomatic: Bool = false) throws -> Value? {
        if value.isNil { return type.acceptsNil ? Value.none : nil }
        switch type.unwrapped {
        case .model(let descriptor) where descriptor === PlotRange.descriptor:
            return try range(from: value, current: isAutomatic ? .none : current)
        case .string:
            if case .string = value { return value }
            return .string(text(of: value))
        default:
            return value
        }
    }

    /// A range from a number (the current range ending there; from 0 when there is none) or from a range value.
    private static func range(from value: Value, current: Value) throws -> Value {
        guard let end = value.numericValue ?? (try? Double.fromValue(value)) else {
            return try PlotRange.fromValue(value).scriptValue
        }
        let start = (try? PlotRange.fromValue(current))?.location ?? 0
        return PlotRange(location: start, length: end - start).scriptValue
    }

    /// The text of a value for a string property.
    static func text(of value: Value) -> String {
        switch value {
        case .int(let int): return String(int)
        case .double(let double): return formatNumber(double)
        case .bool(let bool): return String(bool)
        case .string(let string): return string
        case .model(let date as DateTime): return date.iso8601
        case .object(let object): return object.summary
        case .model(let model): return model.summary
        case .array(let elements): return "[" + elements.map(text(of:)).joined(separator: ", ") + "]"
        default: return value.typeName
        }
    }
}
