import Foundation

/// The major and minor tick locations of an axis, in data values, sorted ascending.
public struct AxisTicks: Hashable, Sendable {
    /// Where major ticks, labels and major grid lines go.
    public var major: [Double]
    /// Where minor ticks and minor grid lines go.
    public var minor: [Double]
    /// The step between major ticks when they are evenly spaced, used to choose label precision.
    public var majorInterval: Double?
    /// The calendar unit of date ticks (for their default labels), or nil.
    public var calendarUnit: CalendarUnit?

    /// Makes a tick set.
    public init(major: [Double], minor: [Double], majorInterval: Double?, calendarUnit: CalendarUnit? = nil) {
        self.major = major
        self.minor = minor
        self.majorInterval = majorInterval
        self.calendarUnit = calendarUnit
    }

    /// No ticks.
    public static let empty = AxisTicks(major: [], minor: [], majorInterval: nil)

    /// The most ticks an axis draws; denser requests fall back to automatic ticks.
    public static let maximumCount = 1000

    /// Ticks every `interval` from `origin` within `range`, with `minorTicksPerInterval` minor ticks between
    /// majors (Core Plot's fixed-interval policy). Locations are computed from whole multiples of the interval,
    /// so they do not drift.
    public static func fixedInterval(
        in range: PlotRange, interval: Double, origin: Double, minorTicksPerInterval: Int
    ) -> AxisTicks {
        let step = abs(interval)
        guard step > 0, step.isFinite, range.minLimit.isFinite, range.maxLimit.isFinite else { return .empty }
        let tolerance = step * 1e-9
        let first = ((range.minLimit - origin) / step - 1e-9).rounded(.up)
        let last = ((range.maxLimit - origin) / step + 1e-9).rounded(.down)
        // Tick indices must be exact integers: beyond 2^53 a step no longer changes a Double.
        guard abs(first) < 9.0e15, abs(last) < 9.0e15, last - first < Double(maximumCount) else { return .empty }
        let requestedMinor = Double(max(0, minorTicksPerInterval))
        let minorCount = (last - first + 2) * requestedMinor > Double(maximumCount * 10) ? 0 : Int(requestedMinor)
        let minorStep = step / Double(minorCount + 1)
        var major: [Double] = []
        var minor: [Double] = []
        for offset in -1...max(-1, Int(last - first)) {
            let index = first + Double(offset)
            let location = cleaned(origin + index * step, step: step)
            if offset >= 0 { major.append(location) }
            for minorIndex in 0..<minorCount {
                let minorLocation = cleaned(location + Double(minorIndex + 1) * minorStep, step: minorStep)
                if minorLocation >= range.minLimit - tolerance && minorLocation <= range.maxLimit + tolerance {
                    minor.append(minorLocation)
                }
            }
        }
        return AxisTicks(major: major, minor: minor, majorInterval: step)
    }

    /// How many ticks `interval` apart from `origin` fall in `range` (0 for an interval or range that is not finite).
    public static func majorCount(in range: PlotRange, interval: Double, origin: Double) -> Double {
        let step = abs(interval)
        guard step > 0, step.isFinite, range.minLimit.isFinite, range.maxLimit.isFinite else { return 0 }
        let first = ((range.minLimit - origin) / step - 1e-9).rounded(.up)
        let last = ((range.maxLimit - origin) / step + 1e-9).rounded(.down)
        return max(0, last - first + 1)
    }

    /// Nice ticks (1, 2 or 5 × 10ⁿ apart) within `range`, as close as possible to `preferredCount` of them.
    public static func automatic(in range: PlotRange, preferredCount: Int, minorTicksPerInterval: Int) -> AxisTicks {
        guard let step = niceInterval(for: range, preferredCount: preferredCount) else { return .empty }
        return fixedInterval(in: range, interval: step, origin: 0, minorTicksPerInterval: minorTicksPerInterval)
    }

    /// `count` ticks (at least 2) from one end of `range` to the other.
    public static func equalDivisions(in range: PlotRange, count: Int, minorTicksPerInterval: Int) -> AxisTicks {
        let divisions = max(2, count) - 1
        let step = (range.maxLimit - range.minLimit) / Double(divisions)
        guard step > 0, step.isFinite else { return .empty }
        return fixedInterval(in: range, interval: step, origin: range.minLimit, minorTicksPerInterval: minorTicksPerInterval)
    }

    /// Ticks at locations the user gave, kept when inside `range`.
    public static func provided(major: [Double], minor: [Double], in range: PlotRange) -> AxisTicks {
        AxisTicks(
            major: major.filter { range.contains($0) }.sorted(),
            minor: minor.filter { range.contains($0) }.sorted(),
            majorInterval: nil)
    }

    /// The 1, 2 or 5 × 10ⁿ step whose tick count within `range` is nearest `preferredCount` (ties go to more ticks).
    public static func niceInterval(for range: PlotRange, preferredCount: Int) -> Double? {
        let span = range.maxLimit - range.minLimit
        guard span > 0, span.isFinite else { return nil }
        let target = Double(max(2, preferredCount))
        let exponent = (log10(span / target)).rounded(.down)
        var best: (step: Double, error: Double)?
        for power in [exponent - 1, exponent, exponent + 1] {
            for mantissa in [1.0, 2.0, 5.0] {
                let step = mantissa * pow(10, power)
                let count = (range.maxLimit / step + 1e-9).rounded(.down) - (range.minLimit / step - 1e-9).rounded(.up) + 1
                let error = abs(count - target)
                if best == nil || error < (best?.error ?? .infinity) { best = (step, error) }
            }
        }
        return best?.step
    }

    /// The next step up the 1, 2, 5 × 10ⁿ sequence.
    public static func nextNiceInterval(after step: Double) -> Double {
        let power = pow(10, (log10(step) + 1e-9).rounded(.down))
        let mantissa = step / power
        if mantissa < 1.5 { return 2 * power }
        if mantissa < 3.5 { return 5 * power }
        return 10 * power
    }

    /// The ticks without locations inside any of `exclusions` (Core Plot's `labelExclusionRanges`).
    public func excluding(_ exclusions: [PlotRange]) -> AxisTicks {
        guard !exclusions.isEmpty else { return self }
        let keep: (Double) -> Bool = { location in !exclusions.contains { $0.contains(location) } }
        return AxisTicks(
            major: major.filter(keep), minor: minor.filter(keep), majorInterval: majorInterval, calendarUnit: calendarUnit)
    }

    /// Snaps values that are zero up to rounding error to exactly zero, so labels never read "-0".
    private static func cleaned(_ value: Double, step: Double) -> Double {
        abs(value) < abs(step) * 1e-9 ? 0 : value
    }
}
