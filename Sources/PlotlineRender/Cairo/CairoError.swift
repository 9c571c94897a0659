internal import CCairo

/// A failure reported by cairo (or by Pango through cairo), carrying cairo's status and message.
public struct CairoError: Error, CustomStringConvertible, Sendable {
    /// Cairo's status code (`cairo_status_t`).
    public let status: UInt32
    /// What was being done.
    public let operation: String
    /// Cairo's description of the status.
    public let message: String

    /// `cairo failed to create the PNG surface: out of memory`.
    public var description: String { "cairo failed to \(operation): \(message)" }

    /// Throws when `status` is not success; the one place cairo statuses become Swift errors.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown error"
        throw CairoError(status: status.rawValue, operation: operation(), message: message)
    }

    /// An error for a C call that returned no object.
    static func missing(_ operation: String) -> CairoError {
        CairoError(status: CAIRO_STATUS_NO_MEMORY.rawValue, operation: operation, message: "no object was returned")
    }
}
