import PlotlineValues

/// A value of a user enumeration: its case and the case's associated values, `.point(x: 1.0, y: 2.0)`.
struct UserEnumValue: @unchecked Sendable {
    /// The enumeration (values of one session stay on its thread).
    let userEnum: UserEnum
    /// The case's name.
    let caseName: String
    /// The associated values, in order (none for a case without payload).
    let payload: [Value]
    /// Their labels, nil where unlabelled.
    let labels: [String?]
}

extension UserEnumValue: ModelValue {
    /// The enumeration's descriptor.
    var typeDescriptor: TypeDescriptor { userEnum.descriptor }

    /// `Enum.name` or `Enum.name(label: value, …)`, as Swift's `String(reflecting:)` and a collection show it.
    var summary: String {
        "\(userEnum.name).\(description)"
    }

    /// `name` or `name(label: value, …)`, as Swift's `print` and `String(describing:)` write it.
    var description: String {
        guard !payload.isEmpty || userEnum.enumCase(named: caseName)?.associatedValues != nil else { return caseName }
        let values = zip(labels, payload).map { label, value in (label.map { "\($0): " } ?? "") + displayText(of: value) }
        return "\(caseName)(\(values.joined(separator: ", ")))"
    }

    static func == (lhs: UserEnumValue, rhs: UserEnumValue) -> Bool {
        lhs.userEnum === rhs.userEnum && lhs.caseName == rhs.caseName && lhs.payload == rhs.payload
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(userEnum))
        hasher.combine(caseName)
        hasher.combine(payload)
    }
}
