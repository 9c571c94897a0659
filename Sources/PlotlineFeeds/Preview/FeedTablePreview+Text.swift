import PlotlineValues

extension FeedTablePreview {
    /// The most characters of the summary line that heads the text preview.
    static let summaryCharacters = 400

    /// The text a console shows: the feed's summary line, then its first arranged records in fixed-width columns
    /// (numbers aligned right, as many columns as fit in `Limits.textWidth`, "…" for the others), then how many
    /// records follow.
    ///
    /// ```
    /// Feed: 1000 records; t (date), latency (number)
    ///    t           latency
    /// 0  2024-01-01     12.5
    /// 1  2024-01-02     13
    /// … 998 more rows
    /// ```
    public var text: String {
        let summary = FeedCellText.cut(feed.summary, to: Self.summaryCharacters)
        let rowCount = min(max(limits.textRows, 0), feed.arrangedCount)
        guard !columns.isEmpty, rowCount > 0 else { return summary }
        let all = cells(rows: 0..<rowCount, columns: columns, limit: limits.textCellCharacters)
        var table = [indexColumn(rows: rowCount)]
        var width = table[0].width
        for (position, column) in columns.enumerated() {
            let candidate = textColumn(column, cells: all.map { $0[position] })
            let isLast = position == columns.count - 1
            // Room is kept for the "…" column unless this is the last column.
            guard width + 2 + candidate.width + (isLast ? 0 : 3) <= limits.textWidth else {
                table.append(TextColumn(lines: Array(repeating: "…", count: rowCount + 1), alignsRight: false))
                break
            }
            table.append(candidate)
            width += 2 + candidate.width
        }
        var lines = [summary]
        for line in 0...rowCount {
            let text = table.map { $0.padded(line) }.joined(separator: "  ")
            lines.append(String(text.reversed().drop(while: { $0 == " " }).reversed()))
        }
        let more = feed.arrangedCount - rowCount
        if more > 0 { lines.append("… \(Self.grouped(more)) more \(more == 1 ? "row" : "rows")") }
        return lines.joined(separator: "\n")
    }

    /// A column of the text preview: its header and cells as lines, and how they align.
    struct TextColumn {
        /// The header, then one line per record.
        let lines: [String]
        /// True for numbers.
        let alignsRight: Bool

        /// The widest line's width, in characters.
        var width: Int { lines.map(\.count).max() ?? 0 }

        /// Line `index` padded to the column's width.
        func padded(_ index: Int) -> String {
            let line = lines[index]
            let padding = String(repeating: " ", count: width - line.count)
            return alignsRight ? padding + line : line + padding
        }
    }

    /// The column of arranged indexes, with an empty header.
    private func indexColumn(rows: Int) -> TextColumn {
        TextColumn(lines: [""] + (0..<rows).map(String.init), alignsRight: false)
    }

    /// A feed column of the text preview: its name over its cells, each on one line, "nil" for missing values.
    private func textColumn(_ column: FeedTableColumn, cells: [String?]) -> TextColumn {
        let name = FeedCellText.cut(column.field, to: limits.textCellCharacters)
        return TextColumn(lines: ([name] + cells.map { $0 ?? "nil" }).map(Self.oneLine), alignsRight: column.alignsRight)
    }

    /// Text on one line: tabs, line breaks and other control characters as spaces.
    static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
