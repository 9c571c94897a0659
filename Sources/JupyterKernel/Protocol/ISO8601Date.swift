import Foundation
import InterchangeFormats

/// Header dates as Jupyter writes them: ISO 8601 in UTC with six-digit microseconds, `2026-01-01T12:00:00.000005Z`,
/// through the project's one ISO 8601 writer.
public enum ISO8601Date {
    /// The current time in header form.
    public static func now() -> String {
        let microseconds = (Date().timeIntervalSince1970 * 1_000_000).rounded(.down)
        return string(microsecondsSince1970: Int64(microseconds))
    }

    /// The header form of an instant given in microseconds since 1970-01-01T00:00:00Z.
    public static func string(microsecondsSince1970 instant: Int64) -> String {
        ISOTimestamp.string(fromMicroseconds: instant, fraction: .microseconds)
    }
}
