import PlotlineCore
import PlotlineValues

/// An instance of a class adopting `Formatter` labels an axis (or a plot's data labels) through its
/// `string(for:)` method, as an `NSFormatter` subclass does in Core Plot; nil or "" hides the label.
extension UserObject: LabelFormatter {
    func label(for value: Double, ticks: AxisTicks?) throws -> String {
        let answer = try callMethod("string", [.double(value)])
        switch answer {
        case .none: return ""
        case .string(let text): return text
        default:
            throw ModelError(
                .typeError, "string(for:) of '\(userClass.name)' returned a \(answer.typeName)",
                hint: "return a String, or nil to leave the label out")
        }
    }
}
