import Foundation
import PlotlineValues

extension Plot {
    /// The field data labels show: `labelField`, else the plot's natural one.
    public var effectiveLabelField: PlotField? {
        labelField ?? defaultLabelField
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
            if let labelFormatter {
                let result = try labelFormatter.call([.double(anchor.value)])
                if case .string(let text) = result { return text }
                if let value = result.numericValue { return number.string(for: value) }
                if result.isNil { return "" }
                throw ModelError(
                    .typeError,
                    "the label formatter returned a value of type '\(result.typeName)'",
                    hint: "return a String, e.g. { value in \"\\(value)%\" }")
            }
            return number.string(for: anchor.value)
        }
    }

    /// Places this plot's data labels with `placer`, skipping any that would collide.
    ///
    /// - Throws: the label formatter's error.
    public func placeDataLabels(
        mapping: PlotSpaceMapping, placer: inout DataLabelPlacer, measurer: any TextMeasurer
    ) throws -> [PlacedText] {
        guard !hidden, let style = labelTextStyle, !style.color.isClear else { return [] }
        let anchors = dataLabelAnchors(mapping: mapping).filter { $0.point.x.isFinite && $0.point.y.isFinite }
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
