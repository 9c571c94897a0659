/// A shutdown the kernel was asked for.
public struct ShutdownRequest: Sendable, Equatable {
    /// Whether the client will start a new kernel after this one exits.
    public var restart: Bool

    /// Makes a request.
    public init(restart: Bool) {
        self.restart = restart
    }
}
