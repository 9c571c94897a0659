import PlotlineValues

/// What an on-demand feed (`loading: .onDemand`) knows of its query: the x column and its type, the y columns, the
/// extent of x, and the window and width it was last asked for, so the same request is not asked twice.
final class SQLDemand {
    /// The x column.
    let x: String
    /// The other columns, read as y.
    let ys: [String]
    /// x's declared type when it holds times, else nil.
    let xTimeType: String?
    private let query: SQLFeedQuery
    private var extent: (low: Double, high: Double)?
    /// The request whose rows the feed holds.
    private var current: Request?
    /// The rows of the last few requests, newest last: a chart's picture and its text drawing ask at two widths,
    /// and each is answered again from here rather than by the database.
    private var recent: [(request: Request, result: SQLResult)] = []
    private static let keptResults = 4
    /// What PostgreSQL's planner says reading one row by its x costs, asked once (nil until then).
    private var lookupCost: Double?
    /// The planner's cost of a grouped pass from which it runs in parts (150,000: about a million rows).
    private let splitPassCost: Double
    /// Whether the server bins times itself (`date_bin`), asked once (nil until then).
    private var serverBinsTimes: Bool?

    /// A window and a width asked for.
    private struct Request: Equatable {
        let low: Double
        let high: Double
        let columns: Int

        /// True when this request's rows serve `other`: the same window in as many columns or more (finer M4
        /// columns draw a coarser picture just as well).
        func serves(_ other: Request) -> Bool {
            (low == other.low || (low.isNaN && other.low.isNaN)) && (high == other.high || (high.isNaN && other.high.isNaN))
                && columns >= other.columns
        }
    }

    /// Columns rounded up to a multiple of 512, so a chart laid out twice (before and after its axes are measured)
    /// and its text drawing ask the same question.
    static func quantized(_ columns: Int) -> Int {
        let step = 512
        return min(max(step, (columns + step - 1) / step * step), maximumColumns)
    }

    /// The most columns a request asks for.
    static let maximumColumns = 16_384

    /// Reads the query's columns (without rows) and checks that `x` is one of them.
    ///
    /// - Throws: an `SQLError` from the database, or when `x` is not a column.
    init(query: SQLFeedQuery, x: String, on connection: any SQLConnection, splitPassCost: Double = 150_000) throws {
        let described = try connection.query(
            "SELECT * FROM (\n\(query.sql)\n) AS q LIMIT 0", parameters: query.parameters)
        guard let index = described.columns.firstIndex(of: x) else {
            throw ModelError(
                .sqlError, "x '\(x)' is not a column of the query",
                hint: Suggestion.closest(to: x, among: described.columns).map { "did you mean '\($0)'?" }
                    ?? "its columns are \(described.columns.joined(separator: ", "))")
        }
        guard described.columns.count > 1 else {
            throw ModelError(.sqlError, "the query has no column besides x '\(x)'", hint: "select x and the values to chart")
        }
        self.query = query
        self.splitPassCost = splitPassCost
        self.x = x
        ys = described.columns.enumerated().filter { $0.offset != index }.map(\.element)
        let declared = described.declaredTypes[index]
        xTimeType = SQLValue.isTimeType(declared) ? (declared?.lowercased() ?? "timestamptz") : nil
    }

    /// The M4 rows of `window` (the whole extent of x when nil) in `columns` columns, or nil when the feed holds
    /// them already. A long pass on PostgreSQL runs in halves at once on `split`'s connections when it can.
    ///
    /// - Throws: an `SQLError` from the database.
    func rows(
        in window: ClosedRange<Double>?, columns: Int, on connection: any SQLConnection, split: PostgresSplit? = nil
    ) throws -> SQLResult? {
        let columns = Self.quantized(columns)
        let request = try bounds(of: window, on: connection).map { Request(low: $0.0, high: $0.1, columns: columns) }
            ?? Request(low: .nan, high: .nan, columns: 0)
        if let current, current.serves(request) { return nil }
        if let index = recent.lastIndex(where: { $0.request.serves(request) }) {
            let request = recent[index].request
            let kept = recent.remove(at: index)
            recent.append(kept)
            current = request
            return kept.result
        }
        let result = request.columns == 0 ? emptyResult : try fetch(request, on: connection, split: split)
        recent.append((request, result))
        if recent.count > Self.keptResults { recent.removeFirst() }
        current = request
        return result
    }

