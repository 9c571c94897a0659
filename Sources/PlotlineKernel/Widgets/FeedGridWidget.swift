import Foundation
import InterchangeFormats
import JupyterKernel
import PlotlineFeeds
import PlotlineValues

/// One feed shown as a scrollable grid: the anywidget model through which a display of a feed is shown where the
/// front end renders widgets (docs/feeds.md, "A feed as a table"; docs/interactive.md).
///
/// The display's bundle carries the HTML table and the text preview; the widget adds a grid over all the arranged
/// records, which the view asks for a page at a time as the user scrolls. The model's state names the columns, the
/// row count, the feed's revision and the first rows; each request (a custom message `{type: "rows", start, end,
/// seq}`) is answered with a custom message `{type: "rows", seq, revision, start, rows}` holding the cells' text
/// (null for nil) of at most `maximumCells` cells. When the feed changes, a state update gives the new columns, row
/// count and revision, and the view asks again for the rows it shows. Like a chart's, the display gains the widget
/// view once the view's module has loaded (its `ready`), so a front end without anywidget keeps the HTML table.
final class FeedGridWidget {
    /// The comm's id, which is also the model id the display's widget view names.
    let commID: String
    /// The display this widget shows the feed in.
    let displayID: String
    /// The request the display was made in; messages sent while idle are parented on it.
    let parent: ParentToken
    /// The notebook cell whose output shows the widget, when the front end names cells.
    let cellID: String?
    /// The feed shown; the grid keeps its last rows once nobody holds it.
    private(set) weak var feed: Feed?
    /// True once the front end loaded the view's module: the display then carries the widget view.
    private(set) var isReady = false
    /// True while the display still lacks the widget view although the widget is ready.
    private(set) var needsWidgetView = false
    /// The feed revision the view was last told about.
    private(set) var toldRevision: UInt64?
    /// When the view was last told about a change.
    private(set) var lastChangeSent: ContinuousClock.Instant?
    /// The newest page the view asked for and the kernel has not answered.
    private var request: (rows: Range<Int>, sequence: Int)?

    /// The view's ES module, compiled into the binary from `feed-grid.js`.
    static let viewModule = String(decoding: PackageResources.feed_grid_js, as: UTF8.self)
    /// The most cells one answer carries (a request for more gets the first rows of it; the view asks again).
    static let maximumCells = 20_000
    /// The most rows one answer carries.
    static let maximumRows = 1_000
    /// The first rows the model's state carries, so the grid shows them before it has asked for anything.
    static let firstRows = 100
    /// The most characters of a cell the grid receives (it cuts them further to its column's width).
    static let cellCharacters = 200

    /// A widget for a display of `feed`.
    init(commID: String, feed: Feed, displayID: String, parent: ParentToken, cellID: String? = nil) {
        self.commID = commID
        self.feed = feed
        self.displayID = displayID
        self.parent = parent
        self.cellID = cellID
    }

    // MARK: Messages from the view

    /// Handles a custom message from the view; returns false when it is not one this widget knows.
    @discardableResult
    func receive(_ content: JSONObject) -> Bool {
        switch content["type"]?.stringValue {
        case "ready":
            if !isReady { needsWidgetView = true }
            isReady = true
        case "rows":
            guard let start = content["start"]?.intValue, let end = content["end"]?.intValue, start >= 0, end >= start
            else { return false }
            request = (start..<end, content["seq"]?.intValue ?? 0)
        default:
            return false
        }
        return true
    }

    /// Counts the widget as ready before its view reports it, for front ends that show only the first display
    /// (Voilà): the display then names the widget view from the start.
    func assumeReady() {
        isReady = true
        needsWidgetView = false
    }

    /// Records that the display now carries the widget view.
    func markWidgetViewSent() {
        needsWidgetView = false
    }

    /// True when a page request waits to be answered.
    var hasRequest: Bool { request != nil }

    // MARK: Messages to the view

    /// The model's whole state, as `comm_open` and the answer to `request_state` carry it: anywidget's fields,
    /// the view's module, the columns, the row count and revision, and the first rows.
    func fullState() -> CommMessage {
        var state = ChartWidget.anywidgetState(module: Self.viewModule)
        state["_anywidget_id"] = "plotline.FeedGrid"
        state["grid_id"] = .string(commID)
        for (key, value) in shape().members { state[key] = value }
        if let feed {
            state["first_rows"] = .object(page(of: feed, rows: 0..<Self.firstRows, sequence: 0))
        }
        return CommMessage(
            commID: commID, data: ["state": .object(state), "buffer_paths": []],
            metadata: ["version": .string(ChartWidget.protocolVersion)])
    }

