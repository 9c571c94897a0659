import Foundation
import PlotlineCore
import XCTest

final class ScaleTicksTests: XCTestCase {
    private let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    private func components(_ seconds: Double) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: Date(timeIntervalSince1970: seconds))
    }

    func testMonthTicksFallOnTheFirstOfTheMonth() {
        let start = 1_672_531_200.0  // 1 Jan 2023
        let ticks = AxisTicks.dates(
            in: PlotRange(location: start + 86_400 * 10, length: 86_400 * 300), preferredCount: 10, coarsening: 0,
            minorTicks: false)
        XCTAssertEqual(ticks.calendarUnit, .month)
        XCTAssertGreaterThan(ticks.major.count, 5)
        for tick in ticks.major {
            let parts = components(tick)
            XCTAssertEqual(parts.day, 1)
            XCTAssertEqual(parts.hour, 0)
        }
        let gaps = Set(zip(ticks.major, ticks.major.dropFirst()).map { Int(($1 - $0) / 86_400) })
        XCTAssertTrue(gaps.isSubset(of: [28, 29, 30, 31]), "gaps follow the calendar, not 30 days: \(gaps)")
    }

    func testCoarserMonthStepsStartTheYearsQuarters() {
        let start = 1_672_531_200.0
        let ticks = AxisTicks.dates(in: PlotRange(location: start, length: 86_400 * 900), preferredCount: 10, coarsening: 0, minorTicks: true)
        XCTAssertEqual(ticks.calendarUnit, .month)
        let months = Set(ticks.major.compactMap { components($0).month })
        XCTAssertEqual(months, [1, 4, 7, 10])
        XCTAssertFalse(ticks.minor.isEmpty)
    }

    func testWeekTicksAreMondaysAndHourTicksAreWholeHours() {
        let weeks = AxisTicks.dates(in: PlotRange(location: 1_709_251_200, length: 86_400 * 42), preferredCount: 7, coarsening: 0, minorTicks: true)
        XCTAssertEqual(weeks.calendarUnit, .week)
        XCTAssertTrue(weeks.major.allSatisfy { components($0).weekday == 2 })
        let hours = AxisTicks.dates(in: PlotRange(location: 1_718_409_600 + 1234, length: 86_400), preferredCount: 9, coarsening: 0, minorTicks: false)
        XCTAssertEqual(hours.calendarUnit, .hour)
        XCTAssertTrue(hours.major.allSatisfy { components($0).minute == 0 && components($0).hour.map { $0 % 3 == 0 } == true })
    }

    func testCoarseningMovesToTheNextCalendarStep() {
        let range = PlotRange(location: 1_718_409_600, length: 86_400)
        let fine = AxisTicks.dates(in: range, preferredCount: 13, coarsening: 0, minorTicks: false)
        let coarse = AxisTicks.dates(in: range, preferredCount: 13, coarsening: 1, minorTicks: false)
        XCTAssertLessThan(coarse.major.count, fine.major.count)
    }

    func testLogTicksAreDecadesWithMinorMultiples() {
        let ticks = AxisTicks.logarithmic(in: PlotRange(location: 1, length: 9999), coarsening: 0, minorTicks: true)
        XCTAssertEqual(ticks.major, [1, 10, 100, 1000, 10000])
        XCTAssertTrue(ticks.minor.contains(20))
        XCTAssertTrue(ticks.minor.contains(9000))
        let coarse = AxisTicks.logarithmic(in: PlotRange(location: 1, length: 1e8), coarsening: 1, minorTicks: false)
        XCTAssertEqual(coarse.major, [1, 100, 10000, 1e6, 1e8])
    }

    func testNarrowLogRangesUseOneTwoFive() {
        let ticks = AxisTicks.logarithmic(in: PlotRange(location: 2, length: 48), coarsening: 0, minorTicks: true)
        XCTAssertEqual(ticks.major, [2, 5, 10, 20, 50])
    }

    func testLogModulusTicksCrossZero() {
        let ticks = AxisTicks.logModulus(in: PlotRange(location: -1000, length: 101_000), coarsening: 0, minorTicks: false)
        XCTAssertEqual(ticks.major, [-1000, -100, -10, 0, 10, 100, 1000, 10000, 100_000])
    }

    func testAxisPicksTicksByScale() {
        let axis = XYAxis(coordinate: .y)
        axis.labelingPolicy = .automatic
        XCTAssertEqual(axis.ticks(in: PlotRange(location: 1, length: 999), scale: .log, axisLength: 300).major, [1, 10, 100, 1000])
        XCTAssertEqual(axis.ticks(in: PlotRange(location: -0.5, length: 4), scale: .category, axisLength: 300).major, [0, 1, 2, 3])
        axis.labelingPolicy = .fixedInterval
        XCTAssertEqual(axis.ticks(in: PlotRange(location: 1, length: 999), scale: .log, axisLength: 300).major, [1, 10, 100, 1000])
    }

    func testDefaultLabelsPerScale() throws {
        let graph = XYGraph()
        let space = try XCTUnwrap(graph.defaultPlotSpace)
        let axis = try XCTUnwrap(graph.xyAxisSet?.xAxis)
        space.setCategories(["North", "South"], for: .x)
        space.xScaleType = .category
        let indexTicks = AxisTicks(major: [0, 1], minor: [], majorInterval: 1)
        XCTAssertEqual(try axis.labelText(for: 1, ticks: indexTicks, space: space), "South")
        XCTAssertEqual(try axis.labelText(for: 2, ticks: indexTicks, space: space), "")
        space.xScaleType = .dateTime
        let months = AxisTicks(major: [1_704_067_200, 1_706_745_600], minor: [], majorInterval: 2_678_400, calendarUnit: .month)
        XCTAssertEqual(try axis.labelText(for: 1_704_067_200, ticks: months, space: space), "Jan 2024")
        XCTAssertEqual(try axis.labelText(for: 1_706_745_600, ticks: months, space: space), "Feb")
    }

    func testHostileRangesGiveNoTicksRatherThanTrapping() {
        XCTAssertEqual(AxisTicks.dates(in: PlotRange(location: 0, length: 1e300), preferredCount: 5, coarsening: 0, minorTicks: true), .empty)
        XCTAssertEqual(AxisTicks.dates(in: PlotRange(location: .nan, length: 1), preferredCount: 5, coarsening: 0, minorTicks: true), .empty)
        XCTAssertTrue(AxisTicks.logarithmic(in: PlotRange(location: 1e-300, length: 1e300), coarsening: 0, minorTicks: true).major.count <= 600)
        XCTAssertEqual(AxisTicks.logarithmic(in: PlotRange(location: -5, length: 1), coarsening: 0, minorTicks: true), .empty)
        XCTAssertEqual(AxisTicks.logModulus(in: PlotRange(location: 0, length: .infinity), coarsening: 0, minorTicks: true), .empty)
    }
}
