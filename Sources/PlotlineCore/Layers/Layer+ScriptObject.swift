import PlotlineValues

extension Layer: ScriptObject, StaticallyDescribed, ValueConvertible {}
