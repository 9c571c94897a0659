/// The conversion of a plot space's data points to device points, reduced to two multiply-adds when both scales
/// are linear (a million points convert in a couple of milliseconds), else done by the mapping.
struct DeviceTransform {
    private let mapping: PlotSpaceMapping
    /// True when both scales are linear: the transform is two multiply-adds, monotonic in x and in y.
    let isLinear: Bool
    private let xOrigin, xStart, xScale: Double
    private let yOrigin, yStart, yScale: Double

    /// Makes the transform of a mapping.
    init(_ mapping: PlotSpaceMapping) {
        self.mapping = mapping
        isLinear = mapping.xScaleType == .linear && mapping.yScaleType == .linear
        xOrigin = mapping.xRange.location
        yOrigin = mapping.yRange.location
        xStart = mapping.viewX(xOrigin)
        yStart = mapping.viewY(yOrigin)
        xScale = mapping.xRange.length == 0 ? 0 : (mapping.viewX(mapping.xRange.end) - xStart) / mapping.xRange.length
        yScale = mapping.yRange.length == 0 ? 0 : (mapping.viewY(mapping.yRange.end) - yStart) / mapping.yRange.length
    }

    /// The device point of a data point.
    @inline(__always)
    func callAsFunction(_ x: Double, _ y: Double) -> Point {
        guard isLinear else { return Point(x: mapping.viewX(x), y: mapping.viewY(y)) }
        return Point(x: xStart + xScale * (x - xOrigin), y: yStart + yScale * (y - yOrigin))
    }

    /// The device x of a data x.
    @inline(__always)
    func x(_ x: Double) -> Double {
        isLinear ? xStart + xScale * (x - xOrigin) : mapping.viewX(x)
    }
}
