import PlotlineCore
import PlotlineValues

/// The language services a notebook front end asks for between cells: completion, inspection, completeness
/// and help. They read the session's live values and the same type tables and parser the interpreter uses,
/// and never run code with side effects.
extension Session {
    /// Completion at `cursor` (Unicode scalars): members after `.`, implicit members of the expected type,
    /// argument labels, type names, names in scope and keywords.
    ///
    /// ```swift
    /// session.completions(in: "graph.axisSet.xAxis.major", cursor: 25).matches.map(\.text)
    /// // ["majorIntervalLength", "majorTickLength", ...]
    /// ```
    public func completions(in code: String, cursor: Int) -> Completions {
        Completer(session: self).complete(code, cursor: cursor)
    }

    /// What the name at `cursor` (or the function whose call holds the cursor) is: detail 0 gives type, value
    /// and doc line; detail 1 adds the properties and methods. Nil when nothing known is there.
    public func inspection(of code: String, cursor: Int, detail: Int) -> String? {
        Inspector(session: self).inspect(code, cursor: cursor, detail: detail)
    }

    /// Whether `code` can run as it is, needs more lines (with the indent to continue at), or cannot be fixed
    /// by adding more.
    public func completeness(of code: String) -> Completeness {
        CompletenessChecker.check(code)
    }

    /// The help text of a value: a type's documentation, a function's signatures, or a value's type, doc and
    /// properties with their current values.
    public func helpText(for value: Value) -> String {
        HelpText(detail: 1, extensions: interpreter.modelExtensions).text(forValue: value, named: "value")
    }

    /// The answer when the whole cell is a help query (`x?`, `x??`, `?x`, `help(x)` for a key path `x`), or
    /// nil for any other cell.
    public func helpQuery(in code: String) -> HelpQueryAnswer? {
        guard let (chain, detail) = HelpQuery.chain(in: code) else { return nil }
        if let subject = ChainResolver(session: self).resolve(chain) {
            return .page(HelpText(detail: detail, extensions: interpreter.modelExtensions).text(for: subject))
        }
        let file = SourceFile(name: "help", text: chain.text)
        let range = SourceRange(file: file, start: .start, end: SourceLocation(line: 1, column: chain.text.count + 1, offset: chain.text.count))
        return .notFound(ScriptError(.nameError, "cannot find '\(chain.text)' in scope", at: range,
                                     hint: "check the spelling, or run the cell that defines it first"))
    }

    /// `help()` without an argument: what to ask about.
    var overviewHelp: String {
        let types = interpreter.registry.modelTypes.map(\.name).sorted().joined(separator: ", ")
        return """
            Plotline help: ask about any value, type or function.
              help(graph)            a value: its type, doc and properties with current values
              help(XYGraph)          a type: initializers, properties, methods, static members
              graph.axisSet.xAxis?   the same for a key path, as a page; '??' works too
            Types: \(types)

            """
    }
}
