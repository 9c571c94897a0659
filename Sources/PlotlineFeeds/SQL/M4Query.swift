import Foundation

/// The statements that ask a database for M4 rows (Jugel et al., VLDB 2014): the rows of a query whose x falls in
/// a window, grouped into `columns` equal columns of x, of which each column keeps its first, last, lowest and
/// highest row (for each y). With one y on PostgreSQL the lowest and highest come as values placed at the middle of
/// the column's rows (the columns are a quarter of a pixel wide), which spares comparing arrays for them. Drawn as a line at that width, they give the picture all the rows give, while the
/// database does the grouping in one pass and returns a few rows per column.
///
/// The user's query stands inside each statement as a subquery (which PostgreSQL inlines, so an index on x serves
/// the window); x is compared in its own type (a time against `to_timestamp`), and returned as seconds since 1970
/// for times. Rows with a NULL y are left out.
struct M4Query {
    /// The user's query and its parameters.
    let query: SQLFeedQuery
    /// The x column, and whether it holds times (its declared type, for PostgreSQL's comparisons).
    let x: String
    let xTimeType: String?
    /// The y columns.
    let ys: [String]
    let dialect: SQLDialect
    /// How PostgreSQL's grouped pass finds each column's first and last rows.
    var firstAndLast = FirstAndLast.comparedAsArrays
    /// True when the server bins times itself (`date_bin`, PostgreSQL 14 and later): columns of times are then
    /// grouped by whole microseconds, without turning every x into seconds.
    var binsTimes = false

    /// How a column's first and last rows are found on PostgreSQL.
    enum FirstAndLast {
        /// The least and greatest `[x, y…]` arrays of the column: one pass, for any query.
        case comparedAsArrays
        /// The column's least and greatest x, then the row at each through the query (an index on x finds
        /// them): a lighter pass plus two lookups a column, for one y.
        case lookedUpByX
    }

    /// The grouped pass over `[low, high]` in `columns` columns: for PostgreSQL one row per column of arrays
    /// (`[x, y…]` for first and last, `[yᵢ, x, …]` for each y's extremes), for SQLite rows of `[x, y…]`.
    ///
    /// With `part`, only the rows whose x falls in it are grouped (still in the columns of the whole window): the
    /// passes over the parts of a window together give the rows of the whole.
    func groupedStatement(low: Double, high: Double, columns: Int, part: ClosedRange<Double>? = nil) -> String {
        let rows = part ?? low...high
        switch dialect {
        case .postgresql:
            if ys.count == 1, firstAndLast == .lookedUpByX {
                return lookedUpStatement(low: low, high: high, columns: columns, rows: rows)
            }
            let window = """
                SELECT \(xSeconds) AS x, \(yList(cast: "::float8")), \(postgresColumn(low: low, high: high, columns: columns)) AS plotline_column
                FROM (\n\(query.sql)\n) AS q WHERE \(inWindow(low: rows.lowerBound, high: rows.upperBound))
                """
            var aggregates = ["min(ARRAY[\(rowArray(leading: nil))])", "max(ARRAY[\(rowArray(leading: nil))])"]
            if ys.count == 1 {
                // One y: its extremes as plain aggregates, drawn at the middle of the column's rows (within a
                // quarter of a pixel of where they are), which costs a third less than comparing arrays.
                aggregates += ["min(y0)", "max(y0)", "(min(x) + max(x)) / 2"]
            } else {
                for index in ys.indices {
                    aggregates.append("min(ARRAY[\(rowArray(leading: index))])")
                    aggregates.append("max(ARRAY[\(rowArray(leading: index))])")
                }
            }
            return "SELECT \(aggregates.joined(separator: ", ")) FROM (\(window)) AS w GROUP BY plotline_column"
        case .sqlite:
            let bucket = "(\(xSeconds) - \(literal(low))) * \(literal(Double(columns) / (high - low)))"
            let window = """
                SELECT \(xSeconds) AS x, \(yList(cast: "")), CAST(\(bucket) AS INTEGER) AS plotline_column
                FROM (\n\(query.sql)\n) AS q WHERE \(inWindow(low: rows.lowerBound, high: rows.upperBound))
                """
            let names = ["x"] + ys.indices.map { "y\($0)" }
            var picks = ["min(x)", "max(x)"].map { pick in
                "SELECT \(([pick] + names.dropFirst()).joined(separator: ", ")) FROM w GROUP BY plotline_column"
            }
            for index in ys.indices {
                for extreme in ["min", "max"] {
                    var columns = names
                    columns[index + 1] = "\(extreme)(y\(index))"
                    picks.append("SELECT \(columns.joined(separator: ", ")) FROM w GROUP BY plotline_column")
                }
            }
            return "WITH w AS (\(window))\n" + picks.joined(separator: "\nUNION ALL ")
        }
    }

