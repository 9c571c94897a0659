import JupyterKernel
import PlotlineTestSupport
import XCTest

@testable import PlotlineKernel

/// A chart made with `graph.addSeries` stays live: a record with a new group value, from a later cell or from a
/// followed file while the kernel is idle, adds a plot, and the shown chart is updated.
final class SeriesDisplayTests: XCTestCase {
    private let session = WidgetSession()

    private func showSeries(following path: String) throws -> String {
        let shown = session.run("""
            let stocks = Feed()
            stocks.follow("\(path)")
            let graph = XYGraph(width: 320, height: 200)
            graph.title = "Prices"
            graph.addSeries(from: stocks, by: "symbol", x: "t", y: "price")
            graph
            """)
        return try XCTUnwrap(shown.results.first?.displayID)
    }

    func testANewGroupFromALaterCellUpdatesTheShownChart() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("prices.csv", "symbol,t,price\nMSFT,0,39.8\nAMZN,0,64.6\n")
        let displayID = try showSeries(following: path)
        XCTAssertEqual(session.value("graph.allPlots.count"), "2")
        let cell = session.run("stocks.append([\"symbol\": \"IBM\", \"t\": 1, \"price\": 100.5])")
        XCTAssertEqual(cell.updates.map(\.displayID), [displayID], "one update of the shown chart")
        XCTAssertEqual(session.value("graph.allPlots.map { $0.identifier! }"), "[\"MSFT\", \"AMZN\", \"IBM\"]")
        XCTAssertEqual(session.value("graph.legend!.plots.count"), "3")
    }

    func testANewGroupFromAFollowedFileUpdatesTheShownChartWhileIdle() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("prices.csv", "symbol,t,price\nMSFT,0,39.8\nAMZN,0,64.6\n")
        let displayID = try showSeries(following: path)
        try scratch.append("prices.csv", "GOOG,1,102\n")
        var updates: [String] = []
        XCTAssertTrue(waitUntil {
            updates += session.idle().updates.map(\.displayID)
            return !updates.isEmpty
        })
        XCTAssertEqual(Set(updates), [displayID])
        XCTAssertEqual(session.value("graph.allPlots.map { $0.identifier! }"), "[\"MSFT\", \"AMZN\", \"GOOG\"]")
        _ = session.run("stocks.stop()")
    }
}
