/// The names a cell declares before the cursor (`let`, `var`, `func`, `for` and closure parameters), so that
/// completion knows them before the cell has run, and the type a `let`/`var` gets from its annotation or its
/// initializer's key path.
struct CellDeclarations {
    /// A declaration written in the cell.
    struct Declaration {
        /// The declared name.
        let name: String
        /// The type written after `:`, if any.
        let annotation: String?
        /// The initializer when it is a pure key path (`XYGraph(...)`, `graph.axisSet`), if any.
        let initializer: ChainExpression?
    }

    /// The declarations in source order.
    let declarations: [Declaration]

    /// Reads the declarations among `tokens`.
    init(tokens: [Token]) {
        var found: [Declaration] = []
        for (index, token) in tokens.enumerated() {
            guard index + 1 < tokens.count, case .identifier(let name) = tokens[index + 1].kind else { continue }
            if token.isKeyword(.let) || token.isKeyword(.var) {
                found.append(Self.declaration(name, after: index + 1, in: tokens))
            } else if token.isKeyword(.func) || token.isKeyword(.for) {
                found.append(Declaration(name: name, annotation: nil, initializer: nil))
            }
        }
        declarations = found
    }

    /// The names declared, latest last, each once.
    var names: [String] {
        var seen = Set<String>()
        return declarations.reversed().filter { seen.insert($0.name).inserted }.reversed().map(\.name)
    }

    /// The latest declaration of `name`.
    func latest(_ name: String) -> Declaration? {
        declarations.last { $0.name == name }
    }

    /// `name: Type = chain` or `name = chain` after the name at `nameIndex`.
    private static func declaration(_ name: String, after nameIndex: Int, in tokens: [Token]) -> Declaration {
        var index = nameIndex + 1
        var annotation: String?
        if index + 1 < tokens.count, tokens[index].isPunctuator(.colon), case .identifier(let type) = tokens[index + 1].kind {
            annotation = type
            index += 2
        }
        guard index < tokens.count, tokens[index].isPunctuator(.equal) else {
            return Declaration(name: name, annotation: annotation, initializer: nil)
        }
        let end = Self.endOfExpression(from: index + 1, in: tokens)
        var initializer: ChainExpression?
        if end > index + 1, let (chain, start) = ChainExpression.parse(endingAt: end - 1, in: tokens, budget: ChainExpression.maximumLength),
           start == index + 1 {
            initializer = chain
        }
        return Declaration(name: name, annotation: annotation, initializer: initializer)
    }

    /// The index after the expression starting at `start`: the next token at bracket depth 0 that starts a line
    /// or is a `;`.
    private static func endOfExpression(from start: Int, in tokens: [Token]) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if index > start, depth == 0, token.isAtLineStart || token.isPunctuator(.semicolon) { return index }
            switch token.kind {
            case .punctuator(.leftParen), .punctuator(.leftBracket), .punctuator(.leftBrace): depth += 1
            case .punctuator(.rightParen), .punctuator(.rightBracket), .punctuator(.rightBrace):
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
            index += 1
        }
        return index
    }
}
