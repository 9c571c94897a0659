import PlotlineCore

/// Thrown by `value?` when the value is nil, and caught by the optional chain around it.
struct OptionalChainEnded: Error {}
