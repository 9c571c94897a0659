/// Literals: collections, strings with interpolations, closures.
extension Parser {
    /// `[a, b]`, `[]`, `["k": v]`, `[:]`.
    mutating func parseCollectionLiteral() throws -> Expr {
        let open = advance()
        return try withTrailingClosures(true) { parser in
            if parser.match(.rightBracket) {
                return Expr(.array([]), range: parser.range(from: open.range))
            }
            if parser.check(.colon), parser.peek(ahead: 1).isPunctuator(.rightBracket) {
                parser.advance()
                parser.advance()
                return Expr(.dictionary([]), range: parser.range(from: open.range))
            }
            let first = try parser.parseExpression()
            if parser.match(.colon) {
                var entries = [DictionaryEntry(key: first, value: try parser.parseExpression())]
                while parser.match(.comma) {
                    if parser.check(.rightBracket) { break }
                    let key = try parser.parseExpression()
                    try parser.consume(.colon, "expected ':' in dictionary literal")
                    entries.append(DictionaryEntry(key: key, value: try parser.parseExpression()))
                }
                try parser.consumeClosing(.rightBracket, context: "container literal", opening: open)
                return Expr(.dictionary(entries), range: parser.range(from: open.range))
            }
            var elements = [first]
            while parser.match(.comma) {
                if parser.check(.rightBracket) { break }
                elements.append(try parser.parseExpression())
            }
            if parser.check(.colon) {
                throw parser.error("expected ',' separator; a dictionary literal needs ':' after every key")
            }
            try parser.consumeClosing(.rightBracket, context: "container literal", opening: open)
            return Expr(.array(elements), range: parser.range(from: open.range))
        }
    }

    // MARK: - Strings

    /// A string token's segments; each interpolation's tokens are parsed by a nested parser.
    mutating func parseStringLiteral(_ segments: [StringSegment], range: SourceRange) throws -> Expr {
        var parts: [InterpolationSegment] = []
        var hasInterpolation = false
        for segment in segments {
            switch segment {
            case .text(let text):
                parts.append(.text(text))
            case .interpolation(let tokens, let interpolationRange):
                hasInterpolation = true
                parts.append(.expression(try parseInterpolation(tokens, range: interpolationRange)))
            }
        }
        guard hasInterpolation else {
            let text = parts.map { if case .text(let text) = $0 { return text } else { return "" } }.joined()
            return Expr(.string(text), range: range)
        }
        return Expr(.interpolatedString(parts), range: range)
    }

    private mutating func parseInterpolation(_ tokens: [Token], range: SourceRange) throws -> Expr {
        var inner = Parser(tokens: tokens, file: file)
        inner.closureScopes = closureScopes
        inner.nestingDepth = nestingDepth
        defer {
            closureScopes = inner.closureScopes
            diagnostics += inner.diagnostics
        }
        if inner.isAtEnd {
            throw error("expected expression in string interpolation", at: range)
        }
        let expression = try inner.parseExpression()
        if !inner.isAtEnd {
            throw inner.error("expected ')' to end the string interpolation")
        }
        return expression
    }

    // MARK: - Closures

    /// `{ body }`, `{ x, y in body }`, `{ (x: Double) -> Double in body }`, with `$0` counted.
    mutating func parseClosure() throws -> Expr {
        let open = advance()
        return try nested { parser in
            try parser.withTrailingClosures(true) { parser in
                parser.closureScopes.append((0, nil))
                let signature = parser.parseClosureSignature()
                var statements: [Stmt] = []
                parser.inFunction { parser in
                    while !parser.check(.rightBrace) && !parser.isAtEnd {
                        if parser.match(.semicolon) { continue }
                        parser.parseStatementRecovering(into: &statements)
                    }
                }
                let scope = parser.closureScopes.removeLast()
                try parser.consume(
                    .rightBrace, "expected '}' at end of closure",
                    hint: "to match the '{' at line \(open.range.start.line), column \(open.range.start.column)")
                if signature != nil, let firstUse = scope.firstUse {
                    throw parser.error(
                        "anonymous closure arguments cannot be used inside a closure that has explicit arguments",
                        at: firstUse, hint: "use the parameter names")
                }
                let closure = ClosureExpr(
                    parameters: signature?.parameters ?? [], returnType: signature?.returnType, body: statements,
                    anonymousParameterCount: scope.count, hasSignature: signature != nil)
                return Expr(.closure(closure), range: parser.range(from: open.range))
            }
        }
    }

    /// The parameters and result type before `in`, or nil (with nothing consumed) when there are none.
    private mutating func parseClosureSignature() -> (parameters: [ClosureParameter], returnType: TypeSyntax?)? {
        let saved = current
        let savedDiagnostics = diagnostics.count
        if let signature = try? parseClosureSignatureOrThrow(), match(.in) { return signature }
        current = saved
        diagnostics.removeSubrange(savedDiagnostics...)
        return nil
    }

    private mutating func parseClosureSignatureOrThrow() throws -> (parameters: [ClosureParameter], returnType: TypeSyntax?) {
        var parameters: [ClosureParameter] = []
        if match(.leftParen) {
            if !check(.rightParen) {
                repeat {
                    let name = try parseIdentifier("expected parameter name")
                    let type = match(.colon) ? try parseType() : nil
                    parameters.append(ClosureParameter(name: name, type: type))
                } while match(.comma)
            }
            try consume(.rightParen, "expected ')'")
        } else if case .identifier = peek.kind {
            repeat {
                let name = try parseIdentifier("expected parameter name")
                parameters.append(ClosureParameter(name: name, type: nil))
            } while match(.comma)
        } else if !check(.arrow) {
            throw error("no signature")
        }
        let returnType = match(.arrow) ? try parseType() : nil
        guard check(.in) else { throw error("expected 'in'") }
        return (parameters, returnType)
    }
}
