import PlotlineValues

/// The order of a feed's arranged records: which stored records the filter keeps, in sort order, and how each
/// storage mutation moves arranged indexes.
///
/// Without a filter or sort descriptors the arrangement is the storage order itself and holds nothing. Otherwise
/// it holds one position per arranged record. Positions are stored as `storage index + dropped`, where `dropped`
/// counts records removed from the front of the storage since, so that a window sliding forward costs nothing
/// here.
struct FeedArrangement {
    /// Tells whether the record at one storage index comes before the record at another; ties must be broken
    /// by storage index, so that the order is total.
    typealias Order = (Int, Int) -> Bool

    /// True when arranged indexes are storage indexes (no filter, no sort).
    private(set) var isIdentity = true
    private var isSorted = false
    private var positions = ColumnBuffer<Int>()
    private var dropped = 0

    /// Above this many records inserted at once, a sorted arrangement merges instead of inserting one by one.
    private static let mergeThreshold = 16

    /// The number of arranged records.
    func count(storageCount: Int) -> Int {
        isIdentity ? storageCount : positions.count
    }

    /// The storage index of the record at an arranged index.
    func storageIndex(at arrangedIndex: Int) -> Int {
        isIdentity ? arrangedIndex : positions[arrangedIndex] - dropped
    }

    /// The bytes the arrangement holds.
    var byteCount: Int { positions.byteCount }

    // MARK: - Rebuilding

    /// Arranges `storageCount` records from scratch: those `included` marks (all when nil), in `order` (storage
    /// order when nil). A long sort looks at the running cell's interrupt request as it compares.
    ///
    /// - Throws: `Interrupted`.
    mutating func rebuild(storageCount: Int, included: [Bool]?, order: Order?) throws {
        dropped = 0
        isSorted = order != nil
        isIdentity = included == nil && order == nil
        guard !isIdentity else {
            positions = ColumnBuffer()
            return
        }
        var kept = included.map { flags in (0..<storageCount).filter { flags[$0] } } ?? Array(0..<storageCount)
        if let order {
            var loop = LoopGuard()
            try kept.sort { first, second in
                try loop.tick()
                return order(first, second)
            }
        }
        positions = ColumnBuffer(kept)
    }

    // MARK: - Storage changes

    /// Arranges records just inserted at storage indexes `range` (the storage held `storageCountBefore` records
    /// before); `included` says which of them the filter keeps (all when nil).
    mutating func didInsert(_ range: Range<Int>, storageCountBefore: Int, included: [Bool]?, order: Order?) -> FeedChange {
        guard !isIdentity else { return FeedChange(edits: [.inserted(range)]) }
        if range.lowerBound < storageCountBefore { shift(from: range.lowerBound, by: range.count) }
        let added = range.indices.filter { included?[$0 - range.lowerBound] ?? true }
        guard !added.isEmpty else { return FeedChange() }
        guard isSorted, let order else {
            let at = lowerBound(ofAbsolute: range.lowerBound + dropped)
            positions.insert(contentsOf: added.map { $0 + dropped }, at: at)
            return FeedChange(edits: [.inserted(at..<(at + added.count))])
        }
        if added.count > FeedArrangement.mergeThreshold { return merge(added, order: order) }
        var change = FeedChange()
        for index in added {
            let at = insertionPoint(of: index, order: order)
            positions.insert(contentsOf: CollectionOfOne(index + dropped), at: at)
            change.append(.inserted(at..<(at + 1)))
        }
        return change
    }

    /// Forgets records just removed from storage indexes `range`.
    mutating func didRemove(_ range: Range<Int>) -> FeedChange {
        guard !range.isEmpty else { return FeedChange() }
        guard !isIdentity else { return FeedChange(edits: [.removed(range)]) }
        var change = FeedChange()
        if isSorted {
            change = removeScattered(range)
        } else {
            let from = lowerBound(ofAbsolute: range.lowerBound + dropped)
            let to = lowerBound(ofAbsolute: range.upperBound + dropped)
            positions.removeSubrange(from..<to)
            change.append(.removed(from..<to))
        }
        if range.lowerBound == 0 {
            dropped += range.count
        } else {
            shift(from: range.upperBound, by: -range.count)
        }
        return change
    }

