import Foundation
import PlotlineFeeds

/// Places a pie chart's outside labels: each label starts level with its slice on that slice's side of the pie,
/// labels on one side are pushed apart until none overlaps another (Core Plot issue #16), and a leader line runs
/// from the slice's rim to an elbow on a circle just outside the pie and then level to the label.
struct PieLabelLayout {
    /// A label with its leader line.
    struct Label {
        /// The placed text.
        var text: PlacedText
        /// The leader line from the slice to the text.
        var leader: Path
    }

    /// The pie's centre.
    var center: Point
    /// The pie's outer radius.
    var radius: Double
    /// The distance from the rim to the elbow circle.
    var offset: Double
    /// The rectangle labels are kept within vertically.
    var bounds: Rect

    private struct Entry {
        var slice: PieSlice
        var text: String
        var size: Size
        var y: Double
        var isRight: Bool
    }

    /// The labels of the slices, in slice order; labels that cannot be kept apart are left out.
    func place(slices: [PieSlice], texts: [String], style: TextStyle, measurer: any TextMeasurer) -> [Label] {
        var entries: [Entry] = []
        for (slice, text) in zip(slices, texts) where !text.isEmpty {
            let angle = slice.medianAngle
            let reach = radius + slice.radialOffset + offset
            entries.append(Entry(
                slice: slice, text: text, size: measurer.measure(text, style: style).size,
                y: center.y - reach * sin(angle), isRight: cos(angle) >= -1e-9))
        }
        var labels: [Label] = []
        for isRight in [true, false] {
            let side = spreadApart(entries.filter { $0.isRight == isRight })
            labels += side.map { label(for: $0, style: style) }
        }
        return labels.sorted { $0.text.point.y < $1.text.point.y }
    }

    /// The entries of one side with their heights moved apart, top to bottom, within the bounds where possible;
    /// entries still overlapping after that are dropped.
    private func spreadApart(_ side: [Entry]) -> [Entry] {
        var entries = side.sorted { $0.y < $1.y }
        guard !entries.isEmpty else { return [] }
        let gap = PieChart.labelGap
        for index in entries.indices {
            let low = bounds.minY + entries[index].size.height / 2
            entries[index].y = max(entries[index].y, low)
            if index > 0 {
                let previous = entries[index - 1]
                entries[index].y = max(entries[index].y, previous.y + (previous.size.height + entries[index].size.height) / 2 + gap)
            }
        }
        for index in entries.indices.reversed() {
            let high = bounds.maxY - entries[index].size.height / 2
            entries[index].y = min(entries[index].y, high)
            if index < entries.count - 1 {
                let next = entries[index + 1]
                entries[index].y = min(entries[index].y, next.y - (next.size.height + entries[index].size.height) / 2 - gap)
            }
        }
        var kept: [Entry] = []
        for entry in entries {
            if let last = kept.last, entry.y - entry.size.height / 2 < last.y + last.size.height / 2 { continue }
            kept.append(entry)
        }
        return kept
    }

    private func label(for entry: Entry, style: TextStyle) -> Label {
        let angle = entry.slice.medianAngle
        let rimRadius = radius + entry.slice.radialOffset
        let rim = Point(x: center.x + rimRadius * cos(angle), y: center.y - rimRadius * sin(angle))
        let reach = rimRadius + offset
        let dy = entry.y - center.y
        let across = (reach * reach - dy * dy).squareRoot()
        let direction: Double = entry.isRight ? 1 : -1
        let elbow = Point(x: center.x + direction * (across.isNaN ? 0 : across), y: entry.y)
        let end = Point(x: elbow.x + direction * PieChart.leaderRun * 0.6, y: entry.y)
        var leader = Path()
        leader.move(to: rim)
        leader.addLine(to: elbow)
        leader.addLine(to: end)
        let textPoint = Point(x: elbow.x + direction * PieChart.leaderRun, y: entry.y)
        let text = PlacedText(
            text: entry.text, style: style, size: entry.size, point: textPoint,
            anchor: Point(x: entry.isRight ? 0 : 1, y: 0.5), rotation: 0)
        return Label(text: text, leader: leader)
    }
}
