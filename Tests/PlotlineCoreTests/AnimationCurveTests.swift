import PlotlineCore
import XCTest

/// Core Plot's animation curves: every one starts at 0 and ends at 1, the In/Out/InOut forms mirror each other,
/// back and elastic pass beyond, bounce stays within; and an animation's frames fall on its frame rate.
final class AnimationCurveTests: XCTestCase {
    func testEveryCurveStartsAtZeroAndEndsAtOne() {
        XCTAssertEqual(AnimationCurve.allCases.count, 31)
        for curve in AnimationCurve.allCases {
            XCTAssertEqual(curve.value(at: 0), 0, accuracy: 1e-9, "\(curve)")
            XCTAssertEqual(curve.value(at: 1), 1, accuracy: 1e-9, "\(curve)")
        }
    }

    func testOutMirrorsInAndInOutIsHalfOfEach() {
        for family in ["back", "bounce", "circular", "elastic", "exponential", "sinusoidal", "cubic", "quadratic", "quartic", "quintic"] {
            guard let easeIn = AnimationCurve(rawValue: family + "In"), let easeOut = AnimationCurve(rawValue: family + "Out"),
                  let both = AnimationCurve(rawValue: family + "InOut") else { return XCTFail(family) }
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                XCTAssertEqual(easeOut.value(at: t), 1 - easeIn.value(at: 1 - t), accuracy: 1e-9, "\(family) at \(t)")
                if t <= 0.5 { XCTAssertEqual(both.value(at: t), easeIn.value(at: 2 * t) / 2, accuracy: 1e-9, "\(family) at \(t)") }
            }
            XCTAssertEqual(both.value(at: 0.5), 0.5, accuracy: 1e-9, family)
        }
        XCTAssertEqual(AnimationCurve.quadraticIn.value(at: 0.5), 0.25)
        XCTAssertEqual(AnimationCurve.cubicOut.value(at: 0.5), 0.875)
    }

    func testBackAndElasticOvershootAndBounceStaysWithin() {
        XCTAssertLessThan(AnimationCurve.backIn.value(at: 0.3), 0, "back winds up below the start")
        XCTAssertGreaterThan(AnimationCurve.backOut.value(at: 0.7), 1, "and overshoots the end")
        XCTAssertGreaterThan((1...99).map { AnimationCurve.elasticOut.value(at: Double($0) / 100) }.max() ?? 0, 1)
        let bounce = (0...100).map { AnimationCurve.bounceOut.value(at: Double($0) / 100) }
        XCTAssertTrue(bounce.allSatisfy { $0 >= 0 && $0 <= 1 + 1e-9 })
    }

    func testFramesFallOnTheFrameRateAndEndAtTheEnd() {
        var animation = GraphAnimation(frameRate: 30)
        animation.growDurationX = 2
        let times = animation.frameTimes(frameRate: animation.frameRate)
        XCTAssertEqual(times.count, 61)
        XCTAssertEqual(times[1], 1.0 / 30, accuracy: 1e-12)
        XCTAssertEqual(times.last, 2)
        animation.growDurationX = 0.05
        XCTAssertEqual(animation.frameTimes(frameRate: 30), [0, 1.0 / 30, 0.05], "the last frame is the end, not past it")
    }
}
