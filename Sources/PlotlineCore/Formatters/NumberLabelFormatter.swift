import Foundation

/// The default tick label format: as many fraction digits as the tick step needs (so an interval of 10 gives
/// "10", 0.25 gives "0.25"), a true minus sign, and no "-0".
///
/// Core Plot's default shows one fraction digit ("10.0"); dropping digits the step never uses reads better.
public struct NumberLabelFormatter: Hashable, Sendable {
    /// The number of digits after the decimal point.
    public var fractionDigits: Int

    /// Makes a formatter with a fixed number of fraction digits (0…10).
    public init(fractionDigits: Int) {
        self.fractionDigits = min(10, max(0, fractionDigits))
    }

    /// A formatter with enough digits to show every multiple of `interval` offset by `origin` exactly.
    public init(interval: Double?, origin: Double = 0) {
        let needed = [interval, origin].compactMap { $0 }.map(NumberLabelFormatter.fractionDigitsNeeded).max() ?? 1
        self.init(fractionDigits: needed)
    }

    /// The label for a value.
    public func string(for value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "−∞" : "∞") }
        var text = String(format: "%.\(fractionDigits)f", value)
        if text.hasPrefix("-") {
            let isZero = text.dropFirst().allSatisfy { $0 == "0" || $0 == "." }
            text = isZero ? String(text.dropFirst()) : "\u{2212}" + text.dropFirst()
        }
        return text
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
