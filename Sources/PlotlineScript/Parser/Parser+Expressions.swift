/// Expressions, loosest first: ternary, binary operators by precedence, prefix, postfix, primary.
extension Parser {
    /// Any expression.
    public mutating func parseExpression() throws -> Expr {
        if let marked = try parseTry() { return marked }
        return try parseTernary()
    }

    /// `try expression`, `try? expression` or `try! expression`, covering the whole expression to its right; nil
    /// when `try` is not there (or names a variable: `try = 2`).
    private mutating func parseTry() throws -> Expr? {
        guard peek.kind == .identifier("try") else { return nil }
        let next = peek(ahead: 1)
        let adjacent = next.range.start.offset == peek.range.end.offset
        var kind = TryKind.plain
        if adjacent && next.isPunctuator(.question) {
            kind = .optional
        } else if adjacent && next.isPunctuator(.bang) {
            kind = .forced
        } else if next.isAtLineStart || next.kind == .endOfFile {
            return nil
        } else if case .punctuator(let punctuator) = next.kind, AssignmentOperator(punctuator) != nil || BinaryOperator(punctuator) != nil
                    || [.dot, .rightParen, .rightBracket, .comma, .colon].contains(punctuator) {
            return nil
        }
        let start = advance()
        if kind != .plain { advance() }
        let operand = try nested { try $0.parseExpression() }
        return Expr(.try(kind, operand), range: start.range.union(operand.range))
    }

    /// `condition ? then : else`, right-associative.
    mutating func parseTernary() throws -> Expr {
        try nested { parser in
            let condition = try parser.parseBinary(minimum: .logicalDisjunction)
            guard parser.check(.question) else { return condition }
            parser.advance()
            let then = try parser.parseTernary()
            try parser.consume(.colon, "expected ':' after '? ...' in ternary expression")
            let otherwise = try parser.parseTernary()
            return Expr(.ternary(condition, then, otherwise), range: condition.range.union(otherwise.range))
        }
    }

    /// Binary operators by precedence climbing; comparison and range operators do not chain.
    mutating func parseBinary(minimum: Precedence) throws -> Expr {
        var lhs = try parseUnary()
        var lastNonAssociative: Precedence?
        while true {
            if minimum <= .casting, let kind = peekCast() {
                lhs = try parseCast(kind, of: lhs)
                lastNonAssociative = nil
                continue
            }
            guard let (op, token) = try peekBinaryOperator(), op.precedence >= minimum else { break }
            let precedence = op.precedence
            if precedence.associativity == .none, lastNonAssociative == precedence {
                throw error(
                    "adjacent operators are in non-associative precedence group '\(precedence.groupName)'",
                    at: token, hint: "add parentheses")
            }
            advance()
            let rhs: Expr
            switch precedence.associativity {
            case .right:
                rhs = try nested { try $0.parseBinary(minimum: precedence) }
            case .left, .none:
                if let tighter = Precedence(rawValue: precedence.rawValue + 1) {
                    rhs = try parseBinary(minimum: tighter)
                } else {
                    rhs = try parseUnary()
                }
            }
            lhs = Expr(.binary(op, lhs, rhs, operatorRange: token.range), range: lhs.range.union(rhs.range))
            lastNonAssociative = precedence.associativity == .none ? precedence : nil
        }
        return lhs
    }

    /// The casting operator at the current token (`is`, `as`, `as?`, `as!` on the line of the value), if any.
    private func peekCast() -> CastKind? {
        guard !peek.isAtLineStart, case .identifier(let word) = peek.kind, word == "is" || word == "as" else { return nil }
        let next = peek(ahead: 1)
        if word == "is" { return .test }
        guard next.range.start.offset == peek.range.end.offset else { return .coercion }
        if next.isPunctuator(.question) { return .conditional }
        if next.isPunctuator(.bang) { return .forced }
        return .coercion
    }

    /// `value is Type`, `value as? Type`, `value as! Type` or `value as Type`.
    private mutating func parseCast(_ kind: CastKind, of value: Expr) throws -> Expr {
        advance()
        if kind == .conditional || kind == .forced { advance() }
        let type = try parseType()
        return Expr(.cast(kind, value, type), range: value.range.union(type.range))
    }

