/// How reading one input ended.
enum EditorOutcome: Equatable {
    /// Enter on a complete input (or one with a syntax error more lines cannot fix, or a blank one).
    case submitted(String)
    /// Ctrl-D on an empty input, or the end of the terminal's input.
    case endOfInput
}
