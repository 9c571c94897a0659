@testable import PlotlineScript

/// Mutates real programs at token boundaries: deletes, duplicates, swaps and replaces tokens, swaps in extreme
/// numbers, splices lines of other programs, truncates.
struct ProgramMutator {
    private var random: FuzzRandom

    /// Tokens and fragments that replace or join a program's tokens.
    static let vocabulary = [
        "let", "var", "func", "if", "else", "for", "in", "while", "repeat", "break", "continue", "return", "where", "nil",
        "true", "_", "x", "graph", "plot", "$0", "$1", ".red", ".automatic", "(", ")", "[", "]", "{", "}", ",", ":", ";",
        ".", "?", "!", "??", "?.", "=", "==", "+=", "-", "+", "*", "/", "%", "<", "...", "..<", "->", "&&", "||", "\n",
        "\"", "\"\\(", "//", "/*", "*/", "\"\"\"", "`", "@", "#", "0x", "1e", "graph.title", "XYGraph()", "print(1)",
        "{ $0 }", "[1, 2]", "[\"a\": 1]", "Color.red", "session.scale", "Date.now", "\\", "'", "😀", "日本",
        "switch", "case", "default", "fallthrough", "guard", "do", "catch", "throw", "try", "try?", "try!", "defer", "throws",
        "DataError(\"x\")", "catch let e as ValueError", "case 1...3:", "case let v where v > 0:", "(1, 2)", "(x: 1, y: 2)", ".0", "case (0, _):",
    ]

    /// Numbers that stress conversions and the model.
    static let extremeNumbers = [
        "0", "-0.0", "1e308", "-1e308", "1e-308", "9223372036854775807", "-9223372036854775808", "Double.nan",
        "Double.infinity", "-Double.infinity", "10000000", "100000000000", "-1", "0.000001", "65536",
    ]

    /// Makes a mutator.
    init(random: FuzzRandom) {
        self.random = random
    }

    /// `program` after one to four mutations; `other` supplies spliced lines.
    mutating func mutate(_ program: String, splicingFrom other: String) -> String {
        var text = Array(program)
        for _ in 0..<random.between(1, 4) {
            text = mutateOnce(text, other: Array(other))
        }
        return String(text)
    }

    private mutating func mutateOnce(_ text: [Character], other: [Character]) -> [Character] {
        let tokens = Lexer.tokenize(SourceFile(name: "fuzz", text: String(text))).tokens.filter { $0.kind != .endOfFile }
        guard let token = tokens.randomElement(using: &random) else { return text + Array(random.pick(ProgramMutator.vocabulary)) }
        let lower = min(token.range.start.offset, text.count)
        let upper = min(max(token.range.end.offset, lower), text.count)
        let before = Array(text[..<lower])
        let piece = Array(text[lower..<upper])
        let after = Array(text[upper...])
        switch random.below(9) {
        case 0: return before + after
        case 1: return before + piece + piece + after
        case 2: return before + Array(random.pick(ProgramMutator.vocabulary)) + after
        case 3:
            guard case .integer = token.kind else { return before + Array(random.pick(ProgramMutator.extremeNumbers)) + after }
            return before + Array(random.pick(ProgramMutator.extremeNumbers)) + after
        case 4: return before + Array(" " + random.pick(ProgramMutator.vocabulary) + " ") + piece + after
        case 5: return Array(text.prefix(random.below(text.count + 1)))
        case 6: return splice(text, other)
        case 7:
            guard let second = tokens.randomElement(using: &random) else { return text }
            return swap(text, token.range, second.range)
        default:
            return before + piece + Array(random.pick(["?", "!", "()", "[0]", ".count", " + 1", " ?? nil", ".title"])) + after
        }
    }

    private mutating func splice(_ text: [Character], _ other: [Character]) -> [Character] {
        var lines = String(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let otherLines = String(other).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let line = otherLines.randomElement(using: &random) else { return text }
        lines.insert(line, at: random.below(lines.count + 1))
        return Array(lines.joined(separator: "\n"))
    }

    private func swap(_ text: [Character], _ a: SourceRange, _ b: SourceRange) -> [Character] {
        let (first, second) = a.start.offset <= b.start.offset ? (a, b) : (b, a)
        let firstLower = min(first.start.offset, text.count)
        let firstUpper = min(max(first.end.offset, firstLower), text.count)
        let secondLower = min(max(second.start.offset, firstUpper), text.count)
        let secondUpper = min(max(second.end.offset, secondLower), text.count)
        return Array(text[..<firstLower]) + Array(text[secondLower..<secondUpper]) + Array(text[firstUpper..<secondLower])
            + Array(text[firstLower..<firstUpper]) + Array(text[secondUpper...])
    }

    /// Random tokens from the vocabulary, joined by spaces or nothing.
    mutating func tokenSoup() -> String {
        (0..<random.between(1, 40)).map { _ in random.pick(ProgramMutator.vocabulary) }
            .joined(separator: random.chance(70) ? " " : "")
    }
}
