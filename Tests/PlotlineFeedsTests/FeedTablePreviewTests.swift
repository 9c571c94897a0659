import PlotlineValues
import XCTest

@testable import PlotlineFeeds

/// A feed shown as a table: the HTML table and the text preview, their escaping, their bounds, and what they say
/// about a filtered or sorted feed.
final class FeedTablePreviewTests: XCTestCase {
    private let midnight = 1_704_412_800.0  // 2024-01-05T00:00:00Z

    private func mixedFeed() throws -> Feed {
        try Feed(records: [
            ["id": 1, "latency": .double(12.5), "host": "alpha", "t": .date(midnight)],
            ["id": 2, "latency": .double(3), "host": .missing, "t": .date(midnight + 37_800)],
            ["id": 3, "latency": .missing, "host": "gamma", "t": .missing],
        ])
    }

    /// The cells of the HTML table's body rows, in order, as their raw HTML.
    private func bodyCells(_ html: String) -> [String] {
        let body = html.components(separatedBy: "<tbody>")[1].components(separatedBy: "</tbody>")[0]
        return body.components(separatedBy: "<td").dropFirst().map { "<td" + $0.components(separatedBy: "</td>")[0] }
    }

    func testTheTableNamesEachColumnWithItsTypeAndShowsEveryRowOfASmallFeed() throws {
        let html = FeedTablePreview(try mixedFeed()).html
        XCTAssertTrue(html.hasPrefix("<div class=\"plotline-table\"><style>"))
        XCTAssertTrue(html.contains(
            "<tr><th class=\"pt-index\"></th><th class=\"pt-num\">id</th><th class=\"pt-num\">latency</th>"
                + "<th>host</th><th>t</th></tr>"))
        XCTAssertTrue(html.contains(
            "<tr class=\"pt-types\"><th class=\"pt-index\"></th><th class=\"pt-num\">integer</th>"
                + "<th class=\"pt-num\">number</th><th>text</th><th>date</th></tr>"))
        XCTAssertEqual(bodyCells(html), [
            "<td class=\"pt-num\">1", "<td class=\"pt-num\">12.5", "<td>alpha", "<td>2024-01-05T00:00:00Z",
            "<td class=\"pt-num\">2", "<td class=\"pt-num\">3.0", "<td class=\"pt-nil\" title=\"nil\">",
            "<td>2024-01-05T10:30:00Z",
            "<td class=\"pt-num\">3", "<td class=\"pt-nil\" title=\"nil\">", "<td>gamma", "<td class=\"pt-nil\" title=\"nil\">",
        ], "integers without a fraction, dates in ISO 8601 (with times, as one date has one), nil as an empty cell")
        XCTAssertTrue(html.contains("<th class=\"pt-index\">2</th>"))
        XCTAssertFalse(html.contains("…"), "nothing is left out")
        XCTAssertTrue(html.hasSuffix("<div class=\"plotline-table-counts\">3 rows × 4 columns</div></div>"))
    }

    func testAColumnOfDaysShowsDatesAloneFromItsFirstToItsLastRows() throws {
        let feed = try Feed(records: (0..<30).map { ["day": .date(midnight + Double($0) * 86_400)] })
        let html = FeedTablePreview(feed).html
        XCTAssertTrue(html.contains("<td>2024-01-05</td>") && html.contains("<td>2024-02-03</td>"), html)
        try feed.append(["day": .date(midnight + 30 * 86_400 + 1)])
        let mixed = FeedTablePreview(feed).html
        XCTAssertTrue(mixed.contains("<td>2024-01-05T00:00:00Z</td>"), "the first rows read like the last")
        XCTAssertTrue(mixed.contains("<td>2024-02-04T00:00:01Z</td>"))
    }

