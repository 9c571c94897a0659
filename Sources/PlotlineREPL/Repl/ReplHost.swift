import PlotlineCore
import PlotlineScript
import PlotlineValues

/// Where an input's output goes in the REPL: `print` straight to the terminal as it happens, values as their
/// debug text, graphs as charts (remembered, to be shown again when they change), and help pages printed.
final class ReplHost: SessionHost, HelpPager {
    /// How graphs are drawn.
    var presenter: ChartPresenter
    /// The number of the input running, recorded with each graph it shows.
    var inputNumber = 0
    /// Every graph shown, with the inputs that showed it.
    let shownGraphs = LiveDisplayRegistry<Int>()

    private let output: ReplOutput

    /// Writes to `output`, drawing graphs with `presenter`.
    init(output: ReplOutput, presenter: ChartPresenter) {
        self.output = output
        self.presenter = presenter
    }

    /// `print(...)`, as it happens.
    func write(_ text: String, to stream: OutputStreamName) {
        output.write(text, to: stream)
    }

    /// `display(x)`: a graph as a chart, anything else as its debug text.
    func display(_ value: Value) throws {
        if let graph = Self.graph(in: value) {
            try show(graph)
        } else {
            output.write(displayText(of: value) + "\n", to: .stdout)
        }
    }

    /// `help(x)` and `x?`: the page, printed.
    func page(_ text: String) {
        output.endLine()
        output.write(text.hasSuffix("\n") ? text : text + "\n", to: .stdout)
    }

    /// `clearOutput(wait:)`: a terminal keeps what it printed, so nothing happens.
    func clearOutput(wait: Bool) {}

    /// An input's value: a graph as a chart, anything else as its debug text.
    func showResult(_ value: Value) {
        do {
            try display(value)
        } catch {
            output.error(["could not show the result: \(error)"])
        }
    }

    /// Draws a graph and remembers that it was shown at its current revision.
    func show(_ graph: Graph) throws {
        let text = try presenter.text(for: graph)
        output.endLine()
        output.write(text, to: .stdout)
        shownGraphs.register(graph, display: inputNumber)
    }

    /// Shows again every graph that changed since it was last drawn, with a note saying so: the terminal
    /// cannot change a picture it printed, so the REPL's equivalent of a notebook's live update is a new one.
    func redrawChangedGraphs() {
        for (graph, inputs) in shownGraphs.takeChangedGraphs() {
            let name = graph.title.flatMap { $0.isEmpty ? nil : "'\($0)'" } ?? "a graph"
            let shownIn = inputs.last.map { " (shown by input [\($0)])" } ?? ""
            output.note("↻ \(name) changed\(shownIn):")
            do {
                output.write(try presenter.text(for: graph), to: .stdout)
            } catch {
                output.error(["could not redraw \(name): \(error)"])
            }
        }
    }

    private static func graph(in value: Value) -> Graph? {
        if case .object(let object) = value { return object as? Graph }
        return nil
    }
}