    /// The infix operator at the current token. A `-` or `+` starting a line and glued to its operand
    /// (`-x`) starts a new statement instead.
    ///
    /// As in Swift, an infix operator has whitespace on both sides or on neither: `a -b` is an error rather
    /// than a subtraction that was meant as two values.
    private func peekBinaryOperator() throws -> (BinaryOperator, Token)? {
        let token = peek
        guard case .punctuator(let punctuator) = token.kind, let op = BinaryOperator(punctuator) else { return nil }
        if token.isAtLineStart, op == .add || op == .subtract, !token.hasTrailingSpace { return nil }
        if token.hasLeadingSpace != hasSpaceAfter(token) {
            throw error(
                "'\(op.rawValue)' has whitespace on one side only",
                at: token, hint: "write it with whitespace on both sides ('a \(op.rawValue) b') or on neither ('a\(op.rawValue)b')")
        }
        return (op, token)
    }

    /// True when whitespace follows the token, or a token that ends an expression or list (as Swift counts it).
    private func hasSpaceAfter(_ token: Token) -> Bool {
        if token.hasTrailingSpace { return true }
        switch peek(ahead: 1).kind {
        case .punctuator(.rightParen), .punctuator(.rightBracket), .punctuator(.rightBrace), .punctuator(.comma),
             .punctuator(.semicolon), .punctuator(.colon), .endOfFile:
            return true
        default:
            return false
        }
    }

    /// `-x`, `+x`, `!x`.
    mutating func parseUnary() throws -> Expr {
        try nested { parser in
            let token = parser.peek
            guard case .punctuator(let punctuator) = token.kind,
                  let op = UnaryOperator(rawValue: punctuator.rawValue), !parser.isOperatorReference() else {
                return try parser.parsePostfix()
            }
            if op.makesRange, token.hasTrailingSpace {
                throw parser.error(
                    "'\(op.rawValue)' before a value makes a one-sided range and is written against it",
                    at: token, hint: "write '\(op.rawValue)5', or give the range both bounds ('0\(op.rawValue)5')")
            }
            parser.advance()
            let operand = try parser.parseUnary()
            let range = token.range.union(operand.range)
            switch (op, operand.kind) {
            case (.negate, .integer(let value)): return Expr(.integer(-value), range: range)
            case (.negate, .double(let value)): return Expr(.double(-value), range: range)
            default: return Expr(.unary(op, operand), range: range)
            }
        }
    }

    /// True at `...` written against the value before it and ending it: `xs[2...]`, `case 5...:`, `for i in 0... {`.
    /// Followed by a value (`1... 5`) it stays the infix operator, whose spacing error says what to write.
    private func isRangeFromOperator(_ token: Token) -> Bool {
        guard token.isPunctuator(.closedRange), !token.hasLeadingSpace, !token.isAtLineStart else { return false }
        let next = peek(ahead: 1)
        if next.isAtLineStart { return true }
        switch next.kind {
        case .punctuator(.rightParen), .punctuator(.rightBracket), .punctuator(.rightBrace), .punctuator(.comma),
             .punctuator(.semicolon), .punctuator(.colon), .endOfFile:
            return true
        case .punctuator(.leftBrace):
            return token.hasTrailingSpace
        default:
            return false
        }
    }

    /// True at an operator used as a function value, `+` in `reduce(0, +)` or `>` in `sorted(by: >)`.
    func isOperatorReference() -> Bool {
        guard case .punctuator(let punctuator) = peek.kind, BinaryOperator(punctuator) != nil else { return false }
        let next = peek(ahead: 1)
        return next.isPunctuator(.rightParen) || next.isPunctuator(.comma)
    }

    // MARK: - Postfix

