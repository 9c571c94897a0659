import PlotlineFeeds

extension Legend {
    /// The direction entries flow when neither rows nor columns are set.
    enum Flow {
        /// One row, wrapped into more when wider than the room given.
        case horizontal
        /// One column.
        case vertical
    }

    /// One entry before placement: what it shows and how big it is.
    private struct Entry {
        let plot: Plot
        let index: Int
        let text: String
        let textSize: Size
        let size: Size
    }

    /// Lays the entries out in a grid with the legend's top-left corner at the origin, or returns nil when no
    /// plot has an entry.
    func layout(measurer: any TextMeasurer, flow: Flow, maximumWidth: Double) -> LegendLayout? {
        let swatch = effectiveSwatchSize
        let entries = plots.flatMap { plot in
            (0..<max(0, plot.numberOfLegendEntries)).map { index -> Entry in
                let text = plot.legendTitle(forEntryAt: index)
                let textSize = text.isEmpty ? Size.zero : measurer.measure(text, style: textStyle).size
                return Entry(plot: plot, index: index, text: text, textSize: textSize, size: entrySize(text: textSize, swatch: swatch))
            }
        }
        guard !entries.isEmpty else { return nil }
        let inset = (borderLineStyle?.lineWidth ?? 0)
        let horizontalPadding = paddingLeft + paddingRight + 2 * inset
        let (rows, columns) = grid(for: entries, flow: flow, width: maximumWidth - horizontalPadding)
        let columnWidths = widths(of: entries, columns: columns, rows: rows)
        let rowHeights = heights(of: entries, columns: columns, rows: rows)
        var placed: [LegendEntryLayout] = []
        for (position, entry) in entries.prefix(rows * columns).enumerated() {
            let row = position / columns
            let column = position % columns
            let x = paddingLeft + inset + columnWidths.prefix(column).reduce(0, +) + Double(column) * columnMargin
            let y = paddingTop + inset + rowHeights.prefix(row).reduce(0, +) + Double(row) * rowMargin
            let box = Rect(x: x, y: y, width: columnWidths[column], height: rowHeights[row])
            placed.append(place(entry, in: box, swatch: swatch))
        }
        let width = horizontalPadding + columnWidths.reduce(0, +) + Double(max(0, columns - 1)) * columnMargin
        let height = paddingTop + paddingBottom + 2 * inset + rowHeights.reduce(0, +) + Double(max(0, rows - 1)) * rowMargin
        return LegendLayout(frame: Rect(x: 0, y: 0, width: width, height: height), entries: placed, reservesSpace: false)
    }

    /// The swatch size in use: the one set, or about 2 em by 1 em of the text style.
    var effectiveSwatchSize: Size {
        if let swatchSize, swatchSize.width.isFinite, swatchSize.height.isFinite {
            return Size(width: max(0, swatchSize.width), height: max(0, swatchSize.height))
        }
        let em = textStyle.fontSize.isFinite ? min(max(textStyle.fontSize, 4), 200) : 12
        return Size(width: (em * 1.8).rounded(), height: em.rounded())
    }

    private func entrySize(text: Size, swatch: Size) -> Size {
        let gap = text.width > 0 ? titleOffset : 0
        let horizontal = entryPadding.left + entryPadding.right
        let vertical = entryPadding.top + entryPadding.bottom
        switch swatchLayout {
        case .left, .right:
            return Size(width: swatch.width + gap + text.width + horizontal, height: max(swatch.height, text.height) + vertical)
        case .top, .bottom:
            return Size(width: max(swatch.width, text.width) + horizontal, height: swatch.height + gap + text.height + vertical)
        }
    }

    private func grid(for entries: [Entry], flow: Flow, width: Double) -> (rows: Int, columns: Int) {
        let count = entries.count
        switch (numberOfRows > 0, numberOfColumns > 0) {
        case (true, true): return (numberOfRows, numberOfColumns)
        case (true, false): return (numberOfRows, (count + numberOfRows - 1) / numberOfRows)
        case (false, true): return ((count + numberOfColumns - 1) / numberOfColumns, numberOfColumns)
        case (false, false):
            guard flow == .horizontal else { return (count, 1) }
            for columns in stride(from: min(count, Legend.widestAutomaticRow), through: 1, by: -1) {
                let rows = (count + columns - 1) / columns
                let total = widths(of: entries, columns: columns, rows: rows).reduce(0, +) + Double(columns - 1) * columnMargin
                if total <= width { return (rows, columns) }
            }
            return (count, 1)
        }
    }

    private func widths(of entries: [Entry], columns: Int, rows: Int) -> [Double] {
        var widths = [Double](repeating: 0, count: columns)
        for (position, entry) in entries.prefix(rows * columns).enumerated() {
            widths[position % columns] = max(widths[position % columns], entry.size.width)
        }
        if equalColumns, let widest = widths.max() { widths = widths.map { _ in widest } }
        return widths
    }

    private func heights(of entries: [Entry], columns: Int, rows: Int) -> [Double] {
        var heights = [Double](repeating: 0, count: rows)
        for (position, entry) in entries.prefix(rows * columns).enumerated() {
            heights[position / columns] = max(heights[position / columns], entry.size.height)
        }
        if equalRows, let highest = heights.max() { heights = heights.map { _ in highest } }
        return heights
    }

    /// Places the swatch and the text inside an entry's box (swatch and text centred across the flow).
    private func place(_ entry: Entry, in box: Rect, swatch: Size) -> LegendEntryLayout {
        let inner = box.inset(left: entryPadding.left, top: entryPadding.top, right: entryPadding.right, bottom: entryPadding.bottom)
        let gap = entry.textSize.width > 0 ? titleOffset : 0
        let swatchRect: Rect
        let textPoint: Point
        let textAnchor: Point
        switch swatchLayout {
        case .left:
            swatchRect = Rect(x: inner.minX, y: inner.midY - swatch.height / 2, width: swatch.width, height: swatch.height)
            textPoint = Point(x: inner.minX + swatch.width + gap, y: inner.midY)
            textAnchor = Point(x: 0, y: 0.5)
        case .right:
            swatchRect = Rect(x: inner.maxX - swatch.width, y: inner.midY - swatch.height / 2, width: swatch.width, height: swatch.height)
            textPoint = Point(x: inner.maxX - swatch.width - gap, y: inner.midY)
            textAnchor = Point(x: 1, y: 0.5)
        case .top:
            swatchRect = Rect(x: inner.midX - swatch.width / 2, y: inner.minY, width: swatch.width, height: swatch.height)
            textPoint = Point(x: inner.midX, y: inner.minY + swatch.height + gap)
            textAnchor = Point(x: 0.5, y: 0)
        case .bottom:
            swatchRect = Rect(x: inner.midX - swatch.width / 2, y: inner.maxY - swatch.height, width: swatch.width, height: swatch.height)
            textPoint = Point(x: inner.midX, y: inner.maxY - swatch.height - gap)
            textAnchor = Point(x: 0.5, y: 1)
        }
        let title = PlacedText(
            text: entry.text, style: textStyle, size: entry.textSize, point: textPoint, anchor: textAnchor, rotation: 0)
        return LegendEntryLayout(plot: entry.plot, index: entry.index, frame: box, swatch: swatchRect, title: title)
    }
}
