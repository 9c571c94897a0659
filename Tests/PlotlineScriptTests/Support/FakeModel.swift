import PlotlineCore
import PlotlineValues

/// Every fake type, as `ModelTypes.all` will list the real ones.
enum FakeModel {
    static let types: [TypeDescriptor] = [
        FakeGraph.descriptor, FakeAxis.descriptor, FakeAxisSet.descriptor, FakePlot.descriptor, FakeColor.descriptor,
        FakeLineStyle.descriptor, FakeLabelingPolicy.descriptor, FakeTheme.descriptor, FakePlotSymbol.descriptor,
    ]
}
