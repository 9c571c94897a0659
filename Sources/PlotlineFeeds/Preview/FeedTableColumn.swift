import PlotlineValues

/// One column of a feed as a table shows it: the field's name, the label of its type written under the name, and
/// whether its cells align right (numbers) or left (text, dates, booleans).
public struct FeedTableColumn: Hashable, Sendable {
    /// The field's name.
    public let field: String
    /// The column's type as the table's header names it: `integer`, `number`, `bool`, `date`, `text`, `nil` (nothing yet).
    public let typeLabel: String

    /// Makes a column from a field and its type label.
    public init(field: String, typeLabel: String) {
        self.field = field
        self.typeLabel = typeLabel
    }

    /// True for columns of numbers, whose cells align right so that digits line up.
    public var alignsRight: Bool {
        typeLabel == "integer" || typeLabel == "number"
    }

    /// Every column of a feed, in field order.
    public static func columns(of feed: Feed) -> [FeedTableColumn] {
        feed.fields.map { FeedTableColumn(field: $0, typeLabel: typeLabel(ofField: $0, in: feed)) }
    }

    /// The label of a field's type: the one place a table asks a feed what a column holds (`ColumnType.name`:
    /// `integer`, `number`, `bool`, `text`, `date`; `nil` for a field with nothing but nil so far).
    static func typeLabel(ofField field: String, in feed: Feed) -> String {
        feed.columnType(ofField: field)?.name ?? FieldKind.undetermined.name
    }
}
