internal import CSPNG

/// A failure reported by libspng while decoding a PNG.
public struct SPNGError: Error, CustomStringConvertible, Sendable {
    /// libspng's error code.
    public let code: Int32
    /// What was being done.
    public let operation: String
    /// libspng's description of the code.
    public let message: String

    /// `libspng failed to decode the PNG: invalid image length`.
    public var description: String { "libspng failed to \(operation): \(message)" }

    /// Throws when `code` is not 0; the one place libspng codes become Swift errors.
    static func check(_ code: Int32, _ operation: @autoclosure () -> String) throws {
        guard code != 0 else { return }
        let message = spng_strerror(code).map { String(cString: $0) } ?? "error \(code)"
        throw SPNGError(code: code, operation: operation(), message: message)
    }

    /// An error for a call that returned no object.
    static func missing(_ operation: String) -> SPNGError {
        SPNGError(code: -1, operation: operation, message: "no object was returned")
    }
}
