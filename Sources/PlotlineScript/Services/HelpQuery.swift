import Foundation

/// A cell that only asks for help about a key path: `graph?`, `graph.axisSet??`, `?XYGraph`, or
/// `help(graph.axisSet.xAxis.majorIntervalLength)`. Such a cell is answered from the syntax (so a property is
/// documented as a property, not as the number it holds) and shown as a page.
enum HelpQuery {
    /// The key path asked about and the detail wanted (`x??` asks for more), or nil when `code` is not a query.
    static func chain(in code: String) -> (chain: ChainExpression, detail: Int)? {
        let trimmed = code.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else { return nil }
        if trimmed.hasSuffix("?") {
            let body = trimmed.dropLast(trimmed.hasSuffix("??") ? 2 : 1)
            return wholeChain(String(body)).map { ($0, 1) }
        }
        if trimmed.hasPrefix("?") {
            return wholeChain(String(trimmed.drop { $0 == "?" })).map { ($0, 1) }
        }
        return helpCall(trimmed).map { ($0, 1) }
    }

    /// The chain that makes up all of `text`, or nil.
    private static func wholeChain(_ text: String) -> ChainExpression? {
        let tokens = Array(Lexer.tokenize(SourceFile(name: "help", text: text)).tokens.dropLast())
        guard let last = tokens.indices.last,
              let (chain, start) = ChainExpression.parse(endingAt: last, in: tokens, budget: ChainExpression.maximumLength),
              start == 0 else { return nil }
        return chain
    }

    /// The chain in `help(chain)` making up all of `text`, or nil.
    private static func helpCall(_ text: String) -> ChainExpression? {
        let (tokens, diagnostics) = Lexer.tokenize(SourceFile(name: "help", text: text))
        let body = Array(tokens.dropLast())
        guard diagnostics.isEmpty, body.count >= 4, body[0].kind == .identifier("help"), body[1].isPunctuator(.leftParen),
              let last = body.indices.last, body[last].isPunctuator(.rightParen),
              TokenScan.matchingOpener(ofCloserAt: last, in: body) == 1,
              let (chain, start) = ChainExpression.parse(endingAt: last - 1, in: body, budget: ChainExpression.maximumLength),
              start == 2 else { return nil }
        return chain
    }
}
