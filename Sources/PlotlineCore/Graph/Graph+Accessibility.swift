extension Graph {
    /// The words that stand for the chart where its picture cannot be seen, the alt text of its images:
    /// `accessibilityLabel` when set, else the title, else the one-line summary (type, size, ranges and plots).
    public var alternativeText: String {
        if let accessibilityLabel, !accessibilityLabel.isEmpty { return accessibilityLabel }
        if let title, !title.isEmpty { return title }
        return graphSummary
    }
}
