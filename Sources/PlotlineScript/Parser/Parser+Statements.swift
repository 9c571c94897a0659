/// Statements: declarations, assignments, control flow, functions, expression statements.
extension Parser {
    /// Swift statements the language does not have, with what to write instead.
    static let unsupportedStatements: [String: String] = [
        "import": "'import' is not needed in Plotline: every chart type is already available",
    ]

    /// One statement, or the several that a declaration of several names makes (`let lo = 1, hi = 9`).
    mutating func parseStatements() throws -> [Stmt] {
        if check(.let) || check(.var) { return try parseDeclarations() }
        return [try parseStatement()]
    }

    private mutating func parseStatement() throws -> Stmt {
        let token = peek
        switch token.kind {
        case .keyword(.if): return try parseIf()
        case .keyword(.for): return try parseFor()
        case .keyword(.while): return try parseWhile()
        case .keyword(.repeat): return try parseRepeat()
        case .keyword(.func): return try parseFunction()
        case .keyword(.return): return try parseReturn()
        case .keyword(.break):
            guard loopDepth > 0 || switchDepth > 0 else { throw error("'break' is only allowed inside a loop or a switch") }
            advance()
            return Stmt(.break, range: token.range)
        case .keyword(.continue):
            guard loopDepth > 0 else { throw error("'continue' is only allowed inside a loop") }
            advance()
            return Stmt(.continue, range: token.range)
        case .keyword(.else):
            throw error("'else' must follow the '}' of an 'if' body on the same statement", hint: "write '} else {'")
        case .identifier("_") where peek(ahead: 1).isPunctuator(.equal):
            // `_ = value`: the value is computed for its effects and dropped.
            advance()
            advance()
            let value = try parseExpression()
            return Stmt(.expression(value), range: token.range.union(value.range))
        case .identifier(let name):
            if let statement = try parseWordStatement(name) { return statement }
            if let message = Parser.unsupportedStatements[name], startsUnsupportedStatement() {
                throw error(message)
            }
            return try parseExpressionStatement()
        default:
            return try parseExpressionStatement()
        }
    }

    /// True when an identifier such as `switch` is followed by something that cannot continue an expression
    /// (so `import Foundation` is a statement, but `switch = 3` an assignment to a variable).
    private func startsUnsupportedStatement() -> Bool {
        let next = peek(ahead: 1)
        if next.isAtLineStart || next.kind == .endOfFile { return false }
        switch next.kind {
        case .identifier, .keyword, .punctuator(.leftBrace), .integer, .double, .string: return true
        default: return false
        }
    }

    // MARK: - Declarations and assignments

    /// `let a = 1`, or several names in one declaration, `let lo = 1, hi = 9`: one statement per name, as Swift
    /// reads them. A name with neither a type nor a value takes the type written after it (`var x, y: Double`).
    mutating func parseDeclarations() throws -> [Stmt] {
        let keyword = advance()
        var clauses = [try parseDeclarationClause(after: keyword, start: keyword.range)]
        while match(.comma) {
            clauses.append(try parseDeclarationClause(after: keyword, start: peek.range))
        }
        var laterType: TypeSyntax?
        for index in clauses.indices.reversed() {
            if clauses[index].declaration.initializer == nil, clauses[index].declaration.type == nil {
                guard let type = laterType else {
                    throw error(
                        "type annotation missing in pattern", at: clauses[index].declaration.pattern.range,
                        hint: "write '= value' or ': Type'")
                }
                clauses[index].declaration.type = type
            }
            laterType = clauses[index].declaration.initializer == nil ? clauses[index].declaration.type : nil
        }
        return clauses.map { Stmt(.declaration($0.declaration), range: $0.range) }
    }

    /// One name (or pattern) of a declaration, with its type and value.
    private mutating func parseDeclarationClause(
        after keyword: Token, start: SourceRange
    ) throws -> (declaration: Declaration, range: SourceRange) {
        let pattern = try parsePattern(context: keyword.isKeyword(.let) ? "'let'" : "'var'")
        let type = match(.colon) ? try parseType() : nil
        var initializer: Expr?
        if match(.equal) {
            initializer = try parseExpression()
        } else if check(.equalEqual) {
            throw error("expected '=' in declaration, not '=='", hint: "write '='")
        }
        let declaration = Declaration(isConstant: keyword.isKeyword(.let), pattern: pattern, type: type, initializer: initializer)
        return (declaration, range(from: start))
    }

    mutating func parseExpressionStatement() throws -> Stmt {
        let expression = try parseExpression()
        if case .punctuator(let punctuator) = peek.kind, let op = AssignmentOperator(punctuator) {
            let operatorToken = advance()
            try checkAssignable(expression)
            let value = try parseExpression()
            return Stmt(
                .assignment(expression, op, value, operatorRange: operatorToken.range),
                range: expression.range.union(value.range))
        }
        return Stmt(.expression(expression), range: expression.range)
    }

