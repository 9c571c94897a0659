/// Type annotations and patterns.
extension Parser {
    /// `Double`, `[Color]`, `[String: Int]`, `PlotRange?`, `(Double) -> String`, `Array<Double>`.
    mutating func parseType() throws -> TypeSyntax {
        try nested { parser in
            var type = try parser.parseTypeBase()
            while parser.check(.question) || parser.check(.bang), !parser.peek.hasLeadingSpace {
                parser.advance()
                type = TypeSyntax(.optional(type), range: parser.range(from: type.range))
            }
            return type
        }
    }

    private mutating func parseTypeBase() throws -> TypeSyntax {
        let start = peek
        switch start.kind {
        case .identifier(var name):
            advance()
            while check(.dot), case .identifier(let member) = peek(ahead: 1).kind {
                advance()
                advance()
                name += "." + member
            }
            var arguments: [TypeSyntax] = []
            if check(.less), !peek.hasLeadingSpace {
                advance()
                repeat {
                    arguments.append(try parseType())
                } while match(.comma)
                try consume(.greater, "expected '>' to complete generic argument list")
            }
            return TypeSyntax(.named(name, arguments), range: range(from: start.range))
        case .punctuator(.leftBracket):
            advance()
            let element = try parseType()
            if match(.colon) {
                let value = try parseType()
                try consume(.rightBracket, "expected ']' in dictionary type")
                return TypeSyntax(.dictionary(element, value), range: range(from: start.range))
            }
            try consume(.rightBracket, "expected ']' in array type")
            return TypeSyntax(.array(element), range: range(from: start.range))
        case .punctuator(.leftParen):
            advance()
            var elements: [TypeSyntax] = []
            var labels: [String?] = []
            if !check(.rightParen) {
                repeat {
                    if let name = peek.kind.nameLike, peek(ahead: 1).isPunctuator(.colon) {
                        advance()
                        advance()
                        labels.append(name)
                    } else {
                        labels.append(nil)
                    }
                    elements.append(try parseType())
                } while match(.comma)
            }
            try consume(.rightParen, "expected ')' in function type")
            if match(.arrow) {
                let result = try parseType()
                return TypeSyntax(.function(elements, result), range: range(from: start.range))
            }
            if elements.count == 1, labels[0] == nil, let only = elements.first { return only }
            guard elements.count > 1 else {
                throw error("a tuple type needs at least two elements", at: range(from: start.range))
            }
            return TypeSyntax(.tuple(elements, labels: labels), range: range(from: start.range))
        default:
            throw error("expected type")
        }
    }

    /// `name`, `_`, or `(a, b)`.
    mutating func parsePattern(context: String) throws -> Pattern {
        let start = peek
        switch start.kind {
        case .identifier("_"):
            advance()
            return .wildcard(start.range)
        case .identifier(let name):
            advance()
            return .name(Identifier(name, range: start.range))
        case .punctuator(.leftParen):
            advance()
            var elements: [Pattern] = []
            repeat {
                elements.append(try parsePattern(context: context))
            } while match(.comma)
            try consume(.rightParen, "expected ')' at end of tuple pattern")
            return .tuple(elements, range(from: start.range))
        case .keyword(let keyword):
            throw error("keyword '\(keyword.rawValue)' cannot be used as an identifier here", hint: "write `\(keyword.rawValue)` in backticks")
        default:
            throw error("expected pattern after \(context)")
        }
    }
}
