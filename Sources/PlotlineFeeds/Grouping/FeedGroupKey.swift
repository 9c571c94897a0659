import PlotlineValues

/// What records of one group share: the grouping field's stored value, compared as stored (no language values
/// are made while a column is grouped).
///
/// Numbers and dates compare by their stored Double (so `-0.0` and `0.0` are one group, and so are all NaNs);
/// text compares by its characters; every missing value (nil, an empty CSV cell, a field a record lacks) is the
/// one `missing` group.
enum FeedGroupKey: Hashable {
    /// No value.
    case missing
    /// A number or a date (seconds since 1970), by the bits of its normalized Double.
    case number(UInt64)
    /// Text.
    case text(String)

    /// The key of a stored number or date (the column's missing marker is `missing`).
    init(storedNumber number: Double) {
        if FeedColumn.isMissing(number) {
            self = .missing
        } else if number.isNaN {
            self = .number(Double.nan.bitPattern)
        } else {
            self = .number((number == 0 ? 0.0 : number).bitPattern)
        }
    }

    /// The key of the record at a content row of a column (missing when there is no column).
    init(row: Int, of column: FeedColumn?) {
        guard let column else {
            self = .missing
            return
        }
        switch column.kind {
        case .undetermined: self = .missing
        case .string: self = column.string(at: row).map(FeedGroupKey.text) ?? .missing
        case .number, .date: self = FeedGroupKey(storedNumber: column.storedNumber(at: row))
        }
    }

    /// The key a language value names (`groups["AAPL"]`, `groups[2]`, `groups[date]`, `groups[nil]`), or nil
    /// for a value no field holds.
    init?(value: Value) {
        if let seconds = FeedDates.seconds(from: value) {
            self = FeedGroupKey(storedNumber: seconds)
            return
        }
        switch value {
        case .none: self = .missing
        case .bool(let bool): self = FeedGroupKey(storedNumber: bool ? 1 : 0)
        case .int(let int): self = FeedGroupKey(storedNumber: Double(int))
        case .double(let double): self = FeedGroupKey(storedNumber: double)
        case .string(let text): self = .text(text)
        default: return nil
        }
    }
}
