import Foundation
import PlotlineCore
import PlotlineValues

/// printf-style formatting for `String(format:)`: `%d %i %x %f %e %g %s %@ %%` with flags, width and precision.
enum StringFormat {
    /// The largest width or precision accepted in a specifier.
    static let maximumWidth = 1000

    static func format(_ format: String, arguments: [Value]) throws -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = Substring(format)
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            var spec = "%"
            while let character = characters.first, "-+ #0123456789.".contains(character) {
                spec.append(character)
                characters = characters.dropFirst()
            }
            guard let conversion = characters.first else {
                throw ModelError(.valueError, "incomplete format specifier at the end of '\(format)'")
            }
            characters = characters.dropFirst()
            if conversion == "%" {
                result += "%"
                continue
            }
            if spec.split(separator: ".").contains(where: { (Int($0.filter(\.isNumber)) ?? 0) > maximumWidth }) {
                throw ModelError(.valueError, "format width and precision may be at most \(maximumWidth)")
            }
            guard let argument = remaining.popFirst() else {
                throw ModelError(.valueError, "the format '\(format)' needs more arguments than were given")
            }
            result += try formatOne(spec, conversion, argument)
        }
        return result + characters
    }

    private static func formatOne(_ spec: String, _ conversion: Character, _ argument: Value) throws -> String {
        switch conversion {
        case "d", "i", "x", "X", "o":
            let int = try Int.fromValue(argument.numericValue.map { .double($0.rounded(.towardZero)) } ?? argument)
            return String(format: spec + "l" + String(conversion), int)
        case "f", "F", "e", "E", "g", "G":
            return String(format: spec + String(conversion), try Double.fromValue(argument))
        case "s", "@":
            let text = try argument.checkedPrintText()
            let width = Int(spec.dropFirst().prefix { $0 != "." }.filter(\.isNumber)) ?? 0
            let padding = String(repeating: " ", count: max(0, width - text.count))
            return spec.contains("-") ? text + padding : padding + text
        default:
            throw ModelError(.valueError, "unsupported format conversion '%\(conversion)'")
        }
    }
}
