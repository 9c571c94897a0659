import InterchangeFormats

/// Typed, lenient reading of a request's content: a missing or null field takes its default, a field of the
/// wrong type is a `RequestError` naming it.
struct RequestFields {
    let content: JSONObject

    func string(_ field: String) throws -> String {
        guard let value = content[field], value != .null else { throw RequestError.missing(field) }
        guard let string = value.stringValue else { throw RequestError.wrongType(field, expected: "a string") }
        return string
    }

    func string(_ field: String, default fallback: String) throws -> String {
        guard let value = content[field], value != .null else { return fallback }
        guard let string = value.stringValue else { throw RequestError.wrongType(field, expected: "a string") }
        return string
    }

    func optionalString(_ field: String) throws -> String? {
        guard let value = content[field], value != .null else { return nil }
        guard let string = value.stringValue else { throw RequestError.wrongType(field, expected: "a string") }
        return string
    }

    func int(_ field: String, default fallback: Int) throws -> Int {
        try optionalInt(field) ?? fallback
    }

    func optionalInt(_ field: String) throws -> Int? {
        guard let value = content[field], value != .null else { return nil }
        guard let int = value.intValue else { throw RequestError.wrongType(field, expected: "an integer") }
        return int
    }

    func bool(_ field: String, default fallback: Bool) throws -> Bool {
        guard let value = content[field], value != .null else { return fallback }
        guard let bool = value.boolValue else { throw RequestError.wrongType(field, expected: "true or false") }
        return bool
    }
}
