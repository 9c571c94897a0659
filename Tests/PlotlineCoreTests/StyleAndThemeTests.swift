import PlotlineCore
import XCTest
import PlotlineValues

final class StyleAndThemeTests: XCTestCase {
    func testHueSaturationBrightnessRoundTrips() {
        let red = Color(hue: 0, saturation: 1, brightness: 1)
        XCTAssertEqual(red, Color(red: 1, green: 0, blue: 0))
        let teal = Color(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.4)
        XCTAssertEqual(teal.hue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(teal.saturation, 0.5, accuracy: 1e-9)
        XCTAssertEqual(teal.brightness, 0.8, accuracy: 1e-9)
        XCTAssertEqual(teal.alpha, 0.4)
        XCTAssertEqual(Color(hue: 1.25, saturation: 1, brightness: 1), Color(hue: 0.25, saturation: 1, brightness: 1))
        XCTAssertEqual(Color.blue.withAlpha(0.5).alpha, 0.5)
    }

    func testGradientsThroughSeveralColoursAndRadialGeometry() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        XCTAssertEqual(gradient.colorStops.map(\.position), [0, 0.5, 1])
        var radial = Gradient(from: .white, to: .black)
        radial.gradientType = .radial
        radial.startAnchor = Point(x: 0.25, y: 0.75)
        let geometry = radial.radialGeometry(in: Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(geometry.start, Point(x: 25, y: 25), "y is up: 0.75 is near the top")
        XCTAssertEqual(geometry.radius, (50.0 * 50 * 2).squareRoot(), accuracy: 1e-9)
    }

    func testShadowOffsetIsYUp() {
        let shadow = Shadow(offset: Size(width: 2, height: -3), blurRadius: 4)
        XCTAssertEqual(shadow.deviceOffset, Point(x: 2, y: 3))
        XCTAssertEqual(shadow.reach, 7)
        XCTAssertEqual(Shadow(blurRadius: .nan).clampedBlurRadius, 0)
    }

    func testBuiltInThemesByBothNames() {
        for (name, theme) in Theme.builtIn {
            XCTAssertEqual(Theme(named: name), theme)
            XCTAssertEqual(Theme(named: theme.name), theme)
        }
        XCTAssertEqual(Theme.darkGradient.plotAreaFrameCornerRadius, 10)
        XCTAssertNil(Theme(named: "Nope"))
    }

    func testUserThemesRegisterAndApplyInTheirSessionOnly() throws {
        var custom = Theme(name: "Unit Test Theme", basedOn: .slate)
        custom.graphFill = Fill(color: .orange)
        custom.labelTextStyle.fontSize = 9
        let session = ModelContext()
        try ModelContext.$current.withValue(session) {
            try Theme.register(custom, name: "Unit Test Theme")
            let found = try XCTUnwrap(Theme(named: "Unit Test Theme"))
            XCTAssertEqual(found.graphFill, Fill(color: .orange))
            let graph = XYGraph(theme: found)
            XCTAssertEqual(graph.fill, Fill(color: .orange))
            XCTAssertEqual(graph.xyAxisSet?.yAxis.labelTextStyle?.fontSize, 9)
            XCTAssertThrowsError(try Theme.register(custom, name: "Plain White"))
            XCTAssertTrue(Theme.all.contains { $0.name == "Unit Test Theme" })
        }
        ModelContext.$current.withValue(ModelContext()) {
            XCTAssertNil(Theme(named: "Unit Test Theme"), "another session does not see the theme")
        }
        XCTAssertNil(Theme(named: "Unit Test Theme"), "nor does code outside any session")
        XCTAssertThrowsError(try Theme.register(custom, name: "Elsewhere")) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .runtimeError)
        }
    }

    func testFontWeightAndItalicAreStyleProperties() throws {
        var root = Value.model(TextStyle())
        try root.setValue(.model(FontWeight.bold), forKey: "fontWeight")
        try root.setValue(.bool(true), forKey: "italic")
        guard case .model(let style as TextStyle) = root else { return XCTFail("not a text style") }
        XCTAssertEqual(style.fontWeight, .bold)
        XCTAssertTrue(style.italic)
        XCTAssertTrue(style.summary.contains("fontWeight: .bold"))
    }

    func testEveryNewTypeIsRegisteredForTheLanguage() {
        let names = Set(ModelTypes.all.map(\.name))
        for name in [
            "Legend", "TextLayer", "LayerAnnotation", "PlotSpaceAnnotation", "Shadow", "LimitBand", "LimitLine",
            "Constraints", "AxisLabel", "NumberFormatter", "TimeFormatter", "CalendarFormatter", "Formatter",
            "RectAnchor", "LegendPlacement", "FontWeight", "CalendarUnit", "NumberStyle", "Alignment",
        ] {
            XCTAssertTrue(names.contains(name), "\(name) is not in ModelTypes.all")
        }
    }
}
