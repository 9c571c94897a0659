import PlotlineCore

/// Which argument (or default) fills a parameter.
public enum ParameterBinding: Equatable {
    /// The argument at this index.
    case argument(Int)
    /// The arguments at these indices, for a variadic parameter.
    case variadic([Int])
    /// The parameter's default value.
    case defaultValue
}
