/// The reserved words of the language.
public enum Keyword: String, CaseIterable, Sendable {
    /// `let`, a constant declaration.
    case `let`
    /// `var`, a variable declaration.
    case `var`
    /// `func`, a function declaration.
    case `func`
    /// `if`.
    case `if`
    /// `else`.
    case `else`
    /// `for`.
    case `for`
    /// `in`, in `for x in seq` and closure signatures.
    case `in`
    /// `where`, a filter in `for x in seq where x > 0`.
    case `where`
    /// `while`.
    case `while`
    /// `repeat`, in `repeat { } while cond`.
    case `repeat`
    /// `break`.
    case `break`
    /// `continue`.
    case `continue`
    /// `return`.
    case `return`
    /// `true`.
    case `true`
    /// `false`.
    case `false`
    /// `nil`.
    case `nil`
}
