import PlotlineCore
import XCTest
import PlotlineValues

final class DescriptorTests: XCTestCase {
    func testEveryTypeHasDocumentedUniqueMembers() {
        var names = Set<String>()
        for type in ModelTypes.all {
            XCTAssertTrue(names.insert(type.name).inserted, "\(type.name) is listed twice")
            XCTAssertFalse(type.doc.isEmpty, "\(type.name) has no doc")
            let properties = type.ownMembers.properties.map(\.name)
            XCTAssertEqual(Set(properties).count, properties.count, "\(type.name) repeats a property")
            for property in type.properties { XCTAssertFalse(property.doc.isEmpty, "\(type.name).\(property.name)") }
            for method in type.methods { XCTAssertFalse(method.doc.isEmpty, "\(type.name).\(method.name)") }
            for member in type.staticProperties { XCTAssertFalse(member.doc.isEmpty, "\(type.name).\(member.name)") }
        }
        for expected in ["XYGraph", "ScatterPlot", "PlotRange", "Color", "LineStyle", "TextStyle", "Fill", "Gradient",
                         "PlotSymbol", "Theme", "AxisLabelingPolicy", "Sign", "ScatterPlotInterpolation", "XYAxis"]
        {
            XCTAssertTrue(names.contains(expected), "\(expected) is missing from ModelTypes.all")
        }
    }

    func testEveryPropertyOfAGraphTreeIsReadable() throws {
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "a", x: [1, 2], y: [3, .nan])
        plot.plotSymbol = PlotSymbol(symbolType: .star, fill: Fill(gradient: Gradient(from: .red, to: .blue)))
        graph.add(plot)
        let objects: [Value] = [
            .object(graph), .object(graph.plotAreaFrame), .object(graph.plotAreaFrame.plotArea),
            .object(graph.axisSet ?? XYAxisSet()), .object(graph.xyAxisSet?.xAxis ?? XYAxis(coordinate: .x)),
            .object(graph.defaultPlotSpace ?? XYPlotSpace()), .object(plot),
        ]
        var values = objects
        while let value = values.popLast() {
            guard let type = value.typeDescriptor else { continue }
            for property in type.properties {
                let child = try value.value(forKey: property.name)
                if case .model = child { values.append(child) }
                if case .array(let elements) = child { values += elements.filter { if case .model = $0 { return true } else { return false } } }
            }
        }
    }

    func testInitializersAndStaticMembers() throws {
        let graphType = XYGraph.descriptor
        let initializer = try XCTUnwrap(graphType.initializers.first)
        let made = try initializer.invoke([.int(320), .int(200), Theme.plainBlack.scriptValue])
        guard case .object(let object) = made, let graph = object as? XYGraph else { return XCTFail("not a graph") }
        XCTAssertEqual(graph.bounds.size, Size(width: 320, height: 200))
        XCTAssertThrowsError(try initializer.invoke([.int(-1), .int(200), .none]))

        let ellipse = try XCTUnwrap(PlotSymbol.descriptor.staticMethods(named: "ellipse").first)
        XCTAssertEqual(try ellipse.invoke([]), PlotSymbol(symbolType: .ellipse).scriptValue)
        XCTAssertEqual(Color.descriptor.staticProperty(named: "red")?.value(), Color.red.scriptValue)
        XCTAssertEqual(AxisLabelingPolicy.descriptor.staticProperty(named: "automatic")?.value(), AxisLabelingPolicy.automatic.scriptValue)

        let scatter = ScatterPlot.descriptor.initializers.first { $0.parameters.map(\.label) == ["identifier", "x", "y"] }
        let made2 = try XCTUnwrap(scatter).invoke([.string("AllTests"), .array([.int(1), .int(2)]), .array([.int(3), .int(4)])])
        guard case .object(let plotObject) = made2, let plot = plotObject as? ScatterPlot else { return XCTFail() }
        XCTAssertEqual(plot.identifier, "AllTests")
        XCTAssertEqual(plot.yValues, [3, 4])
        XCTAssertThrowsError(try XCTUnwrap(scatter).invoke([.none, .array([.int(1)]), .array([])]))
    }

    func testColorConversions() throws {
        XCTAssertEqual(try Color.fromValue(.string("#ff000080")), Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        XCTAssertEqual(try Color.fromValue(.string("#0f0")), Color(red: 0, green: 1, blue: 0))
        XCTAssertThrowsError(try Color.fromValue(.string("red"))) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .valueError)
        }
        XCTAssertThrowsError(try Color.fromValue(.int(3))) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .typeError)
        }
        XCTAssertEqual(Color.red.summary, ".red")
        XCTAssertEqual(Color(red: 0.3, green: 1, blue: 0.3, alpha: 0.3).summary, "Color(red: 0.3, green: 1, blue: 0.3, alpha: 0.3)")
    }

    func testGraphManagesPlots() {
        let graph = XYGraph()
        let first = ScatterPlot(identifier: "first")
        let second = ScatterPlot(identifier: "second")
        graph.add(first)
        graph.insert(second, at: 0)
        XCTAssertEqual(graph.allPlots.map(\.identifier), ["second", "first"])
        XCTAssertTrue(graph.plot(withIdentifier: "first") === first)
        XCTAssertTrue(first.graph === graph)
        XCTAssertTrue(graph.removePlot(withIdentifier: "second"))
        XCTAssertFalse(graph.removePlot(withIdentifier: "second"))
        XCTAssertEqual(graph.allPlots.count, 1)
        let other = XYGraph()
        other.add(first)
        XCTAssertTrue(graph.allPlots.isEmpty, "adding a plot to another graph moves it")
    }

    func testSummaryNamesTitleSizeRangesAndPlots() {
        let graph = XYGraph()
        graph.title = "Test runs"
        graph.defaultPlotSpace?.xRange = PlotRange(location: 0, length: 50)
        graph.add(ScatterPlot(identifier: "AllTests", x: [1, 2, 3], y: [4, 5, 6]))
        XCTAssertEqual(graph.summary, "XYGraph \"Test runs\" 640×400, x 0…50, y 4…6, plots: AllTests (3 points)")
        XCTAssertEqual(Value.object(graph).typeName, "XYGraph")
    }

    func testSaveWithoutRendererIsAnIOError() {
        XCTAssertThrowsError(try XYGraph().save("/tmp/plotline-test.png")) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .ioError)
        }
        XCTAssertThrowsError(try XYGraph().save("/tmp/plotline-test.jpg")) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .valueError)
        }
    }
}
