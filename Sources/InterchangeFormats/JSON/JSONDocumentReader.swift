/// Builds `JSONValue`s from the tokens of one document.
struct JSONDocumentReader {
    private var lexer: JSONLexer
    private var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        lexer = JSONLexer(bytes: bytes)
    }

    mutating func parseDocument() throws(JSONError) -> JSONValue {
        let value = try parseValue()
        guard lexer.isAtEnd() else { throw JSONError(.trailingData, at: lexer.position) }
        return value
    }

    private mutating func parseValue() throws(JSONError) -> JSONValue {
        guard let byte = lexer.peek() else { throw lexer.unexpected() }
        switch byte {
        case ASCII.openBrace: return try parseObject()
        case ASCII.openBracket: return try parseArray()
        case ASCII.quote: return .string(try lexer.string())
        case ASCII.letterT, ASCII.letterF, ASCII.letterN:
            switch try lexer.keyword() {
            case .true: return .bool(true)
            case .false: return .bool(false)
            case .null: return .null
            }
        case ASCII.minus, ASCII.digit0...ASCII.digit9:
            switch try lexer.number() {
            case .int(let integer): return .int(integer)
            case .double(let double): return .double(double)
            }
        default: throw lexer.unexpected()
        }
    }

    private mutating func parseObject() throws(JSONError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        _ = lexer.consume(ASCII.openBrace)
        var builder = ObjectBuilder()
        if lexer.consume(ASCII.closeBrace) { return .object(builder.object) }
        repeat {
            guard lexer.peek() == ASCII.quote else { throw lexer.unexpected() }
            let key = try lexer.string()
            guard lexer.consume(ASCII.colon) else { throw lexer.unexpected() }
            builder.add(key: key, value: try parseValue())
        } while lexer.consume(ASCII.comma)
        guard lexer.consume(ASCII.closeBrace) else { throw lexer.unexpected() }
        return .object(builder.object)
    }

    private mutating func parseArray() throws(JSONError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        _ = lexer.consume(ASCII.openBracket)
        var elements: [JSONValue] = []
        if lexer.consume(ASCII.closeBracket) { return .array(elements) }
        repeat {
            elements.append(try parseValue())
        } while lexer.consume(ASCII.comma)
        guard lexer.consume(ASCII.closeBracket) else { throw lexer.unexpected() }
        return .array(elements)
    }

    private mutating func enterContainer() throws(JSONError) {
        depth += 1
        guard depth <= JSONParser.maximumDepth else { throw JSONError(.tooDeep, at: lexer.position) }
    }
}

/// Collects an object's members, letting a repeated key replace the earlier value in place.
private struct ObjectBuilder {
    private var members: [(key: String, value: JSONValue)] = []
    private var positions: [String: Int]?

    /// Objects up to this size look for duplicates by scanning; larger ones keep a hash index.
    private static let scanLimit = 16

    var object: JSONObject { JSONObject(members) }

    mutating func add(key: String, value: JSONValue) {
        if let position = position(of: key) {
            members[position].value = value
            return
        }
        members.append((key: key, value: value))
        if positions != nil {
            positions?[key] = members.count - 1
        } else if members.count > Self.scanLimit {
            positions = Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return members.firstIndex { $0.key == key }
    }
}
