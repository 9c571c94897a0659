import Foundation
import InterchangeFormats
import PlotlineFeeds
import PlotlineTestSupport
import PlotlineValues
import XCTest

/// Public files nobody here wrote (from vega_datasets, matplotlib and plotly on PyPI; notebooks/data/public), and the
/// same data as other tools export it (tools/derive_public_data.py: German Excel, US tab-separated text, R, Excel's
/// Unicode text, gzip), load with no options and the types a person expects.
final class DataPublicFilesTests: XCTestCase {
    private static let publicData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("notebooks/data/public")

    private func load(_ path: String) throws -> Feed {
        try Feed(csv: DataPublicFilesTests.publicData.appendingPathComponent(path).path)
    }

    private func types(_ feed: Feed) -> [String] {
        feed.fields.map { feed.columnType(ofField: $0)?.literal ?? "nil" }
    }

    private func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Value {
        date(Double(CivilCalendar.days(year: year, month: month, day: day) * 86_400 + hour * 3_600))
    }

    // MARK: - Seattle's weather, as vega_datasets ships it and as spreadsheets export it

    func testSeattleWeatherWithSlashedDates() throws {
        let weather = try load("vega/seattle-weather.csv")
        XCTAssertEqual(weather.count, 1_461)
        XCTAssertEqual(weather.fields, ["date", "precipitation", "temp_max", "temp_min", "wind", "weather"])
        XCTAssertEqual(types(weather), [".date(\"yyyy/MM/dd\")", ".number", ".number", ".number", ".number", ".text"])
        XCTAssertEqual(weather.value(at: 0, field: "date"), day(2012, 1, 1))
        XCTAssertEqual(weather.value(at: 1_460, field: "date"), day(2015, 12, 31))
        XCTAssertEqual(weather.value(at: 1, field: "precipitation"), .double(10.9))
        XCTAssertEqual(weather.value(at: 0, field: "weather"), .string("drizzle"))
        XCTAssertEqual(weather.sourceFormat?.description, "CSV, delimiter \",\", header, UTF-8")
    }

    func testTheGermanSpreadsheetExportReadsAsTheSameData() throws {
        let original = try load("vega/seattle-weather.csv")
        let german = try load("derived/seattle-weather-de.csv")
        XCTAssertEqual(german.fields, [
            "Datum", "Niederschlag (mm)", "Höchsttemperatur (°C)", "Tiefsttemperatur (°C)", "Wind (m/s)", "Wetter",
        ])
        XCTAssertEqual(types(german), [".date(\"dd.MM.yyyy\")", ".number", ".number", ".number", ".number", ".text"])
        XCTAssertEqual(german.sourceFormat?.description, "CSV, delimiter \";\", header, Windows-1252")
        XCTAssertEqual(german.column("Datum"), original.column("date"))
        XCTAssertEqual(german.column("Niederschlag (mm)"), original.column("precipitation"))
        XCTAssertEqual(german.column("Höchsttemperatur (°C)"), original.column("temp_max"))
        XCTAssertEqual(german.column("Wetter"), original.column("weather"))
    }

    func testTheUSTabSeparatedExportWithCRLFReadsAsTheSameData() throws {
        let original = try load("vega/seattle-weather.csv")
        let american = try load("derived/seattle-weather-us.tsv")
        XCTAssertEqual(american.fields, original.fields)
        XCTAssertEqual(types(american).first, ".date(\"MM/dd/yyyy\")")
        for field in original.fields { XCTAssertEqual(american.column(field), original.column(field), field) }
        XCTAssertEqual(american.sourceFormat?.delimiter, "\\t")
    }

    func testHourlyTemperaturesWithTimes() throws {
        let temperatures = try load("vega/seattle-temps.csv")
        XCTAssertEqual(temperatures.count, 8_759)
        XCTAssertEqual(types(temperatures), [".date(\"yyyy/MM/dd HH:mm\")", ".number"])
        XCTAssertEqual(temperatures.value(at: 1, field: "date"), day(2010, 1, 1, hour: 1))
    }

    // MARK: - Stock prices: long format, month names, gzip, UTF-16

    func testStockPricesWithMonthNames() throws {
        let stocks = try load("vega/stocks.csv")
        XCTAssertEqual(stocks.count, 560)
        XCTAssertEqual(types(stocks), [".text", ".date(\"MMM d yyyy\")", ".number"])
        XCTAssertEqual(stocks.value(at: 0, field: "date"), day(2000, 1, 1))
        XCTAssertEqual(stocks.value(at: 0, field: "price"), .double(39.81))
    }

