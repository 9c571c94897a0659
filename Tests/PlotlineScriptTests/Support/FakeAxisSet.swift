import PlotlineCore
import PlotlineValues

/// An axis set holding two axes (read-only references).
final class FakeAxisSet: ScriptObject, StaticallyDescribed, ValueConvertible {
    let xAxis = FakeAxis(coordinate: "x")
    let yAxis = FakeAxis(coordinate: "y")

    class var descriptor: TypeDescriptor { table }

    private static let table: TypeDescriptor = TypeDescriptor(name: "XYAxisSet", doc: "Axes.", kind: .object) { members in
        members.properties = [
            .readOnly("xAxis", \FakeAxisSet.xAxis, doc: "The x axis."),
            .readOnly("yAxis", \FakeAxisSet.yAxis, doc: "The y axis."),
            .computed("axes", type: .array(.model(FakeAxis.descriptor)), doc: "Both axes.") { (set: FakeAxisSet) in
                .array([.object(set.xAxis), .object(set.yAxis)])
            },
        ]
    }
}
