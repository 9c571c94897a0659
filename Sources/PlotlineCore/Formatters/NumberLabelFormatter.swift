import Foundation

/// Writes tick values as numbers: decimal, percent, currency or scientific, optionally abbreviated (1.2K, 3.4M),
/// with a prefix and suffix (the language's `NumberFormatter`).
///
/// Unless `fractionDigits` is set, labels show as many fraction digits as the tick step needs (an interval of
/// 10 gives "10", 0.25 gives "0.25"); negative numbers take a true minus sign and never read "-0"; thousands are
/// grouped once the axis reaches 10,000 (1,000 for currency) unless `usesGroupingSeparator` says otherwise.
/// Core Plot's default shows one fraction digit ("10.0"); dropping digits the step never uses reads better.
public struct NumberLabelFormatter: Hashable, Sendable, LabelFormatter {
    /// How numbers are written.
    public var numberStyle: NumberStyle
    /// The digits after the decimal point, or nil for as many as the tick step needs.
    public var fractionDigits: Int? {
        didSet { fractionDigits = fractionDigits.map { min(10, max(0, $0)) } }
    }
    /// True or false to group thousands ("25,000") always or never; nil groups on axes reaching 10,000.
    public var usesGroupingSeparator: Bool?
    /// True to shorten large numbers with K, M, B and T ("1.2K", "3.4M").
    public var abbreviated: Bool
    /// The currency symbol of the currency style.
    public var currencySymbol: String
    /// Text before every label.
    public var prefix: String
    /// Text after every label.
    public var suffix: String

    /// The largest magnitude written without thousands separators (so years read "2024").
    public static let groupingThreshold = 10_000.0
    /// The most fraction digits chosen automatically.
    static let automaticDigitLimit = 6

    /// Makes a formatter; every argument has a default (decimal, automatic digits and grouping).
    public init(
        numberStyle: NumberStyle = .decimal, fractionDigits: Int? = nil, usesGroupingSeparator: Bool? = nil,
        abbreviated: Bool = false, currencySymbol: String = "$", prefix: String = "", suffix: String = ""
    ) {
        self.numberStyle = numberStyle
        self.fractionDigits = fractionDigits.map { min(10, max(0, $0)) }
        self.usesGroupingSeparator = usesGroupingSeparator
        self.abbreviated = abbreviated
        self.currencySymbol = currencySymbol
        self.prefix = prefix
        self.suffix = suffix
    }

    /// Makes a decimal formatter with a fixed number of fraction digits (0…10).
    public init(fractionDigits: Int, usesGroupingSeparator: Bool = false) {
        self.init(numberStyle: .decimal, fractionDigits: fractionDigits, usesGroupingSeparator: usesGroupingSeparator)
    }

    /// A decimal formatter with enough digits to show every multiple of `interval` offset by `origin` exactly,
    /// grouping thousands when the largest value to label reaches 10,000.
    public init(interval: Double?, origin: Double = 0, largestMagnitude: Double = 0) {
        let needed = [interval, origin].compactMap { $0 }.map(NumberLabelFormatter.fractionDigitsNeeded).max() ?? 1
        self.init(fractionDigits: needed, usesGroupingSeparator: largestMagnitude >= NumberLabelFormatter.groupingThreshold)
    }

    /// The label for a value, with the digits `fractionDigits` sets (or as many as the value needs).
    public func string(for value: Double) -> String {
        format(value, step: nil, largest: abs(value))
    }

    /// The label for a tick value; the ticks' step and largest value choose automatic digits and grouping.
    public func label(for value: Double, ticks: AxisTicks?) -> String {
        let largest = ticks.map { $0.major.map(abs).max() ?? 0 } ?? abs(value)
        return format(value, step: ticks?.majorInterval, largest: largest)
    }

    private func format(_ value: Double, step: Double?, largest: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "−∞" : "∞") }
        let body: String
        switch numberStyle {
        case .scientific:
            body = scientific(abs(value), step: step)
        case .percent:
            body = plain(abs(value) * 100, step: step.map { $0 * 100 }, largest: largest * 100) + "%"
        case .currency:
            body = currencySymbol + plain(abs(value), step: step, largest: largest)
        case .decimal:
            body = plain(abs(value), step: step, largest: largest)
        }
        let isZero = !body.contains { $0.isNumber && $0 != "0" }
        let sign = value < 0 && !isZero ? "\u{2212}" : ""
        return prefix + sign + body + suffix
    }

    /// A non-negative number with grouping and digits, abbreviated when asked.
    private func plain(_ magnitude: Double, step: Double?, largest: Double) -> String {
        if abbreviated, let unit = NumberLabelFormatter.abbreviation(for: magnitude) {
            let digits = fractionDigits ?? min(2, NumberLabelFormatter.fractionDigitsNeeded((step ?? magnitude) / unit.scale))
            return NumberLabelFormatter.trimmingZeros(fixed(magnitude / unit.scale, digits: digits, grouping: false), keep: fractionDigits != nil) + unit.symbol
        }
        let digits = fractionDigits ?? automaticDigits(step: step, value: magnitude)
        let threshold = numberStyle == .currency ? 1_000 : NumberLabelFormatter.groupingThreshold
        return fixed(magnitude, digits: digits, grouping: usesGroupingSeparator ?? (largest >= threshold))
    }

    private func automaticDigits(step: Double?, value: Double) -> Int {
        let digits = min(NumberLabelFormatter.automaticDigitLimit, NumberLabelFormatter.fractionDigitsNeeded(step ?? value))
        if numberStyle == .currency && digits > 0 { return max(2, digits) }
        return digits
    }

    private func fixed(_ magnitude: Double, digits: Int, grouping: Bool) -> String {
        let text = String(format: "%.\(digits)f", magnitude)
        return grouping ? NumberLabelFormatter.grouped(text) : text
    }

    /// "1.2×10⁴"; the mantissa has the digits set, or enough for the step.
    private func scientific(_ magnitude: Double, step: Double?) -> String {
        guard magnitude > 0 else { return "0" }
        let exponent = Int(log10(magnitude).rounded(.down))
        let mantissa = magnitude / pow(10, Double(exponent))
        let digits = fractionDigits ?? min(3, NumberLabelFormatter.fractionDigitsNeeded((step ?? magnitude) / pow(10, Double(exponent))))
        let power = "10" + NumberLabelFormatter.superscript(exponent)
        if fractionDigits == nil, abs(mantissa - 1) < 1e-9 { return power }
        return String(format: "%.\(digits)f", mantissa) + "×" + power
    }

    private static func abbreviation(for magnitude: Double) -> (scale: Double, symbol: String)? {
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        return units.first { magnitude >= $0.0 * 0.9995 }
    }

    private static func trimmingZeros(_ text: String, keep: Bool) -> String {
        guard !keep, text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    private static func superscript(_ exponent: Int) -> String {
        let digits: [Character: Character] = [
            "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "-": "⁻",
        ]
        return String(String(exponent).map { digits[$0] ?? $0 })
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
