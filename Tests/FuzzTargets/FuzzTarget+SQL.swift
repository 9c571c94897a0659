@testable import PlotlineFeeds

extension FuzzTarget {
    /// A value as PostgreSQL's text format gives it (the first byte picks the column's type), made a feed cell for
    /// the column's declared type (the first line after it); and the first line read as a database URL.
    static let sqlValue = FuzzTarget(
        name: "sql-value", summary: "PostgreSQL text values typed by column, made feed cells; database URLs parsed"
    ) { bytes in
        guard let selector = bytes.first else { return false }
        let (declared, rest) = FuzzInput.firstLineAndRest(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
        let declaredType = String(decoding: declared, as: UTF8.self)
        let text = String(decoding: rest, as: UTF8.self)
        let types: [UInt32] = [16, 20, 21, 23, 26, 700, 701, 1700, 25, 1082, 1114, 1184]
        let value = PostgresConnection.value(text, type: types[Int(selector) % types.count])
        let cell = value.fieldValue(declaredType: declaredType)
        if case .date(let seconds) = cell, case .text = value {
            require(seconds.isFinite, "'\(text)' in a \(declaredType) column is the date \(seconds)")
        }
        let isURL = (try? DatabaseURL(declaredType)) != nil
        return isURL || cell != .missing
    }
}
