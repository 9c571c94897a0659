import PlotlineValues

/// The kind of curve a `.curved` scatter plot draws (Core Plot's `CPTScatterPlotCurvedInterpolationOption`).
public enum ScatterPlotCurvedInterpolationOption: String, ScriptEnumeration {
    /// A smooth Bézier spline through the points with continuous curvature (a natural cubic spline).
    case normal
    /// A Catmull-Rom spline with uniform parametrization (alpha 0).
    case catmullRomUniform
    /// A Catmull-Rom spline with centripetal parametrization (alpha 0.5): no cusps or self-intersections.
    case catmullRomCentripetal
    /// A Catmull-Rom spline with chordal parametrization (alpha 1).
    case catmullRomChordal
    /// A Catmull-Rom spline with `curvedInterpolationCustomAlpha`.
    case catmullCustomAlpha
    /// A monotone cubic Hermite spline: it never overshoots the data, so monotone data stays monotone.
    case hermiteCubic

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: ScatterPlotCurvedInterpolationOption) -> String {
        switch member {
        case .normal: return "A smooth Bézier spline with continuous curvature (natural cubic spline)."
        case .catmullRomUniform: return "A Catmull-Rom spline with uniform parametrization (alpha 0)."
        case .catmullRomCentripetal: return "A Catmull-Rom spline with centripetal parametrization (alpha 0.5)."
        case .catmullRomChordal: return "A Catmull-Rom spline with chordal parametrization (alpha 1)."
        case .catmullCustomAlpha: return "A Catmull-Rom spline with curvedInterpolationCustomAlpha."
        case .hermiteCubic: return "A monotone cubic Hermite spline that never overshoots the data."
        }
    }

    /// The Catmull-Rom alpha of the option, or nil for the other curves.
    func catmullRomAlpha(custom: Double) -> Double? {
        switch self {
        case .catmullRomUniform: return 0
        case .catmullRomCentripetal: return 0.5
        case .catmullRomChordal: return 1
        case .catmullCustomAlpha: return custom
        case .normal, .hermiteCubic: return nil
        }
    }
}
