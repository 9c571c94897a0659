@testable import PlotlineREPL
import PlotlineScript

/// Editor services with fixed answers: the candidates completion offers for the word before the cursor, and
/// inputs counted complete unless they end in `{` or `\`.
final class StubServices: EditorServices {
    /// The candidates offered (those starting with the word before the cursor).
    var candidates: [String] = []
    /// The completion requests received: text and cursor.
    private(set) var completionRequests: [(text: String, cursor: Int)] = []

    func completions(in text: String, cursor: Int) -> Completions {
        completionRequests.append((text, cursor))
        let scalars = Array(text.unicodeScalars.prefix(cursor))
        var start = scalars.count
        while start > 0, Character(scalars[start - 1]).isLetter || Character(scalars[start - 1]).isNumber { start -= 1 }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: scalars[start...])
        let matches = candidates.filter { $0.hasPrefix(String(word)) }.map { Completions.Match($0, kind: .variable) }
        return Completions(matches: matches, start: start, end: cursor)
    }

    func completeness(of text: String) -> Completeness {
        text.hasSuffix("{") ? .incomplete(indent: "    ") : (text.hasSuffix("\\") ? .incomplete(indent: "") : .complete)
    }
}
