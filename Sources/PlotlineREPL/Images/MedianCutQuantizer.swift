/// Reduces the colours of an image to a palette by median cut: the colours (weighted by how many pixels have
/// each) start in one box, and the box spanning the widest range of one channel is split at its weighted
/// median along that channel until there are enough boxes; each box's colour is its weighted mean.
///
/// An image with no more colours than the palette holds keeps them exactly (flat chart colours stay exact).
/// Colours are `0xRRGGBB`.
struct MedianCutQuantizer {
    /// The most colours in the palette.
    let maximumColors: Int

    /// The palette for the colours of `histogram` (colour to pixel count) and the palette index of each colour.
    func quantize(_ histogram: [UInt32: Int]) -> (palette: [UInt32], indices: [UInt32: Int]) {
        let colors = histogram.sorted { $0.key < $1.key }.map { (color: $0.key, count: $0.value) }
        if colors.count <= maximumColors {
            let palette = colors.map(\.color)
            return (palette, Dictionary(uniqueKeysWithValues: palette.enumerated().map { ($1, $0) }))
        }
        var boxes = [Box(colors[...])]
        while boxes.count < maximumColors, let widest = Self.indexOfWidestBox(boxes) {
            let (lower, upper) = boxes[widest].split()
            boxes[widest] = lower
            boxes.append(upper)
        }
        var indices: [UInt32: Int] = [:]
        for (index, box) in boxes.enumerated() {
            for entry in box.colors { indices[entry.color] = index }
        }
        return (boxes.map(\.meanColor), indices)
    }

    private static func indexOfWidestBox(_ boxes: [Box]) -> Int? {
        var best: Int?
        for (index, box) in boxes.enumerated() where box.colors.count > 1 {
            guard let current = best else {
                best = index
                continue
            }
            let other = boxes[current]
            if box.widestRange > other.widestRange || (box.widestRange == other.widestRange && box.pixels > other.pixels) {
                best = index
            }
        }
        return best
    }

    /// Colours in a box, with the extent of each channel.
    private struct Box {
        let colors: ArraySlice<(color: UInt32, count: Int)>
        let pixels: Int
        /// The channel's shift (16 red, 8 green, 0 blue) with the widest range, and that range.
        let widestShift: UInt32
        let widestRange: Int

        init(_ colors: ArraySlice<(color: UInt32, count: Int)>) {
            self.colors = colors
            pixels = colors.reduce(0) { $0 + $1.count }
            var shift: UInt32 = 16
            var range = -1
            for candidate: UInt32 in [16, 8, 0] {
                let values = colors.map { Int(($0.color >> candidate) & 0xFF) }
                let extent = (values.max() ?? 0) - (values.min() ?? 0)
                if extent > range {
                    range = extent
                    shift = candidate
                }
            }
            widestShift = shift
            widestRange = range
        }

        /// The two halves at the weighted median of the widest channel; both are non-empty.
        func split() -> (Box, Box) {
            let shift = widestShift
            let sorted = colors.sorted { ($0.color >> shift) & 0xFF < ($1.color >> shift) & 0xFF }
            var cumulative = 0
            var cut = 1
            for (offset, entry) in sorted.enumerated() {
                cumulative += entry.count
                if cumulative * 2 >= pixels {
                    cut = offset + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            return (Box(sorted[..<cut]), Box(sorted[cut...]))
        }

        /// The colours' mean, weighted by pixel counts.
        var meanColor: UInt32 {
            var sums: [Int] = [0, 0, 0]
            for entry in colors {
                sums[0] += Int((entry.color >> 16) & 0xFF) * entry.count
                sums[1] += Int((entry.color >> 8) & 0xFF) * entry.count
                sums[2] += Int(entry.color & 0xFF) * entry.count
            }
            let total = max(1, pixels)
            let channels = sums.map { UInt32(($0 + total / 2) / total) }
            return channels[0] << 16 | channels[1] << 8 | channels[2]
        }
    }
}
