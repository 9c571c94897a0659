import Foundation

/// The default tick label format: as many fraction digits as the tick step needs (so an interval of 10 gives
/// "10", 0.25 gives "0.25"), a true minus sign, no "-0", and thousands separators for axes reaching 10,000.
///
/// Core Plot's default shows one fraction digit ("10.0"); dropping digits the step never uses reads better.
public struct NumberLabelFormatter: Hashable, Sendable {
    /// The number of digits after the decimal point.
    public var fractionDigits: Int
    /// True to separate thousands with commas ("25,000").
    public var usesGroupingSeparator: Bool

    /// The largest magnitude written without thousands separators (so years read "2024").
    public static let groupingThreshold = 10_000.0

    /// Makes a formatter with a fixed number of fraction digits (0…10).
    public init(fractionDigits: Int, usesGroupingSeparator: Bool = false) {
        self.fractionDigits = min(10, max(0, fractionDigits))
        self.usesGroupingSeparator = usesGroupingSeparator
    }

    /// A formatter with enough digits to show every multiple of `interval` offset by `origin` exactly, grouping
    /// thousands when the largest value to label reaches 10,000.
    public init(interval: Double?, origin: Double = 0, largestMagnitude: Double = 0) {
        let needed = [interval, origin].compactMap { $0 }.map(NumberLabelFormatter.fractionDigitsNeeded).max() ?? 1
        self.init(fractionDigits: needed, usesGroupingSeparator: largestMagnitude >= NumberLabelFormatter.groupingThreshold)
    }

    /// The label for a value.
    public func string(for value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "−∞" : "∞") }
        var text = String(format: "%.\(fractionDigits)f", abs(value))
        if usesGroupingSeparator { text = NumberLabelFormatter.grouped(text) }
        let isZero = text.allSatisfy { $0 == "0" || $0 == "." || $0 == "," }
        return value < 0 && !isZero ? "\u{2212}" + text : text
    }

    /// "1234567.5" as "1,234,567.5".
    private static func grouped(_ text: String) -> String {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = Array(parts[0])
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return parts.count > 1 ? result + "." + parts[1] : result
    }

    /// The fewest fraction digits (up to 10) that write `value` without visible rounding.
    public static func fractionDigitsNeeded(_ value: Double) -> Int {
        guard value.isFinite, value != 0 else { return 0 }
        var scaled = abs(value)
        for digits in 0...10 {
            let tolerance = 1e-9 * max(1, scaled)
            if abs(scaled - scaled.rounded()) <= tolerance { return digits }
            scaled *= 10
        }
        return 10
    }
}
