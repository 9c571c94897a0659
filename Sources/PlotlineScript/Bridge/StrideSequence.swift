import PlotlineCore
import PlotlineValues

/// The lazy sequence `stride(from:to:by:)` or `stride(from:through:by:)` returns; `for` loops step through
/// it without building an array.
public final class StrideSequence: ScriptSequence {
    /// Integral or real bounds.
    public enum Bounds: Equatable {
        /// All of start, end and step are integers.
        case integer(start: Int, end: Int, step: Int)
        /// At least one of them is a Double.
        case real(start: Double, end: Double, step: Double)
    }

    /// The bounds.
    public let bounds: Bounds
    /// True for `through:` (the end is included when reached).
    public let isInclusive: Bool

    /// Makes a stride; a zero step is an error.
    public init(start: Value, end: Value, step: Value, isInclusive: Bool) throws {
        switch (start, end, step) {
        case (.int(let start), .int(let end), .int(let step)):
            guard step != 0 else { throw ModelError(.valueError, "stride step must not be zero") }
            bounds = .integer(start: start, end: end, step: step)
        default:
            let start = try Double.fromValue(start)
            let end = try Double.fromValue(end)
            let step = try Double.fromValue(step)
            guard step != 0, step.isFinite else { throw ModelError(.valueError, "stride step must be a non-zero finite number") }
            bounds = .real(start: start, end: end, step: step)
        }
        self.isInclusive = isInclusive
    }

    /// The stride's members (`map`, `filter`, `count`...).
    public var typeDescriptor: TypeDescriptor { BuiltinTypes.stride }

    /// `stride(from: 0, to: 10, by: 2)`.
    public var summary: String {
        let label = isInclusive ? "through" : "to"
        switch bounds {
        case .integer(let start, let end, let step): return "stride(from: \(start), \(label): \(end), by: \(step))"
        case .real(let start, let end, let step):
            return "stride(from: \(Value.format(start)), \(label): \(Value.format(end)), by: \(Value.format(step)))"
        }
    }

    /// The largest count reported; longer strides are effectively endless (and interrupted or refused).
    static let countLimit = 1 << 62

    /// The number of elements (at most `countLimit`).
    public var count: Int {
        switch bounds {
        case .integer(let start, let end, let step):
            let (span, overflow) = end.subtractingReportingOverflow(start)
            if overflow { return StrideSequence.countLimit }
            guard span == 0 || (span > 0) == (step > 0) else { return 0 }
            let whole = (span / step).magnitude
            let exact = span % step == 0
            guard whole < UInt(StrideSequence.countLimit) else { return StrideSequence.countLimit }
            return Int(whole) + ((isInclusive || !exact) ? 1 : 0)
        case .real(let start, let end, let step):
            let span = (end - start) / step
            guard span >= 0 else { return 0 }
            guard span.isFinite, span < Double(StrideSequence.countLimit) else { return StrideSequence.countLimit }
            var count = Int(span.rounded(.down))
            let last = start + Double(count) * step
            if isInclusive ? (step > 0 ? last <= end : last >= end) : (step > 0 ? last < end : last > end) { count += 1 }
            return count
        }
    }

    /// The element at `index`, start + index × step.
    public func element(at index: Int) throws -> Value {
        guard index >= 0 && index < count else {
            throw ModelError(.valueError, "index \(index) is out of range for a stride of \(count) elements")
        }
        switch bounds {
        case .integer(let start, _, let step): return .int(start &+ index &* step)
        case .real(let start, _, let step): return .double(start + Double(index) * step)
        }
    }

    /// The elements, one at a time (computed as start + i × step, so errors do not accumulate).
    public func makeIterator() -> AnyIterator<Value> {
        let total = count
        var index = 0
        let bounds = self.bounds
        return AnyIterator {
            guard index < total else { return nil }
            defer { index += 1 }
            switch bounds {
            case .integer(let start, _, let step): return .int(start &+ index &* step)
            case .real(let start, _, let step): return .double(start + Double(index) * step)
            }
        }
    }
}
