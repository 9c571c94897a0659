import PlotlineCore
import PlotlineValues

/// An enumeration of labeling policies, used as implicit members (`.automatic`, `.none`).
enum FakeLabelingPolicy: String, CaseIterable, ModelValue, StaticallyDescribed, ValueConvertible {
    case none, automatic, fixedInterval

    var summary: String { ".\(rawValue)" }

    static let descriptor: TypeDescriptor = TypeDescriptor(name: "AxisLabelingPolicy", doc: "Labeling policies.", kind: .enumeration) { members in
        members.staticProperties = allCases.map { policy in StaticPropertyDescriptor(policy.rawValue, doc: policy.rawValue) { .model(policy) } }
    }
}
