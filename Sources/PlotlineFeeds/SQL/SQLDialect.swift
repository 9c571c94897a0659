/// The SQL a database speaks where dialects differ: how M4's grouped pass is written (PostgreSQL compares arrays,
/// SQLite takes a row's other columns from the row a lone `min`/`max` picked) and how times become seconds.
public enum SQLDialect: Sendable {
    /// SQLite 3.38 or later.
    case sqlite
    /// PostgreSQL, or a server that speaks its SQL.
    case postgresql
}
