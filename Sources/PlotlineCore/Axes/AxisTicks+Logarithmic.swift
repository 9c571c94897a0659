import Foundation

extension AxisTicks {
    /// Ticks for a log scale: at powers of ten (every `1, 2, 5, 10…` decades as `coarsening` grows) with minor
    /// ticks at 2…9 × 10ⁿ; a range under two decades wide gets 1, 2 and 5 × 10ⁿ instead.
    public static func logarithmic(in range: PlotRange, coarsening: Int, minorTicks: Bool) -> AxisTicks {
        var low = range.minLimit
        let high = range.maxLimit
        guard high > 0, high.isFinite else { return .empty }
        if !(low > 0) { low = high / 1e6 }
        let first = (log10(low) - 1e-9).rounded(.up)
        let last = (log10(high) + 1e-9).rounded(.down)
        guard last - first < 600 else { return .empty }
        if last - first >= 1 {
            return decades(from: Int(first), to: Int(last), low: low, high: high, coarsening: coarsening, minorTicks: minorTicks)
        }
        return withinDecades(low: low, high: high, minorTicks: minorTicks)
    }

    /// Ticks for a log-modulus scale: 0 and ±10ⁿ, every `1, 2, 5…` decades as `coarsening` grows, with minor
    /// ticks at the decades skipped (or at ±2…9 × 10ⁿ on an axis spanning three decades or fewer).
    public static func logModulus(in range: PlotRange, coarsening: Int, minorTicks: Bool) -> AxisTicks {
        let low = range.minLimit
        let high = range.maxLimit
        guard low.isFinite, high.isFinite, high > low else { return .empty }
        let step = max(1, Int(Axis.coarseningMultiple(coarsening)))
        let reach = max(abs(low), abs(high))
        guard reach >= 1 else { return automatic(in: range, preferredCount: 5, minorTicksPerInterval: minorTicks ? 1 : 0) }
        let top = Int((log10(reach) + 1e-9).rounded(.down))
        guard top < 400 else { return .empty }
        var major: [Double] = []
        var minor: [Double] = []
        if range.contains(0) { major.append(0) }
        // 1 and 10 crowd 0 on a wide axis (0, 1 and 10 map to 0, 0.30 and 1.04): start the majors at 10 then.
        let firstMajor = top > 2 ? 1 : 0
        for exponent in 0...top {
            let power = pow(10, Double(exponent))
            for sign in [-1.0, 1.0] {
                let isMajor = exponent >= firstMajor && exponent % step == 0
                if isMajor, range.contains(sign * power) { major.append(sign * power) }
                guard minorTicks else { continue }
                if !isMajor, range.contains(sign * power) { minor.append(sign * power) }
                if step == 1, top <= 3 {
                    for multiple in 2...9 where range.contains(sign * Double(multiple) * power) {
                        minor.append(sign * Double(multiple) * power)
                    }
                }
            }
        }
        return AxisTicks(major: major.sorted(), minor: minor.sorted(), majorInterval: nil)
    }

    private static func decades(
        from first: Int, to last: Int, low: Double, high: Double, coarsening: Int, minorTicks: Bool
    ) -> AxisTicks {
        let step = max(1, Int(Axis.coarseningMultiple(coarsening)))
        var major: [Double] = []
        var minor: [Double] = []
        for exponent in (first - 1)...last {
            let power = pow(10, Double(exponent))
            let isMajor = exponent >= first && ((exponent % step) + step) % step == 0
            if isMajor { major.append(power) }
            guard minorTicks else { continue }
            if !isMajor, exponent >= first { minor.append(power) }
            if step == 1 {
                for multiple in 2...9 {
                    let value = Double(multiple) * power
                    if value >= low * (1 - 1e-9) && value <= high * (1 + 1e-9) { minor.append(value) }
                }
            }
        }
        return AxisTicks(major: major, minor: minor, majorInterval: nil)
    }

    private static func withinDecades(low: Double, high: Double, minorTicks: Bool) -> AxisTicks {
        let base = (log10(low) - 1e-9).rounded(.down)
        var candidates: [Double] = []
        for exponent in [base, base + 1, base + 2] {
            for multiple in 1...9 { candidates.append(Double(multiple) * pow(10, exponent)) }
        }
        let inside = candidates.filter { $0 >= low * (1 - 1e-9) && $0 <= high * (1 + 1e-9) }
        let preferred = inside.filter { value in
            let mantissa = value / pow(10, (log10(value) + 1e-9).rounded(.down))
            return [1, 2, 5].contains { abs(mantissa - Double($0)) < 1e-6 }
        }
        let major = preferred.count >= 2 ? preferred : inside
        let minor = minorTicks ? inside.filter { !major.contains($0) } : []
        return AxisTicks(major: major, minor: minor, majorInterval: nil)
    }
}
