/// Whether a cell is ready to run, as `is_complete_request` asks.
public enum Completeness: Equatable {
    /// The cell parses (or is empty, or is a help query).
    case complete
    /// The cell ends inside a bracket, block, string or expression; continue with this indent.
    case incomplete(indent: String)
    /// The cell has a syntax error that more text cannot fix.
    case invalid
}
