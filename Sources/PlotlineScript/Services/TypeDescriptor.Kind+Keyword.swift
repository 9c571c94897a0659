import PlotlineCore
import PlotlineValues

extension TypeDescriptor.Kind {
    /// The Swift keyword that declares a type of this kind, as help and the reference name it.
    var keyword: String {
        switch self {
        case .object: return "class"
        case .value: return "struct"
        case .enumeration: return "enum"
        case .namespace: return "namespace"
        case .protocol: return "protocol"
        }
    }
}
