import Foundation

/// Real programs the fuzzer mutates: the DESIGN §3 examples, the notebooks' code cells and the programs written
/// in this target's tests.
enum FuzzCorpus {
    /// Every program, in a stable order.
    static let programs: [String] = designExamples + notebookCells + testPrograms

    /// The examples of DESIGN.md §3 (the feed ones included: their errors are fuzzed too).
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
