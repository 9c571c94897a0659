/// Two more connections to a PostgreSQL database on which a long M4 pass runs in parts at once: the server's
/// planner cannot count the columns a pass groups into, so it never runs one in parallel itself. The connections
/// follow the session connection's settings (`SET search_path …` in a cell applies to them too), and are not used
/// while the session connection sees what they cannot: an open transaction or temporary tables.
final class PostgresSplit {
    private let open: () throws -> any SQLConnection
    private var connections: [PostgresConnection] = []
    /// The session connection's settings the connections were given, by name.
    private var mirrored: [String: String] = [:]
    /// Set when a connection cannot be opened or set up like the session's: the passes stay whole.
    private var unavailable = false

    /// How many parts a pass is split into.
    static let parts = 2

    /// A split whose connections `open` makes, on first use.
    init(open: @escaping () throws -> any SQLConnection) {
        self.open = open
    }

    /// Runs one statement per connection at once, each set up like `session`, and returns their rows in order;
    /// nil when the connections cannot read what `session` reads.
    ///
    /// - Throws: an `SQLError` from the server, or the cell's interruption.
    func run(_ statements: [String], parameters: [SQLValue], like session: PostgresConnection) throws -> [SQLResult]? {
        guard !unavailable, statements.count <= Self.parts, session.isIdle else { return nil }
        let state = try session.query(
            """
            SELECT name, setting FROM pg_settings WHERE source = 'session'
            UNION ALL SELECT 'plotline.temporary', (pg_my_temp_schema() <> 0)::text
            """, parameters: [])
        var settings: [String: String] = [:]
        for row in state.rows {
            guard case .text(let name) = row.first, case .text(let value) = row.dropFirst().first else { continue }
            settings[name] = value
        }
        guard settings.removeValue(forKey: "plotline.temporary") == "false" else { return nil }
        guard prepareConnections(like: settings) else { return nil }
        return try PostgresConnection.queryAtOnce(
            zip(connections, statements).map { (connection: $0.0, sql: $0.1) }, parameters: parameters)
    }

    /// Opens the connections if needed and gives them `settings`; false when that fails (and will again).
    private func prepareConnections(like settings: [String: String]) -> Bool {
        if mirrored.keys.contains(where: { settings[$0] == nil }) {
            // A setting the session reset: new connections start from the server's defaults.
            connections.removeAll()
            mirrored.removeAll()
        }
        do {
            while connections.count < Self.parts {
                guard let connection = try open() as? PostgresConnection else {
                    unavailable = true
                    return false
                }
                // A pass is one long scan: compiling it with inlining and optimization costs more than it saves.
                _ = try connection.query("SET jit_inline_above_cost = -1", parameters: [])
                _ = try connection.query("SET jit_optimize_above_cost = -1", parameters: [])
                connections.append(connection)
                mirrored.removeAll()
            }
            for (name, value) in settings.sorted(by: { $0.key < $1.key }) where mirrored[name] != value {
                for connection in connections {
                    _ = try connection.query("SELECT set_config($1, $2, false)", parameters: [.text(name), .text(value)])
                }
                mirrored[name] = value
            }
            return true
        } catch {
            unavailable = true
            connections.removeAll()
            return false
        }
    }
}
