import PlotlineValues

extension FeedTablePreview {
    /// The class of the table's outer element; every rule of its style is scoped under it.
    public static let htmlClass = "plotline-table"

    /// The table as HTML: a scoped `<style>`, a `<table>` whose header names each column with its type under the
    /// name, a row per shown record (its arranged index first), a "…" row and column where records or columns are
    /// left out, and the counts below. Every text is HTML-escaped.
    public var html: String {
        let shown = shownColumns
        var html = "<div class=\"\(Self.htmlClass)\">\(FeedTableStyle.css)<table class=\"\(Self.htmlClass)-grid\">"
        html += "<thead>" + headerRow(shown) + typeRow(shown) + "</thead><tbody>"
        let spans = rowSpans
        let indexes = spans.flatMap { span -> [Int] in
            if case .shown(let rows) = span { return Array(rows) } else { return [] }
        }
        // Read together, so that the first and the last rows write a column's dates alike.
        var cells = FeedCellText.rows(
            of: feed, arranged: indexes, columns: shown.compactMap(\.column), limit: limits.cellCharacters
        ).makeIterator()
        for span in spans {
            switch span {
            case .shown(let rows):
                for index in rows { html += bodyRow(index: index, cells: cells.next() ?? [], shown: shown) }
            case .elided(let count):
                html += gapRow(count, shown: shown)
            }
        }
        html += "</tbody></table><div class=\"\(Self.htmlClass)-counts\">\(countsDescription.htmlEscaped)</div></div>"
        return html
    }

    /// A column position of the HTML table: a column of the feed, or the gap standing for the columns left out.
    struct ShownColumn {
        /// The feed's column, or nil for the gap.
        let column: FeedTableColumn?
        /// How many columns the gap stands for.
        let elided: Int
    }

    /// The table's column positions, left to right.
    var shownColumns: [ShownColumn] {
        columnSpans.flatMap { span -> [ShownColumn] in
            switch span {
            case .shown(let range): return columns[range].map { ShownColumn(column: $0, elided: 0) }
            case .elided(let count): return [ShownColumn(column: nil, elided: count)]
            }
        }
    }

    private func headerRow(_ shown: [ShownColumn]) -> String {
        var html = "<tr><th class=\"pt-index\"></th>"
        for position in shown {
            guard let column = position.column else {
                html += "<th class=\"pt-gap\" title=\"\(Self.grouped(position.elided)) columns not shown\">…</th>"
                continue
            }
            let name = FeedCellText.cut(column.field, to: limits.cellCharacters)
            html += "<th\(alignment(column))>\(name.htmlEscaped)</th>"
        }
        return html + "</tr>"
    }

    private func typeRow(_ shown: [ShownColumn]) -> String {
        var html = "<tr class=\"pt-types\"><th class=\"pt-index\"></th>"
        for position in shown {
            guard let column = position.column else {
                html += "<th class=\"pt-gap\"></th>"
                continue
            }
            html += "<th\(alignment(column))>\(column.typeLabel.htmlEscaped)</th>"
        }
        return html + "</tr>"
    }

    private func bodyRow(index: Int, cells: [String?], shown: [ShownColumn]) -> String {
        var html = "<tr><th class=\"pt-index\">\(index)</th>"
        var cellIterator = cells.makeIterator()
        for position in shown {
            guard let column = position.column else {
                html += "<td class=\"pt-gap\">…</td>"
                continue
            }
            guard let text = cellIterator.next() ?? nil else {
                html += "<td class=\"pt-nil\" title=\"nil\"></td>"
                continue
            }
            html += "<td\(alignment(column))>\(text.htmlEscaped)</td>"
        }
        return html + "</tr>"
    }

    private func gapRow(_ count: Int, shown: [ShownColumn]) -> String {
        let title = "\(Self.grouped(count)) rows not shown"
        var html = "<tr class=\"pt-gap\" title=\"\(title)\"><th class=\"pt-index\">…</th>"
        for position in shown {
            html += position.column.map { "<td\(alignment($0))>…</td>" } ?? "<td class=\"pt-gap\">…</td>"
        }
        return html + "</tr>"
    }

    /// The class attribute that aligns a column's cells right, or nothing.
    private func alignment(_ column: FeedTableColumn) -> String {
        column.alignsRight ? " class=\"pt-num\"" : ""
    }
}
