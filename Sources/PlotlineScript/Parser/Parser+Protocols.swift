/// `protocol` declarations: method and property requirements, without bodies.
extension Parser {
    /// `protocol Name: Other { func f(x: Int) -> Double; var p: Double { get set } }`.
    mutating func parseProtocol() throws -> Stmt {
        let start = advance()
        let name = try parseIdentifier("expected a protocol name after 'protocol'")
        var inherited: [Identifier] = []
        if match(.colon) {
            repeat {
                inherited.append(try parseIdentifier("expected a protocol name after ':'"))
            } while match(.comma)
        }
        let open = try consume(.leftBrace, "expected '{' in protocol '\(name.name)'")
        let requirements = try declarationBody { parser in
            var requirements: [ProtocolDeclaration.Requirement] = []
            while !parser.check(.rightBrace) && !parser.isAtEnd {
                if parser.match(.semicolon) { continue }
                requirements.append(try parser.parseRequirement(in: name.name))
            }
            return requirements
        }
        try consume(
            .rightBrace, "expected '}' at end of protocol '\(name.name)'",
            hint: "to match the '{' at line \(open.range.start.line), column \(open.range.start.column)")
        return Stmt(.protocol(ProtocolDeclaration(name: name, inherited: inherited, requirements: requirements)), range: range(from: start.range))
    }

    private mutating func parseRequirement(in protocolName: String) throws -> ProtocolDeclaration.Requirement {
        var isStatic = false
        while case .identifier(let word) = peek.kind, ["static", "mutating", "class"].contains(word) {
            advance()
            if word != "mutating" { isStatic = true }
        }
        switch peek.kind {
        case .keyword(.func):
            advance()
            let (name, parameters, returnType) = try parseFunctionSignature()
            if check(.leftBrace) {
                throw error(
                    "protocol methods must not have bodies", hint: "declare '\(name.name)' in each conforming type instead")
            }
            return .method(name: name, parameters: parameters, returnType: returnType, isStatic: isStatic)
        case .keyword(.var):
            advance()
            let name = try parseIdentifier("expected a property name after 'var'")
            try consume(.colon, "property '\(name.name)' in a protocol needs a type", hint: "write 'var \(name.name): Type { get }'")
            let type = try parseType()
            let open = try consume(.leftBrace, "property in protocol must have explicit { get } or { get set } specifier", hint: "write 'var \(name.name): \(type) { get }'")
            guard peek.kind == .identifier("get") else {
                throw error("expected 'get' in the property's specifier", hint: "write '{ get }' or '{ get set }'")
            }
            advance()
            let isSettable = peek.kind == .identifier("set")
            if isSettable { advance() }
            try consumeClosing(.rightBrace, context: "the property's specifier", opening: open)
            return .property(name: name, type: type, isSettable: isSettable, isStatic: isStatic)
        case .keyword(.let):
            throw error("protocols cannot require 'let' properties", hint: "write 'var name: Type { get }'")
        case .identifier("init"):
            throw error("initializer requirements are not supported in Plotline", hint: "require a static func that makes a value instead")
        case .identifier("associatedtype"):
            throw error("associated types are not supported in Plotline", hint: "name the concrete type in the requirement")
        default:
            throw error(
                "expected a method or property requirement in protocol '\(protocolName)'",
                hint: "requirements are 'func name(…) -> Type' or 'var name: Type { get }'")
        }
    }
}
