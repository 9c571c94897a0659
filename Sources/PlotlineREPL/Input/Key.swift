/// A key (or a paste, or a terminal's reply) decoded from the bytes a terminal sends.
enum Key: Equatable {
    /// Printable characters typed (several when they arrive together).
    case text(String)
    /// Text pasted in bracketed-paste mode: inserted as it is, newlines included, never run on its own.
    case paste(String)
    /// Return.
    case enter
    /// Alt-Return (ESC CR): a new line without running the input.
    case altEnter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Alt-Backspace.
    case altBackspace
    /// The Delete key.
    case delete
    /// Escape alone.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Ctrl-Left or Alt-Left.
    case wordLeft
    /// Ctrl-Right or Alt-Right.
    case wordRight
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Ctrl and a letter, named by the lowercase letter: `.control("a")`.
    case control(Character)
    /// Alt (Meta) and a printable character, letters lowercased: `.alt("b")`.
    case alt(Character)
    /// A reply of the terminal to a query, such as the primary device attributes `ESC [ ? 62 ; 4 c`.
    case terminalReply(String)
    /// An escape sequence the editor has no use for.
    case unknown(String)
}
