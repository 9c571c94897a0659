/// `guard` and `switch` (and the words of `do`/`catch`/`throw`/`defer`), which are not reserved: they start
/// statements only where an expression could not go on, so older cells naming a variable `default` or `case` still
/// parse.
extension Parser {
    /// The words that start statements (or are part of one) without being reserved, for completion.
    public static let statementWords = [
        "switch", "case", "default", "fallthrough", "guard", "do", "catch", "throw", "throws", "try", "defer", "class",
        "enum", "struct", "extension", "protocol", "mutating", "init", "self", "super", "static", "override",
    ]

    /// The statements these words start, parsed when `name` starts one here; nil otherwise.
    mutating func parseWordStatement(_ name: String) throws -> Stmt? {
        switch name {
        case "guard" where startsWordStatement(): return try parseGuard()
        case "switch" where startsWordStatement(): return try parseSwitch()
        case "class" where peek(ahead: 1).kind.nameLike != nil && startsWordStatement(): return try parseClass()
        case "struct" where peek(ahead: 1).kind.nameLike != nil && startsWordStatement(): return try parseClass(isStruct: true)
        case "enum" where peek(ahead: 1).kind.nameLike != nil && startsWordStatement(): return try parseEnum()
        case "extension" where peek(ahead: 1).kind.nameLike != nil && startsWordStatement(): return try parseExtension()
        case "protocol" where peek(ahead: 1).kind.nameLike != nil && startsWordStatement(): return try parseProtocol()
        case "do" where peek(ahead: 1).isPunctuator(.leftBrace): return try parseDo()
        case "defer" where peek(ahead: 1).isPunctuator(.leftBrace): return try parseDefer()
        case "throw" where startsWordStatement(): return try parseThrow()
        case "catch" where peek(ahead: 1).isPunctuator(.leftBrace) || startsWordStatement():
            throw error("'catch' must follow a 'do' block or another 'catch'", hint: "write 'do { … } catch { … }'")
        case "fallthrough" where endsStatement(after: 1):
            guard switchDepth > 0 else { throw error("'fallthrough' is only allowed inside a switch") }
            return Stmt(.fallthrough, range: advance().range)
        case "case" where !continuesAsExpression():
            throw error("'case' label can only appear inside a 'switch' statement")
        case "default" where peek(ahead: 1).isPunctuator(.colon):
            throw error("'default' label can only appear inside a 'switch' statement")
        default:
            return nil
        }
    }

    /// True when the word is followed by what starts an expression or a block, not by what continues one (`=`,
    /// `.`, `[`, an operator) or nothing.
    private func startsWordStatement() -> Bool {
        !endsStatement(after: 1) && !continuesAsExpression()
    }

    /// True when the token after the word continues an expression of which the word is a name (`case = 2`,
    /// `default.x`).
    private func continuesAsExpression() -> Bool {
        let next = peek(ahead: 1)
        guard case .punctuator(let punctuator) = next.kind else { return false }
        if AssignmentOperator(punctuator) != nil { return true }
        switch punctuator {
        case .dot, .leftBracket, .rightParen, .rightBracket, .comma, .colon: return !next.isAtLineStart
        default: return BinaryOperator(punctuator) != nil && punctuator != .bang
        }
    }

    /// True when nothing of the statement follows the token `ahead` of the current one.
    private func endsStatement(after ahead: Int) -> Bool {
        let next = peek(ahead: ahead)
        return next.isAtLineStart || next.kind == .endOfFile || next.isPunctuator(.rightBrace) || next.isPunctuator(.semicolon)
    }

    // MARK: - guard

    /// `guard conditions else { … }`, whose body must leave the scope.
    mutating func parseGuard() throws -> Stmt {
        let start = advance()
        let conditions = try parseConditions(after: "'guard'")
        guard match(.else) else {
            throw error("expected 'else' after 'guard' condition", hint: "write 'guard condition else { return }'")
        }
        let body = try parseBlock(after: "'else'")
        guard let last = body.statements.last, Parser.leavesScope(last) else {
            throw error(
                "'guard' body must not fall through", at: body.range.endRange,
                hint: "end it with 'return', 'break', 'continue' or 'throw'")
        }
        return Stmt(.guard(conditions, body), range: range(from: start.range))
    }