    /// Calls, subscripts, members, force unwraps and trailing closures after a primary expression.
    mutating func parsePostfix() throws -> Expr {
        var expression = try parsePrimary()
        var isOptionalChain = false
        while true {
            let token = peek
            if token.isPunctuator(.question) && !token.hasLeadingSpace && !token.isAtLineStart {
                advance()
                expression = Expr(.optionalBind(expression), range: expression.range.union(token.range))
                isOptionalChain = true
                guard check(.dot) || (check(.leftBracket) && !peek.hasLeadingSpace) || (check(.leftParen) && !peek.hasLeadingSpace) else {
                    throw error("expected '.', '[' or '(' after '?' in an optional chain", hint: "write 'value?.member'")
                }
                continue
            }
            if token.isPunctuator(.leftParen) && !token.isAtLineStart {
                let (arguments, argumentsRange) = try parseArguments(closing: .rightParen)
                expression = Expr(
                    .call(expression, arguments, argumentsRange: argumentsRange),
                    range: expression.range.union(argumentsRange))
            } else if token.isPunctuator(.leftBracket) && !token.isAtLineStart {
                let (arguments, argumentsRange) = try parseArguments(closing: .rightBracket)
                expression = Expr(.subscript(expression, arguments), range: expression.range.union(argumentsRange))
            } else if token.isPunctuator(.dot) {
                advance()
                if case .integer(let position) = peek.kind {
                    // A tuple's element by position, `pair.0`.
                    let member = Identifier(String(position), range: advance().range)
                    expression = Expr(.member(expression, member), range: expression.range.union(member.range))
                    continue
                }
                guard let name = peek.kind.nameLike else {
                    throw error("expected member name following '.'")
                }
                let member = Identifier(name, range: advance().range)
                expression = Expr(.member(expression, member), range: expression.range.union(member.range))
            } else if isRangeFromOperator(token) {
                advance()
                expression = Expr(.rangeFrom(expression), range: expression.range.union(token.range))
            } else if token.isPunctuator(.bang) && !token.hasLeadingSpace {
                advance()
                expression = Expr(.forceUnwrap(expression), range: expression.range.union(token.range))
            } else if token.isPunctuator(.leftBrace) && allowsTrailingClosure && !token.isAtLineStart {
                expression = try parseTrailingClosure(after: expression)
            } else {
                return isOptionalChain ? Expr(.optionalChain(expression), range: expression.range) : expression
            }
        }
    }

    private mutating func parseTrailingClosure(after callee: Expr) throws -> Expr {
        let closure = try parseClosure()
        let argument = Argument(label: nil, value: closure, isTrailingClosure: true)
        if case .call(let function, let arguments, let argumentsRange) = callee.kind,
           !arguments.contains(where: \.isTrailingClosure) {
            return Expr(
                .call(function, arguments + [argument], argumentsRange: argumentsRange),
                range: callee.range.union(closure.range))
        }
        return Expr(
            .call(callee, [argument], argumentsRange: closure.range.startRange),
            range: callee.range.union(closure.range))
    }

    /// `(label: value, ...)` or `[index]`, with the range from the opening to the closing bracket.
    mutating func parseArguments(closing: Punctuator) throws -> ([Argument], SourceRange) {
        let open = advance()
        let context = closing == .rightParen ? "argument list" : "subscript"
        return try withTrailingClosures(true) { parser in
            var arguments: [Argument] = []
            if !parser.check(closing) {
                repeat {
                    if parser.check(closing) { break }
                    arguments.append(try parser.parseArgument())
                } while parser.match(.comma)
            }
            try parser.consumeClosing(closing, context: context, opening: open)
            return (arguments, parser.range(from: open.range))
        }
    }

    private mutating func parseArgument() throws -> Argument {
        var label: Identifier?
        if let name = peek.kind.nameLike, peek(ahead: 1).isPunctuator(.colon) {
            label = Identifier(name, range: advance().range)
            advance()
        }
        let value = try parseExpression()
        return Argument(label: label, value: value)
    }

    /// Consumes a closing bracket, saying "expected ',' separator" when another element seems to follow.
    mutating func consumeClosing(_ closing: Punctuator, context: String, opening: Token) throws {
        if match(closing) { return }
        if !isAtEnd && !peek.isAtLineStart && startsExpression(peek) {
            throw error("expected ',' separator", hint: "insert ','")
        }
        let start = opening.range.start
        throw error(
            "expected '\(closing.rawValue)' in \(context)",
            hint: "to match the '\(opening.kind.spelling.dropFirst().dropLast())' at line \(start.line), column \(start.column)")
    }

