/// A growable array whose front can be dropped in amortized constant time, for feed columns that slide
/// under a `window`: removing the oldest records moves a start offset instead of every element.
///
/// The dropped prefix is compacted away once it outgrows the live elements, so at most half the buffer is waste.
struct ColumnBuffer<Element> {
    private var storage: [Element] = []
    private var start = 0

    /// An empty buffer.
    init() {}

    /// A buffer holding `elements`.
    init(_ elements: [Element]) {
        storage = elements
    }

    /// A buffer of `count` copies of `element`.
    init(repeating element: Element, count: Int) {
        storage = Array(repeating: element, count: count)
    }

    /// The number of live elements.
    var count: Int { storage.count - start }

    /// True when there are no live elements.
    var isEmpty: Bool { count == 0 }

    /// The bytes the buffer holds, dropped prefix and spare capacity included.
    var byteCount: Int { storage.capacity * MemoryLayout<Element>.stride }

    /// The element at a live position.
    subscript(position: Int) -> Element {
        get { storage[start + position] }
        set { storage[start + position] = newValue }
    }

    /// The live elements as an array (a copy when a prefix has been dropped).
    var elements: [Element] {
        start == 0 ? storage : Array(storage[start...])
    }

    /// The live elements as an array sharing the buffer's storage (no copy), or nil when a dropped prefix is
    /// still in it.
    var sharedElements: [Element]? {
        start == 0 ? storage : nil
    }

    /// Calls `body` with the live elements in contiguous memory.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Reserves room for `capacity` live elements.
    mutating func reserveCapacity(_ capacity: Int) {
        compact()
        storage.reserveCapacity(capacity)
    }

    /// Appends one element.
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Appends elements.
    mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        storage.append(contentsOf: elements)
    }

    /// Inserts elements before a live position.
    mutating func insert<C: Collection>(contentsOf elements: C, at position: Int) where C.Element == Element {
        storage.insert(contentsOf: elements, at: start + position)
    }

    /// Removes the live elements in `range`.
    mutating func removeSubrange(_ range: Range<Int>) {
        if range.lowerBound == 0 {
            removeFirst(range.count)
        } else {
            storage.removeSubrange((start + range.lowerBound)..<(start + range.upperBound))
        }
    }

    /// Drops the first `k` live elements, in amortized constant time.
    mutating func removeFirst(_ k: Int) {
        start += k
        if start == storage.count {
            storage.removeAll(keepingCapacity: true)
            start = 0
        } else if start > count {
            compact()
        }
    }

    /// Removes every element.
    mutating func removeAll() {
        storage = []
        start = 0
    }

    /// Moves the live elements to the front and releases spare capacity beyond a small margin.
    mutating func shrinkToFit() {
        compact()
        guard storage.capacity > storage.count + storage.count / 16 + 64 else { return }
        storage = Array(unsafeUninitializedCapacity: storage.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: storage)
        }
    }

    private mutating func compact() {
        guard start > 0 else { return }
        storage.removeFirst(start)
        start = 0
    }
}