    /// Re-arranges the record at a storage index whose values were just replaced.
    mutating func didReplace(at index: Int, included: Bool, order: Order?) -> FeedChange {
        guard !isIdentity else { return FeedChange(edits: [.replaced(index..<(index + 1))]) }
        let absolute = index + dropped
        let old = isSorted ? linearPosition(ofAbsolute: absolute) : exactPosition(ofAbsolute: absolute)
        if let old { positions.removeSubrange(old..<(old + 1)) }
        var new: Int?
        if included {
            var at = lowerBound(ofAbsolute: absolute)
            if isSorted, let order { at = insertionPoint(of: index, order: order) }
            positions.insert(contentsOf: CollectionOfOne(absolute), at: at)
            new = at
        }
        switch (old, new) {
        case let (old?, new?) where old == new: return FeedChange(edits: [.replaced(old..<(old + 1))])
        case let (old?, new?): return FeedChange(edits: [.removed(old..<(old + 1)), .inserted(new..<(new + 1))])
        case let (old?, nil): return FeedChange(edits: [.removed(old..<(old + 1))])
        case let (nil, new?): return FeedChange(edits: [.inserted(new..<(new + 1))])
        case (nil, nil): return FeedChange()
        }
    }

    /// Forgets every record (the storage held `storageCountBefore`).
    mutating func didRemoveAll(storageCountBefore: Int) -> FeedChange {
        let arranged = count(storageCount: storageCountBefore)
        positions.removeAll()
        dropped = 0
        return FeedChange(edits: [.removed(0..<arranged)])
    }

    // MARK: - Helpers

    /// Merges many new records into a sorted arrangement in one pass.
    private mutating func merge(_ added: [Int], order: Order) -> FeedChange {
        let incoming = added.sorted(by: order)
        var merged = [Int]()
        merged.reserveCapacity(positions.count + incoming.count)
        var change = FeedChange()
        var next = 0
        for new in incoming {
            while next < positions.count, order(positions[next] - dropped, new) {
                merged.append(positions[next])
                next += 1
            }
            change.append(.inserted(merged.count..<(merged.count + 1)))
            merged.append(new + dropped)
        }
        while next < positions.count {
            merged.append(positions[next])
            next += 1
        }
        positions = ColumnBuffer(merged)
        return change
    }

    /// Removes the records of a storage range from a sorted arrangement, wherever they sit.
    private mutating func removeScattered(_ range: Range<Int>) -> FeedChange {
        let absolute = (range.lowerBound + dropped)..<(range.upperBound + dropped)
        var kept = [Int]()
        kept.reserveCapacity(positions.count)
        var removedPositions = [Int]()
        for index in 0..<positions.count {
            if absolute.contains(positions[index]) {
                removedPositions.append(index)
            } else {
                kept.append(positions[index])
            }
        }
        guard !removedPositions.isEmpty else { return FeedChange() }
        positions = ColumnBuffer(kept)
        var change = FeedChange()
        for position in removedPositions.reversed() { change.append(.removed(position..<(position + 1))) }
        return change
    }

    /// Moves every stored position at or after a storage index by `delta`.
    private mutating func shift(from storageIndex: Int, by delta: Int) {
        let threshold = storageIndex + dropped
        for index in 0..<positions.count where positions[index] >= threshold {
            positions[index] += delta
        }
    }

    /// The first arranged index whose position is not below `absolute` (storage-ordered arrangements).
    private func lowerBound(ofAbsolute absolute: Int) -> Int {
        positions.partitioningIndex { $0 >= absolute }
    }

    /// The arranged index holding `absolute` in a storage-ordered arrangement, or nil.
    private func exactPosition(ofAbsolute absolute: Int) -> Int? {
        let at = lowerBound(ofAbsolute: absolute)
        return at < positions.count && positions[at] == absolute ? at : nil
    }

    /// The arranged index holding `absolute` in any arrangement, or nil.
    private func linearPosition(ofAbsolute absolute: Int) -> Int? {
        for index in 0..<positions.count where positions[index] == absolute { return index }
        return nil
    }

    /// Where a record at a storage index (not arranged yet) goes in a sorted arrangement.
    private func insertionPoint(of storageIndex: Int, order: Order) -> Int {
        positions.partitioningIndex { !order($0 - dropped, storageIndex) }
    }
}
