import PlotlineCore
import XCTest

final class NumberLabelFormatterTests: XCTestCase {
    func testIntegralIntervalsHaveNoFractionDigits() {
        let formatter = NumberLabelFormatter(interval: 10)
        XCTAssertEqual(formatter.string(for: 10), "10")
        XCTAssertEqual(formatter.string(for: 0), "0")
    }

    func testFractionalIntervalsShowTheDigitsTheyNeed() {
        XCTAssertEqual(NumberLabelFormatter(interval: 0.5).string(for: 1), "1.0")
        XCTAssertEqual(NumberLabelFormatter(interval: 0.25).string(for: 0.75), "0.75")
        XCTAssertEqual(NumberLabelFormatter(interval: 0.1).string(for: 0.30000000000000004), "0.3")
        XCTAssertEqual(NumberLabelFormatter(interval: 10, origin: 2.5).string(for: 12.5), "12.5")
    }

    func testNegativeNumbersUseAMinusSignAndZeroHasNoSign() {
        let formatter = NumberLabelFormatter(interval: 1)
        XCTAssertEqual(formatter.string(for: -3), "\u{2212}3")
        XCTAssertEqual(formatter.string(for: -0.0), "0")
        XCTAssertEqual(formatter.string(for: -0.0000001), "0")
    }

    func testThousandsAreGroupedOnlyForLargeAxes() {
        XCTAssertEqual(NumberLabelFormatter(interval: 5, largestMagnitude: 2025).string(for: 2020), "2020")
        let large = NumberLabelFormatter(interval: 500_000, largestMagnitude: 2_500_000)
        XCTAssertEqual(large.string(for: 2_500_000), "2,500,000")
        XCTAssertEqual(large.string(for: 5000), "5,000")
        XCTAssertEqual(large.string(for: -1_250_000), "\u{2212}1,250,000")
    }

    func testFractionDigitsNeeded() {
        XCTAssertEqual(NumberLabelFormatter.fractionDigitsNeeded(200), 0)
        XCTAssertEqual(NumberLabelFormatter.fractionDigitsNeeded(0.2), 1)
        XCTAssertEqual(NumberLabelFormatter.fractionDigitsNeeded(0.025), 3)
    }
}
