import PlotlineCore
import PlotlineValues

/// An axis object with a number, an optional title, an enumeration and a read-only coordinate.
final class FakeAxis: ScriptObject, StaticallyDescribed, ValueConvertible {
    var majorIntervalLength: Double = 1
    var title: String?
    var labelingPolicy: FakeLabelingPolicy = .fixedInterval
    var axisLineStyle = FakeLineStyle()
    let coordinate: String

    init(coordinate: String) {
        self.coordinate = coordinate
    }

    class var descriptor: TypeDescriptor { table }

    private static let table: TypeDescriptor = TypeDescriptor(name: "XYAxis", doc: "An axis.", kind: .object) { members in
        members.properties = [
            .property("majorIntervalLength", \FakeAxis.majorIntervalLength, doc: "Ticks interval."),
            .property("title", \FakeAxis.title, doc: "The title."),
            .property("labelingPolicy", \FakeAxis.labelingPolicy, doc: "The labeling policy."),
            .property("axisLineStyle", \FakeAxis.axisLineStyle, doc: "The axis line."),
            .readOnly("coordinate", \FakeAxis.coordinate, doc: "x or y."),
        ]
    }
}
