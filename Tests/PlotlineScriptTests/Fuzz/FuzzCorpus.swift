import PlotlineTestSupport
import Foundation

/// Real programs the fuzzer mutates: the design examples (docs/language.md, 'A first program'), the notebooks' code
/// cells and the programs written in this target's tests.
enum FuzzCorpus {
    /// Every program, in a stable order.
    static let programs: [String] = designExamples + adversarialPrograms + notebookCells + testPrograms

    /// The design examples of docs/language.md, 'A first program', and variations of them (the feed ones included:
    /// their errors are fuzzed too).
    static let designExamples = [
        DesignExampleText.first,
        DesignExampleText.second,
        """
        var runs = [["id": 1, "total": 1100, "failed": 2], ["id": 2, "total": 1180, "failed": 0]]
        runs.append(["id": 51, "total": 1180, "failed": 3])
        for i in 0..<10 { runs.append(["id": 52 + i, "total": 1100 + 5 * i, "failed": i % 3]) }
        let top = runs.value(forKeyPath: "@max.total")
        print(runs.value(forKeyPath: "@count"), runs.value(forKeyPath: "@avg.failed"), top)
        """,
        """
        let graph = XYGraph(width: 640, height: 400, theme: .plainWhite)
        graph.titel = "Sales"
        """,
        """
        let p = XYGraph().allPlots.first
        let axis = XYAxis(coordinate: .y)
        let symbol = PlotSymbol.ellipse()
        print(Point(x: 1, y: 2), Size(width: 3, height: 4), Rect(x: 0, y: 0, width: 5, height: 6), Color.red)
        session.formats = ["png", "svg"]
        print("warning", to: .stderr)
        display(axis)
        clearOutput(wait: true)
        let d = Date(year: 2024, month: 3, day: 1) + 3600
        """,
    ]

    /// Programs written to take a kernel down (issue 13): values that grow without bound, texts of huge values,
    /// long builtins, the memory limit turned down and up. Each must end in an error or a cut-off text.
    static let adversarialPrograms = [
        "var s = \"xxxxxxxxxxxxxxxx\"; for _ in 0..<40 { s.append(s) }",
        "var all: [[Int]] = []\nfor i in 0..<60 { all.append(Array(repeating: i, count: 10_000_000)) }",
        "var d: [String: Int] = [:]\nfor i in 0..<20_000_000 { d[\"k\\(i)\"] = i }\nd",
        "let row = Array(repeating: 1.5, count: 1000)\nlet grid = Array(repeating: row, count: 3000)\nprint(grid)\ngrid",
        "var s = \"ab\"\nwhile true { s += s }",
        "var xs = [0]\nwhile true { xs = xs + xs }",
        "let big = String(repeating: \"x\", count: Int.max)",
        "let big = Array(repeating: 0, count: Int.max)",
        "let xs = Array(stride(from: 0, to: 1e18, by: 1))",
        "let xs = (0..<10_000_000).map { \"\\($0)\" }\nxs.sorted().count",
        "let xs = Array(0..<5_000_000).shuffled()\nlet ys = xs.sorted(by: >)\nys.reduce(0, +)",
        "let row = Array(repeating: 123456789, count: 1000)\nlet grid = Array(repeating: row, count: 100_000)\nlet text = \"\\(grid)\"",
        "let words = Array(repeating: \"abcdefghij\", count: 1_000_000)\nlet text = words.joined(separator: words.joined())",
        "let a = String(repeating: \"a\", count: 100_000)\nlet b = a.replacingOccurrences(of: \"a\", with: a)",
        "var deep: Any = 0\nfor _ in 0..<100_000 { deep = [deep] }\nprint(deep)\ndeep",
        "session.memoryLimit = 1\nlet xs = Array(repeating: 0, count: 1000)",
        "session.memoryLimit = 50_000_000\nvar keep: [[Int]] = []\nfor i in 0..<1000 { keep.append(Array(0..<100_000)) }",
        "session.memoryLimit = 0",
        "session.memoryLimit = 9_000_000_000_000_000_000",
        "let f = Feed()\nfor i in 0..<100_000_000 { f.append([\"x\": i, \"y\": \"\\(i)\"]) }",
        "let xs = Array(0..<1_000_000)\nlet pairs = zip(xs, xs).map { $0 }\nxs.enumerated().count",
        "var d: [Int: [Int]] = [:]\nfor i in 0..<1_000_000 { d[i] = Array(repeating: i, count: 100) }",
        "let s = String(format: \"%1000d\", 1)\nvar t = \"\"\nwhile true { t += s }",
        "let xs = Array(0..<2_000_000)\nlet total = xs.value(forKeyPath: \"@sum\") + xs.value(forKeyPath: \"@distinctUnionOfObjects.@count\")",
    ]

    /// The code cells of `notebooks/*.ipynb`.
    static var notebookCells: [String] {
        let notebooks = repositoryRoot.appendingPathComponent("notebooks")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: notebooks.path)) ?? []
        return files.filter { $0.hasSuffix(".ipynb") }.sorted().flatMap { name -> [String] in
            guard let data = FileManager.default.contents(atPath: notebooks.appendingPathComponent(name).path),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let cells = json["cells"] as? [[String: Any]] else { return [] }
            return cells.compactMap { cell in
                guard cell["cell_type"] as? String == "code" else { return nil }
                if let lines = cell["source"] as? [String] { return lines.joined() }
                return cell["source"] as? String
            }
        }
    }

    /// The programs in this target's test sources: multi-line string literals and the one-line literals passed
    /// to the harnesses (`value("...")`, `message("...")`, `run("...")`).
    static var testPrograms: [String] {
        let directory = repositoryRoot.appendingPathComponent("Tests/PlotlineScriptTests")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().flatMap { name -> [String] in
            guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else { return [] }
            return multiLineLiterals(in: text) + harnessLiterals(in: text)
        }
    }

    private static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    private static func multiLineLiterals(in text: String) -> [String] {
        let parts = text.components(separatedBy: "\"\"\"")
        return stride(from: 1, to: parts.count - 1, by: 2).map { index in
            let lines = parts[index].split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast()
            return unescape(lines.map { $0.drop { $0 == " " } }.joined(separator: "\n"))
        }
    }

    private static func harnessLiterals(in text: String) -> [String] {
        var programs: [String] = []
        for marker in ["value(\"", "message(\"", "run(\"", "error(\""] {
            var rest = Substring(text)
            while let start = rest.range(of: marker) {
                rest = rest[start.upperBound...]
                var literal = ""
                var isEscaped = false
                for character in rest {
                    if isEscaped {
                        literal.append("\\")
                        literal.append(character)
                        isEscaped = false
                    } else if character == "\\" {
                        isEscaped = true
                    } else if character == "\"" || character == "\n" {
                        break
                    } else {
                        literal.append(character)
                    }
                }
                programs.append(unescape(literal))
            }
        }
        return programs
    }

    /// Swift escapes of the test sources as the programs mean them: `\n`, `\"`, `\\`.
    private static func unescape(_ text: String) -> String {
        var result = ""
        var isEscaped = false
        for character in text {
            if isEscaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
