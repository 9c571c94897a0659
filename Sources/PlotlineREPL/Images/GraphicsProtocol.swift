/// How the REPL shows charts.
public enum GraphicsProtocol: String, CaseIterable, Sendable {
    /// kitty's graphics protocol (kitty, Ghostty): PNG in APC escapes.
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm): PNG in an OSC 1337 escape.
    case iterm2
    /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, Windows Terminal, tmux 3.4 with sixel).
    case sixel
    /// A drawing in Unicode braille characters, for any terminal.
    case braille
    /// No drawing: a one-line description of the chart.
    case none

    /// True for the protocols that send real images.
    public var drawsImages: Bool {
        self == .kitty || self == .iterm2 || self == .sixel
    }
}
