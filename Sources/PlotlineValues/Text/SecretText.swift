/// Finds passwords written into URLs (`postgresql://ana:s3cret@db.local/metrics`) in any text and masks them, so a
/// cell's source can go to history, errors and inspection without them.
public enum SecretText {
    /// `text` with the password of every `scheme://user:password@` masked: as `•••`, or with `keepingLength`
    /// one `•` per character (so columns counted in the text still point at the same places).
    public static func masked(_ text: String, keepingLength: Bool = false) -> String {
        guard text.contains("://") else { return text }
        var result = ""
        var rest = Substring(text)
        while let scheme = rest.range(of: "://") {
            result += rest[..<scheme.upperBound]
            rest = rest[scheme.upperBound...]
            guard let (start, end) = passwordRange(in: rest) else { continue }
            result += rest[..<start]
            result += keepingLength ? String(repeating: "•", count: rest[start..<end].count) : "•••"
            rest = rest[end...]
        }
        return result + rest
    }

    /// True when `text` holds a password in a URL.
    public static func containsPassword(_ text: String) -> Bool {
        masked(text) != text
    }

    /// Where the password of the user part at the start of `authority` is: after the first `:` and before the `@`
    /// that ends the user part, which stops at the first `/`, `?`, `#`, quote or white space.
    private static func passwordRange(in authority: Substring) -> (Substring.Index, Substring.Index)? {
        let stops: Set<Character> = ["/", "?", "#", "\"", "'", "`", ")", "]"]
        let end = authority.firstIndex { stops.contains($0) || $0.isWhitespace } ?? authority.endIndex
        let userPart = authority[..<end]
        guard let at = userPart.lastIndex(of: "@"), let colon = userPart[..<at].firstIndex(of: ":") else { return nil }
        let start = authority.index(after: colon)
        return start < at ? (start, at) : nil
    }
}
