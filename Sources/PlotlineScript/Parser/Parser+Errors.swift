/// `do`/`catch`, `throw` and `defer`, whose words are not reserved either (see `parseWordStatement`).
extension Parser {
    /// `do { … }` followed by any number of `catch … { … }` clauses.
    mutating func parseDo() throws -> Stmt {
        let start = advance()
        let body = try parseBlock(after: "'do'")
        var catches: [CatchClause] = []
        while peek.kind == .identifier("catch") {
            catches.append(try parseCatch())
        }
        return Stmt(.do(DoStatement(body: body, catches: catches)), range: range(from: start.range))
    }

    /// `catch`, `catch let e`, `catch let e as Type`, `catch is Type`, `catch Type`, each with `where …`.
    private mutating func parseCatch() throws -> CatchClause {
        let start = advance()
        var name: Identifier? = Identifier("error", range: start.range)
        var isVariable = false
        var type: Identifier?
        var pattern: CasePattern?
        if check(.let) || check(.var) {
            isVariable = advance().isKeyword(.var)
            name = try parseIdentifier("expected a name after 'let' in 'catch'")
            if peek.kind == .identifier("as") {
                advance()
                type = try parseIdentifier("expected an error type after 'as'")
            }
        } else if peek.kind == .identifier("is") {
            advance()
            name = nil
            type = try parseIdentifier("expected an error type after 'is'")
        } else if check(.dot) {
            // `catch .missing(let name)`: a case of the thrown enumeration.
            name = nil
            pattern = try parseCasePattern()
        } else if case .identifier(let word) = peek.kind, word.first?.isUppercase == true {
            type = try parseIdentifier("expected an error type")
            if check(.dot) {
                // `catch LoadError.missing(let name)`.
                name = nil
                pattern = try parseCasePattern()
            }
        }
        let condition = match(.where) ? try withTrailingClosures(false) { try $0.parseExpression() } : nil
        let clauseRange = range(from: start.range)
        let body = try parseBlock(after: "'catch' pattern")
        return CatchClause(
            name: name, isVariable: isVariable, type: type, pattern: pattern, condition: condition, body: body, range: clauseRange)
    }

    /// `throw expression`.
    mutating func parseThrow() throws -> Stmt {
        let start = advance()
        let value = try parseExpression()
        return Stmt(.throw(value), range: start.range.union(value.range))
    }

    /// `defer { … }`, whose body cannot leave it (`return`, `break` and `continue` have nowhere to go).
    mutating func parseDefer() throws -> Stmt {
        let start = advance()
        let savedLoopDepth = loopDepth, savedSwitchDepth = switchDepth, savedFunctionDepth = functionDepth
        loopDepth = 0
        switchDepth = 0
        functionDepth = 0
        defer {
            loopDepth = savedLoopDepth
            switchDepth = savedSwitchDepth
            functionDepth = savedFunctionDepth
        }
        let body = try parseBlock(after: "'defer'")
        return Stmt(.defer(body), range: range(from: start.range))
    }
}
