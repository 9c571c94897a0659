/// How a scatter plot's points are joined: the interpolation and its options, gathered for path building.
struct ScatterPlotLineShape: Hashable, Sendable {
    /// Straight, stepped, histogram or curved.
    var interpolation: ScatterPlotInterpolation = .linear
    /// The kind of curve for `.curved`.
    var curvedOption: ScatterPlotCurvedInterpolationOption = .normal
    /// The Catmull-Rom alpha for `.catmullCustomAlpha`.
    var customAlpha: Double = 0.5
    /// The step style for `.histogram`.
    var histogramOption: ScatterPlotHistogramOption = .normal
}
