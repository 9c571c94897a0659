/// The interactive line editor: reads one input key by key, drawing it under a prompt.
///
/// Keys follow readline and Emacs: arrows, Home/End, Ctrl-A/E/B/F, Alt-B/F and Ctrl-arrows by word, Backspace,
/// Delete, Ctrl-D, Ctrl-K/U/W and Alt-D/Alt-Backspace (Ctrl-Y puts back the last deletion), Ctrl-L clears the
/// screen, Ctrl-C drops the input, Ctrl-R searches history, Ctrl-Z suspends. Up and Down move between the
/// lines of a multi-line input and, past its first or last line, through history. Enter runs the input when
/// the language says it is complete, and otherwise opens a continuation line at the indent it suggests;
/// Alt-Enter always opens a new line. Tab completes through the language's completion service, or indents
/// when only spaces precede the cursor. Pastes are inserted whole and never run on their own.
final class LineEditor {
    /// The prompts the editor draws.
    struct Prompts: Equatable {
        /// Before the first line.
        var primary = ">>> "
        /// Before each further line.
        var continuation = "... "
        /// The SGR sequence prompts are drawn in, or nil for plain prompts.
        var style: String?
    }

    /// Spaces per indent level, for Tab, Backspace and closing brackets.
    static let indentWidth = 4

    private static let bracketedPasteOn = "\u{1B}[?2004h"
    private static let bracketedPasteOff = "\u{1B}[?2004l"
    private static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// The prompts.
    var prompts: Prompts

    private let terminal: any Terminal
    private let keys: KeyReader
    private let services: any EditorServices
    private let history: History
    private var renderer = EditorRenderer()
    private var buffer = EditBuffer()
    private var navigation: HistoryNavigation?
    private var search: ReverseSearch?
    private var killed = ""

    /// Makes an editor reading `keys` and drawing on `terminal`.
    init(terminal: any Terminal, keys: KeyReader, services: any EditorServices, history: History, prompts: Prompts = Prompts()) {
        self.terminal = terminal
        self.keys = keys
        self.services = services
        self.history = history
        self.prompts = prompts
    }

    /// The text being edited (for tests).
    var text: String { buffer.text }

    /// Reads one input. On return the cursor is at the start of the line below the input.
    ///
    /// - Throws: `TerminalError` when the terminal cannot be read.
    func readInput() throws -> EditorOutcome {
        buffer = EditBuffer()
        navigation = nil
        search = nil
        renderer.forget()
        terminal.write(Self.bracketedPasteOn)
        redraw()
        while true {
            switch try keys.next() {
            case .key(let key):
                if let outcome = handle(key) { return outcome }
                redraw()
            case .resized:
                renderer.windowResized(to: terminal.size.columns)
                redraw()
            case .timedOut:
                continue
            case .endOfInput:
                finish()
                return .endOfInput
            }
        }
    }

    // MARK: Keys

    private func handle(_ key: Key) -> EditorOutcome? {
        var key = key
        if search != nil {
            guard let passed = handleDuringSearch(key) else { return nil }
            key = passed
        }
        if !Self.walksHistory(key) { navigation = nil }
        switch key {
        case .text(let text): insertTyped(text)
        case .paste(let text): buffer.insert(Self.cleaned(pasted: text))
        case .enter: return enter()
        case .altEnter: buffer.insert("\n")
        case .tab: complete()
        case .backspace: backspace()
        case .delete: buffer.deleteForward()
        case .control("d"):
            if buffer.isEmpty {
                finish()
                return .endOfInput
            }
            buffer.deleteForward()
        case .left, .control("b"): buffer.moveLeft()
        case .right, .control("f"): buffer.moveRight()
        case .home, .control("a"): buffer.moveToLineStart()
        case .end, .control("e"): buffer.moveToLineEnd()
        case .wordLeft, .alt("b"): buffer.moveWordLeft()
        case .wordRight, .alt("f"): buffer.moveWordRight()
        case .control("k"): keep(buffer.killToLineEnd())
        case .control("u"): keep(buffer.killToLineStart())
        case .control("w"): keep(buffer.deleteToWhitespaceBackward())
        case .altBackspace: keep(buffer.deleteWordBackward())
        case .alt("d"): keep(buffer.deleteWordForward())
        case .control("y"): buffer.insert(killed)
        case .control("l"): clearScreen()
        case .control("c"): dropInput()
        case .control("r"): search = ReverseSearch(original: buffer)
        case .control("z"): suspend()
        case .up, .control("p"): if !buffer.moveLineUp() { showOlderEntry() }
        case .down, .control("n"): if !buffer.moveLineDown() { showNewerEntry() }
        default: break
        }
        return nil
    }

    private static func walksHistory(_ key: Key) -> Bool {
        [.up, .down, .control("p"), .control("n")].contains(key)
    }

    /// Typed text; a closing bracket typed in an indent removes one level of it.
    private func insertTyped(_ text: String) {
        let before = buffer.textBeforeCursorOnLine
        if ["}", ")", "]"].contains(text), !before.isEmpty, before.allSatisfy({ $0 == " " }) {
            buffer.delete((buffer.cursor - Self.indentToRemove(before.count))..<buffer.cursor)
        }
        buffer.insert(text)
    }

