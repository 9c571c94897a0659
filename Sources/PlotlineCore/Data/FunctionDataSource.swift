import PlotlineValues

/// A data source for y = f(x) (Core Plot's `CPTFunctionDataSource`): the plot shows the function sampled about
/// once per device pixel across the visible x range, so it stays smooth at any size and follows every change of
/// the range (`FunctionDataSource { x in sin(x) }`).
///
/// The samples are taken while the graph renders: after a range or size change the next drawing samples again.
public final class FunctionDataSource: ModelObject, PlotDataSource {
    /// The scripting description of this class.
    public class var descriptor: TypeDescriptor { functionDataSourceTable }

    /// The function `(Double) -> Double?` of x; nil or a non-finite result leaves a gap.
    public let function: any Callable
    /// The largest distance between samples, in device pixels (Core Plot's `resolution`).
    public var resolution: Double = 1 {
        didSet {
            if !(resolution.isFinite && resolution > 0) { resolution = 1 }
            resample()
        }
    }
    /// The x values to sample, or nil for the plot space's visible x range (Core Plot's `dataRange`).
    public var dataRange: PlotRange? { didSet { resample() } }

    /// The most samples taken, whatever the size and resolution.
    static let maximumSamples = 20_000
    /// The pixels per point assumed for vector output (SVG, PDF), which may be zoomed.
    static let vectorPixelScale = 2.0

    private var sampling: Sampling?
    private var plots: [WeakPlot] = []

    /// Makes a source for the function.
    public init(function: any Callable) {
        self.function = function
        super.init()
    }

    // MARK: - Sampling

    /// Where the samples lie: `count` values of x evenly spread over `range`, ends included.
    struct Sampling: Equatable {
        var range: PlotRange
        var count: Int

        func x(at index: Int) -> Double {
            count < 2 ? range.location : range.location + range.length * Double(index) / Double(count - 1)
        }
    }

    /// The sampling for a plot area `width` points wide at `pixelScale` pixels per point, over `xRange` (or
    /// `dataRange`, clipped to what is visible).
    func sampling(xRange: PlotRange, width: Double, pixelScale: Double) -> Sampling {
        let range: PlotRange
        if let dataRange {
            range = dataRange.intersection(xRange) ?? PlotRange(location: dataRange.location, length: 0)
        } else {
            range = xRange
        }
        let visibleShare = xRange.length == 0 ? 1 : min(1, abs(range.length / xRange.length))
        let pixels = max(1, width * max(pixelScale, 1) * visibleShare)
        let count = Int(min(Double(Self.maximumSamples), (pixels / resolution).rounded(.up) + 1))
        return Sampling(range: range, count: max(2, count))
    }

    /// Adopts the sampling a plot is drawn with; true when it differs from the one the plot holds (it must fetch
    /// again). The plot is remembered so that a new resolution or data range redraws it.
    func adopt(_ newSampling: Sampling, for plot: Plot) -> Bool {
        plots.removeAll { $0.plot == nil || $0.plot === plot }
        plots.append(WeakPlot(plot: plot))
        guard newSampling != sampling || plot.cachedDataCount != newSampling.count else { return false }
        sampling = newSampling
        return true
    }

    /// Makes the plots drawn from this source sample again when next drawn.
    private func resample() {
        sampling = nil
        for plot in plots.compactMap(\.plot) { plot.setDataNeedsReloading() }
    }

    // MARK: - PlotDataSource

    /// The number of samples.
    public func numberOfRecords(for plot: Plot) throws -> Int {
        sampling?.count ?? 0
    }

    /// The sampled x values, or f of them; other fields are not supplied.
    public func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) throws -> [Double]? {
        guard let sampling else { return Array(repeating: .nan, count: range.count) }
        switch field {
        case .xValues:
            return range.map(sampling.x(at:))
        case .yValues:
            return try range.map { try value(at: sampling.x(at: $0)) }
        default:
            return nil
        }
    }

    private func value(at x: Double) throws -> Double {
        let result = try function.call([.double(x)])
        guard let number = result.numericValue, number.isFinite else {
            if result.isNil || result.numericValue != nil { return .nan }
            throw ModelError(
                .typeError, "the function of a FunctionDataSource returned a value of type '\(result.typeName)'",
                hint: "return a Double, or nil for a gap")
        }
        return number
    }
}
