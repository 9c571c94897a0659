/// What new values take in memory, for the requests made to a `MemoryBudget`: estimates of the bytes an
/// allocation will touch, computed from counts alone (no value is walked). Products saturate at `Int.max`, so
/// an absurd count asks for more than any budget has instead of overflowing.
public enum MemoryFootprint {
    /// One element of an array: a `Value`.
    public static let valueBytes = MemoryLayout<Value>.stride

    /// One entry of a dictionary: its key, its value and its share of the hash table.
    public static let entryBytes = 2 * MemoryLayout<Value>.stride + 16

    /// The bytes a buffer's header takes besides its elements.
    static let headerBytes = 32

    /// A new array of `count` elements (the elements' own contents are shared, not copied).
    public static func array(count: Int) -> Int {
        product(count, valueBytes, plus: headerBytes)
    }

    /// A new string of `utf8Count` bytes; a string of up to 15 bytes lives inside its value and takes nothing.
    public static func string(utf8Count: Int) -> Int {
        utf8Count > 15 ? product(utf8Count, 1, plus: headerBytes) : 0
    }

    /// A new dictionary of `count` entries.
    public static func dictionary(count: Int) -> Int {
        product(count, entryBytes, plus: headerBytes)
    }

    /// `count` records of `fields` fields stored in a feed's columns (8 or 16 bytes a cell, and the record's
    /// identity and place in the arrangement).
    public static func feedRecords(_ count: Int, fields: Int) -> Int {
        product(count, product(max(fields, 1), 16, plus: 16), plus: 0)
    }

    /// Growing a collection in place from `count` to `newCount` items of `itemBytes` bytes: the added items, or,
    /// when the buffer must move (past `capacity`, or past a power of two when the capacity is unknown), the
    /// new buffer that the old one is copied into.
    public static func growth(from count: Int, to newCount: Int, itemBytes: Int, capacity: Int? = nil) -> Int {
        guard newCount > count else { return 0 }
        let moves = capacity.map { newCount > $0 } ?? (count == 0 || highestBit(of: count) != highestBit(of: newCount))
        return moves ? product(newCount, itemBytes, plus: headerBytes) : product(newCount - count, itemBytes, plus: 0)
    }

    /// `a × b + c`, or `Int.max` when it overflows (or a count is negative, which no buffer has).
    public static func product(_ a: Int, _ b: Int, plus c: Int) -> Int {
        guard a >= 0, b >= 0 else { return Int.max }
        let (bytes, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow, bytes <= Int.max - c else { return Int.max }
        return bytes + c
    }

    private static func highestBit(of count: Int) -> Int {
        Int.bitWidth - count.leadingZeroBitCount
    }
}
