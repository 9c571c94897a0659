import PlotlineValues

extension SessionStatistics: ValueConvertible {}
