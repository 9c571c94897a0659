extension Parameter {
    /// Makes a parameter whose name is its label, from a Swift type that converts.
    init<T: ValueConvertible>(_ label: String?, _ swiftType: T.Type, default defaultValue: T? = nil) {
        self.init(label, nil, swiftType, default: defaultValue)
    }
}
