import PlotlineTestSupport
import PlotlineCore
import XCTest
import PlotlineValues

final class KeyValueCodingTests: XCTestCase {
    func testAxisIntervalThroughKeyPaths() throws {
        let graph = XYGraph()
        var root = Value.object(graph)
        try root.setValue(.int(10), forKeyPath: "axisSet.xAxis.majorIntervalLength")
        XCTAssertEqual(graph.xyAxisSet?.xAxis.majorIntervalLength, 10)
        XCTAssertEqual(try root.value(forKeyPath: "axisSet.xAxis.majorIntervalLength"), .double(10))
    }

    func testNestedWriteBackThroughValueTypes() throws {
        let plot = ScatterPlot(identifier: "AllTests")
        var root = Value.object(plot)
        try root.setValue(.int(3), forKeyPath: "dataLineStyle.lineWidth")
        try root.setValue(.string("#00ff00"), forKeyPath: "dataLineStyle.lineColor")
        XCTAssertEqual(plot.dataLineStyle?.lineWidth, 3)
        XCTAssertEqual(plot.dataLineStyle?.lineColor, Color(red: 0, green: 1, blue: 0))
        try root.setValue(Color.red.scriptValue, forKeyPath: "dataLineStyle.lineColor")
        XCTAssertEqual(try root.value(forKeyPath: "dataLineStyle.lineColor"), Color.red.scriptValue)
    }

    func testWrongTypesAreTypeErrorsNamingTheExpectedType() {
        var root = Value.object(XYGraph())
        XCTAssertThrowsError(try root.setValue(.string("ten"), forKeyPath: "axisSet.xAxis.majorIntervalLength")) { error in
            let modelError = error as? ModelError
            XCTAssertEqual(modelError?.kind, .typeError)
            XCTAssertTrue(modelError?.message.contains("Double") ?? false, modelError?.message ?? "")
        }
        XCTAssertThrowsError(try root.setValue(.string("blue-ish"), forKeyPath: "titleTextStyle.color")) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .valueError)
        }
        XCTAssertThrowsError(try root.setValue(.int(1), forKeyPath: "axisSet.xAxis.tickDirection")) { error in
            XCTAssertTrue((error as? ModelError)?.message.contains("Sign") ?? false)
        }
    }

    func testUnknownPropertySuggestsTheClosest() {
        var root = Value.object(XYGraph())
        XCTAssertThrowsError(try root.setValue(.string("x"), forKey: "titel")) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .propertyError)
            XCTAssertEqual((error as? ModelError)?.hint, "did you mean 'title'?")
        }
    }

    func testFillAcceptsColoursAndGradients() throws {
        let frame = XYGraph().plotAreaFrame
        var root = Value.object(frame)
        try root.setValue(Color.white.scriptValue, forKey: "fill")
        XCTAssertEqual(frame.fill, Fill(color: .white))
        let gradient = Gradient(from: .green, to: .clear, angle: -90)
        try root.setValue(gradient.scriptValue, forKey: "fill")
        XCTAssertEqual(frame.fill, Fill(gradient: gradient))
        try root.setValue(.none, forKey: "fill")
        XCTAssertNil(frame.fill)
    }

    func testPaddingIsAutomaticUntilSetAndNilRestoresIt() throws {
        let graph = XYGraph()
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 1200)
        var frame = Value.object(graph.plotAreaFrame)
        let automatic = try frame.value(forKey: "paddingLeft").numericValue ?? 0
        XCTAssertGreaterThan(automatic, 10, "automatic padding makes room for the y labels")
        try frame.setValue(.int(50), forKey: "paddingLeft")
        XCTAssertEqual(try frame.value(forKey: "paddingLeft"), .double(50))
        try frame.setValue(.none, forKey: "paddingLeft")
        XCTAssertEqual(try frame.value(forKey: "paddingLeft").numericValue ?? 0, automatic, accuracy: 0.001)
    }

    func testScatterPlotValuesTakeNilsForGaps() throws {
        let plot = ScatterPlot()
        var root = Value.object(plot)
        try root.setValue(.array([.int(1), .none, .double(2.5)]), forKey: "yValues")
        XCTAssertEqual(plot.yValues.count, 3)
        XCTAssertTrue(plot.yValues[1].isNaN)
        XCTAssertEqual(try root.value(forKey: "yValues"), .array([.double(1), .none, .double(2.5)]))
        try root.setValue(.range(ValueRange(bounds: .integer(0, 3), isClosed: false)), forKey: "xValues")
        XCTAssertEqual(plot.xValues, [0, 1, 2])
    }

    func testLabelFormatterTakesAClosure() throws {
        let axis = XYAxis(coordinate: .x)
        var root = Value.object(axis)
        let percent = NativeFunction(name: "percent", parameters: nil) { arguments in
            .string("\(Int(arguments.first?.numericValue ?? 0))%")
        }
        try root.setValue(.callable(percent), forKey: "labelFormatter")
        XCTAssertEqual(try axis.labelText(for: 40, ticks: .empty), "40%")
        XCTAssertThrowsError(try root.setValue(.int(3), forKey: "labelFormatter"))
    }
}
