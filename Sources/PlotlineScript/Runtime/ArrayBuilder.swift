import PlotlineCore
import PlotlineValues

/// Builds an array whose length is not known in advance (`filter`, `compactMap`, `flatMap`), asking the running
/// cell's memory budget before its buffer grows, and keeping within the cell's `SizeLimits`.
struct ArrayBuilder {
    /// The elements so far.
    private(set) var elements: [Value] = []
    private let loop = LoopGuard()

    /// Adds an element.
    ///
    /// - Throws: a `ValueError` past the element limit; a `MemoryError` past the memory budget.
    mutating func append(_ element: Value) throws {
        if elements.count == elements.capacity { try makeRoom(for: 1) }
        elements.append(element)
    }

    /// Adds elements.
    ///
    /// - Throws: a `ValueError` past the element limit; a `MemoryError` past the memory budget.
    mutating func append(contentsOf others: [Value]) throws {
        if elements.count + others.count > elements.capacity { try makeRoom(for: others.count) }
        elements += others
    }

    private func makeRoom(for added: Int) throws {
        let count = elements.count + added
        try SizeLimits.checkElements(count)
        let bytes = MemoryFootprint.growth(
            from: elements.count, to: count, itemBytes: MemoryFootprint.valueBytes, capacity: elements.capacity)
        try loop.reserve(bytes, for: "the array")
    }
}
