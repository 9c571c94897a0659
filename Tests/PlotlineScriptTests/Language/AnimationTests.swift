import PlotlineCore
@testable import PlotlineScript
import XCTest

/// `Animation.animate` and `graph.animate(xAxisDuration:yAxisDuration:easing:)` from the language: the model holds
/// the final state at once, the graph keeps the animation to play, the charts library's easing names work, and
/// what cannot be animated is an error that says what can.
final class AnimationTests: LanguageTestCase {
    private func graph(_ name: String) -> Graph? {
        guard case .object(let object)? = harness.session.value(named: name) else { return nil }
        return object as? Graph
    }

    func testAnimateLeavesTheFinalStateAndAPendingAnimation() throws {
        value("""
            let g = XYGraph()
            let line = ScatterPlot(x: [0, 1, 2], y: [1, 3, 2])
            g.add(line)
            Animation.animate(g.defaultPlotSpace, property: "yRange", from: PlotRange(location: 0, length: 10), to: PlotRange(location: 0, length: 4), duration: 1.5, curve: .bounceOut)
            Animation.animate(line, property: "dataLineStyle.lineWidth", to: 4, duration: 1, delay: 1)
            g.animate(xAxisDuration: 2, easing: .easeInOutQuad)
            """)
        XCTAssertEqual(value("g.defaultPlotSpace.yRange"), "PlotRange(location: 0, length: 4)")
        XCTAssertEqual(value("line.dataLineStyle.lineWidth"), "4.0")
        let animation = try XCTUnwrap(graph("g")?.pendingAnimation)
        XCTAssertEqual(animation.periods.count, 2)
        XCTAssertEqual(animation.duration, 2)
        XCTAssertEqual(animation.growCurve, .quadraticInOut, "the charts library's easing name is Core Plot's curve")
        XCTAssertEqual(animation.periods[1].from, .double(1), "from defaults to the current value")
        XCTAssertEqual(animation.frameRate, 30)
        value("session.animationFrameRate = 12\nlet h = XYGraph()\nh.animate(yAxisDuration: 1)")
        XCTAssertEqual(graph("h")?.pendingAnimation?.frameRate, 12)
    }

    func testWhatCannotBeAnimatedSaysWhatCan() {
        value("let g = XYGraph()\nlet loose = ScatterPlot()")
        XCTAssertEqual(error("Animation.animate(loose, property: \"opacity\", to: 0.5, duration: 1)")?.message,
                       "this ScatterPlot belongs to no graph, so no picture shows its animation")
        XCTAssertEqual(error("Animation.animate(g, property: \"title\", from: \"a\", to: \"b\", duration: 1)")?.message,
                       "'title' cannot be animated: its values are of type 'String'")
        XCTAssertEqual(error("Animation.animate(g.defaultPlotSpace, property: \"xRange\", to: 3, duration: 1)")?.message,
                       "cannot animate from a PlotRange to a Int")
        XCTAssertEqual(error("Animation.animate(g, property: \"paddingLeft\", to: 3, duration: -1)")?.message,
                       "an animation's duration and delay are 0 or more seconds")
        XCTAssertEqual(error("g.animate(xAxisDuration: 100)")?.message, "an animation of 100.0 seconds is too long to show")
        XCTAssertEqual(error("Animation.animate(g, property: \"paddingLeft\", to: 3, duration: 1, curve: .bounceOt)")?.hint, "did you mean 'bounceOut'?")
        XCTAssertNil(graph("g")?.pendingAnimation, "failed calls leave no animation")
    }
}
