/// Bracket matching over a token list, for the services' look back from the cursor.
enum TokenScan {
    /// The index of the `(`, `[` or `{` that the closer at `index` closes, or nil when unbalanced.
    static func matchingOpener(ofCloserAt index: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var position = index
        while position >= 0 {
            switch tokens[position].kind {
            case .punctuator(.rightParen), .punctuator(.rightBracket), .punctuator(.rightBrace): depth += 1
            case .punctuator(.leftParen), .punctuator(.leftBracket), .punctuator(.leftBrace):
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
            position -= 1
        }
        return nil
    }

    /// The index of the innermost bracket still open after `tokens[..<end]`, or nil when all are closed.
    static func innermostOpener(before end: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var position = end - 1
        while position >= 0 {
            switch tokens[position].kind {
            case .punctuator(.rightParen), .punctuator(.rightBracket), .punctuator(.rightBrace): depth += 1
            case .punctuator(.leftParen), .punctuator(.leftBracket), .punctuator(.leftBrace):
                if depth == 0 { return position }
                depth -= 1
            default: break
            }
            position -= 1
        }
        return nil
    }

    /// The brackets still open at the end of `tokens`, outermost first.
    static func openBrackets(in tokens: [Token]) -> [Punctuator] {
        var stack: [Punctuator] = []
        for token in tokens {
            guard case .punctuator(let punctuator) = token.kind else { continue }
            switch punctuator {
            case .leftParen, .leftBracket, .leftBrace: stack.append(punctuator)
            case .rightParen, .rightBracket, .rightBrace: if !stack.isEmpty { stack.removeLast() }
            default: break
            }
        }
        return stack
    }

    /// The argument labels already written in the call whose `(` is at `open`, up to `end`.
    static func labelsWritten(inCallOpenedAt open: Int, before end: Int, in tokens: [Token]) -> Set<String> {
        var labels = Set<String>()
        var depth = 0
        var position = open + 1
        while position < end {
            let token = tokens[position]
            switch token.kind {
            case .punctuator(.leftParen), .punctuator(.leftBracket), .punctuator(.leftBrace): depth += 1
            case .punctuator(.rightParen), .punctuator(.rightBracket), .punctuator(.rightBrace): depth -= 1
            default:
                if depth == 0, let name = token.kind.nameLike, position + 1 < end, tokens[position + 1].isPunctuator(.colon),
                   position == open + 1 || tokens[position - 1].isPunctuator(.comma) {
                    labels.insert(name)
                }
            }
            position += 1
        }
        return labels
    }

    /// How many arguments come before the cursor in the call whose `(` is at `open` (commas at its depth).
    static func argumentIndex(inCallOpenedAt open: Int, before end: Int, in tokens: [Token]) -> Int {
        var depth = 0
        var commas = 0
        for token in tokens[(open + 1)..<max(open + 1, end)] {
            switch token.kind {
            case .punctuator(.leftParen), .punctuator(.leftBracket), .punctuator(.leftBrace): depth += 1
            case .punctuator(.rightParen), .punctuator(.rightBracket), .punctuator(.rightBrace): depth -= 1
            case .punctuator(.comma) where depth == 0: commas += 1
            default: break
            }
        }
        return commas
    }
}
