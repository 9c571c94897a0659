import PlotlineCore
import XCTest
import PlotlineValues

final class LabelFormatterTests: XCTestCase {
    private func ticks(_ major: [Double], step: Double?) -> AxisTicks {
        AxisTicks(major: major, minor: [], majorInterval: step)
    }

    func testPercentMultipliesAndTakesTheStepsDigits() {
        let percent = NumberLabelFormatter(numberStyle: .percent)
        XCTAssertEqual(percent.label(for: 0.25, ticks: ticks([0, 0.25, 0.5], step: 0.25)), "25%")
        XCTAssertEqual(percent.label(for: 0.125, ticks: ticks([0.1, 0.125], step: 0.025)), "12.5%")
        XCTAssertEqual(percent.label(for: -0.5, ticks: ticks([-0.5, 0], step: 0.5)), "\u{2212}50%")
    }

    func testCurrencyGroupsFromAThousandAndShowsCentsOnlyWhenNeeded() {
        let dollars = NumberLabelFormatter(numberStyle: .currency)
        XCTAssertEqual(dollars.label(for: 1234.5, ticks: ticks([0, 1234.5], step: 0.5)), "$1,234.50")
        XCTAssertEqual(dollars.label(for: 2000, ticks: ticks([0, 1000, 2000], step: 1000)), "$2,000")
        XCTAssertEqual(dollars.label(for: -20, ticks: ticks([-20, 0], step: 10)), "\u{2212}$20")
        let euros = NumberLabelFormatter(numberStyle: .currency, currencySymbol: "€")
        XCTAssertEqual(euros.label(for: 800, ticks: ticks([600, 800], step: 200)), "€800")
    }

    func testAbbreviationsUseKMBTAndTrimZeros() {
        let short = NumberLabelFormatter(abbreviated: true)
        let steps = ticks([0, 500_000, 1_000_000, 1_500_000], step: 500_000)
        XCTAssertEqual(short.label(for: 500_000, ticks: steps), "500K")
        XCTAssertEqual(short.label(for: 1_000_000, ticks: steps), "1M")
        XCTAssertEqual(short.label(for: 1_500_000, ticks: steps), "1.5M")
        XCTAssertEqual(short.label(for: 3_400_000_000, ticks: nil), "3.4B")
        XCTAssertEqual(short.label(for: 0, ticks: steps), "0")
        let money = NumberLabelFormatter(numberStyle: .currency, abbreviated: true)
        XCTAssertEqual(money.label(for: 245_000, ticks: ticks([240_000, 245_000], step: 5000)), "$245K")
    }

    func testScientificWritesPowersOfTen() {
        let scientific = NumberLabelFormatter(numberStyle: .scientific)
        XCTAssertEqual(scientific.string(for: 1e7), "10⁷")
        XCTAssertEqual(scientific.string(for: 12_000), "1.2×10⁴")
        XCTAssertEqual(scientific.string(for: 0.001), "10⁻³")
    }

    func testPrefixSuffixAndFixedDigits() {
        let formatter = NumberLabelFormatter(fractionDigits: 1, prefix: "≈", suffix: " °C")
        XCTAssertEqual(formatter.label(for: 21, ticks: nil), "≈21.0 °C")
        XCTAssertEqual(NumberLabelFormatter(usesGroupingSeparator: false).label(for: 25_000, ticks: ticks([25_000], step: 5000)), "25000")
    }

    func testDurations() {
        XCTAssertEqual(TimeLabelFormatter.duration(0), "0s")
        XCTAssertEqual(TimeLabelFormatter.duration(45), "45s")
        XCTAssertEqual(TimeLabelFormatter.duration(215), "3m35s")
        XCTAssertEqual(TimeLabelFormatter.duration(180), "3m")
        XCTAssertEqual(TimeLabelFormatter.duration(3900), "1h05m")
        XCTAssertEqual(TimeLabelFormatter.duration(187_200), "2d4h")
        XCTAssertEqual(TimeLabelFormatter.duration(2.5, step: 0.5), "2.5s")
        XCTAssertEqual(TimeLabelFormatter.duration(-90), "\u{2212}1m30s")
    }

    func testDatesWithAPatternAndAReferenceDate() {
        let formatter = TimeLabelFormatter(dateFormat: "d MMM yyyy HH:mm", referenceDate: 1_717_200_000)
        XCTAssertEqual(formatter.label(for: 0, ticks: nil), "1 Jun 2024 00:00")
        XCTAssertEqual(formatter.label(for: 86_400 + 3600, ticks: nil), "2 Jun 2024 01:00")
        let lisbon = TimeLabelFormatter(dateFormat: "HH:mm", timeZone: "Asia/Tokyo")
        XCTAssertEqual(lisbon.label(for: 0, ticks: nil), "09:00")
    }

    func testCalendarFormatterCountsUnitsAndSkipsFractions() {
        let months = CalendarLabelFormatter(dateFormat: "MMM yyyy", referenceDate: 1_704_067_200, referenceCalendarUnit: .month)
        XCTAssertEqual(months.label(for: 0, ticks: nil), "Jan 2024")
        XCTAssertEqual(months.label(for: 13, ticks: nil), "Feb 2025")
        XCTAssertEqual(months.label(for: 1.5, ticks: nil), "")
        let days = CalendarLabelFormatter(dateFormat: "dd MMM", referenceDate: 1_717_200_000, referenceCalendarUnit: .day)
        XCTAssertEqual(days.label(for: 29, ticks: nil), "30 Jun")
    }

    func testAxisUsesFormatterValuesAndClosures() throws {
        let axis = XYAxis(coordinate: .y)
        var root = Value.object(axis)
        try root.setValue(.model(NumberLabelFormatter(numberStyle: .percent)), forKey: "labelFormatter")
        XCTAssertEqual(try axis.labelText(for: 0.5, ticks: ticks([0, 0.5], step: 0.5)), "50%")
        XCTAssertEqual(try root.value(forKeyPath: "labelFormatter").typeName, "NumberFormatter")
        try root.setValue(.none, forKey: "labelFormatter")
        XCTAssertEqual(try axis.labelText(for: 0.5, ticks: ticks([0, 0.5], step: 0.5)), "0.5")
        XCTAssertThrowsError(try root.setValue(.string("%"), forKey: "labelFormatter"))
    }

    func testFormatterNamespaceOffersImplicitMembers() throws {
        let percent = LabelFormatters.descriptor.staticProperty(named: "percent")?.value()
        guard case .model(let formatter as NumberLabelFormatter)? = percent else { return XCTFail("no .percent") }
        XCTAssertEqual(formatter.numberStyle, .percent)
        XCTAssertEqual(LabelFormatters.valueType.modelDescriptor?.name, "Formatter")
    }
}

extension LabelFormatterTests {
    func testHostileValuesDoNotTrap() {
        XCTAssertTrue(TimeLabelFormatter.duration(1e300).hasSuffix("s"))
        XCTAssertFalse(TimeLabelFormatter.duration(.infinity).isEmpty)
        XCTAssertEqual(TimeLabelFormatter(dateFormat: "yyyy").label(for: 1e200, ticks: nil), "")
        XCTAssertEqual(CalendarLabelFormatter(dateFormat: "yyyy", referenceCalendarUnit: .year).label(for: 1e12, ticks: nil), "")
        XCTAssertFalse(NumberLabelFormatter(numberStyle: .scientific).string(for: 1e300).isEmpty)
        XCTAssertEqual(NumberLabelFormatter(abbreviated: true).string(for: .nan), "NaN")
    }
}
