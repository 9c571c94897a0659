import PlotlineCore
import PlotlineValues

/// An instance of a user class that adopts `PlotDataSource`: a plot asks it for its records as Core Plot asks
/// its data sources, through the methods the class declares — `numberOfRecords(for:)` and either
/// `number(for:field:recordIndex:)` (one value at a time) or `numbers(for:field:recordIndexRange:)` (an array).
final class UserDataSource: UserObject, PlotDataSource {
    func numberOfRecords(for plot: Plot) throws -> Int {
        let count = try call("numberOfRecords", [.object(plot)])
        guard let number = count.numericValue, number >= 0, number.rounded() == number, number < Double(Int.max) else {
            throw ModelError(
                .typeError, "numberOfRecords(for:) of '\(userClass.name)' returned \(displayText(of: count)), not a count",
                hint: "return an Int of 0 or more")
        }
        return Int(number)
    }

    func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) throws -> [Double]? {
        if userClass.method(named: "numbers") != nil {
            let answer = try call("numbers", [.object(plot), .model(field), .range(ValueRange(bounds: .integer(range.lowerBound, range.upperBound), isClosed: false))])
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
            let value = try call("number", [.object(plot), .model(field), .int(index)])
            if value.isNil {
                numbers.append(.nan)
            } else if let number = value.numericValue {
                numbers.append(number)
            } else if case .model(let date as DateTime) = value {
                numbers.append(date.timeIntervalSince1970)
            } else {
                throw ModelError(
                    .typeError, "number(for:field:recordIndex:) of '\(userClass.name)' returned a \(value.typeName) for record \(index)",
                    hint: "return a Double, or nil for no value")
            }
        }
        return numbers
    }

    private func call(_ method: String, _ arguments: [Value]) throws -> Value {
        guard let (declaration, owner) = userClass.method(named: method) else {
            throw ModelError(.propertyError, "'\(userClass.name)' has no method '\(method)'")
        }
        return try userClass.interpreter().invokeMethod(declaration, of: owner, on: .object(self), with: arguments)
    }
}
