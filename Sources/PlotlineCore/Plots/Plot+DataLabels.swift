import Foundation
import PlotlineValues

extension Plot {
    /// The field data labels show: `labelField`, else the plot's natural one.
    public var effectiveLabelField: PlotField? {
        labelField ?? defaultLabelField
    }

    /// True when the plot draws data labels: it is shown and has a label style, or its data source gives texts.
    public var drawsDataLabels: Bool {
        !hidden && effectiveLabelTextStyle != nil
    }

    /// The style data labels are drawn in: `labelTextStyle`, else the default text style when the data source gives
    /// label texts (drawn as Core Plot draws the layers its `dataLabelForPlot:recordIndex:` returns), else nil.
    public var effectiveLabelTextStyle: TextStyle? {
        labelTextStyle ?? (cache.labels != nil ? TextStyle() : nil)
    }

    /// True when the data source gave a label text for record `index`.
    func dataSourceGivesLabel(at index: Int) -> Bool {
        guard let given = cache.labels, given.indices.contains(index) else { return false }
        return given[index] != nil
    }

    /// True when only the records whose data source gave a text get a label (no `labelTextStyle` asks for the rest).
    var labelsOnlyWhereGiven: Bool {
        labelTextStyle == nil && cache.labels != nil
    }

    /// The texts of the data labels for anchors: the data source's text when it gives one, else the formatter's
    /// result, else the value with as many fraction digits as the values need (at most three).
    ///
    /// - Throws: the label formatter's error.
    public func dataLabelTexts(for anchors: [DataLabelAnchor]) throws -> [String] {
        let digits = min(3, anchors.map { NumberLabelFormatter.fractionDigitsNeeded($0.value) }.max() ?? 0)
        let largest = anchors.map { abs($0.value) }.filter(\.isFinite).max() ?? 0
        let number = NumberLabelFormatter(
            fractionDigits: digits, usesGroupingSeparator: largest >= NumberLabelFormatter.groupingThreshold)
        return try anchors.map { anchor in
            if let labels = cache.labels, labels.indices.contains(anchor.index), let text = labels[anchor.index] {
                return text
            }
            guard anchor.value.isFinite else { return "" }
            if let labelFormatter { return try labelFormatter.label(for: anchor.value, ticks: nil) }
            return number.string(for: anchor.value)
        }
    }

    /// Places this plot's data labels with `placer`, skipping any that would collide.
    ///
    /// - Throws: the label formatter's error.
    public func placeDataLabels(
        mapping: PlotSpaceMapping, placer: inout DataLabelPlacer, measurer: any TextMeasurer
    ) throws -> [PlacedText] {
        guard !hidden, let style = effectiveLabelTextStyle, !style.color.isClear else { return [] }
        var anchors = dataLabelAnchors(mapping: mapping).filter { $0.point.x.isFinite && $0.point.y.isFinite }
        if labelsOnlyWhereGiven {
            anchors = anchors.filter { dataSourceGivesLabel(at: $0.index) }
        }
        let texts = try dataLabelTexts(for: anchors)
        var placed: [PlacedText] = []
        for (anchor, text) in zip(anchors, texts) where !text.isEmpty {
            let size = measurer.measure(text, style: style).size
            if let label = placer.place(
                text, style: style, size: size, at: anchor.point, placements: anchor.placements,
                offset: max(0, labelOffset) + max(0, anchor.clearance), rotation: labelRotation)
            {
                placed.append(label)
            }
        }
        return placed
    }
}
