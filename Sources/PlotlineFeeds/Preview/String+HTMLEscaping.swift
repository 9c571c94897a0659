extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` written as character references, safe in HTML text and quoted
    /// attribute values.
    var htmlEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for character in unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