    /// True for the statements after which a block's end is never reached.
    static func leavesScope(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .return, .break, .continue, .fallthrough, .throw: return true
        case .expression(let expression):
            guard case .call(let callee, _, _) = expression.kind, case .identifier(let name) = callee.kind else { return false }
            return GlobalFunctions.neverReturning.contains(name)
        default: return false
        }
    }

    // MARK: - switch

    /// `switch subject { case patterns: statements … default: statements }`.
    mutating func parseSwitch() throws -> Stmt {
        let start = advance()
        let subject = try withTrailingClosures(false) { try $0.parseExpression() }
        let open = try consume(.leftBrace, "expected '{' after 'switch' subject")
        let cases = try nested { parser in try parser.inSwitch { try $0.parseCases() } }
        try consume(
            .rightBrace, "expected '}' at end of 'switch' statement",
            hint: "to match the '{' at line \(open.range.start.line), column \(open.range.start.column)")
        guard !cases.isEmpty else {
            throw error("'switch' statement body must have at least one 'case' or 'default' block", at: open.range)
        }
        return Stmt(.switch(SwitchStatement(subject: subject, cases: cases)), range: range(from: start.range))
    }

    private mutating func parseCases() throws -> [SwitchCase] {
        var cases: [SwitchCase] = []
        while !check(.rightBrace) && !isAtEnd {
            if match(.semicolon) { continue }
            let labelStart = peek.range
            if let defaultCase = cases.first(where: \.isDefault) {
                throw error(
                    "additional 'case' blocks cannot appear after the 'default' block of a 'switch'",
                    hint: "move the 'default' block (line \(defaultCase.labelRange.start.line)) to the end")
            }
            let items = try parseCaseLabel()
            let labelRange = range(from: labelStart)
            var body: [Stmt] = []
            while !check(.rightBrace) && !isAtEnd && !atCaseLabel {
                if match(.semicolon) { continue }
                parseStatementRecovering(into: &body)
            }
            guard !body.isEmpty else {
                // At the end of the text the case is still being written (the cell is incomplete, not wrong).
                if isAtEnd { throw error("expected '}' at end of 'switch' statement") }
                throw error(
                    "'\(items.isEmpty ? "default" : "case")' label in a 'switch' must have at least one executable statement",
                    at: labelRange, hint: "write 'break' to do nothing")
            }
            cases.append(SwitchCase(items: items, body: body, labelRange: labelRange))
        }
        if let last = cases.last?.body.last, case .fallthrough = last.kind {
            throw error("'fallthrough' without a following 'case' or 'default' block", at: last.range)
        }
        return cases
    }

    /// True at `case …` or `default:`.
    private var atCaseLabel: Bool {
        if peek.kind == .identifier("case") { return true }
        return peek.kind == .identifier("default") && peek(ahead: 1).isPunctuator(.colon)
    }

    /// `case a, b where c:` (its items) or `default:` (none).
    private mutating func parseCaseLabel() throws -> [SwitchCase.Item] {
        if peek.kind == .identifier("default") {
            advance()
            try consume(.colon, "expected ':' after 'default'")
            return []
        }
        guard peek.kind == .identifier("case") else {
            throw error(
                "all statements inside a switch must be covered by a 'case' or 'default' label",
                hint: "write 'case value:' or 'default:' before it")
        }
        advance()
        var items: [SwitchCase.Item] = []
        repeat {
            items.append(try parseCaseItem())
        } while match(.comma)
        try consume(.colon, "expected ':' after 'case' patterns", hint: "write 'case pattern:'")
        return items
    }

    private mutating func parseCaseItem() throws -> SwitchCase.Item {
        let pattern = try parseCasePattern()
        let condition = match(.where) ? try withTrailingClosures(false) { try $0.parseExpression() } : nil
        return SwitchCase.Item(pattern: pattern, condition: condition)
    }

    /// `let name`, `_`, a tuple of patterns `(0, let y)`, or a value.
    mutating func parseCasePattern(bindingNames: Bool? = nil) throws -> CasePattern {
        if (check(.let) || check(.var)) && peek(ahead: 1).isPunctuator(.dot) {
            // `let .point(x, y)`: every name in the payload is bound.
            let keyword = advance()
            return try parseEnumCasePattern(bindingNames: keyword.isKeyword(.let))
        }
        if check(.dot), peek(ahead: 1).kind.nameLike != nil, peek(ahead: 2).isPunctuator(.leftParen) {
            return try parseEnumCasePattern(bindingNames: bindingNames)
        }
        if let isConstant = bindingNames, let name = peek.kind.nameLike, name != "_",
           [.comma, .rightParen].contains(where: { peek(ahead: 1).isPunctuator($0) }) {
            return .binding(isConstant: isConstant, .name(Identifier(name, range: advance().range)))
        }
        if check(.let) || check(.var) {
            let keyword = advance()
            let binding = CasePattern.binding(isConstant: keyword.isKeyword(.let), try parsePattern(context: "'case \(keyword.kind)'"))
            return optionalPattern(wrapping: binding)
        }
        if peek.kind == .identifier("_"), [.colon, .comma, .rightParen].contains(where: { peek(ahead: 1).isPunctuator($0) })
            || peek(ahead: 1).isKeyword(.where) {
            return .binding(isConstant: true, .wildcard(advance().range))
        }
        if check(.leftParen), parenthesizedGroupHasTopLevelComma() {
            let open = advance()
            let elements = try parsePatternElements(bindingNames: bindingNames)
            try consumeClosing(.rightParen, context: "tuple pattern", opening: open)
            return .tuple(elements, range(from: open.range))
        }
        return .expression(try withTrailingClosures(false) { try $0.parseExpression() })
    }

    /// `let x?`: Swift's optional pattern, matching a value that is not nil (as `.some(let x)` does); the pattern
    /// itself when no `?` follows.
    private mutating func optionalPattern(wrapping pattern: CasePattern) -> CasePattern {
        guard check(.question) else { return pattern }
        let question = advance()
        return .enumCase(Identifier("some", range: question.range), [pattern])
    }

    /// `.name(patterns)` of a user enumeration's case; with `bindingNames`, a bare name binds.
    private mutating func parseEnumCasePattern(bindingNames: Bool?) throws -> CasePattern {
        try consume(.dot, "expected '.' before the case name")
        guard let word = peek.kind.nameLike else { throw error("expected a case name after '.'") }
        let name = Identifier(word, range: advance().range)
        guard check(.leftParen) else { return .enumCase(name, nil) }
        let open = advance()
        let elements = check(.rightParen) ? [] : try parsePatternElements(bindingNames: bindingNames)
        try consumeClosing(.rightParen, context: "case pattern", opening: open)
        return .enumCase(name, elements)
    }

    /// Comma-separated patterns of a tuple or a case's payload; a label (`x: 0`) is skipped, as elements match by
    /// position.
    private mutating func parsePatternElements(bindingNames: Bool?) throws -> [CasePattern] {
        var elements: [CasePattern] = []
        repeat {
            if peek.kind.nameLike != nil, peek(ahead: 1).isPunctuator(.colon) {
                advance()
                advance()
            }
            elements.append(try parseCasePattern(bindingNames: bindingNames))
        } while match(.comma)
        return elements
    }

    /// True when the parenthesized group starting here holds a comma of its own (a tuple, not a grouping).
    private func parenthesizedGroupHasTopLevelComma() -> Bool {
        var depth = 0
        var ahead = 0
        while true {
            let token = peek(ahead: ahead)
            if token.kind == .endOfFile { return false }
            if case .punctuator(let punctuator) = token.kind {
                switch punctuator {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace:
                    depth -= 1
                    if depth == 0 { return false }
                case .comma where depth == 1: return true
                default: break
                }
            }
            ahead += 1
        }
    }

    /// Parses a switch's cases, where `break` leaves the switch and `fallthrough` is allowed.
    mutating func inSwitch<T>(_ body: (inout Parser) throws -> T) rethrows -> T {
        switchDepth += 1
        defer { switchDepth -= 1 }
        return try body(&self)
    }
}