    /// Backspace in an indent removes one level of it.
    private func backspace() {
        let before = buffer.textBeforeCursorOnLine
        if !before.isEmpty, before.allSatisfy({ $0 == " " }) {
            buffer.delete((buffer.cursor - Self.indentToRemove(before.count))..<buffer.cursor)
        } else {
            buffer.deleteBackward()
        }
    }

    /// The spaces back to the previous indent level from `width` spaces.
    private static func indentToRemove(_ width: Int) -> Int {
        let extra = width % indentWidth
        return extra == 0 ? min(width, indentWidth) : extra
    }

    private func enter() -> EditorOutcome? {
        if !buffer.isBlank, case .incomplete(let indent) = services.completeness(of: buffer.text) {
            buffer.insert("\n" + indent)
            return nil
        }
        finish()
        return .submitted(buffer.text)
    }

    private func keep(_ deleted: String) {
        if !deleted.isEmpty { killed = deleted }
    }

    private func clearScreen() {
        terminal.write(Self.clearScreen)
        renderer.forget()
    }

    /// Ctrl-C: shows `^C` after the input and starts a new one.
    private func dropInput() {
        buffer.moveToEnd()
        redraw()
        terminal.write("^C" + renderer.moveBelow())
        buffer = EditBuffer()
    }

    private func suspend() {
        terminal.write(renderer.moveBelow() + Self.bracketedPasteOff)
        terminal.suspend(resumingIn: .editing)
        terminal.write(Self.bracketedPasteOn)
    }

    /// Leaves the input as it is, the cursor on the line below it, bracketed paste off.
    private func finish() {
        search = nil
        buffer.moveToEnd()
        redraw()
        terminal.write(Self.bracketedPasteOff + renderer.moveBelow())
    }

    private static func cleaned(pasted text: String) -> String {
        var cleaned = ""
        for character in text {
            if character == "\t" {
                cleaned += String(repeating: " ", count: indentWidth)
            } else if character == "\n" || !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) {
                cleaned.append(character)
            }
        }
        return cleaned
    }

    // MARK: Completion

    /// Tab: one candidate is inserted; several insert their common prefix and are listed under the input.
    private func complete() {
        let before = buffer.textBeforeCursorOnLine
        if before.allSatisfy({ $0 == " " }) {
            buffer.insert(String(repeating: " ", count: Self.indentWidth - before.count % Self.indentWidth))
            return
        }
        let completions = services.completions(in: buffer.text, cursor: buffer.scalarCursor)
        var seen = Set<String>()
        let candidates = completions.matches.map(\.text).filter { seen.insert($0).inserted }
        let start = buffer.characterIndex(ofScalarOffset: completions.start)
        let end = buffer.characterIndex(ofScalarOffset: completions.end)
        guard !candidates.isEmpty, start <= end else { return }
        if candidates.count == 1 {
            buffer.replace(start..<end, with: candidates[0])
            return
        }
        let typed = String(buffer.characters[start..<end])
        let common = CompletionList.commonPrefix(of: candidates)
        if common.count > typed.count, common.hasPrefix(typed) {
            buffer.replace(start..<end, with: common)
        }
        let size = terminal.size
        let lines = CompletionList.lines(for: candidates, columns: size.columns, maximumRows: max(1, size.rows - 4))
        terminal.write(renderer.moveBelow() + lines.joined(separator: "\r\n") + "\r\n")
    }

    // MARK: History

    private func showOlderEntry() {
        var walk = navigation ?? HistoryNavigation(draft: buffer, count: history.entries.count)
        guard let entry = walk.older(in: history.entries, shown: buffer.text) else { return }
        navigation = walk
        buffer.setText(entry)
        buffer.moveToFirstLineEnd()
    }

    private func showNewerEntry() {
        guard var walk = navigation else { return }
        if let entry = walk.newer(in: history.entries, shown: buffer.text) {
            buffer.setText(entry)
        } else {
            buffer = walk.draft
        }
        navigation = walk
    }

    /// Handles a key during Ctrl-R; returns the key to handle as usual after the search ends with it.
    private func handleDuringSearch(_ key: Key) -> Key? {
        guard var current = search else { return key }
        let entries = history.entries
        switch key {
        case .text(let text), .paste(let text):
            current.type(text, in: entries)
        case .backspace:
            current.deleteBackward(in: entries)
        case .control("r"):
            current.searchOlder(in: entries)
        case .control("g"), .control("c"):
            buffer = current.original
            search = nil
            return nil
        case .escape:
            buffer = current.buffer(in: entries)
            search = nil
            return nil
        default:
            buffer = current.buffer(in: entries)
            search = nil
            return key
        }
        search = current
        return nil
    }

    // MARK: Drawing

    private func redraw() {
        terminal.write(renderer.render(view, columns: terminal.size.columns))
    }

    private var view: EditorView {
        if let search {
            let shown = search.buffer(in: history.entries)
            return EditorView(
                prompt: search.prompt, continuationPrompt: prompts.continuation, characters: shown.characters,
                cursor: shown.cursor, promptStyle: prompts.style)
        }
        return EditorView(
            prompt: prompts.primary, continuationPrompt: prompts.continuation, characters: buffer.characters,
            cursor: buffer.cursor, promptStyle: prompts.style)
    }
}
