import Foundation
import PlotlineValues

/// A unit of calendar time, for date ticks and calendar formatters (Core Plot's `referenceCalendarUnit`).
public enum CalendarUnit: String, ScriptEnumeration {
    /// Seconds.
    case second
    /// Minutes.
    case minute
    /// Hours.
    case hour
    /// Days.
    case day
    /// Weeks (seven days, starting on Monday for ticks).
    case week
    /// Calendar months.
    case month
    /// Calendar years.
    case year

    /// The Foundation component counting this unit.
    var component: Calendar.Component {
        switch self {
        case .second: return .second
        case .minute: return .minute
        case .hour: return .hour
        case .day: return .day
        case .week: return .weekOfYear
        case .month: return .month
        case .year: return .year
        }
    }

    /// The unit's typical length in seconds (a month is 30.44 days, a year 365.25).
    public var approximateSeconds: Double {
        switch self {
        case .second: return 1
        case .minute: return 60
        case .hour: return 3600
        case .day: return 86_400
        case .week: return 604_800
        case .month: return 2_629_800
        case .year: return 31_557_600
        }
    }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: CalendarUnit) -> String {
        switch member {
        case .week: return "Weeks (ticks start on Mondays)."
        default: return "\(member.rawValue.prefix(1).uppercased())\(member.rawValue.dropFirst())s."
        }
    }
}