    private var emptyResult: SQLResult {
        SQLResult(columns: [x] + ys, declaredTypes: [xTimeType] + ys.map { _ in nil }, rows: [])
    }

    private func fetch(_ request: Request, on connection: any SQLConnection, split: PostgresSplit?) throws -> SQLResult {
        let (m4, passCost) = try planned(request, on: connection)
        let grouped = try groupedRows(request, of: m4, passCost: passCost, on: connection, split: split)
        let edges = try connection.query(m4.edgeStatement(low: request.low, high: request.high), parameters: query.parameters)
        var seen = Set<[SQLValue]>()
        let rows = (grouped + edges.rows).filter { seen.insert($0).inserted }
            .sorted { SQLDemand.number($0[0]) < SQLDemand.number($1[0]) }
        var result = emptyResult
        result.rows = rows
        return result
    }

    /// The grouped pass's rows: in halves at once on `split`'s connections when the planner says the pass is long
    /// (a million rows or so) and they can read what `connection` reads, else in one statement on `connection`.
    ///
    /// - Throws: an `SQLError` from the database, or the cell's interruption.
    private func groupedRows(
        _ request: Request, of m4: M4Query, passCost: Double?, on connection: any SQLConnection, split: PostgresSplit?
    ) throws -> [[SQLValue]] {
        if let split, let session = connection as? PostgresConnection, let passCost, passCost >= splitPassCost {
            let middle = (request.low + request.high) / 2
            let parts = [request.low...middle, middle...request.high].map { part in
                m4.groupedStatement(low: request.low, high: request.high, columns: request.columns, part: part)
            }
            do {
                if let results = try split.run(parts, parameters: query.parameters, like: session) {
                    return results.flatMap { m4.rows(ofGrouped: $0) }
                }
            } catch let error as ModelError where error.kind == .sqlError {
                // What the other connections cannot do, the session's own connection is asked to below.
            }
        }
        return m4.rows(ofGrouped: try connection.query(
            m4.groupedStatement(low: request.low, high: request.high, columns: request.columns),
            parameters: query.parameters))
    }

    /// The M4 statements for `request` as PostgreSQL runs them fastest: times binned by the server where it can,
    /// and with one y, first and last rows looked up by x when the planner says the lookups (through an index on x)
    /// cost less than a tenth of comparing arrays over the window's rows.
    ///
    /// - Throws: an `SQLError` from the database.
    /// Returns the statements with the planner's cost of their pass (nil for SQLite).
    private func planned(_ request: Request, on connection: any SQLConnection) throws -> (M4Query, passCost: Double?) {
        var m4 = M4Query(query: query, x: x, xTimeType: xTimeType, ys: ys, dialect: connection.dialect)
        guard connection.dialect == .postgresql else { return (m4, nil) }
        if serverBinsTimes == nil {
            // date_bin came with PostgreSQL 14; a server that speaks its SQL without saying its version bins nothing.
            let version = try? connection.query("SELECT current_setting('server_version_num') AS version", parameters: [])
            let number = version?.rows.first?.first.flatMap { cell -> Int? in
                if case .text(let text) = cell { return Int(text) }
                if case .int(let int) = cell { return Int(int) }
                return nil
            }
            serverBinsTimes = (number ?? 0) >= 140_000
        }
        m4.binsTimes = serverBinsTimes ?? false
        let passCost = try planCost(
            of: m4.groupedStatement(low: request.low, high: request.high, columns: request.columns), on: connection)
        guard ys.count == 1 else { return (m4, passCost) }
        if lookupCost == nil {
            lookupCost = try planCost(of: m4.lookupStatement(at: request.low), on: connection) ?? .infinity
        }
        if let lookupCost, let passCost, 2 * Double(request.columns) * lookupCost < passCost / 10 {
            m4.firstAndLast = .lookedUpByX
        }
        return (m4, passCost)
    }

