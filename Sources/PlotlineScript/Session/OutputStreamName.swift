import PlotlineCore
import PlotlineValues

/// The output streams `print` writes to: `print(x)` and `print(x, to: .stderr)`.
public enum OutputStreamName: String, CaseIterable, ModelValue, StaticallyDescribed {
    /// Standard output.
    case stdout
    /// Standard error.
    case stderr

    /// The enumeration's cases as static members.
    public static let descriptor = TypeDescriptor(
        name: "OutputStream", doc: "An output stream of the notebook: .stdout or .stderr.", kind: .enumeration
    ) { members in
        members.staticProperties = OutputStreamName.allCases.map { stream in
            StaticPropertyDescriptor(stream.rawValue, doc: "The \(stream.rawValue) stream.") { .model(stream) }
        }
    }

    /// `.stdout` or `.stderr`.
    public var summary: String { ".\(rawValue)" }
}