    func testGzipAndExcelsUnicodeTextReadAsTheSameData() throws {
        let original = try load("vega/stocks.csv")
        for path in ["derived/stocks.csv.gz", "derived/stocks-utf16.txt"] {
            let copy = try load(path)
            XCTAssertEqual(copy.fields, original.fields, path)
            for field in original.fields { XCTAssertEqual(copy.column(field), original.column(field), "\(path): \(field)") }
        }
        XCTAssertEqual(try load("derived/stocks.csv.gz").sourceFormat?.isCompressed, true)
        XCTAssertEqual(try load("derived/stocks-utf16.txt").sourceFormat?.encoding, .utf16LittleEndian)
    }

    // MARK: - matplotlib's sample data: a preamble, empty cells, two-digit years, formatted numbers

    func testAPreambleLineIsPassedOverAndEmptyCellsAreNil() throws {
        let stocks = try load("matplotlib/Stocks.csv")
        XCTAssertEqual(stocks.fields.first, "Date")
        XCTAssertEqual(stocks.fields.count, 11)
        XCTAssertEqual(stocks.sourceFormat?.preambleRecords, 1)
        XCTAssertEqual(types(stocks).first, ".date(\"iso8601\")")
        XCTAssertEqual(stocks.value(at: 0, field: "AMZN"), .none)
        XCTAssertEqual(stocks.columnType(ofField: "AMZN"), .number)
    }

    func testTwoDigitYearsAndThousandsSeparators() throws {
        let prices = try load("matplotlib/msft.csv")
        XCTAssertEqual(types(prices), [
            ".date(\"d-MMM-yy\")", ".number", ".number", ".number", ".number", ".integer", ".number",
        ])
        XCTAssertEqual(prices.value(at: 0, field: "Date"), day(2003, 9, 19))
        let formatted = try load("derived/msft-formatted.csv")
        XCTAssertEqual(formatted.columnType(ofField: "Volume"), .integer)
        XCTAssertEqual(formatted.column("Volume"), prices.column("Volume"))
    }

    // MARK: - R's write.csv and plotly's gzipped datasets

    func testRsExportWithRowNamesQuotesAndNA() throws {
        let employment = try load("derived/us-employment-r.csv")
        XCTAssertEqual(Array(employment.fields.prefix(3)), ["field1", "month", "nonfarm"])
        XCTAssertEqual(employment.columnType(ofField: "field1"), .integer)
        XCTAssertEqual(employment.columnType(ofField: "month"), .date(.iso8601))
        XCTAssertEqual(employment.value(at: 3, field: "nonfarm_change"), .none)
        XCTAssertEqual(employment.columnType(ofField: "nonfarm_change"), .number, "pandas wrote 282.0 once the column had NA")
        XCTAssertEqual(employment.value(at: 0, field: "nonfarm_change"), .double(282))
    }

    func testPlotlysGzippedDatasetsWithBooleans() throws {
        let gapminder = try load("plotly/gapminder.csv.gz")
        XCTAssertEqual(gapminder.count, 1_704)
        XCTAssertEqual(gapminder.columnType(ofField: "pop"), .integer)
        XCTAssertEqual(gapminder.columnType(ofField: "lifeExp"), .number)
        XCTAssertEqual(gapminder.columnType(ofField: "country"), .text)
        let tips = try load("plotly/tips.csv.gz")
        XCTAssertEqual(tips.columnType(ofField: "smoker"), .bool)
        XCTAssertEqual(tips.value(at: 0, field: "smoker"), .bool(false))
        XCTAssertEqual(tips.columnType(ofField: "size"), .integer)
    }

    func testCarsJSONWithDatesAsStrings() throws {
        let cars = try Feed(json: DataPublicFilesTests.publicData.appendingPathComponent("vega/cars.json").path)
        XCTAssertEqual(cars.count, 406)
        XCTAssertEqual(cars.columnType(ofField: "Year"), .date(.iso8601), "dates read from JSON strings")
        XCTAssertEqual(cars.value(at: 0, field: "Year"), day(1970, 1, 1))
        XCTAssertEqual(cars.columnType(ofField: "Name"), .text)
    }
}
