/// Lets go of values that nest arrays and dictionaries very deeply without recursing once per level.
///
/// Swift releases a nested array by releasing each element, recursively, so a value nested millions deep
/// (`for _ in 0..<5_000_000 { deep = [deep] }`) overflows even the session thread's stack when the last reference
/// goes. The interpreter hands a variable's old value here when it replaces or drops it: a value that probes deep
/// is taken apart level by level, each level's nested containers moved onto a work list before the level itself is
/// released, so every release is shallow.
public enum ValueTeardown {
    /// Nesting at least this deep is taken apart; shallower values are simply dropped.
    static let probeDepth = 32
    /// How many elements of each level the probe looks at for a nested container.
    static let probeWidth = 64

    /// Releases `value` (leaving nil), taking it apart first when it nests deeply.
    public static func release(_ value: inout Value?) {
        var pending: [Value] = []
        do {
            guard let root = value, isDeep(root) else {
                value = nil
                return
            }
            pending.append(root)
        }
        value = nil
        while var current = pending.popLast() {
            moveNestedContainers(out: &current, into: &pending)
        }
    }

    /// True when a chain of nested containers, found among the first elements of each level, reaches `probeDepth`.
    static func isDeep(_ value: Value) -> Bool {
        var current = value
        for _ in 0..<probeDepth {
            guard let nested = firstNestedContainer(in: current) else { return false }
            current = nested
        }
        return true
    }

    private static func firstNestedContainer(in value: Value) -> Value? {
        switch value {
        case .array(let elements):
            for index in 0..<min(elements.count, probeWidth) where isContainer(elements[index]) {
                return elements[index]
            }
            return nil
        case .dictionary(let entries):
            let values = entries.values
            for offset in 0..<min(values.count, probeWidth) where isContainer(values[offset]) {
                return values[offset]
            }
            return nil
        default:
            return nil
        }
    }

    private static func isContainer(_ value: Value) -> Bool {
        switch value {
        case .array(let elements): return !elements.isEmpty
        case .dictionary(let entries): return !entries.isEmpty
        default: return false
        }
    }

    /// Moves the nested containers of one level onto `pending`, then lets the (now shallow) level go. A level that
    /// is shared with another value is left whole: dropping this reference to it frees nothing, so recurses nowhere.
    private static func moveNestedContainers(out value: inout Value, into pending: inout [Value]) {
        switch value {
        case .array(var elements):
            value = .none
            guard madeUnique(&elements) else { return }
            for index in elements.indices where isContainer(elements[index]) {
                pending.append(elements[index])
                elements[index] = .none
            }
        case .dictionary(var entries):
            value = .none
            guard madeUnique(&entries.values) else { return }
            for index in entries.values.indices where isContainer(entries.values[index]) {
                pending.append(entries.values[index])
                entries.values[index] = .none
            }
        default:
            break
        }
    }

    /// Asks for unique storage and tells whether the storage already was unique (no copy was made).
    private static func madeUnique<Storage: MutableCollection>(_ storage: inout Storage) -> Bool {
        let before = storage.withContiguousStorageIfAvailable { $0.baseAddress.map(UnsafeRawPointer.init) }
        let after = storage.withContiguousMutableStorageIfAvailable { $0.baseAddress.map(UnsafeRawPointer.init) }
        guard let before, let after else { return false }
        return before == after
    }
}
