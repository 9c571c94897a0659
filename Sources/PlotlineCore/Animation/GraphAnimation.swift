import Foundation
import PlotlineValues

/// The animation a graph plays when it is next shown: the property changes `Animation.animate` asked for and the
/// charts library's grow-in (`graph.animate(xAxisDuration:yAxisDuration:easing:)`). The graph already holds its
/// final state; the frames set the animated values for each moment and put the final ones back.
public struct GraphAnimation {
    /// The property changes.
    public var periods: [AnimationPeriod] = []
    /// How long plots take to grow in along x (records appear left to right), in seconds; 0 for none.
    public var growDurationX: Double = 0
    /// How long plots take to grow in along y (values rise from the base), in seconds; 0 for none.
    public var growDurationY: Double = 0
    /// The grow-in's curve.
    public var growCurve: AnimationCurve = .linear
    /// Frames per second.
    public var frameRate: Double

    /// Makes an empty animation played at `frameRate` frames a second.
    public init(frameRate: Double = 30) {
        self.frameRate = frameRate
    }

    /// The animation's length in seconds: when its last change ends.
    public var duration: Double {
        ([growDurationX, growDurationY] + periods.map(\.end)).max() ?? 0
    }

    /// The grow-in phases at `time`: how much of the records (x) and of the values (y) are shown, 0...1.
    public func growPhase(at time: Double) -> (x: Double, y: Double) {
        func phase(_ duration: Double) -> Double {
            duration > 0 ? growCurve.value(at: time / duration) : 1
        }
        return (phase(growDurationX), phase(growDurationY))
    }

    /// The times of the frames at `frameRate` frames a second: 0, 1/rate, … and the end itself.
    public func frameTimes(frameRate: Double) -> [Double] {
        let total = duration
        guard total > 0, frameRate > 0 else { return [0] }
        let steps = Int((total * frameRate).rounded(.up))
        return (0...steps).map { min(total, Double($0) / frameRate) }
    }

    /// The longest animation one display may play, in seconds.
    public static let maximumDuration = 60.0
}
