import Foundation

/// Finds the runnable code examples of a Markdown file.
enum MarkdownExampleParser {
    /// A fenced block: its info string words, first line number and text.
    private struct Fence {
        let info: [String]
        let line: Int
        let text: String
        /// The index of the line after the closing fence.
        let end: Int
    }

    /// The examples of `text`, a file named `file` (relative to the package root) in `directory` (also relative).
    static func examples(in text: String, file: String, directory: String) -> [MarkdownExample] {
        let lines = text.components(separatedBy: "\n")
        var fences: [Fence] = []
        var index = 0
        while index < lines.count {
            guard let info = openingInfo(lines[index]) else {
                index += 1
                continue
            }
            var body: [String] = []
            var cursor = index + 1
            while cursor < lines.count, lines[cursor].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[cursor])
                cursor += 1
            }
            fences.append(Fence(info: info, line: index + 1, text: body.joined(separator: "\n"), end: cursor + 1))
            index = cursor + 1
        }
        var examples: [MarkdownExample] = []
        for (position, fence) in fences.enumerated() {
            guard let language = fence.info.first, MarkdownExample.runnableLanguages.contains(language) else { continue }
            let expectation: MarkdownExample.Expectation
            if fence.info.contains("error") {
                let next = position + 1 < fences.count ? fences[position + 1] : nil
                let follows = next.map { $0.info.first == "text" && onlyBlankLines(lines, from: fence.end, to: $0.line - 1) } ?? false
                expectation = .fails(expectedError: follows ? next?.text : nil)
            } else {
                expectation = .runs
            }
            examples.append(MarkdownExample(
                file: file, line: fence.line, code: fence.text, expectation: expectation,
                picture: picture(after: fence.end, in: lines, directory: directory)))
        }
        return examples
    }

    /// The info words of an opening fence line (```swift error → ["swift", "error"]), nil for other lines.
    private static func openingInfo(_ line: String) -> [String]? {
        guard line.hasPrefix("```") else { return nil }
        let info = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
        guard !info.isEmpty else { return [""] }
        return info.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    }

    private static func onlyBlankLines(_ lines: [String], from start: Int, to end: Int) -> Bool {
        guard start < end else { return true }
        return lines[start..<min(end, lines.count)].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The PNG an image link right after a block points to (the first non-blank line), relative to the root.
    private static func picture(after end: Int, in lines: [String], directory: String) -> String? {
        var index = end
        while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty { index += 1 }
        guard index < lines.count else { return nil }
        let line = lines[index].trimmingCharacters(in: .whitespaces)
        guard line.hasPrefix("!["), let open = line.range(of: "]("), let close = line[open.upperBound...].firstIndex(of: ")") else {
            return nil
        }
        let target = String(line[open.upperBound..<close])
        guard target.hasSuffix(".png"), !target.contains("://") else { return nil }
        return directory.isEmpty ? target : "\(directory)/\(target)"
    }
}
