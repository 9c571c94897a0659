/// `class` declarations: stored and computed properties, methods, initializers, `static` and `override`.
extension Parser {
    /// `class Name: Superclass, Protocol { members }`, or `struct Name: Protocol { members }`.
    mutating func parseClass(isStruct: Bool = false) throws -> Stmt {
        let start = advance()
        let kind = isStruct ? "struct" : "class"
        let name = try parseIdentifier("expected a \(kind) name after '\(kind)'")
        var inherited: [Identifier] = []
        if match(.colon) {
            repeat {
                inherited.append(try parseIdentifier("expected a superclass or protocol name after ':'"))
            } while match(.comma)
        }
        let open = try consume(.leftBrace, "expected '{' in \(kind) '\(name.name)'")
        let members = try declarationBody { parser in
            var members: [ClassMember] = []
            while !parser.check(.rightBrace) && !parser.isAtEnd {
                if parser.match(.semicolon) { continue }
                members += try parser.parseClassMembers(of: name.name, kind: kind)
            }
            return members
        }
        try consume(
            .rightBrace, "expected '}' at end of \(kind) '\(name.name)'",
            hint: "to match the '{' at line \(open.range.start.line), column \(open.range.start.column)")
        let declaration = ClassDeclaration(name: name, inherited: inherited, members: members, isStruct: isStruct)
        return Stmt(.class(declaration), range: range(from: start.range))
    }

    /// `extension Name: Protocol { members }`: no stored instance properties and no `init`, as in Swift's
    /// extensions of classes.
    mutating func parseExtension() throws -> Stmt {
        let start = advance()
        let name = try parseIdentifier("expected a type name after 'extension'")
        var inherited: [Identifier] = []
        if match(.colon) {
            repeat {
                inherited.append(try parseIdentifier("expected a protocol name after ':'"))
            } while match(.comma)
        }
        let open = try consume(.leftBrace, "expected '{' in extension of '\(name.name)'")
        // A member an extension may not have is reported after the closing brace, so the rest parses as it is.
        var misplaced: ParseError?
        let members = try declarationBody { parser in
            var members: [ClassMember] = []
            while !parser.check(.rightBrace) && !parser.isAtEnd {
                if parser.match(.semicolon) { continue }
                if parser.peek.kind == .identifier("case") {
                    throw parser.error("enum 'case' is not allowed outside of an enum", hint: "add the case to the enum's own declaration")
                }
                for member in try parser.parseClassMembers(of: name.name, kind: "extension of") {
                    switch member {
                    case .storedProperty(_, let property, _, _, false):
                        misplaced = misplaced ?? parser.error(
                            "extensions must not contain stored properties", at: property.range,
                            hint: "declare '\(property.name)' in the type, or make it computed: var \(property.name): Type { … }")
                    case .initializer(let initializer):
                        misplaced = misplaced ?? parser.error(
                            "an initializer must be declared in the type itself, not in an extension", at: initializer.name.range,
                            hint: "move 'init' into '\(name.name)', or add a static func that makes one")
                    default:
                        members.append(member)
                    }
                }
            }
            return members
        }
        try consume(
            .rightBrace, "expected '}' at end of extension of '\(name.name)'",
            hint: "to match the '{' at line \(open.range.start.line), column \(open.range.start.column)")
        if let misplaced { throw misplaced }
        return Stmt(.extension(ExtensionDeclaration(name: name, inherited: inherited, members: members)), range: range(from: start.range))
    }

