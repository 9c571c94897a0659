/// What the line editor shows: a prompt, the text with continuation prompts before its later lines, and the
/// cursor.
struct EditorView: Equatable {
    /// The prompt before the first line: `>>> `.
    var prompt: String
    /// The prompt before each further line: `... `.
    var continuationPrompt: String
    /// The text.
    var characters: [Character]
    /// The cursor, as a number of characters of `characters`.
    var cursor: Int
    /// The SGR sequence the prompts are drawn in (`ESC [ 1 m`), or nil for plain prompts.
    var promptStyle: String?
}
