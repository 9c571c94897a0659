/// Publishing after the server stopped.
struct IOPubClosed: Error, CustomStringConvertible {
    var description: String { "IOPub is closed: the kernel is shutting down" }
}