    /// The grouped pass for one y on PostgreSQL with `.lookedUpByX`: each column's least and greatest x (in x's own
    /// type) and y, then the y at each of those x read back through the query. A row is
    /// `[first x, its y, last x, its y, lowest y, highest y, middle x]`, xs in seconds.
    private func lookedUpStatement(low: Double, high: Double, columns: Int, rows: ClosedRange<Double>) -> String {
        let x = "q.\(SQLFeedQuery.quoted(self.x))", y = "q.\(SQLFeedQuery.quoted(ys[0]))"
        func yAt(_ column: String) -> String {
            "(SELECT \(y)::float8 FROM (\n\(query.sql)\n) AS q WHERE \(x) = g.\(column) AND \(y) IS NOT NULL LIMIT 1)"
        }
        let first = seconds(of: "g.first_x"), last = seconds(of: "g.last_x")
        return """
            WITH g AS MATERIALIZED (
            SELECT min(\(x)) AS first_x, max(\(x)) AS last_x, min(\(y)::float8) AS low_y, max(\(y)::float8) AS high_y
            FROM (\n\(query.sql)\n) AS q WHERE \(inWindow(low: rows.lowerBound, high: rows.upperBound))
            GROUP BY \(postgresColumn(low: low, high: high, columns: columns)))
            SELECT \(first), \(yAt("first_x")), \(last), \(yAt("last_x")), g.low_y, g.high_y, (\(first) + \(last)) / 2 FROM g
            """
    }

    /// The statement whose plan tells what reading one row by its x costs (`EXPLAIN` it): cheap when an index on
    /// x serves, a whole scan otherwise.
    func lookupStatement(at seconds: Double) -> String {
        let y = "q.\(SQLFeedQuery.quoted(ys[0]))"
        return "SELECT \(y) FROM (\n\(query.sql)\n) AS q WHERE \(xCompared) = \(bound(seconds)) AND \(y) IS NOT NULL LIMIT 1"
    }

    /// A row's column on PostgreSQL: times binned by the server in whole microseconds where it can (no wider than
    /// a column, so a column's rows stay within a quarter of a pixel), else x's seconds scaled and floored.
    private func postgresColumn(low: Double, high: Double, columns: Int) -> String {
        guard binsTimes, let type = xTimeType else {
            return "floor((\(xSeconds) - \(literal(low))) * \(literal(Double(columns) / (high - low))))::bigint"
        }
        let microseconds = max(1, Int64(((high - low) / Double(columns) * 1_000_000).rounded(.down)))
        let column = "q.\(SQLFeedQuery.quoted(x))"
        let origin = type == "timestamptz" ? "to_timestamp(\(literal(low)))" : "(to_timestamp(\(literal(low))) AT TIME ZONE 'UTC')"
        return "date_bin('\(microseconds) microseconds', \(type == "date" ? "\(column)::timestamp" : column), \(origin))"
    }

    /// The rows just outside `[low, high]`, one before and one after, for the line to enter and leave.
    func edgeStatement(low: Double, high: Double) -> String {
        let columns = "\(xSeconds) AS x, \(yList(cast: dialect == .postgresql ? "::float8" : ""))"
        let present = ys.indices.map { "q.\(SQLFeedQuery.quoted(ys[$0])) IS NOT NULL" }.joined(separator: " AND ")
        let before = "SELECT \(columns) FROM (\n\(query.sql)\n) AS q WHERE \(xCompared) < \(bound(low)) AND \(present) ORDER BY \(xCompared) DESC LIMIT 1"
        let after = "SELECT \(columns) FROM (\n\(query.sql)\n) AS q WHERE \(xCompared) > \(bound(high)) AND \(present) ORDER BY \(xCompared) LIMIT 1"
        return "SELECT * FROM (\(before)) AS b UNION ALL SELECT * FROM (\(after)) AS a"
    }

    /// The smallest and largest x, in x's own type (an index on x answers it in PostgreSQL).
    func extentStatement() -> String {
        "SELECT min(\(xCompared)) AS low, max(\(xCompared)) AS high FROM (\n\(query.sql)\n) AS q"
    }

    // MARK: - Pieces

    /// x as seconds since 1970 for times, as a number otherwise.
    private var xSeconds: String { seconds(of: "q.\(SQLFeedQuery.quoted(x))") }

