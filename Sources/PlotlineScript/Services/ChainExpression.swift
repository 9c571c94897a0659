/// A pure key path written in the source, read backwards from a token: names, `.member`s, and calls whose
/// result type is known without running them (`XYGraph(...)`, `graph.snapshot()`).
///
/// Completion and inspection evaluate only these, never arbitrary code: reading a name and a property has no
/// side effects, and calls are resolved by their declared result types, not run.
indirect enum ChainExpression: Equatable {
    /// A name in scope: `graph`.
    case name(String)
    /// A member of a chain: `graph.axisSet`.
    case member(ChainExpression, String)
    /// A call of a chain, not run: `XYGraph(width: 300)` (its arguments are not kept).
    case call(ChainExpression)

    /// The most members and calls one chain may have; longer ones are not analysed.
    static let maximumLength = 64

    /// The chain ending at `tokens[end]`, or nil when the tokens there are not a pure key path.
    static func ending(at end: Int, in tokens: [Token]) -> ChainExpression? {
        parse(endingAt: end, in: tokens, budget: maximumLength)?.chain
    }

    /// The chain ending at `tokens[end]` and the index of its first token.
    static func parse(endingAt end: Int, in tokens: [Token], budget: Int) -> (chain: ChainExpression, start: Int)? {
        guard budget > 0, tokens.indices.contains(end) else { return nil }
        let token = tokens[end]
        if let name = token.kind.nameLike, !isValueKeyword(token.kind) {
            if end >= 1, tokens[end - 1].isPunctuator(.dot) {
                guard end >= 2, endsOperand(tokens[end - 2]), !tokens[end - 1].hasLeadingSpace,
                      let (base, start) = parse(endingAt: end - 2, in: tokens, budget: budget - 1) else { return nil }
                return (.member(base, name), start)
            }
            if case .keyword = token.kind { return nil }
            return (.name(name), end)
        }
        if token.isPunctuator(.rightParen), let open = TokenScan.matchingOpener(ofCloserAt: end, in: tokens), open >= 1,
           !tokens[open].isAtLineStart, let (callee, start) = parse(endingAt: open - 1, in: tokens, budget: budget - 1) {
            return (.call(callee), start)
        }
        return nil
    }

    /// True when a token can end an operand, so that a following `.` is a member access, not an implicit member.
    static func endsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .anonymousParameter, .integer, .double, .string: return true
        case .keyword(let keyword): return keyword == .true || keyword == .false || keyword == .nil
        case .punctuator(let punctuator): return punctuator == .rightParen || punctuator == .rightBracket
        case .invalid, .endOfFile: return false
        }
    }

    private static func isValueKeyword(_ kind: TokenKind) -> Bool {
        kind == .keyword(.true) || kind == .keyword(.false) || kind == .keyword(.nil)
    }

    /// The chain as source text: `graph.axisSet.xAxis`, `XYGraph(...)`.
    var text: String {
        switch self {
        case .name(let name): return name
        case .member(let base, let name): return "\(base.text).\(name)"
        case .call(let callee): return "\(callee.text)(...)"
        }
    }
}
