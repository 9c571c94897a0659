extension Layer: ScriptObject, StaticallyDescribed, ValueConvertible {}
