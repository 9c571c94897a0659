import PlotlineCore
@testable import PlotlineScript
import XCTest

/// Random token soup and mutated programs must end in a result or an error, never a crash.
final class RobustnessTests: XCTestCase {
    /// A small deterministic generator, so a failure can be reproduced.
    private struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let fragments = [
        "let", "var", "x", "y", "graph", "=", "==", "+", "-", "*", "/", "%", "(", ")", "[", "]", "{", "}", ",", ":", ";",
        ".", "?", "!", "??", "...", "..<", "->", "in", "for", "while", "if", "else", "func", "return", "break", "1", "2.5",
        "\"s\"", "\"\\(x)\"", "$0", ".red", "nil", "true", "\n", " ", "XYGraph", "(width: 3)", ".title", "print", "stride",
        "[1, 2]", "{ $0 * 2 }", "//c\n", "/*", "*/", "\"\"\"", "0x", "`", "@", "_",
    ]

    func testRandomTokenSoupNeverCrashes() {
        var generator = Generator(state: 42)
        let harness = SessionHarness()
        harness.session.interpreter.maximumCallDepth = 100
        for _ in 0..<400 {
            let length = 1 + generator.next(25)
            let source = (0..<length).map { _ in RobustnessTests.fragments[generator.next(RobustnessTests.fragments.count)] }.joined(separator: " ")
            switch harness.run(source) {
            case .completed: break
            case .failed(let error): XCTAssertFalse(error.rendered.isEmpty)
            }
        }
    }

    func testTruncatedProgramsNeverCrash() {
        let program = """
        let graph = XYGraph(width: 300, height: 200, theme: .darkGradient)
        var widths: [Double] = []
        for (i, w) in stride(from: 0.5, through: 3, by: 0.5).enumerated() where i % 2 == 0 { widths.append(w) }
        func style(_ w: Double, color: Color = .red) -> LineStyle { LineStyle(lineWidth: w, lineColor: color) }
        let plot = ScatterPlot(identifier: "p\\(widths.count)")
        plot.dataLineStyle = style(widths.max() ?? 1)
        graph.add(plot)
        graph.plot(withIdentifier: "p2")?.dataLineStyle.lineWidth += 1
        print("done", graph.allPlots.map { $0.identifier }, separator: ": ")
        graph
        """
        let harness = SessionHarness()
        XCTAssertEqual(harness.value(program), #"XYGraph(300×200, title: nil, plots: ["p3"])"#)
        let characters = Array(program)
        for end in stride(from: 0, to: characters.count, by: 3) {
            _ = SessionHarness().run(String(characters[..<end]))
        }
    }
}
