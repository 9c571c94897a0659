import PlotlineValues

extension CalendarUnit {
    /// The scripting description of `CalendarUnit`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "CalendarUnit", doc: "A unit of calendar time: second, minute, hour, day, week, month or year.")
}
