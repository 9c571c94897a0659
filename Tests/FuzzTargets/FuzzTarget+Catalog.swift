extension FuzzTarget {
    /// Every target, in the order `make fuzz` runs them.
    public static let all: [FuzzTarget] = [
        .csv, .csvStream, .json, .jsonRecords, .dates, .datePattern, .wire, .connectionFile, .keyPath, .png, .apng,
        .sqlValue,
    ]

    /// The target named `name`, if there is one.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
