import PlotlineScript

/// The language services the line editor asks: completions at the cursor (Tab) and whether the input is
/// complete (Enter). `Session` provides them; tests use doubles.
protocol EditorServices: AnyObject {
    /// Completions for `text` with the cursor at `cursor` Unicode scalars.
    func completions(in text: String, cursor: Int) -> Completions

    /// Whether `text` can run, needs more lines (and the indent to continue at), or cannot be fixed by more.
    func completeness(of text: String) -> Completeness
}
