import PlotlineFeeds
import PlotlineValues

/// Keeps a chart from being silently wrong about a feed's column: text where numbers are needed, text on a
/// `.dateTime` axis (it would place record numbers, labelled as instants of 1970), and numbers on a `.dateTime`
/// axis that cannot be seconds since 1970 (years such as 2001, milliseconds). Each is an error naming the field,
/// what it holds, a sample value and the fix, as the bind happens or the scale is set, whichever comes second.
enum DataPlacementCheck {
    /// Checks a binding of a plot's field to a feed's field.
    ///
    /// - Throws: a `TypeError` saying what the field holds and how to read it as what the binding needs.
    static func check(_ plotField: PlotField, of plot: Plot, readingField field: String, of feed: Feed) throws {
        let bindingName = plotField.rawValue
        guard let type = feed.columnType(ofField: field) else { return }
        if type == .text {
            guard let coordinate = plot.categoryCoordinate(for: plotField) else {
                throw textWhereNumbersAreNeeded(field, of: feed, by: "\(bindingName) of \(plot.displayName)")
            }
            if plot.effectivePlotSpace?.scaleType(for: coordinate) == .dateTime {
                throw textOnADateAxis(field, of: feed, coordinate: coordinate)
            }
            return
        }
        guard let coordinate = plot.coordinate(placing: plotField),
              plot.effectivePlotSpace?.scaleType(for: coordinate) == .dateTime
        else { return }
        try checkNumbersOnADateAxis(field, of: feed, coordinate: coordinate)
    }

    /// Checks the plots of a space before one of its coordinates takes the `.dateTime` scale.
    ///
    /// - Throws: a `TypeError` for categories (text) or a feed's numbers on that coordinate that are not dates.
    static func checkScale(_ scale: ScaleType, for coordinate: Coordinate, of space: XYPlotSpace, plots: [Plot]) throws {
        guard scale == .dateTime else { return }
        for plot in plots where plot.effectivePlotSpace === space {
            for entry in plot.plotBindings?.entries ?? [] {
                guard let plotField = entry.binding.field, let (feed, field) = entry.source.column,
                      plot.coordinate(placing: plotField) == coordinate || plot.categoryCoordinate(for: plotField) == coordinate
                else { continue }
                if feed.columnType(ofField: field) == .text { throw textOnADateAxis(field, of: feed, coordinate: coordinate) }
                try checkNumbersOnADateAxis(field, of: feed, coordinate: coordinate)
            }
        }
        if !space.categories(for: coordinate).isEmpty {
            throw ModelError(
                .typeError,
                "\(coordinate.rawValue) holds categories (text such as \"\(space.categories(for: coordinate)[0])\"), which a .dateTime scale cannot place",
                hint: "give dates instead of text: Date(\"Jan 1 2000\"), Date(text, format: \"dd.MM.yyyy\"), or a feed's date column")
        }
    }

    // MARK: - Errors

    private static func textWhereNumbersAreNeeded(_ field: String, of feed: Feed, by user: String) -> ModelError {
        ModelError(
            .typeError, "field '\(field)' holds text\(sample(of: field, in: feed)), which \(user) cannot draw",
            hint: "read it as numbers or dates where the file is loaded: Feed(csv: path, types: [\"\(field)\": .number]) or .date(\"pattern\"); text becomes categories only for x values and bar locations")
    }

    private static func textOnADateAxis(_ field: String, of feed: Feed, coordinate: Coordinate) -> ModelError {
        let pattern = firstText(of: field, in: feed).flatMap { DateFormat.firstCommon(reading: $0)?.format.description }
        let fix = pattern.map { "its text reads as .date(\"\($0)\")" } ?? "with the pattern its text uses"
        return ModelError(
            .typeError,
            "field '\(field)' holds text\(sample(of: field, in: feed)), which the .dateTime \(coordinate.rawValue) axis cannot place (it would place record numbers)",
            hint: "read it as dates where the file is loaded (\(fix)): Feed(csv: path, types: [\"\(field)\": .date(\"\(pattern ?? "dd.MM.yyyy")\")])")
    }

    /// Numbers from a feed's number column are seconds since 1970 to a `.dateTime` axis: fine when they look like
    /// it (instants after 1973 and before the year 5000), an error for small numbers (years, counts) and
    /// milliseconds.
    private static func checkNumbersOnADateAxis(_ field: String, of feed: Feed, coordinate: Coordinate) throws {
        guard let type = feed.columnType(ofField: field), type == .integer || type == .number else { return }
        guard let lowest = numericValue(feed, "@min.\(field)"), let highest = numericValue(feed, "@max.\(field)") else { return }
        let axis = "the .dateTime \(coordinate.rawValue) axis"
        if max(abs(lowest), abs(highest)) < 1e8 {
            let instant = DateTime(timeIntervalSince1970: highest).iso8601
            throw ModelError(
                .typeError,
                "field '\(field)' holds numbers (\(formatNumber(lowest)) … \(formatNumber(highest))), which \(axis) reads as seconds since 1970: \(formatNumber(highest)) is \(instant)",
                hint: "if they are years, read them as dates: Feed(csv: path, types: [\"\(field)\": .date(\"yyyy\")]); else give the axis a .linear scale")
        }
        if lowest > 1e11 {
            throw ModelError(
                .typeError,
                "field '\(field)' holds numbers (\(formatNumber(lowest)) …) too large for seconds since 1970, which \(axis) reads them as; are they milliseconds?",
                hint: "divide them by 1000 with a valueTransformer: options: [\"valueTransformer\": { ms in ms.map { $0 / 1000 } }]")
        }
    }

    private static func numericValue(_ feed: Feed, _ keyPath: String) -> Double? {
        (try? Value.object(feed).value(forKeyPath: keyPath))?.numericValue
    }

    /// `, such as "12,5 €"`: the field's first text, or nothing when it has none.
    private static func sample(of field: String, in feed: Feed) -> String {
        firstText(of: field, in: feed).map { ", such as \"\($0.prefix(40))\"" } ?? ""
    }

    /// The first text among a field's first thousand values.
    private static func firstText(of field: String, in feed: Feed) -> String? {
        for index in 0..<min(feed.count, 1_000) {
            if case .string(let text) = feed.value(at: index, field: field) { return text }
        }
        return nil
    }
}
