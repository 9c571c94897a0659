import PlotlineValues

extension PlotSpace: ScriptObject, StaticallyDescribed, ValueConvertible {
    /// `XYPlotSpace x 0…50, y 0…1200`.
    public var summary: String {
        guard let space = self as? XYPlotSpace else { return typeDescriptor.name }
        return "\(typeDescriptor.name) x \(formatNumber(space.xRange.location))…\(formatNumber(space.xRange.end)), "
            + "y \(formatNumber(space.yRange.location))…\(formatNumber(space.yRange.end))"
    }
}
