/// The text being edited, as grapheme clusters, and the cursor between two of them. Lines are separated by
/// "\n"; line-wise commands (Home, End, Ctrl-K, Ctrl-U) act on the cursor's line.
struct EditBuffer: Equatable {
    /// The characters.
    private(set) var characters: [Character]
    /// The cursor: the number of characters before it.
    private(set) var cursor: Int

    /// A buffer holding `text` with the cursor at `cursor` (default: the end).
    init(_ text: String = "", cursor: Int? = nil) {
        characters = Array(text)
        self.cursor = min(max(0, cursor ?? characters.count), characters.count)
    }

    /// The whole text.
    var text: String { String(characters) }

    /// True when there is no text.
    var isEmpty: Bool { characters.isEmpty }

    /// True when the text is empty or only white space.
    var isBlank: Bool { characters.allSatisfy(\.isWhitespace) }

    // MARK: Unicode scalar offsets (completion counts in scalars)

    /// The cursor counted in Unicode scalars.
    var scalarCursor: Int {
        characters[..<cursor].reduce(0) { $0 + $1.unicodeScalars.count }
    }

    /// The character index at a Unicode scalar offset (rounded up to the end of a cluster it falls into).
    func characterIndex(ofScalarOffset offset: Int) -> Int {
        var scalars = 0
        for (index, character) in characters.enumerated() {
            if scalars >= offset { return index }
            scalars += character.unicodeScalars.count
        }
        return characters.count
    }

    // MARK: Lines

    /// The range of characters of the line holding the cursor, without its "\n".
    var currentLine: Range<Int> { line(around: cursor) }

    /// The index of the cursor's line, from 0.
    var lineIndex: Int { characters[..<cursor].filter { $0 == "\n" }.count }

    /// The characters between the start of the cursor's line and the cursor.
    var textBeforeCursorOnLine: ArraySlice<Character> { characters[currentLine.lowerBound..<cursor] }

    private func line(around index: Int) -> Range<Int> {
        let start = characters[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        let end = characters[index...].firstIndex(of: "\n") ?? characters.count
        return start..<end
    }

    // MARK: Inserting and replacing

    /// Inserts text at the cursor and moves the cursor after it.
    mutating func insert(_ text: String) {
        replace(cursor..<cursor, with: text)
    }

    /// Replaces a range of characters and puts the cursor after the new text. Characters that join into one
    /// cluster with their neighbours (a combining accent typed after its letter) are joined.
    mutating func replace(_ range: Range<Int>, with text: String) {
        let before = String(characters[..<range.lowerBound]) + text
        let scalarsBefore = before.unicodeScalars.count
        characters = Array(before + String(characters[range.upperBound...]))
        cursor = characterIndex(ofScalarOffset: scalarsBefore)
    }

    /// Replaces the whole text and puts the cursor at `cursor` (default: the end).
    mutating func setText(_ text: String, cursor: Int? = nil) {
        self = EditBuffer(text, cursor: cursor)
    }

    // MARK: Moving

    /// Moves one character left; false at the start.
    @discardableResult
    mutating func moveLeft() -> Bool {
        guard cursor > 0 else { return false }
        cursor -= 1
        return true
    }

    /// Moves one character right; false at the end.
    @discardableResult
    mutating func moveRight() -> Bool {
        guard cursor < characters.count else { return false }
        cursor += 1
        return true
    }

    /// Moves to the start of the cursor's line.
    mutating func moveToLineStart() { cursor = currentLine.lowerBound }

    /// Moves to the end of the cursor's line.
    mutating func moveToLineEnd() { cursor = currentLine.upperBound }

    /// Moves to the end of the text.
    mutating func moveToEnd() { cursor = characters.count }

    /// Moves to the end of the first line.
    mutating func moveToFirstLineEnd() { cursor = characters.firstIndex(of: "\n") ?? characters.count }

    /// Moves to the start of the word before the cursor (letters, digits and `_`).
    mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

    /// Moves to the end of the word after the cursor.
    mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

    /// Moves to the line above, keeping the display column where it can; false on the first line.
    mutating func moveLineUp() -> Bool {
        let line = currentLine
        guard line.lowerBound > 0 else { return false }
        let column = DisplayWidth.of(characters[line.lowerBound..<cursor])
        cursor = index(inLine: self.line(around: line.lowerBound - 1), atColumn: column)
        return true
    }

    /// Moves to the line below, keeping the display column where it can; false on the last line.
    mutating func moveLineDown() -> Bool {
        let line = currentLine
        guard line.upperBound < characters.count else { return false }
        let column = DisplayWidth.of(characters[line.lowerBound..<cursor])
        cursor = index(inLine: self.line(around: line.upperBound + 1), atColumn: column)
        return true
    }

    private func index(inLine line: Range<Int>, atColumn column: Int) -> Int {
        var width = 0
        for index in line {
            let next = width + DisplayWidth.of(characters[index])
            if next > column { return index }
            width = next
        }
        return line.upperBound
    }

    // MARK: Deleting

    /// Deletes the character before the cursor; false at the start.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        characters.remove(at: cursor - 1)
        cursor -= 1
        return true
    }

    /// Deletes the character after the cursor; false at the end.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    /// Deletes from the cursor to the end of its line (the line break itself when the cursor is at the end of
    /// a line) and returns what was deleted.
    mutating func killToLineEnd() -> String {
        let end = currentLine.upperBound
        return delete(cursor..<(end == cursor && end < characters.count ? end + 1 : end))
    }

    /// Deletes from the start of the cursor's line to the cursor and returns what was deleted.
    mutating func killToLineStart() -> String {
        delete(currentLine.lowerBound..<cursor)
    }

    /// Deletes the word before the cursor (letters, digits and `_`) and returns it.
    mutating func deleteWordBackward() -> String {
        delete(wordStart(before: cursor)..<cursor)
    }

    /// Deletes from the cursor to the end of the next word and returns what was deleted.
    mutating func deleteWordForward() -> String {
        delete(cursor..<wordEnd(after: cursor))
    }

    /// Deletes back to the previous white space, as Ctrl-W does in a shell, and returns what was deleted.
    mutating func deleteToWhitespaceBackward() -> String {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace, characters[start - 1] != "\n" { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return delete(start..<cursor)
    }

    /// Deletes a range, moving the cursor to its start, and returns the deleted text.
    @discardableResult
    mutating func delete(_ range: Range<Int>) -> String {
        let removed = String(characters[range])
        characters.removeSubrange(range)
        if cursor > range.upperBound {
            cursor -= range.count
        } else if cursor > range.lowerBound {
            cursor = range.lowerBound
        }
        return removed
    }

    // MARK: Words

    private static func isWordCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
        while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
        return end
    }
}