    /// A state update telling the view that the feed changed (its columns, row count and revision), or nil when it
    /// has not changed since the view was last told, or is gone.
    func changeUpdate(at now: ContinuousClock.Instant = .now) -> CommMessage? {
        guard let feed, feed.revision != toldRevision else { return nil }
        lastChangeSent = now
        return CommMessage(commID: commID, data: ["method": "update", "state": .object(shape()), "buffer_paths": []])
    }

    /// True when the feed changed since the view was last told.
    var hasChange: Bool {
        guard let feed else { return false }
        return feed.revision != toldRevision
    }

    /// The answer to the newest page request (at most `maximumCells` cells), as a custom message, or nil when none
    /// waits. A feed that is gone answers with no rows.
    func takeAnswer() -> CommMessage? {
        guard let request else { return nil }
        self.request = nil
        var content: JSONObject = ["type": "rows", "seq": .int(request.sequence), "start": .int(request.rows.lowerBound)]
        if let feed {
            content = page(of: feed, rows: request.rows, sequence: request.sequence)
        } else {
            content["rows"] = []
        }
        return CommMessage(commID: commID, data: ["method": "custom", "content": .object(content)])
    }

    /// The display bundle with the widget view added (once the view is ready), so front ends with widgets show the
    /// grid and others the HTML table.
    func bundle(adding table: MIMEBundle) -> MIMEBundle {
        guard isReady else { return table }
        var bundle = table
        bundle.data[ChartWidget.viewMIMEType] = ["model_id": .string(commID), "version_major": 2, "version_minor": 1]
        return bundle
    }

    // MARK: Content

    /// What the view needs to lay the grid out: the columns (name, type, and whether numbers align right), their
    /// widths, the row count, the revision and the counts line; records the revision as told.
    private func shape() -> JSONObject {
        guard let feed else { return [:] }
        toldRevision = feed.revision
        let preview = FeedTablePreview(feed)
        let columns = FeedTableColumn.columns(of: feed).map { column -> JSONValue in
            ["name": .string(column.field), "type": .string(column.typeLabel), "numeric": .bool(column.alignsRight)]
        }
        return [
            "columns": .array(columns), "widths": .array(Self.widths(of: feed).map(JSONValue.int)),
            "row_count": .int(feed.arrangedCount),
            "revision": .int(Int(truncatingIfNeeded: feed.revision)), "counts": .string(preview.countsDescription),
        ]
    }

    /// The most characters a column's width is measured in; wider text is cut by the view with "…".
    static let widestColumn = 40

    /// Each column's width in characters: its widest name, type or cell among the first and the last
    /// `firstRows` records (which hold the longest numbers of a feed that grows), at most `widestColumn`.
    static func widths(of feed: Feed) -> [Int] {
        let columns = FeedTableColumn.columns(of: feed)
        let count = feed.arrangedCount
        let sampled = Array(Set(Array(0..<min(count, firstRows)) + Array(max(0, count - firstRows)..<count))).sorted()
        let rows = FeedCellText.rows(of: feed, arranged: sampled, columns: columns, limit: widestColumn)
        return columns.enumerated().map { position, column in
            let cells = rows.map { $0[position]?.count ?? 0 }
            return min(([column.field.count, column.typeLabel.count] + cells).max() ?? 0, widestColumn)
        }
    }

    /// The cells of the arranged records in `rows` (those that exist, at most `maximumCells`) as a page.
    private func page(of feed: Feed, rows: Range<Int>, sequence: Int) -> JSONObject {
        let columns = FeedTableColumn.columns(of: feed)
        let most = min(Self.maximumRows, max(1, Self.maximumCells / max(columns.count, 1)))
        let start = min(rows.lowerBound, feed.arrangedCount)
        let range = start..<min(rows.upperBound, start + most, feed.arrangedCount)
        let cells = FeedCellText.rows(of: feed, arranged: range, columns: columns, limit: Self.cellCharacters)
        return [
            "type": "rows", "seq": .int(sequence), "start": .int(range.lowerBound),
            "revision": .int(Int(truncatingIfNeeded: feed.revision)), "row_count": .int(feed.arrangedCount),
            "rows": .array(cells.map { row in .array(row.map { $0.map(JSONValue.string) ?? .null }) }),
        ]
    }
}
