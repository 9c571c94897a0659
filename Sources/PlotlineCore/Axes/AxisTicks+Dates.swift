import Foundation

extension AxisTicks {
    /// A calendar step: a count of a calendar unit.
    struct DateStep: Hashable {
        let unit: CalendarUnit
        let count: Int

        /// The step's typical length in seconds.
        var approximateSeconds: Double { unit.approximateSeconds * Double(count) }
    }

    /// The steps date ticks choose from, finest first: they fall on round clock times, on the first of months
    /// and on Mondays, never every 30 days.
    static let dateSteps: [DateStep] = [
        (CalendarUnit.second, [1, 2, 5, 10, 15, 30]), (.minute, [1, 2, 5, 10, 15, 30]), (.hour, [1, 2, 3, 6, 12]),
        (.day, [1, 2]), (.week, [1, 2]), (.month, [1, 2, 3, 6]), (.year, [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]),
    ].flatMap { unit, counts in counts.map { DateStep(unit: unit, count: $0) } }

    /// Calendar-aware ticks for a range of seconds since 1970 (UTC): the step whose tick count is nearest
    /// `preferredCount`, moved `coarsening` steps coarser, with minor ticks at a finer natural step.
    public static func dates(in range: PlotRange, preferredCount: Int, coarsening: Int, minorTicks: Bool, timeZone: String = "UTC") -> AxisTicks {
        let low = range.minLimit
        let high = range.maxLimit
        guard low.isFinite, high.isFinite, high > low, abs(low) < 1e13, abs(high) < 1e13 else { return .empty }
        let span = high - low
        let target = Double(max(2, preferredCount))
        let best = dateSteps.indices.min { abs(span / dateSteps[$0].approximateSeconds - target) < abs(span / dateSteps[$1].approximateSeconds - target) } ?? 0
        let index = min(dateSteps.count - 1, best + max(0, coarsening))
        let step = dateSteps[index]
        let calendar = UTCCalendar.calendar(timeZone: timeZone)
        let major = dates(from: low, to: high, step: step, calendar: calendar)
        guard major.count <= maximumCount else { return .empty }
        var minor: [Double] = []
        if minorTicks, let minorStep = minorStep(for: step) {
            let all = dates(from: low, to: high, step: minorStep, calendar: calendar)
            if all.count <= maximumCount * 4 {
                let majors = Set(major)
                minor = all.filter { !majors.contains($0) }
            }
        }
        return AxisTicks(major: major, minor: minor, majorInterval: step.approximateSeconds, calendarUnit: step.unit)
    }

    /// The unit a fixed interval of seconds is closest to, for labelling fixed-interval date ticks.
    static func calendarUnit(forInterval seconds: Double) -> CalendarUnit {
        let units: [CalendarUnit] = [.year, .month, .week, .day, .hour, .minute]
        return units.first { seconds >= $0.approximateSeconds * 0.9 } ?? .second
    }

    private static func minorStep(for step: DateStep) -> DateStep? {
        if step.count > 1 {
            switch (step.unit, step.count) {
            case (.year, let count) where count >= 10: return DateStep(unit: .year, count: count / 5 >= 1 ? count / 5 : 1)
            case (.week, _): return DateStep(unit: .week, count: 1)
            default:
                let divisor = [5, 4, 3, 2].first { step.count % $0 == 0 } ?? step.count
                return DateStep(unit: step.unit, count: step.count / divisor)
            }
        }
        switch step.unit {
        case .second: return nil
        case .minute: return DateStep(unit: .second, count: 15)
        case .hour: return DateStep(unit: .minute, count: 15)
        case .day: return DateStep(unit: .hour, count: 6)
        case .week: return DateStep(unit: .day, count: 1)
        case .month: return nil
        case .year: return DateStep(unit: .month, count: 3)
        }
    }

    /// Every date from `low` to `high` that starts a step: whole multiples of the count within the next larger
    /// unit (minutes 0, 15, 30, 45; months Jan, Apr, Jul, Oct), Mondays for weeks.
    private static func dates(from low: Double, to high: Double, step: DateStep, calendar: Calendar) -> [Double] {
        guard let start = firstBoundary(atOrBefore: UTCCalendar.date(low), step: step, calendar: calendar) else { return [] }
        var result: [Double] = []
        var current = start
        var guardCount = 0
        while guardCount < maximumCount * 8 {
            guardCount += 1
            let seconds = current.timeIntervalSince1970
            if seconds > high + 1e-6 { break }
            if seconds >= low - 1e-6, isBoundary(current, step: step, calendar: calendar) { result.append(seconds) }
            guard let next = calendar.date(byAdding: step.unit.component, value: step.unit == .week || step.unit == .day ? 1 : step.count, to: current),
                next > current
            else { break }
            current = next
        }
        return result
    }

    /// The start of the unit containing `date` (the Monday for weeks, January 1 for years).
    private static func firstBoundary(atOrBefore date: Date, step: DateStep, calendar: Calendar) -> Date? {
        var components: Set<Calendar.Component> = [.era, .year]
        switch step.unit {
        case .second: components.formUnion([.month, .day, .hour, .minute, .second])
        case .minute: components.formUnion([.month, .day, .hour, .minute])
        case .hour: components.formUnion([.month, .day, .hour])
        case .day: components.formUnion([.month, .day])
        case .week: return calendar.dateInterval(of: .weekOfYear, for: date)?.start
        case .month: components.formUnion([.month])
        case .year: break
        }
        guard let floor = calendar.date(from: calendar.dateComponents(components, from: date)) else { return nil }
        switch step.unit {
        case .second, .minute, .hour, .month, .year:
            let value = calendar.component(step.unit.component, from: floor)
            let offset = step.unit == .month ? (value - 1) % step.count : ((value % step.count) + step.count) % step.count
            return calendar.date(byAdding: step.unit.component, value: -offset, to: floor)
        case .day, .week:
            return floor
        }
    }

    /// True when a date starts a step: days 1, 3, 5… of the month for two-day steps, every other week since 1970.
    private static func isBoundary(_ date: Date, step: DateStep, calendar: Calendar) -> Bool {
        switch step.unit {
        case .day:
            return (calendar.component(.day, from: date) - 1) % step.count == 0
        case .week:
            let weeks = Int((date.timeIntervalSince1970 / 604_800).rounded(.down))
            return weeks % step.count == 0
        default:
            return true
        }
    }
}
