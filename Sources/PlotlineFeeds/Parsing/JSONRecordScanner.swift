import InterchangeFormats
import OrderedCollections
import PlotlineValues

/// Reads feed records on JSON bytes with the project's one `JSONLexer`: objects whose values are numbers, strings,
/// booleans or null. Nested objects and arrays are errors, since a feed's fields are flat. Every error is
/// a `DataSyntaxError` with the line and column, in the words of someone reading a data file.
struct JSONRecordScanner {
    private var lexer: JSONLexer

    /// A scanner over bytes, starting at an offset that is the start of a line.
    init(bytes: UnsafeBufferPointer<UInt8>, position: Int = 0, line: Int = 1) {
        lexer = JSONLexer(bytes: bytes, position: position, line: line)
    }

    /// The 1-based line at the read position.
    var line: Int { lexer.line }

    /// True when only whitespace is left.
    mutating func isAtEnd() -> Bool { lexer.isAtEnd() }

    /// The byte at the read position after whitespace, or nil at the end.
    mutating func peek() -> UInt8? { lexer.peek() }

    /// Reads the byte if it is next (after whitespace).
    mutating func consume(_ byte: UInt8) -> Bool { lexer.consume(byte) }

    /// Reads the given byte (after whitespace) or fails with a message naming what was expected.
    mutating func expect(_ byte: UInt8, _ expectation: @autoclosure () -> String) throws {
        guard lexer.consume(byte) else { throw error("expected \(expectation()), found \(found())") }
    }

    /// Reads one object as a record; `origin` is given to the record.
    mutating func record(origin: String?) throws -> FeedRecord {
        guard lexer.consume(ASCII.openBrace) else {
            throw error("expected a record (a JSON object), found \(found())",
                        hint: "each record is an object such as {\"t\": 1, \"y\": 2}")
        }
        var fields = OrderedDictionary<String, FieldValue>()
        if lexer.consume(ASCII.closeBrace) { return FeedRecord(fields, origin: origin) }
        repeat {
            guard lexer.peek() == ASCII.quote else { throw error("expected a field name in double quotes, found \(found())") }
            let name = try string()
            try expect(ASCII.colon, "':' after the field name")
            fields[name] = try fieldValue(named: name)
        } while lexer.consume(ASCII.comma)
        try expect(ASCII.closeBrace, "',' or '}' after a field")
        return FeedRecord(fields, origin: origin)
    }

    /// An error at the read position.
    mutating func error(_ message: String, hint: String? = nil) -> DataSyntaxError {
        _ = lexer.peek()
        return error(message, at: lexer.position, hint: hint)
    }

    /// How the next byte (after whitespace) reads in a message.
    mutating func found() -> String {
        DataSyntaxError.describe(lexer.peek())
    }

    // MARK: - Values

    private mutating func fieldValue(named name: String) throws -> FieldValue {
        guard let byte = lexer.peek() else { throw error("expected a value for '\(name)', found the end of the data") }
        switch byte {
        case ASCII.quote: return .string(try string())
        case ASCII.openBrace, ASCII.openBracket:
            throw error(
                "field '\(name)' holds \(byte == ASCII.openBrace ? "an object" : "an array"); feed fields hold numbers, strings, dates and null",
                hint: "flatten nested values into fields of their own")
        case ASCII.letterT, ASCII.letterF, ASCII.letterN: return try keyword()
        default: return try number(forField: name)
        }
    }

    private mutating func keyword() throws -> FieldValue {
        let start = lexer.position
        do {
            switch try lexer.keyword() {
            case .true: return .bool(true)
            case .false: return .bool(false)
            case .null: return .missing
            }
        } catch {
            throw self.error("expected a value, found \(DataSyntaxError.describe(lexer.bytes[start]))", at: start)
        }
    }

    private mutating func number(forField name: String) throws -> FieldValue {
        let start = lexer.position
        do {
            switch try lexer.number() {
            case .int(let integer) where abs(integer) < 9_000_000_000_000_000: return .int(integer)
            case .int(let integer): return .double(Double(integer))
            case .double(let double): return .double(double)
            }
        } catch {
            throw self.error("expected a value for '\(name)', found \(DataSyntaxError.describe(lexer.bytes[start]))",
                             at: start, hint: "values are numbers, \"strings\", true, false or null")
        }
    }

    // MARK: - Strings

    /// Reads a string from its opening quote, undoing escapes.
    private mutating func string() throws -> String {
        let opening = lexer.position
        do {
            return try lexer.string()
        } catch {
            throw stringError(error, opening: opening)
        }
    }

    /// The lexer's failure inside a string, as a data error.
    private func stringError(_ failure: JSONError, opening: Int) -> DataSyntaxError {
        let offset = failure.offset ?? opening
        switch failure.reason {
        case .unexpectedEnd:
            return error("unterminated string", at: opening, hint: "close the string with a double quote")
        case .controlCharacterInString:
            return error("unescaped \(DataSyntaxError.describe(lexer.bytes[offset])) in a string", at: offset,
                         hint: "write it as \\n, \\t or \\u00XX")
        case .invalidEscape where lexer.bytes[offset] == ASCII.backslash && offset + 1 < lexer.bytes.count:
            let letter = Character(Unicode.Scalar(lexer.bytes[offset + 1]))
            return error("invalid escape \\\(letter) in a string", at: offset)
        case .invalidEscape:
            return error("expected four hex digits after \\u, found \(DataSyntaxError.describe(lexer.bytes[offset]))",
                         at: offset)
        case .invalidUTF8:
            return error("a string that is not UTF-8", at: offset, hint: "save the file as UTF-8")
        default:
            return error(failure.description, at: offset)
        }
    }

    private func error(_ message: String, at offset: Int, hint: String? = nil) -> DataSyntaxError {
        DataSyntaxError(offset: offset, line: lexer.line, lineStart: lexer.lineStart, message: message, hint: hint)
    }
}