    /// `enum Name: RawType, Error { case a, b = 2, c(Double, label: String) … members }`.
    mutating func parseEnum() throws -> Stmt {
        let start = advance()
        let name = try parseIdentifier("expected an enumeration name after 'enum'")
        var inherited: [Identifier] = []
        if match(.colon) {
            repeat {
                inherited.append(try parseIdentifier("expected a raw type or protocol name after ':'"))
            } while match(.comma)
        }
        let open = try consume(.leftBrace, "expected '{' in enum '\(name.name)'")
        let (cases, members) = try declarationBody { parser in
            var cases: [EnumDeclaration.Case] = []
            var members: [ClassMember] = []
            while !parser.check(.rightBrace) && !parser.isAtEnd {
                if parser.match(.semicolon) { continue }
                if parser.peek.kind == .identifier("case") {
                    parser.advance()
                    repeat {
                        cases.append(try parser.parseEnumCase())
                    } while parser.match(.comma)
                    continue
                }
                for member in try parser.parseClassMembers(of: name.name, kind: "enum") {
                    if case .storedProperty(_, let property, _, _, false) = member {
                        throw parser.error("enums must not contain stored properties", at: property.range, hint: "make '\(property.name)' a computed property: var \(property.name): Type { … }")
                    }
                    if case .initializer(let initializer) = member {
                        throw parser.error("an enum's cases make its values; 'init' is not supported in an enum", at: initializer.name.range)
                    }
                    members.append(member)
                }
            }
            return (cases, members)
        }
        try consume(
            .rightBrace, "expected '}' at end of enum '\(name.name)'",
            hint: "to match the '{' at line \(open.range.start.line), column \(open.range.start.column)")
        return Stmt(.enum(EnumDeclaration(name: name, inherited: inherited, cases: cases, members: members)), range: range(from: start.range))
    }

    /// `name`, `name = raw` or `name(Type, label: Type)`.
    private mutating func parseEnumCase() throws -> EnumDeclaration.Case {
        let name = try parseIdentifier("expected a case name after 'case'")
        if match(.equal) {
            return EnumDeclaration.Case(name: name, rawValue: try parseExpression(), associatedValues: nil)
        }
        guard check(.leftParen) else { return EnumDeclaration.Case(name: name, rawValue: nil, associatedValues: nil) }
        let open = advance()
        var values: [(label: String?, type: TypeSyntax)] = []
        if !check(.rightParen) {
            repeat {
                var label: String?
                if let word = peek.kind.nameLike, peek(ahead: 1).isPunctuator(.colon) {
                    advance()
                    advance()
                    label = word
                }
                values.append((label, try parseType()))
            } while match(.comma)
        }
        try consumeClosing(.rightParen, context: "associated values", opening: open)
        return EnumDeclaration.Case(name: name, rawValue: nil, associatedValues: values)
    }

    /// The words that may come before a member; access levels and `final` are accepted and change nothing.
    private static let memberModifiers: Set<String> = [
        "static", "override", "final", "private", "fileprivate", "internal", "public", "open", "class", "required",
        "convenience", "@objc", "mutating",
    ]

    /// The members one declaration makes: one, or one per name of `var a = 1, b = 2`.
    mutating func parseClassMembers(of className: String, kind: String = "class") throws -> [ClassMember] {
        var isStatic = false
        var isOverride = false
        var isMutating = false
        while case .identifier(let word) = peek.kind, Parser.memberModifiers.contains(word),
              !peek(ahead: 1).isPunctuator(.colon), !peek(ahead: 1).isPunctuator(.equal) {
            advance()
            if word == "static" || word == "class" { isStatic = true }
            if word == "override" { isOverride = true }
            if word == "mutating" { isMutating = true }
        }
        switch peek.kind {
        case .keyword(.let), .keyword(.var):
            return try parseProperties(isStatic: isStatic)
        case .keyword(.func):
            let statement = try parseFunction()
            guard case .function(let declaration) = statement.kind else { throw error("expected a method") }
            return [.method(declaration, isStatic: isStatic, isOverride: isOverride, isMutating: isMutating)]
        case .identifier("init"):
            return [.initializer(try parseInitializer())]
        case .identifier("deinit"):
            throw error(
                "'deinit' is not supported in Plotline: no code runs when an object is freed",
                hint: "clean up in a method you call yourself, such as 'func close()'")
        default:
            throw error(
                "expected a property, method or initializer in \(kind) '\(className)'",
                hint: "members are 'var name = value', 'func name() { … }' or 'init() { … }'")
        }
    }

