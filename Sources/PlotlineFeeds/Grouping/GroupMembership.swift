/// Which group each arranged record of a grouped feed belongs to, in arranged order, and how many records each
/// group has: what turns a position among the parent's arranged records into a position in a group's feed.
///
/// A record may belong to no group (`GroupMembership.none`): one inserted and removed again within one change,
/// whose values are never read. Dropping records from the front (a window sliding) costs nothing.
struct GroupMembership {
    /// The group of a record that belongs to none.
    static let none: Int32 = -1

    private var groups = ColumnBuffer<Int32>()
    /// The number of records of each group, by group index.
    private(set) var sizes: [Int] = []

    /// No records, no groups.
    init() {}

    /// Membership of records in arranged order, given each one's group.
    init(groups: [Int32], groupCount: Int) {
        self.groups = ColumnBuffer(groups)
        sizes = Array(repeating: 0, count: groupCount)
        for group in groups where group >= 0 { sizes[Int(group)] += 1 }
    }

    /// The number of records.
    var count: Int { groups.count }

    /// The bytes the membership holds.
    var byteCount: Int { groups.byteCount + sizes.count * MemoryLayout<Int>.stride }

    /// The group of the record at an arranged index.
    func group(at index: Int) -> Int32 {
        groups[index]
    }

    /// Makes room for a new group with no records yet.
    mutating func addGroup() {
        sizes.append(0)
    }

    /// How many records of `group` come before an arranged index: the position a record there has, or would
    /// have, in the group's feed. Counts on the shorter side of the index, so appends and the front are free.
    func position(inGroup group: Int32, before index: Int) -> Int {
        let size = sizes[Int(group)]
        if index == groups.count { return size }
        if index == 0 { return 0 }
        return groups.withUnsafeBufferPointer { buffer in
            if index <= buffer.count - index {
                return buffer[0..<index].reduce(0) { $0 + ($1 == group ? 1 : 0) }
            }
            return size - buffer[index...].reduce(0) { $0 + ($1 == group ? 1 : 0) }
        }
    }

    /// The rows (arranged indexes) of every group, in arranged order: what a group's feed holds.
    func rowsByGroup(groupCount: Int) -> [[Int]] {
        var rows = sizes.map { size in
            var list = [Int]()
            list.reserveCapacity(size)
            return list
        }
        rows.append(contentsOf: Array(repeating: [], count: max(0, groupCount - rows.count)))
        groups.withUnsafeBufferPointer { buffer in
            for (index, group) in buffer.enumerated() where group >= 0 { rows[Int(group)].append(index) }
        }
        return rows
    }

    /// The arranged indexes of one group's records, in order.
    func rows(ofGroup group: Int32) -> [Int] {
        var rows = [Int]()
        rows.reserveCapacity(sizes[Int(group)])
        groups.withUnsafeBufferPointer { buffer in
            for (index, member) in buffer.enumerated() where member == group { rows.append(index) }
        }
        return rows
    }

    // MARK: - Edits

    /// Records of `members` groups inserted at an arranged index.
    mutating func insert(_ members: [Int32], at index: Int) {
        for group in members where group >= 0 { sizes[Int(group)] += 1 }
        if index == groups.count {
            groups.append(contentsOf: members)
        } else {
            groups.insert(contentsOf: members, at: index)
        }
    }

    /// The groups of the records in a range of arranged indexes, which are then removed.
    mutating func remove(_ range: Range<Int>) -> [Int32] {
        let removed = range.map { groups[$0] }
        for group in removed where group >= 0 { sizes[Int(group)] -= 1 }
        groups.removeSubrange(range)
        return removed
    }

    /// Moves the record at an arranged index to another group.
    mutating func reassign(at index: Int, to group: Int32) {
        let old = groups[index]
        if old >= 0 { sizes[Int(old)] -= 1 }
        if group >= 0 { sizes[Int(group)] += 1 }
        groups[index] = group
    }
}