    func testTextAndNamesAreEscapedEverywhere() throws {
        let feed = try Feed(records: [
            ["<script>alert(1)</script>": "<script>alert('x')</script> & \"co\"", "a&b": 1],
        ])
        let html = FeedTablePreview(feed).html
        XCTAssertFalse(html.lowercased().contains("<script"), html)
        XCTAssertTrue(html.contains("<th>&lt;script&gt;alert(1)&lt;/script&gt;</th>"))
        XCTAssertTrue(html.contains("<td>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;co&quot;</td>"))
        XCTAssertTrue(html.contains("<th class=\"pt-num\">a&amp;b</th>"))
        let withoutStyle = html.replacingOccurrences(
            of: #"<style>[^<]*</style>"#, with: "", options: .regularExpression)
        XCTAssertFalse(withoutStyle.contains("&b"), "every & is a character reference")
    }

    func testAFeedOfTenMillionRowsGivesABoundedTable() throws {
        let rows = 10_000_000
        let feed = Feed()
        feed.table = FeedTable(columns: [
            FeedColumn(name: "n", kind: .number, numbers: ColumnBuffer((0..<rows).map(Double.init)), isIntegral: true),
            FeedColumn(name: "t", kind: .date, numbers: ColumnBuffer(repeating: midnight, count: rows), isIntegral: true),
        ])
        let preview = FeedTablePreview(feed)
        let html = preview.html
        XCTAssertLessThan(html.utf8.count, 8_000, "bounded whatever the feed holds")
        XCTAssertTrue(html.contains("<th class=\"pt-index\">9999999</th><td class=\"pt-num\">9999999</td>"))
        XCTAssertTrue(html.contains("<th class=\"pt-index\">9</th>") && !html.contains("<th class=\"pt-index\">10</th>"))
        XCTAssertTrue(html.contains("<tr class=\"pt-gap\" title=\"9,999,980 rows not shown\">"))
        XCTAssertTrue(html.contains("10,000,000 rows × 2 columns"))
        let text = preview.text
        XCTAssertLessThan(text.utf8.count, 1_000)
        XCTAssertTrue(text.hasSuffix("… 9,999,995 more rows"), text)
    }

    func testFiveHundredColumnsOfLongTextGiveABoundedTable() throws {
        let long = String(repeating: "é", count: 10_000)
        var columns: [FeedColumn] = []
        for index in 0..<500 {
            columns.append(FeedColumn(
                name: "c\(index)" + (index == 495 ? long : ""),
                strings: ColumnBuffer(repeating: index >= 490 ? long : "v\(index)", count: 40)))
        }
        let feed = Feed()
        feed.table = FeedTable(columns: columns)
        let preview = FeedTablePreview(feed)
        let html = preview.html
        XCTAssertLessThan(html.utf8.count, 60_000, "bounded whatever the feed holds")
        XCTAssertTrue(html.contains("<th class=\"pt-gap\" title=\"480 columns not shown\">…</th>"))
        XCTAssertTrue(html.contains("<th>c9</th>") && html.contains("<th>c490</th>") && !html.contains("<th>c10</th>"))
        XCTAssertTrue(html.contains("<td>" + String(repeating: "é", count: 49) + "…</td>"), "long text is cut")
        XCTAssertTrue(html.contains("<th>c495" + String(repeating: "é", count: 45) + "…</th>"), "long names too")
        XCTAssertTrue(html.contains("40 rows × 500 columns"))
        let text = preview.text
        XCTAssertLessThan(text.utf8.count, 2_000)
        XCTAssertTrue(text.components(separatedBy: "\n").dropFirst().allSatisfy { $0.count <= 100 }, text)
        XCTAssertTrue(text.components(separatedBy: "\n")[0].hasSuffix("…"), "the summary line is cut too")
    }

    func testAFilteredAndSortedFeedShowsItsArrangedRecordsAndSaysSo() throws {
        let feed = try Feed(records: (0..<30).map { ["i": .int($0), "y": .double(Double($0 * 7 % 30))] })
        try feed.setFilter(.native { record in (record.value(forField: "i")?.numericValue ?? 0) >= 5 })
        try feed.setSortDescriptors([SortDescriptor(key: "y", ascending: false)])
        let preview = FeedTablePreview(feed)
        XCTAssertEqual(preview.countsDescription, "25 rows × 2 columns, filtered from 30 records, sorted by y descending")
        let html = preview.html
        XCTAssertTrue(html.contains("<th class=\"pt-index\">24</th>") && !html.contains("<th class=\"pt-index\">25</th>"))
        XCTAssertTrue(html.contains("<tr class=\"pt-gap\" title=\"5 rows not shown\">"))
        let cells = bodyCells(html).filter { !$0.contains("…") }
        XCTAssertEqual(cells.prefix(4), ["<td class=\"pt-num\">17", "<td class=\"pt-num\">29.0",
                                         "<td class=\"pt-num\">21", "<td class=\"pt-num\">27.0"],
                       "a column of Doubles shows one number of decimals")
    }

    func testTheTextPreviewIsTheSummaryOverTheFirstRowsInFixedWidthColumns() throws {
        let feed = try mixedFeed()
        // A line break in text reads as a space.
        try feed.append(contentsOf: (4...9).map { ["id": .int($0), "host": .string("h\($0)\nnext")] })
        XCTAssertEqual(FeedTablePreview(feed).text, """
            \(feed.summary)
               id  latency  host     t
            0   1     12.5  alpha    2024-01-05T00:00:00Z
            1   2      3.0  nil      2024-01-05T10:30:00Z
            2   3      nil  gamma    nil
            3   4      nil  h4 next  nil
            4   5      nil  h5 next  nil
            … 4 more rows
            """)
        XCTAssertEqual(FeedTablePreview(Feed()).text, Feed().summary)
        let narrow = FeedTablePreview(feed, limits: { var limits = FeedTablePreview.Limits(); limits.textWidth = 24; return limits }())
        XCTAssertTrue(narrow.text.components(separatedBy: "\n")[1].hasSuffix("latency  …"), narrow.text)
    }

    func testCellsAreCutWithAnEllipsisAndCombiningMarksAreBounded() {
        XCTAssertEqual(FeedCellText.cut("abcdef", to: 6), "abcdef")
        XCTAssertEqual(FeedCellText.cut("abcdefg", to: 6), "abcde…")
        let marks = "e" + String(repeating: "\u{301}", count: 1_000)
        XCTAssertLessThanOrEqual(FeedCellText.cut(marks + "x", to: 6).unicodeScalars.count, 25)
        XCTAssertEqual(FeedCellText.text(of: .double(3), limit: 10), "3")
        XCTAssertEqual(FeedCellText.text(of: .bool(true), limit: 10), "true")
        XCTAssertNil(FeedCellText.text(of: .none, limit: 10))
        XCTAssertEqual(FeedTablePreview.grouped(1_234_567), "1,234,567")
        XCTAssertEqual(FeedTablePreview.grouped(999), "999")
    }
}
