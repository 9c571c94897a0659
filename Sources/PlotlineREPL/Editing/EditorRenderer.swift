/// Draws the line editor: each time from the first row of the input, clearing below it, so that what the
/// screen shows always matches the text.
///
/// Lines longer than the window are broken explicitly (CR LF) instead of relying on the terminal's automatic
/// wrapping, so the cursor's row and column are known exactly whatever the terminal does at its right margin;
/// a wide character that does not fit at the end of a row moves to the next. The cursor is never left in the
/// "pending wrap" state past the last column.
struct EditorRenderer {
    /// Rows from the input's first row down to the cursor, as last drawn.
    private(set) var cursorRow = 0
    /// Rows from the input's first row down to its last, as last drawn.
    private(set) var lastRow = 0
    /// The cells used in each row, as last drawn (to estimate how a resized terminal rewrapped them).
    private var rowWidths: [Int] = [0]
    private var cursorColumn = 0
    private var columns = 80

    /// The escape sequences that redraw `view` in a window `columns` wide.
    mutating func render(_ view: EditorView, columns: Int) -> String {
        let columns = max(1, columns)
        var layout = Layout(columns: columns)
        layout.output = "\u{1B}[?25l" + (cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : "") + "\r\u{1B}[J"
        layout.write(view.prompt, style: view.promptStyle)
        for (index, character) in view.characters.enumerated() {
            if index == view.cursor { layout.markCursor(before: character) }
            if character == "\n" {
                layout.newLine()
                layout.write(view.continuationPrompt, style: view.promptStyle)
            } else {
                layout.put(character)
            }
        }
        if view.cursor >= view.characters.count { layout.markCursor(before: nil) }
        layout.breakIfFull()
        let (row, column) = layout.cursor ?? (layout.row, layout.column)
        if layout.row > row { layout.output += "\u{1B}[\(layout.row - row)A" }
        layout.output += "\r" + (column > 0 ? "\u{1B}[\(column)C" : "") + "\u{1B}[?25h"
        cursorRow = row
        cursorColumn = column
        lastRow = layout.row
        rowWidths = layout.rowWidths
        self.columns = columns
        return layout.output
    }

    /// Moves the cursor to the start of the row below the input, where output goes, and forgets the input.
    mutating func moveBelow() -> String {
        let down = lastRow - cursorRow
        forget()
        return (down > 0 ? "\u{1B}[\(down)B" : "") + "\r\n"
    }

    /// Forgets what was drawn: the next render starts on the cursor's row (after the screen was cleared or
    /// output was written below the input).
    mutating func forget() {
        cursorRow = 0
        lastRow = 0
        cursorColumn = 0
        rowWidths = [0]
    }

    /// Adjusts to a window now `newColumns` wide: terminals that rewrap long rows when a window narrows move
    /// the input's first row further up, and the next render must start there.
    mutating func windowResized(to newColumns: Int) {
        let newColumns = max(1, newColumns)
        guard newColumns < columns else {
            columns = newColumns
            return
        }
        let rowsAbove = rowWidths.prefix(cursorRow).reduce(0) { $0 + max(1, ($1 + newColumns - 1) / newColumns) }
        cursorRow = rowsAbove + cursorColumn / newColumns
        columns = newColumns
    }

    /// The output being written and where it leaves the cursor.
    private struct Layout {
        let columns: Int
        var output = ""
        var row = 0
        var column = 0
        var rowWidths = [0]
        var cursor: (row: Int, column: Int)?

        init(columns: Int) {
            self.columns = columns
        }

        mutating func write(_ text: String, style: String?) {
            if let style { output += style }
            for character in text { put(character) }
            if style != nil { output += "\u{1B}[0m" }
        }

        mutating func put(_ character: Character) {
            let width = DisplayWidth.of(character)
            if column + width > columns && column > 0 { newLine() }
            output.append(character)
            column += width
            rowWidths[row] = column
        }

        /// Records the cursor where `next` (nil: the end) will be drawn.
        mutating func markCursor(before next: Character?) {
            let width = next.map { $0 == "\n" ? 0 : DisplayWidth.of($0) } ?? 0
            if column >= columns || (column + width > columns && column > 0) { newLine() }
            cursor = (row, column)
        }

        mutating func breakIfFull() {
            if column >= columns { newLine() }
        }

        mutating func newLine() {
            output += "\r\n"
            row += 1
            column = 0
            rowWidths.append(0)
        }
    }
}
