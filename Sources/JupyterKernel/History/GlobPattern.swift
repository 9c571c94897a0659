/// A shell-style pattern as `history_request` searches take it: `*` matches any run of characters, `?` one
/// character, `[abc]` and `[a-z]` one of a set (`[!abc]` one outside it); everything else matches itself.
///
/// The whole input must match, as IPython's `GLOB` search does: `"plot*"` finds inputs starting with "plot".
public struct GlobPattern: Sendable {
    private enum Element: Sendable {
        case anyRun
        case anyOne
        case literal(Character)
        case set([ClosedRange<Character>], negated: Bool)
    }

    private let elements: [Element]

    /// Compiles `pattern`; an unclosed `[` matches itself.
    public init(_ pattern: String) {
        let characters = Array(pattern)
        var elements: [Element] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "*": elements.append(.anyRun)
            case "?": elements.append(.anyOne)
            case "[":
                if let (set, next) = Self.set(in: characters, from: index) {
                    elements.append(set)
                    index = next
                } else {
                    elements.append(.literal("["))
                }
            default: elements.append(.literal(character))
            }
        }
        self.elements = elements
    }

    /// True when the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        let characters = Array(text)
        // Iterative matching with backtracking to the last `*` (linear in practice, no recursion).
        var textIndex = 0
        var patternIndex = 0
        var starPattern: Int?
        var starText = 0
        while textIndex < characters.count {
            if patternIndex < elements.count, matchesOne(elements[patternIndex], characters[textIndex]) {
                textIndex += 1
                patternIndex += 1
            } else if patternIndex < elements.count, case .anyRun = elements[patternIndex] {
                starPattern = patternIndex
                starText = textIndex
                patternIndex += 1
            } else if let star = starPattern {
                patternIndex = star + 1
                starText += 1
                textIndex = starText
            } else {
                return false
            }
        }
        while patternIndex < elements.count, case .anyRun = elements[patternIndex] { patternIndex += 1 }
        return patternIndex == elements.count
    }

    private func matchesOne(_ element: Element, _ character: Character) -> Bool {
        switch element {
        case .anyRun: return false
        case .anyOne: return true
        case .literal(let literal): return literal == character
        case .set(let ranges, let negated): return ranges.contains { $0.contains(character) } != negated
        }
    }

    /// Reads `[...]` starting after the `[`; nil when it is never closed.
    private static func set(in characters: [Character], from start: Int) -> (Element, Int)? {
        var index = start
        var negated = false
        if index < characters.count, characters[index] == "!" || characters[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Character>] = []
        var isFirst = true
        while index < characters.count {
            let character = characters[index]
            if character == "]" && !isFirst { return (.set(ranges, negated: negated), index + 1) }
            isFirst = false
            if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]" {
                let upper = characters[index + 2]
                ranges.append(character <= upper ? character...upper : upper...character)
                index += 3
            } else {
                ranges.append(character...character)
                index += 1
            }
        }
        return nil
    }
}
