/// Turns one change of a grouped feed (edits in its arranged indexes, applied in order) into the edits of each
/// group's feed, keeping the membership in step.
///
/// Edits name positions as they are when the edit applies, but values can only be read from the feed as it is
/// after the whole change; so an inserted or replaced record is first followed through the later edits to its
/// final arranged index (a record a later edit removes again joins no group and is never read). A group's
/// records inserted or removed by one edit are next to each other in the group's feed, so each edit gives at most
/// one edit per group.
struct GroupChangePlan {
    /// The grouped feed's edits, in order.
    let edits: [FeedEdit]
    /// The edits of each group's feed, by group index, in the order they apply.
    private(set) var groupEdits: [Int32: [GroupFeedEdit]] = [:]

    /// A plan for a change's edits.
    init(edits: [FeedEdit]) {
        self.edits = edits
    }

    /// Plans every edit, updating `membership`; `group(ofRow:)` gives the group of the record at a final
    /// arranged index (a new group gets the next index).
    mutating func plan(updating membership: inout GroupMembership, group: (Int) -> Int32) {
        for (step, edit) in edits.enumerated() {
            switch edit {
            case .inserted(let range): planInsertion(range, step: step, membership: &membership, group: group)
            case .removed(let range): planRemoval(range, membership: &membership)
            case .replaced(let range): planReplacement(range, step: step, membership: &membership, group: group)
            }
        }
    }

    /// The arranged index that the record at `index` just after edit `step` has once every edit applied, or nil
    /// when a later edit removes it.
    func finalIndex(of index: Int, afterStep step: Int) -> Int? {
        var position = index
        for edit in edits[(step + 1)...] {
            switch edit {
            case .inserted(let range):
                if range.lowerBound <= position { position += range.count }
            case .removed(let range):
                if range.contains(position) { return nil }
                if position >= range.upperBound { position -= range.count }
            case .replaced:
                break
            }
        }
        return position
    }

    private mutating func planInsertion(
        _ range: Range<Int>, step: Int, membership: inout GroupMembership, group: (Int) -> Int32
    ) {
        var members = [Int32]()
        members.reserveCapacity(range.count)
        var rowsByGroup: [(group: Int32, rows: [Int])] = []
        var slots: [Int32: Int] = [:]
        for index in range {
            guard let row = finalIndex(of: index, afterStep: step) else {
                members.append(GroupMembership.none)
                continue
            }
            let member = group(row)
            Self.makeRoom(for: member, in: &membership)
            members.append(member)
            if let slot = slots[member] {
                rowsByGroup[slot].rows.append(row)
            } else {
                slots[member] = rowsByGroup.count
                rowsByGroup.append((member, [row]))
            }
        }
        for (member, rows) in rowsByGroup {
            let position = membership.position(inGroup: member, before: range.lowerBound)
            groupEdits[member, default: []].append(.insert(at: position, rows: rows))
        }
        membership.insert(members, at: range.lowerBound)
    }

    private mutating func planRemoval(_ range: Range<Int>, membership: inout GroupMembership) {
        var counts: [(group: Int32, count: Int)] = []
        var slots: [Int32: Int] = [:]
        for index in range {
            let member = membership.group(at: index)
            guard member != GroupMembership.none else { continue }
            if let slot = slots[member] {
                counts[slot].count += 1
            } else {
                slots[member] = counts.count
                counts.append((member, 1))
            }
        }
        for (member, count) in counts {
            let position = membership.position(inGroup: member, before: range.lowerBound)
            groupEdits[member, default: []].append(.remove(position..<(position + count)))
        }
        _ = membership.remove(range)
    }

    private mutating func planReplacement(
        _ range: Range<Int>, step: Int, membership: inout GroupMembership, group: (Int) -> Int32
    ) {
        for index in range {
            let old = membership.group(at: index)
            guard let row = finalIndex(of: index, afterStep: step) else { continue }
            let new = group(row)
            Self.makeRoom(for: new, in: &membership)
            if new == old {
                guard old != GroupMembership.none else { continue }
                let position = membership.position(inGroup: old, before: index)
                groupEdits[old, default: []].append(.replace(at: position, row: row))
                continue
            }
            if old != GroupMembership.none {
                let position = membership.position(inGroup: old, before: index)
                groupEdits[old, default: []].append(.remove(position..<(position + 1)))
            }
            membership.reassign(at: index, to: new)
            let position = membership.position(inGroup: new, before: index)
            groupEdits[new, default: []].append(.insert(at: position, rows: [row]))
        }
    }

    /// Adds the groups up to a new group's index to the membership.
    private static func makeRoom(for group: Int32, in membership: inout GroupMembership) {
        while membership.sizes.count <= Int(group) { membership.addGroup() }
    }
}
