import Foundation
import PlotlineValues

/// How an animation's progress follows time: Core Plot's `CPTAnimationCurve`s by their Swift names (`.linear`,
/// `.cubicInOut`, `.bounceOut` …); the charts library's easing names (`.easeInOutQuad` …) name the same curves.
public enum AnimationCurve: String, ScriptEnumeration {
    /// Constant speed.
    case linear
    /// Backs up a little, then goes.
    case backIn
    /// Overshoots, then settles.
    case backOut
    /// Backs up, overshoots, settles.
    case backInOut
    /// Bounces before leaving.
    case bounceIn
    /// Bounces on arrival.
    case bounceOut
    /// Bounces at both ends.
    case bounceInOut
    /// Starts slowly along a quarter circle.
    case circularIn
    /// Ends slowly along a quarter circle.
    case circularOut
    /// Slow at both ends, along quarter circles.
    case circularInOut
    /// Winds up like a spring.
    case elasticIn
    /// Springs past the end and rings down.
    case elasticOut
    /// Springs at both ends.
    case elasticInOut
    /// Starts very slowly, then rushes.
    case exponentialIn
    /// Rushes, then stops very slowly.
    case exponentialOut
    /// Very slow at both ends.
    case exponentialInOut
    /// Starts gently along a sine.
    case sinusoidalIn
    /// Ends gently along a sine.
    case sinusoidalOut
    /// Gentle at both ends.
    case sinusoidalInOut
    /// Accelerates with the cube of time.
    case cubicIn
    /// Decelerates with the cube of time.
    case cubicOut
    /// Cubic at both ends.
    case cubicInOut
    /// Accelerates with the square of time.
    case quadraticIn
    /// Decelerates with the square of time.
    case quadraticOut
    /// Quadratic at both ends.
    case quadraticInOut
    /// Accelerates with the fourth power of time.
    case quarticIn
    /// Decelerates with the fourth power of time.
    case quarticOut
    /// Quartic at both ends.
    case quarticInOut
    /// Accelerates with the fifth power of time.
    case quinticIn
    /// Decelerates with the fifth power of time.
    case quinticOut
    /// Quintic at both ends.
    case quinticInOut

    /// The progress at time fraction `t` (0...1): 0 at 0 and 1 at 1; back and elastic curves pass beyond.
    public func value(at t: Double) -> Double {
        let t = min(1, max(0, t))
        switch self {
        case .linear: return t
        case .backIn, .bounceIn, .circularIn, .elasticIn, .exponentialIn, .sinusoidalIn, .cubicIn, .quadraticIn, .quarticIn, .quinticIn:
            return easeIn(t)
        case .backOut, .bounceOut, .circularOut, .elasticOut, .exponentialOut, .sinusoidalOut, .cubicOut, .quadraticOut, .quarticOut, .quinticOut:
            return 1 - easeIn(1 - t)
        default:
            return t < 0.5 ? easeIn(2 * t) / 2 : 1 - easeIn(2 - 2 * t) / 2
        }
    }

    /// The curve's family accelerating from rest (its `In` form) at `t`.
    private func easeIn(_ t: Double) -> Double {
        switch family {
        case "back":
            let overshoot = 1.70158
            return t * t * ((overshoot + 1) * t - overshoot)
        case "bounce":
            return 1 - AnimationCurve.bounce(1 - t)
        case "circular":
            return 1 - (1 - t * t).squareRoot()
        case "elastic":
            guard t > 0, t < 1 else { return t }
            return -pow(2, 10 * (t - 1)) * sin((t - 1.075) * 2 * Double.pi / 0.3)
        case "exponential":
            return t == 0 ? 0 : pow(2, 10 * (t - 1))
        case "sinusoidal":
            return 1 - cos(t * Double.pi / 2)
        case "cubic": return t * t * t
        case "quadratic": return t * t
        case "quartic": return t * t * t * t
        case "quintic": return t * t * t * t * t
        default: return t
        }
    }

    /// A ball dropped at 1 bouncing to rest at 0, as Penner's bounce-out.
    private static func bounce(_ t: Double) -> Double {
        let n = 7.5625
        if t < 1 / 2.75 { return n * t * t }
        if t < 2 / 2.75 {
            let u = t - 1.5 / 2.75
            return n * u * u + 0.75
        }
        if t < 2.5 / 2.75 {
            let u = t - 2.25 / 2.75
            return n * u * u + 0.9375
        }
        let u = t - 2.625 / 2.75
        return n * u * u + 0.984375
    }

    /// The curve's family: `back`, `bounce`, … `quintic` (or `linear`).
    public var family: String {
        for suffix in ["InOut", "In", "Out"] where rawValue.hasSuffix(suffix) {
            return String(rawValue.dropLast(suffix.count))
        }
        return rawValue
    }

    /// A one-line summary of a curve, for `help`.
    public static func documentation(of member: AnimationCurve) -> String {
        switch member {
        case .linear: return "Constant speed."
        default:
            let ends = member.rawValue.hasSuffix("InOut") ? "at both ends" : member.rawValue.hasSuffix("In") ? "at the start" : "at the end"
            return "Core Plot's \(member.family) curve, easing \(ends)."
        }
    }
}
