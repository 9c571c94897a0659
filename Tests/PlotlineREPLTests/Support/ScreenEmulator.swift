@testable import PlotlineREPL

/// A small terminal emulator for tests: it interprets what the REPL writes (text with wide characters,
/// CR, LF as CR LF, backspace, cursor moves, erasing, automatic wrapping with xterm's pending-wrap rule and
/// scrolling) into a grid of cells, and keeps graphics escapes (APC, OSC, DCS) aside.
struct ScreenEmulator {
    /// The width in cells.
    let columns: Int
    /// The height in cells.
    let rows: Int
    /// The cursor's row, from 0 at the top.
    private(set) var row = 0
    /// The cursor's column, from 0.
    private(set) var column = 0
    /// Lines scrolled off the top, oldest first.
    private(set) var scrolledOff: [String] = []
    /// Every APC, OSC and DCS sequence received, whole.
    private(set) var graphicsSequences: [String] = []

    private var cells: [[Character?]]
    private var wrapPending = false
    private var state = ParserState.text

    private enum ParserState: Equatable {
        case text
        case escape
        case controlSequence(String)
        case stringSequence(String)
        case stringSequenceEscape(String)
    }

    /// An empty screen.
    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The text of each row, without trailing blanks.
    var lines: [String] {
        cells.map(Self.text(of:))
    }

    /// Every line, scrolled-off ones first, without trailing empty lines.
    var transcript: [String] {
        var all = scrolledOff + lines
        while all.last?.isEmpty == true { all.removeLast() }
        return all
    }

    /// The text of the row holding the cursor.
    var cursorLine: String { lines[row] }

    /// Interprets output.
    mutating func feed(_ output: String) {
        for character in output {
            if character == "\r\n" {
                feed(character: "\r")
                feed(character: "\n")
            } else {
                feed(character: character)
            }
        }
    }

    private mutating func feed(character: Character) {
        switch state {
        case .text:
            text(character)
        case .escape:
            switch character {
            case "[": state = .controlSequence("")
            case "_", "]", "P": state = .stringSequence("\u{1B}" + String(character))
            default: state = .text
            }
        case .controlSequence(let collected):
            if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) {
                state = .text
                controlSequence(collected, final: character)
            } else {
                state = .controlSequence(collected + String(character))
            }
        case .stringSequence(let collected):
            if character == "\u{1B}" {
                state = .stringSequenceEscape(collected)
            } else if character == "\u{07}" {
                graphicsSequences.append(collected + "\u{07}")
                state = .text
            } else {
                state = .stringSequence(collected + String(character))
            }
        case .stringSequenceEscape(let collected):
            if character == "\\" {
                graphicsSequences.append(collected + "\u{1B}\\")
                state = .text
            } else {
                state = .stringSequence(collected + "\u{1B}" + String(character))
            }
        }
    }

    private mutating func text(_ character: Character) {
        switch character {
        case "\u{1B}": state = .escape
        case "\r":
            column = 0
            wrapPending = false
        case "\n":
            column = 0
            wrapPending = false
            lineFeed()
        case "\u{08}":
            column = max(0, column - 1)
            wrapPending = false
        case "\u{07}": break
        default: put(character)
        }
    }

    private mutating func put(_ character: Character) {
        let width = DisplayWidth.of(character)
        if wrapPending {
            wrapPending = false
            column = 0
            lineFeed()
        }
        if column + width > columns {
            column = 0
            lineFeed()
        }
        if width == 0 {
            return
        }
        cells[row][column] = character
        if width == 2, column + 1 < columns { cells[row][column + 1] = nil }
        column += width
        if column >= columns {
            column = columns - 1
            wrapPending = true
        }
    }

    private mutating func lineFeed() {
        row += 1
        if row >= rows {
            scrolledOff.append(Self.text(of: cells[0]))
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
            row = rows - 1
        }
    }

    private mutating func controlSequence(_ parameters: String, final: Character) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        let count = max(1, numbers.first ?? 1)
        wrapPending = false
        switch final {
        case "A": row = max(0, row - count)
        case "B": row = min(rows - 1, row + count)
        case "C": column = min(columns - 1, column + count)
        case "D": column = max(0, column - count)
        case "H":
            row = min(rows - 1, max(1, numbers.first ?? 1) - 1)
            column = min(columns - 1, max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
        case "J":
            if numbers.first == 2 {
                cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            } else {
                for index in column..<columns { cells[row][index] = " " }
                for below in (row + 1)..<max(row + 1, rows) {
                    cells[below] = Array(repeating: " ", count: columns)
                }
            }
        case "K":
            for index in column..<columns { cells[row][index] = " " }
        default:
            break  // colours, modes, replies
        }
    }

    private static func text(of cells: [Character?]) -> String {
        var line = String(cells.compactMap { $0 })
        while line.last == " " { line.removeLast() }
        return line
    }
}