    /// A value of x's type as seconds since 1970 for times, as a number otherwise.
    private func seconds(of column: String) -> String {
        switch (dialect, xTimeType != nil) {
        // date_part gives double precision straight away (EXTRACT gives numeric, costly to convert).
        case (.postgresql, true): return "date_part('epoch', \(column))"
        case (.postgresql, false): return "\(column)::float8"
        case (.sqlite, true):
            return "(CASE WHEN typeof(\(column)) = 'text' THEN (julianday(\(column)) - 2440587.5) * 86400.0 ELSE \(column) END)"
        case (.sqlite, false): return column
        }
    }

    /// x as the window compares it: the column itself in PostgreSQL (so its index serves), seconds in SQLite.
    private var xCompared: String {
        dialect == .postgresql ? "q.\(SQLFeedQuery.quoted(x))" : xSeconds
    }

    /// A bound of the window in x's own type.
    private func bound(_ seconds: Double) -> String {
        guard dialect == .postgresql, let type = xTimeType else { return literal(seconds) }
        switch type {
        case "timestamp": return "(to_timestamp(\(literal(seconds))) AT TIME ZONE 'UTC')"
        case "date": return "(to_timestamp(\(literal(seconds))) AT TIME ZONE 'UTC')::date"
        default: return "to_timestamp(\(literal(seconds)))"
        }
    }

    private func inWindow(low: Double, high: Double) -> String {
        var conditions = ["\(xCompared) >= \(bound(low))", "\(xCompared) <= \(bound(high))"]
        conditions += ys.map { "q.\(SQLFeedQuery.quoted($0)) IS NOT NULL" }
        return conditions.joined(separator: " AND ")
    }

    private func yList(cast: String) -> String {
        ys.indices.map { "q.\(SQLFeedQuery.quoted(ys[$0]))\(cast) AS y\($0)" }.joined(separator: ", ")
    }

    /// `x, y0, y1` (first and last) or `y1, x, y0` (y1's extremes): the array PostgreSQL orders a row by.
    private func rowArray(leading: Int?) -> String {
        let rest = ys.indices.filter { $0 != leading }.map { "y\($0)" }
        guard let leading else { return (["x"] + rest).joined(separator: ", ") }
        return (["y\(leading)", "x"] + rest).joined(separator: ", ")
    }

    /// A number as SQL writes it (the shortest text that reads back the same).
    private func literal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// The `[x, y…]` rows of the grouped pass's result, in column order.
    func rows(ofGrouped result: SQLResult) -> [[SQLValue]] {
        guard dialect == .postgresql else { return result.rows }
        var rows: [[SQLValue]] = []
        for row in result.rows where ys.count == 1 && row.count == 7 {
            // First and last [x, y], then the lowest and highest y at the middle x.
            rows += [[row[0], row[1]], [row[2], row[3]], [row[6], row[4]], [row[6], row[5]]]
        }
        for row in result.rows where ys.count == 1 && row.count == 5 {
            // [x, y] first and last, then the lowest and highest y at the middle x.
            for cell in row.prefix(2) {
                guard case .text(let text) = cell else { continue }
                let values = M4Query.numbers(inArray: text)
                if values.count == 2 { rows.append(values) }
            }
            rows.append([row[4], row[2]])
            rows.append([row[4], row[3]])
        }
        for row in result.rows where ys.count > 1 {
            for (index, cell) in row.enumerated() {
                guard case .text(let text) = cell else { continue }
                let values = M4Query.numbers(inArray: text)
                guard values.count == ys.count + 1 else { continue }
                // Arrays 0 and 1 are [x, y…]; array 2 + 2i and 3 + 2i are [yᵢ, x, the other ys…].
                let leading = index < 2 ? nil : (index - 2) / 2
                rows.append(reordered(values, leading: leading))
            }
        }
        return rows
    }

    private func reordered(_ values: [SQLValue], leading: Int?) -> [SQLValue] {
        guard let leading else { return values }
        var ordered = [values[1]]
        var others = values.dropFirst(2).makeIterator()
        for index in ys.indices {
            ordered.append(index == leading ? values[0] : (others.next() ?? .null))
        }
        return ordered
    }

    /// The numbers of a PostgreSQL array's text, `{1.5,2,NULL}`.
    static func numbers(inArray text: String) -> [SQLValue] {
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return [] }
        return text.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map { item in
            item == "NULL" ? .null : Double(item).map(SQLValue.double) ?? .null
        }
    }
}
