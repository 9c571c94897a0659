import PlotlineCore
import PlotlineValues

/// An instance of a class adopting `AxisDelegate` is asked before an axis labels its ticks, through its
/// `axis(_:shouldUpdateAxisLabelsAtLocations:)` method, given the major tick values as `[Double]`.
extension UserObject: AxisDelegate {
    func axis(_ axis: Axis, shouldUpdateAxisLabelsAt locations: [Double]) throws -> Bool {
        let answer = try callMethod("axis", [.object(axis), .array(locations.map(Value.double))])
        guard case .bool(let shouldLabel) = answer else {
            throw ModelError(
                .typeError, "axis(_:shouldUpdateAxisLabelsAtLocations:) of '\(userClass.name)' returned a \(answer.typeName)",
                hint: "return false after setting axis.axisLabels, or true to let the axis label its ticks")
        }
        return shouldLabel
    }
}
