/// The kinds of error the language reports; each becomes the `ename` of a Jupyter error.
public enum ErrorKind: String, Sendable, CaseIterable {
    /// The cell does not parse.
    case syntaxError = "SyntaxError"
    /// A name is not defined.
    case nameError = "NameError"
    /// A type has no such property, or it is read-only.
    case propertyError = "PropertyError"
    /// A value has the wrong type.
    case typeError = "TypeError"
    /// A value has the right type but is out of range or malformed.
    case valueError = "ValueError"
    /// Data could not be loaded or parsed.
    case dataError = "DataError"
    /// A file or socket could not be read or written.
    case ioError = "IOError"
    /// A database refused a statement or could not be reached.
    case sqlError = "SQLError"
    /// The user interrupted the cell.
    case interrupted = "Interrupted"
    /// A value or feed would carry the session past its memory budget, `session.memoryLimit`.
    case memoryError = "MemoryError"
    /// Any other failure while running.
    case runtimeError = "RuntimeError"
}

/// An error raised by the model or the language runtime, before it is given a source position.
public struct ModelError: Error, Equatable, Sendable {
    /// The kind of error, shown as `ename`.
    public var kind: ErrorKind
    /// The message, Swift-like: `XYGraph has no property 'titel'`.
    public var message: String
    /// A hint shown under the caret, `did you mean 'title'?`.
    public var hint: String?

    /// Makes an error.
    public init(_ kind: ErrorKind, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }
}

extension ModelError: CustomStringConvertible {
    /// `TypeError: message (hint)`.
    public var description: String {
        "\(kind.rawValue): \(message)" + (hint.map { " (\($0))" } ?? "")
    }
}

extension ModelError {
    /// The message of any error, for a report: a model error's own message (without its kind and hint), any other
    /// error's description.
    public static func message(of error: any Error) -> String {
        (error as? ModelError)?.message ?? "\(error)"
    }

    /// `cannot convert value of type 'String' to expected type 'Double'`.
    public static func typeMismatch(expected: ValueType, actual: Value, context: String? = nil) -> ModelError {
        let message = "cannot convert value of type '\(actual.typeName)' to expected type '\(expected)'"
        return ModelError(.typeError, context.map { "\(message) \($0)" } ?? message)
    }

    /// `XYGraph has no property 'titel'`, with the closest property as a hint.
    public static func unknownProperty(_ name: String, on typeName: String, candidates: [String]) -> ModelError {
        ModelError(
            .propertyError,
            "\(typeName) has no property '\(name)'",
            hint: Suggestion.closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
        )
    }
}
