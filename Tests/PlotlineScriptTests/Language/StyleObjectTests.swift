import PlotlineCore
@testable import PlotlineScript
import XCTest

/// Core Plot's style objects as its users write them: made with `let` and changed afterwards (its mutable style
/// classes are classes), copied when given to a layer (its `copy` properties); other values stay immutable
/// through `let`.
final class StyleObjectTests: LanguageTestCase {

    func testAStyleMadeWithLetChangesAndALayerKeepsTheCopyItWasGiven() {
        XCTAssertEqual(value("""
            let lineStyle = MutableLineStyle()
            lineStyle.lineWidth = 3
            lineStyle.lineColor = .blue
            let plot = ScatterPlot(identifier: "runs")
            plot.dataLineStyle = lineStyle
            lineStyle.lineWidth = 7
            [plot.dataLineStyle!.lineWidth, lineStyle.lineWidth]
            """), "[3.0, 7.0]")
        XCTAssertEqual(value("""
            let symbol = PlotSymbol.ellipse()
            symbol.fill = Fill(color: .red)
            symbol.size = Size(width: 9, height: 9)
            let gradient = Gradient(beginningColor: .red, endingColor: .blue)
            gradient.gradientType = .radial
            let text = MutableTextStyle()
            text.fontSize = 14
            let shadow = Shadow()
            shadow.blurRadius = 4
            [symbol.size.width, text.fontSize, shadow.blurRadius]
            """), "[9.0, 14.0, 4.0]")
        XCTAssertEqual(value("plot.dataLineStyle.lineWidth = 2.5\nplot.dataLineStyle!.lineWidth"), "2.5", "the layer's own style still changes in place")
    }

    func testOtherValuesAndTheBindingItselfStayConstant() {
        XCTAssertEqual(error("let range = PlotRange(location: 0, length: 1)\nrange.length = 3")?.message,
                       "cannot assign to property: 'range' is a 'let' constant")
        XCTAssertEqual(error("let style = LineStyle()\nstyle = LineStyle(lineWidth: 2)")?.message,
                       "cannot assign to value: 'style' is a 'let' constant")
        XCTAssertEqual(value("type(of: MutableLineStyle())"), "LineStyle", "Core Plot's mutable class is the style itself")
    }
}
