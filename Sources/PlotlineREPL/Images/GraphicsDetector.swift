/// Chooses how charts are shown when the user did not say: from environment variables terminals set, and
/// else from the terminal's answer to a primary device attributes query (`ESC [ c`).
///
/// kitty (`$KITTY_WINDOW_ID`, `TERM=xterm-kitty`) and Ghostty get kitty's protocol; iTerm2 and WezTerm
/// (`$TERM_PROGRAM`, or `$LC_TERMINAL=iTerm2` over ssh) get inline images. Inside tmux or screen those
/// variables describe the outer terminal, which the multiplexer hides, so only the query decides there: a
/// terminal whose attributes include 4 speaks sixel. Everything else gets braille.
struct GraphicsDetector {
    /// The process's environment.
    let environment: [String: String]

    /// The primary device attributes query.
    static let query = "\u{1B}[c"

    /// The protocol the environment names, or nil when the query must decide.
    var protocolFromEnvironment: GraphicsProtocol? {
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .braille }
        if isMultiplexed { return nil }
        let program = environment["TERM_PROGRAM"] ?? ""
        if !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty || term == "xterm-kitty" { return .kitty }
        if program == "ghostty" || term == "xterm-ghostty" { return .kitty }
        if program == "iTerm.app" || program == "WezTerm" || environment["LC_TERMINAL"] == "iTerm2" { return .iterm2 }
        return nil
    }

    /// True inside tmux or screen.
    var isMultiplexed: Bool {
        let term = environment["TERM"] ?? ""
        return !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("screen") || term.hasPrefix("tmux")
    }

    /// True when a primary device attributes reply (`ESC [ ? 62 ; 4 ; 22 c`) lists attribute 4, sixel graphics.
    static func announcesSixel(_ reply: String) -> Bool {
        guard let open = reply.firstIndex(of: "?"), reply.hasSuffix("c") else { return false }
        let attributes = reply[reply.index(after: open)..<reply.index(before: reply.endIndex)]
        return attributes.split(separator: ";").contains("4")
    }

    /// The protocol for a reply to the query, or for none (nil): sixel when announced, else braille.
    static func protocolForReply(_ reply: String?) -> GraphicsProtocol {
        reply.map(announcesSixel) == true ? .sixel : .braille
    }
}
