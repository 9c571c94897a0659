import PlotlineValues

extension Database: ScriptObject, StaticallyDescribed, ValueConvertible {
    /// `Database: sqlite:data/runs.db` (a PostgreSQL URL's password masked).
    public var summary: String { "Database: \(url)" }
}
