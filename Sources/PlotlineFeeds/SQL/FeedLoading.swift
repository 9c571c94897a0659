import PlotlineValues

/// How a database feed holds its rows.
public enum FeedLoading: String, ScriptEnumeration {
    /// Every row is read into the feed (and `refresh()` adds new ones).
    case eager
    /// The feed holds no rows of its own: each plot bound to it asks for its visible x range at its pixel width,
    /// and the database returns M4 rows (first, last, lowest and highest per pixel column).
    case onDemand

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: FeedLoading) -> String {
        switch member {
        case .eager: return "Every row is read into the feed; refresh() adds new ones."
        case .onDemand: return "No rows of its own: each plot asks for M4 rows of its visible x range at its pixel width."
        }
    }
}

extension FeedLoading {
    /// The scripting description of `FeedLoading`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "FeedLoading", doc: "How a database feed holds its rows: .eager (all of them) or .onDemand (M4 rows per view).")
}
