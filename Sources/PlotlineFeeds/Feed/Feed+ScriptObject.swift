import PlotlineValues

extension Feed: ScriptObject, StaticallyDescribed, ValueConvertible {
    /// `Feed: 1000 records; t (date), latency (number), host (text); sorted by t; window 500; following "latency.csv"`.
    public var summary: String {
        var parts = ["\(count) record\(count == 1 ? "" : "s")"]
        if !fields.isEmpty {
            parts.append(table.columns.map { "\($0.name) (\(ColumnType(of: $0)?.name ?? "nil"))" }.joined(separator: ", "))
        }
        if filter != nil { parts.append("\(arrangedCount) arranged by a filter") }
        if !sortDescriptors.isEmpty {
            parts.append("sorted by " + sortDescriptors.map { $0.ascending ? $0.key : "\($0.key) descending" }.joined(separator: ", "))
        }
        if let window { parts.append("window \(window)") }
        if let groupLink { parts.append("group '\(groupLink.name)' of a feed grouped by \(groupLink.groups.field)") }
        parts.append(contentsOf: liveSourceDescriptions)
        if badRecordCount > 0 { parts.append("\(badRecordCount) bad records") }
        return "Feed: " + parts.joined(separator: "; ")
    }
}
