import Synchronization

/// The comms open in one kernel, by id with their target names: what `comm_info_request` lists.
///
/// Shared by the shell thread (which opens and closes comms) and the control thread (which may answer
/// `comm_info_request`), so it sits behind a lock.
public final class CommRegistry: Sendable {
    private let targets = Mutex<[String: String]>([:])

    /// An empty registry.
    public init() {}

    /// Records `commID` as open on `target`.
    public func add(_ commID: String, target: String) {
        targets.withLock { $0[commID] = target }
    }

    /// Forgets `commID`; returns whether it was open.
    @discardableResult
    public func remove(_ commID: String) -> Bool {
        targets.withLock { $0.removeValue(forKey: commID) != nil }
    }

    /// The target of an open comm, or nil when it is not open.
    public func target(of commID: String) -> String? {
        targets.withLock { $0[commID] }
    }

    /// The open comms of `target` (all when nil), id to target name.
    public func comms(of target: String?) -> [String: String] {
        targets.withLock { all in
            guard let target else { return all }
            return all.filter { $0.value == target }
        }
    }
}
