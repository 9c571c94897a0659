import PlotlineValues

extension FeedRecordProxy: ScriptObject, StaticallyDescribed, ValueConvertible {
    /// The scripting description of a feed record: no properties of its own, so every name is a field.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "FeedRecord",
        doc: "One record of a feed, read live from its columns: record.latency, record.value(forKey: \"t\").",
        kind: .object
    ) { _ in }

    /// The field's value.
    public func dynamicValue(forKey key: String) -> Value? {
        value(forField: key)
    }

    /// The field names.
    public var dynamicKeys: [String] { fields }

    /// `FeedRecord(t: 1.5, latency: 230, host: "a")`.
    public var summary: String {
        if feed != nil && index == nil { return "FeedRecord(removed)" }
        let parts = fields.map { field -> String in
            let value = value(forField: field) ?? .none
            switch value {
            case .string(let text): return "\(field): \"\(text)\""
            case .none: return "\(field): nil"
            case .int(let int): return "\(field): \(int)"
            case .double(let double): return "\(field): \(formatNumber(double))"
            default: return "\(field): \(value.literalDescription)"
            }
        }
        return "FeedRecord(\(parts.joined(separator: ", ")))"
    }
}
