/// One frame of a stopped session's call stack, innermost first, as DAP's `stackTrace` lists it.
public struct DebugFrame: Sendable, Equatable {
    /// The frame's id while the code stays stopped (1 is the innermost).
    public var id: Int
    /// The function's name, or the cell's (`cell [4]`).
    public var name: String
    /// The cell's source path (the name a debugger knows it by), or its name when it has none.
    public var sourcePath: String
    /// The cell's name, `cell [4]`.
    public var sourceName: String
    /// The line of the statement about to run, counted from 1.
    public var line: Int
    /// Its column, counted from 1.
    public var column: Int

    /// Makes a frame.
    public init(id: Int, name: String, sourcePath: String, sourceName: String, line: Int, column: Int) {
        self.id = id
        self.name = name
        self.sourcePath = sourcePath
        self.sourceName = sourceName
        self.line = line
        self.column = column
    }
}
