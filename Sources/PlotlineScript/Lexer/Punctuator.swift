/// Punctuation and operator tokens, spelled as in the source.
public enum Punctuator: String, CaseIterable, Sendable {
    /// `(`.
    case leftParen = "("
    /// `)`.
    case rightParen = ")"
    /// `[`.
    case leftBracket = "["
    /// `]`.
    case rightBracket = "]"
    /// `{`.
    case leftBrace = "{"
    /// `}`.
    case rightBrace = "}"
    /// `,`.
    case comma = ","
    /// `:`.
    case colon = ":"
    /// `;`.
    case semicolon = ";"
    /// `.`.
    case dot = "."
    /// `->`.
    case arrow = "->"
    /// `?`.
    case question = "?"
    /// `??`.
    case questionQuestion = "??"
    /// `!`.
    case bang = "!"
    /// `=`.
    case equal = "="
    /// `+=`.
    case plusEqual = "+="
    /// `-=`.
    case minusEqual = "-="
    /// `*=`.
    case starEqual = "*="
    /// `/=`.
    case slashEqual = "/="
    /// `%=`.
    case percentEqual = "%="
    /// `+`.
    case plus = "+"
    /// `-`.
    case minus = "-"
    /// `*`.
    case star = "*"
    /// `/`.
    case slash = "/"
    /// `%`.
    case percent = "%"
    /// `==`.
    case equalEqual = "=="
    /// `!=`.
    case bangEqual = "!="
    /// `===`
    case identical = "==="
    /// `!==`
    case notIdentical = "!=="
    /// `<`.
    case less = "<"
    /// `<=`.
    case lessEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterEqual = ">="
    /// `&&`.
    case ampAmp = "&&"
    /// `||`.
    case pipePipe = "||"
    /// `...`.
    case closedRange = "..."
    /// `..<`.
    case halfOpenRange = "..<"
    /// `\`, which starts a key path (`\.latency`).
    case backslash = "\\"

    /// Every punctuator, longest spelling first, for maximal munch.
    static let longestFirst: [Punctuator] = allCases.sorted { $0.rawValue.count > $1.rawValue.count }
}