    private func startsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .anonymousParameter, .integer, .double, .string: return true
        case .keyword(let keyword): return [.true, .false, .nil].contains(keyword)
        case .punctuator(let punctuator): return [.leftParen, .leftBracket, .dot, .minus, .bang].contains(punctuator)
        default: return false
        }
    }

    // MARK: - Primary

    /// `\.latency`, `\.point.x` or `\Sample.latency` (the root type is for the reader; any value with the members
    /// will do).
    private mutating func parseKeyPath() throws -> Expr {
        let start = advance()
        if peek.kind.nameLike != nil, peek(ahead: 1).isPunctuator(.dot), !peek.hasLeadingSpace { advance() }
        var names: [Identifier] = []
        while check(.dot), !peek.hasLeadingSpace || names.isEmpty {
            advance()
            guard let name = peek.kind.nameLike else {
                throw error("expected a member name after '.' in a key path", hint: "write '\\.name', as in samples.map(\\.latency)")
            }
            names.append(Identifier(name, range: advance().range))
        }
        guard !names.isEmpty else {
            throw error("expected '.' and a member name after '\\'", at: start.range, hint: "write '\\.name', as in samples.map(\\.latency)")
        }
        return Expr(.keyPath(names), range: range(from: start.range))
    }

    mutating func parsePrimary() throws -> Expr {
        let token = peek
        switch token.kind {
        case .integer(let value):
            advance()
            return Expr(.integer(value), range: token.range)
        case .double(let value):
            advance()
            return Expr(.double(value), range: token.range)
        case .string(let segments):
            advance()
            return try parseStringLiteral(segments, range: token.range)
        case .keyword(.true), .keyword(.false):
            advance()
            return Expr(.bool(token.isKeyword(.true)), range: token.range)
        case .keyword(.nil):
            advance()
            return Expr(.nil, range: token.range)
        case .identifier("_"):
            throw error("'_' can only appear in a pattern or on the left side of an assignment")
        case .identifier(let name):
            advance()
            return Expr(.identifier(name), range: token.range)
        case .anonymousParameter(let index):
            advance()
            try useAnonymousParameter(index, at: token.range)
            return Expr(.anonymousParameter(index), range: token.range)
        case .punctuator(.backslash):
            return try parseKeyPath()
        case .punctuator(.leftParen):
            return try parseParenthesized()
        case .punctuator(.leftBracket):
            return try parseCollectionLiteral()
        case .punctuator(.leftBrace):
            return try parseClosure()
        case .punctuator(.dot):
            advance()
            guard let name = peek.kind.nameLike else {
                throw error("expected member name following '.'")
            }
            let member = Identifier(name, range: advance().range)
            return Expr(.implicitMember(member), range: token.range.union(member.range))
        case .punctuator(let punctuator) where isOperatorReference():
            advance()
            return Expr(.identifier(punctuator.rawValue), range: token.range)
        case .keyword where token.isAtLineStart && isInsideStatement:
            throw error("expected expression")
        case .keyword(let keyword):
            throw error("expected expression, found keyword '\(keyword.rawValue)'")
        default:
            throw error("expected expression")
        }
    }

    /// The most arguments a closure's `$0`, `$1` … may name.
    static let maximumAnonymousParameters = 64

    private mutating func useAnonymousParameter(_ index: Int, at range: SourceRange) throws {
        guard let scope = closureScopes.last else {
            throw error("anonymous closure argument not contained in a closure", at: range)
        }
        guard index < Parser.maximumAnonymousParameters else {
            throw error(
                "anonymous closure argument '$\(index)' is out of range: a closure takes at most \(Parser.maximumAnonymousParameters) arguments",
                at: range, hint: "name the closure's parameters: { a, b in … }")
        }
        closureScopes[closureScopes.count - 1] = (max(scope.count, index + 1), scope.firstUse ?? range)
    }

    /// `(expression)`, or a tuple `(a, b)` / `(min: a, max: b)`.
    private mutating func parseParenthesized() throws -> Expr {
        let open = advance()
        return try withTrailingClosures(true) { parser in
            if parser.check(.rightParen) {
                throw parser.error("empty tuple '()' is not supported in Plotline", at: parser.range(from: open.range))
            }
            var elements: [TupleElement] = []
            repeat {
                if parser.check(.rightParen) && !elements.isEmpty { break }
                var label: Identifier?
                if let name = parser.peek.kind.nameLike, parser.peek(ahead: 1).isPunctuator(.colon) {
                    label = Identifier(name, range: parser.advance().range)
                    parser.advance()
                }
                elements.append(TupleElement(label: label, value: try parser.parseExpression()))
            } while parser.match(.comma)
            try parser.consumeClosing(.rightParen, context: "expression", opening: open)
            let range = parser.range(from: open.range)
            if elements.count == 1, elements[0].label == nil { return Expr(.parenthesized(elements[0].value), range: range) }
            if elements.count == 1 {
                throw parser.error("a tuple needs at least two elements", at: range, hint: "write the value without its label")
            }
            let labels = elements.compactMap(\.label)
            if let repeated = labels.first(where: { label in labels.filter { $0.name == label.name }.count > 1 }) {
                throw parser.error("cannot create a tuple with a duplicate element label", at: repeated.range)
            }
            return Expr(.tuple(elements), range: range)
        }
    }
}