    /// The planner's total cost of `sql` (`EXPLAIN (FORMAT JSON)`), nil when the plan does not say.
    private func planCost(of sql: String, on connection: any SQLConnection) throws -> Double? {
        let plan = try connection.query("EXPLAIN (FORMAT JSON) " + sql, parameters: query.parameters)
        guard case .text(let text) = plan.rows.first?.first else { return nil }
        return Self.totalCost(inPlan: text)
    }

    /// The first `"Total Cost"` of a JSON plan: its top node's.
    static func totalCost(inPlan json: String) -> Double? {
        guard let label = json.range(of: "\"Total Cost\":") else { return nil }
        let number = json[label.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "+" || $0 == "-" }
        return Double(number)
    }

    /// The window asked for, or x's whole extent (asked of the database once); nil when there are no rows.
    private func bounds(of window: ClosedRange<Double>?, on connection: any SQLConnection) throws -> (Double, Double)? {
        if let window, window.lowerBound.isFinite, window.upperBound.isFinite, window.upperBound > window.lowerBound {
            return (window.lowerBound, window.upperBound)
        }
        if extent == nil {
            let m4 = M4Query(query: query, x: x, xTimeType: xTimeType, ys: ys, dialect: connection.dialect)
            let result = try connection.query(m4.extentStatement(), parameters: query.parameters)
            let cells = result.rows.first ?? []
            let low = cells.first.map { SQLDemand.seconds($0, timeType: xTimeType) } ?? .nan
            let high = cells.dropFirst().first.map { SQLDemand.seconds($0, timeType: xTimeType) } ?? .nan
            guard low.isFinite, high.isFinite else { return nil }
            extent = (low, high == low ? low + 1 : high)
        }
        return extent
    }

    /// A collection operator over every row of the query, as an SQL aggregate (`@max.latency` is
    /// `max("latency")`); nil for operators SQL does not have.
    ///
    /// - Throws: a `PropertyError` for a field the query does not return; an `SQLError` from the database.
    func aggregate(_ op: CollectionOperator, field: String?, on connection: any SQLConnection) throws -> Value? {
        let function: String
        switch op {
        case .count: function = "count"
        case .sum: function = "sum"
        case .avg: function = "avg"
        case .min: function = "min"
        case .max: function = "max"
        default: return nil
        }
        let argument: String
        if let field {
            guard field == x || ys.contains(field) else {
                throw ModelError(
                    .propertyError, "feed has no field '\(field)'",
                    hint: Suggestion.closest(to: field, among: [x] + ys).map { "did you mean '\($0)'?" }
                        ?? "its fields are \(([x] + ys).joined(separator: ", "))")
            }
            argument = "q.\(SQLFeedQuery.quoted(field))"
        } else {
            guard op == .count else { return nil }
            argument = "*"
        }
        let result = try connection.query(
            "SELECT \(function)(\(argument)) AS value FROM (\n\(query.sql)\n) AS q", parameters: query.parameters)
        let value = result.rows.first?.first ?? .null
        let isTime = field == x && xTimeType != nil && (op == .min || op == .max)
        switch value.fieldValue(declaredType: isTime ? xTimeType : nil) {
        case .missing: return Value.none
        case .int(let int): return op == .avg ? .double(Double(int)) : .int(int)
        case .double(let double): return .double(double)
        case .date(let seconds): return FeedDates.value(fromSeconds: seconds)
        case .bool(let bool): return .bool(bool)
        case .string(let text), .text(let text): return Double(text).map(Value.double) ?? .string(text)
        }
    }

    /// Forgets the extent and every answer, so the next request asks the database again (after a refresh).
    func forget() {
        extent = nil
        current = nil
        recent.removeAll()
    }

    private static func seconds(_ value: SQLValue, timeType: String?) -> Double {
        switch value.fieldValue(declaredType: timeType) {
        case .int(let int): return Double(int)
        case .double(let double), .date(let double): return double
        default: return .nan
        }
    }

    private static func number(_ value: SQLValue) -> Double {
        switch value {
        case .int(let int): return Double(int)
        case .double(let double): return double
        default: return .nan
        }
    }
}
