import PlotlineCore

extension OutputStreamName: ValueConvertible {}
