import PlotlineCore
import PlotlineValues

extension OutputStreamName: ValueConvertible {}
