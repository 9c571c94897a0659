import PlotlineValues

/// A value of a struct declared in a cell: its stored properties by name, copied on assignment as Swift's structs.
struct UserStructValue: @unchecked Sendable {
    /// The struct's declaration and scope (values of one session stay on its thread).
    let userStruct: UserClass
    /// The stored properties' values.
    var storage: [String: Value]
}

extension UserStructValue: ModelValue {
    /// The struct's descriptor.
    var typeDescriptor: TypeDescriptor { userStruct.descriptor }

    /// `Point(x: 1.0, y: 2.0)`.
    var summary: String { userStruct.summary(of: storage) }

    static func == (lhs: UserStructValue, rhs: UserStructValue) -> Bool {
        lhs.userStruct === rhs.userStruct && lhs.storage == rhs.storage
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(userStruct))
        for key in storage.keys.sorted() {
            hasher.combine(key)
            hasher.combine(storage[key])
        }
    }
}
