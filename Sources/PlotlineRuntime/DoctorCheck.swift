/// One thing `plotline doctor` checks: what it looked at, what it found, and how to fix a problem.
public struct DoctorCheck: Sendable {
    /// How a check ended.
    public enum Status: Sendable, Equatable {
        /// All is well.
        case passed
        /// Plotline works, but something is missing (a fallback font, a kernelspec).
        case warning
        /// Plotline cannot work until this is fixed.
        case failed
    }

    /// What was checked, e.g. "Cairo".
    public let subject: String
    /// How it ended.
    public let status: Status
    /// What was found, e.g. "1.16.0: PNG, SVG and PDF output work".
    public let finding: String
    /// What to do about a warning or failure.
    public let fix: String?

    /// Makes a check result.
    public init(_ subject: String, _ status: Status, _ finding: String, fix: String? = nil) {
        self.subject = subject
        self.status = status
        self.finding = finding
        self.fix = fix
    }

    /// The report lines: a mark, the subject and the finding, then the fix indented.
    public var reportLines: [String] {
        let mark: String
        switch status {
        case .passed: mark = "ok  "
        case .warning: mark = "warn"
        case .failed: mark = "FAIL"
        }
        var lines = ["[\(mark)] \(subject): \(finding)"]
        if let fix, status != .passed { lines.append("       fix: \(fix)") }
        return lines
    }
}