    /// `var name: Type = value`, `let name = value`, several stored properties in one declaration
    /// (`var lo = 0.0, hi = 1.0`, `var x, y: Double`), `var name: Type { getter }` or `{ get { } set { } }`.
    private mutating func parseProperties(isStatic: Bool) throws -> [ClassMember] {
        let keyword = advance()
        let isConstant = keyword.isKeyword(.let)
        var stored: [(name: Identifier, type: TypeSyntax?, initializer: Expr?)] = []
        repeat {
            let name = try parseIdentifier("expected a property name after '\(keyword.kind)'")
            let type = match(.colon) ? try parseType() : nil
            if stored.isEmpty, type != nil, check(.leftBrace) {
                return [try parseComputedProperty(keyword, name: name, type: type, isStatic: isStatic)]
            }
            stored.append((name, type, match(.equal) ? try parseExpression() : nil))
        } while match(.comma)
        if stored.count == 1, stored[0].initializer == nil, stored[0].type == nil, check(.leftBrace) {
            return [try parseComputedProperty(keyword, name: stored[0].name, type: nil, isStatic: isStatic)]
        }
        var laterType: TypeSyntax?
        for index in stored.indices.reversed() {
            if stored[index].initializer == nil, stored[index].type == nil {
                guard let type = laterType else {
                    let name = stored[index].name
                    throw error("type annotation missing in property '\(name.name)'", at: name.range, hint: "write '= value' or ': Type'")
                }
                stored[index].type = type
            }
            laterType = stored[index].initializer == nil ? stored[index].type : nil
        }
        return stored.map {
            .storedProperty(isConstant: isConstant, name: $0.name, type: $0.type, initializer: $0.initializer, isStatic: isStatic)
        }
    }

    /// `var name: Type { getter }` or `var name: Type { get { } set { } }`.
    private mutating func parseComputedProperty(
        _ keyword: Token, name: Identifier, type: TypeSyntax?, isStatic: Bool
    ) throws -> ClassMember {
        guard let type else {
            throw error("computed property '\(name.name)' must have an explicit type", at: name.range, hint: "write 'var \(name.name): Type { … }'")
        }
        guard keyword.isKeyword(.var) else { throw error("'let' declarations cannot be computed properties", at: keyword) }
        if peek(ahead: 1).kind == .identifier("get") && peek(ahead: 2).isPunctuator(.leftBrace) {
            let open = advance()
            advance()
            let getter = try inFunction { try $0.parseBlock(after: "'get'") }
            var setter: Block?
            if peek.kind == .identifier("set") {
                advance()
                if match(.leftParen) {
                    let parameter = try parseIdentifier("expected the new value's name")
                    try consume(.rightParen, "expected ')' after the new value's name")
                    guard parameter.name == "newValue" else {
                        throw error("name the setter's value 'newValue'", at: parameter.range, hint: "write 'set { … newValue … }'")
                    }
                }
                setter = try inFunction { try $0.parseBlock(after: "'set'") }
            }
            try consume(.rightBrace, "expected '}' after the property's 'get' and 'set'", hint: "to match the '{' at line \(open.range.start.line)")
            return .computedProperty(name: name, type: type, getter: getter, setter: setter, isStatic: isStatic)
        }
        let getter = try inFunction { try $0.parseBlock(after: "computed property '\(name.name)'") }
        return .computedProperty(name: name, type: type, getter: getter, setter: nil, isStatic: isStatic)
    }

    /// `init(parameters) { body }`.
    private mutating func parseInitializer() throws -> FunctionDeclaration {
        let start = advance()
        let parameters = try parseParameterList(
            missingOpen: "expected '(' after 'init'", missingClose: "expected ')' in the parameter list of 'init'")
        let body = try inFunction { try $0.parseBlock(after: "'init' parameters") }
        return FunctionDeclaration(name: Identifier("init", range: start.range), parameters: parameters, returnType: nil, body: body)
    }
}
