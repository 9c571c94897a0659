import PlotlineCore

/// The answer to a help query cell (`x?`, `help(x)`).
public enum HelpQueryAnswer {
    /// The help text to page.
    case page(String)
    /// The key path names nothing known; the error says which name.
    case notFound(ScriptError)
}