    /// Only names, members and subscripts can be assigned.
    private func checkAssignable(_ target: Expr) throws {
        switch target.kind {
        case .identifier, .member, .subscript:
            return
        case .parenthesized(let inner), .optionalChain(let inner), .forceUnwrap(let inner):
            try checkAssignable(inner)
        case .integer, .double, .string, .interpolatedString, .bool, .nil, .array, .dictionary:
            throw error("cannot assign to value: literals are not mutable", at: target.range)
        case .call:
            throw error("cannot assign to value: function call returns immutable value", at: target.range)
        case .anonymousParameter:
            throw error("cannot assign to value: closure parameters are 'let' constants", at: target.range)
        default:
            throw error("cannot assign to this expression", at: target.range)
        }
    }

    // MARK: - Control flow

    mutating func parseIf() throws -> Stmt {
        let start = advance()
        var branches: [(conditions: [Condition], body: Block)] = []
        var elseBody: Block?
        while true {
            let conditions = try parseConditions(after: "'if'")
            let body = try parseBlock(after: "'if' condition")
            branches.append((conditions, body))
            guard match(.else) else { break }
            if match(.if) { continue }
            elseBody = try parseBlock(after: "'else'", hint: "write 'else if' for another condition")
            break
        }
        return Stmt(.if(IfStatement(branches: branches, elseBody: elseBody)), range: range(from: start.range))
    }

    /// `cond, let x = optional, ...` (trailing closures are not allowed: `{` starts the body).
    mutating func parseConditions(after keyword: String) throws -> [Condition] {
        if check(.leftBrace) { throw error("missing condition in \(keyword) statement") }
        var conditions: [Condition] = []
        repeat {
            conditions.append(try parseCondition())
        } while match(.comma)
        return conditions
    }

    private mutating func parseCondition() throws -> Condition {
        if peek.kind == .identifier("case"), !peek(ahead: 1).isPunctuator(.equal) {
            advance()
            let pattern = try parseCasePattern()
            try consume(.equal, "expected '=' after the pattern of 'case'", hint: "write 'if case .name(let x) = value'")
            let value = try withTrailingClosures(false) { try $0.parseExpression() }
            return .casePattern(pattern, value: value)
        }
        if check(.let) || check(.var) {
            let keyword = advance()
            let name = try parseIdentifier("expected name in optional binding")
            let value: Expr
            if match(.equal) {
                value = try withTrailingClosures(false) { try $0.parseExpression() }
            } else {
                value = Expr(.identifier(name.name), range: name.range)
            }
            return .optionalBinding(isConstant: keyword.isKeyword(.let), name: name, value: value)
        }
        let expression = try withTrailingClosures(false) { try $0.parseExpression() }
        if check(.equal) {
            throw error("use '==' to compare two values; '=' assigns", hint: "write '=='")
        }
        return .expression(expression)
    }

    mutating func parseFor() throws -> Stmt {
        let start = advance()
        if peek.kind == .identifier("case") { return try parseForCase(from: start) }
        let pattern = try parsePattern(context: "'for'")
        try consume(.in, "expected 'in' after for-each pattern")
        let sequence = try withTrailingClosures(false) { try $0.parseExpression() }
        var filter: Expr?
        if match(.where) {
            filter = try withTrailingClosures(false) { try $0.parseExpression() }
        }
        let body = try inLoop { try $0.parseBlock(after: "'for-in' sequence") }
        let statement = ForStatement(pattern: pattern, sequence: sequence, filter: filter, body: body)
        return Stmt(.for(statement), range: range(from: start.range))
    }

    /// `for case .value(let v) in readings where v > 0 { … }`: the body runs for the elements that match the pattern
    /// (and the filter), as `for element in readings { if case .value(let v) = element, v > 0 { … } }` would run it.
    private mutating func parseForCase(from start: Token) throws -> Stmt {
        advance()
        let pattern = try parseCasePattern()
        try consume(.in, "expected 'in' after for-each pattern")
        let sequence = try withTrailingClosures(false) { try $0.parseExpression() }
        var conditions: [Condition] = [.casePattern(pattern, value: Expr(.identifier(Parser.forCaseElement), range: sequence.range))]
        if match(.where) {
            conditions.append(.expression(try withTrailingClosures(false) { try $0.parseExpression() }))
        }
        let body = try inLoop { try $0.parseBlock(after: "'for-in' sequence") }
        let matching = Stmt(.if(IfStatement(branches: [(conditions, body)], elseBody: nil)), range: body.range)
        let element = Pattern.name(Identifier(Parser.forCaseElement, range: sequence.range))
        let statement = ForStatement(
            pattern: element, sequence: sequence, filter: nil, body: Block(statements: [matching], range: body.range))
        return Stmt(.for(statement), range: range(from: start.range))
    }

    /// The hidden name of a `for case` loop's element (no program can write it).
    static let forCaseElement = "$element"

    mutating func parseWhile() throws -> Stmt {
        let start = advance()
        let conditions = try parseConditions(after: "'while'")
        let body = try inLoop { try $0.parseBlock(after: "'while' condition") }
        return Stmt(.while(conditions, body), range: range(from: start.range))
    }

