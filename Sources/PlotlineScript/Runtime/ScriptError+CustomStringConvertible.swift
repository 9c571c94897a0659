import PlotlineCore

extension ScriptError: CustomStringConvertible {
    /// The rendered error, as a notebook shows it.
    public var description: String { rendered }
}
