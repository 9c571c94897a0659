/// Why a DAP request failed, in words the front end shows the user.
struct DebugRequestFailure: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