    mutating func parseRepeat() throws -> Stmt {
        let start = advance()
        let body = try inLoop { try $0.parseBlock(after: "'repeat'") }
        try consume(.while, "expected 'while' after 'repeat' body")
        let condition = try parseExpression()
        return Stmt(.repeat(body, condition), range: range(from: start.range))
    }

    mutating func parseReturn() throws -> Stmt {
        guard functionDepth > 0 else { throw error("return invalid outside of a func") }
        let start = advance()
        if isAtEnd || check(.rightBrace) || check(.semicolon) || peek.isAtLineStart {
            return Stmt(.return(nil), range: start.range)
        }
        let value = try parseExpression()
        return Stmt(.return(value), range: start.range.union(value.range))
    }

    /// `{ statements }`, recording errors inside and continuing.
    mutating func parseBlock(after context: String, hint: String? = nil) throws -> Block {
        let open = try consume(.leftBrace, "expected '{' after \(context)", hint: hint)
        return try nested { parser in
            try parser.withTrailingClosures(true) { parser in
                var statements: [Stmt] = []
                while !parser.check(.rightBrace) && !parser.isAtEnd {
                    if parser.match(.semicolon) { continue }
                    parser.parseStatementRecovering(into: &statements)
                }
                try parser.consume(
                    .rightBrace, "expected '}' at end of block",
                    hint: "to match the '{' at line \(open.range.start.line), column \(open.range.start.column)")
                return Block(statements: statements, range: parser.range(from: open.range))
            }
        }
    }

    // MARK: - Functions

    mutating func parseFunction() throws -> Stmt {
        let start = advance()
        let (name, parameters, returnType) = try parseFunctionSignature()
        let body = try inFunction { try $0.parseBlock(after: "function signature") }
        let declaration = FunctionDeclaration(name: name, parameters: parameters, returnType: returnType, body: body)
        return Stmt(.function(declaration), range: range(from: start.range))
    }

    /// A function's name, parameters, `throws` and result type, after `func`.
    mutating func parseFunctionSignature() throws -> (Identifier, [FunctionParameter], TypeSyntax?) {
        let name = try parseIdentifier("expected identifier in function declaration")
        let parameters = try parseParameterList(
            missingOpen: "expected '(' in parameter list of '\(name.name)'", missingClose: "expected ')' in parameter list")
        if peek.kind == .identifier("throws") || peek.kind == .identifier("rethrows") {
            // Any function may throw; the word documents it, as in Swift.
            advance()
        }
        let returnType = match(.arrow) ? try parseType() : nil
        return (name, parameters, returnType)
    }

    /// `(parameter, …)`, the parameters of a function, method or initializer (a trailing comma allowed); the
    /// messages say what is missing when the list has no `(` or no `)`.
    mutating func parseParameterList(missingOpen: String, missingClose: String) throws -> [FunctionParameter] {
        try consume(.leftParen, missingOpen)
        var parameters: [FunctionParameter] = []
        if !check(.rightParen) {
            repeat {
                if check(.rightParen) { break }
                parameters.append(try parseParameter())
            } while match(.comma)
        }
        try consume(.rightParen, missingClose)
        return parameters
    }

    /// `name`, `label name`, `_ name`, each with an optional `: Type` and `= default`.
    mutating func parseParameter() throws -> FunctionParameter {
        guard let first = peek.kind.nameLike else { throw error("expected parameter name") }
        let firstToken = advance()
        var label: String? = first
        var name = Identifier(first, range: firstToken.range)
        if case .identifier(let second) = peek.kind {
            name = Identifier(second, range: advance().range)
            label = first == "_" ? nil : first
        } else if case .keyword = firstToken.kind {
            throw error("keyword '\(first)' cannot be used as a parameter name", at: firstToken, hint: "add a name after the label")
        }
        if name.name == "_" && label == "_" { label = nil }
        let type = match(.colon) ? try parseType() : nil
        let defaultValue = match(.equal) ? try parseExpression() : nil
        return FunctionParameter(label: label, name: name, type: type, defaultValue: defaultValue)
    }

    /// Parses a loop body, where `break` and `continue` are allowed.
    mutating func inLoop<T>(_ body: (inout Parser) throws -> T) rethrows -> T {
        loopDepth += 1
        defer { loopDepth -= 1 }
        return try body(&self)
    }

    /// Parses a function or closure body, where `return` is allowed and enclosing loops are out of reach.
    mutating func inFunction<T>(_ body: (inout Parser) throws -> T) rethrows -> T {
        let savedLoopDepth = loopDepth
        let savedSwitchDepth = switchDepth
        loopDepth = 0
        switchDepth = 0
        functionDepth += 1
        defer {
            loopDepth = savedLoopDepth
            switchDepth = savedSwitchDepth
            functionDepth -= 1
        }
        return try body(&self)
    }

    mutating func parseIdentifier(_ message: String) throws -> Identifier {
        guard case .identifier(let name) = peek.kind else { throw error(message) }
        return Identifier(name, range: advance().range)
    }
}
