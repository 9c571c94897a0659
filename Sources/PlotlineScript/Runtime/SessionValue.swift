import PlotlineValues

/// A value a session keeps in a descriptor's `@Sendable` table (a `static let` an extension added to a type of the
/// model). Like the session's other values, it is used on the session's thread.
struct SessionValue: @unchecked Sendable {
    /// The value.
    let value: Value
}
