import PlotlineValues

extension Snapshot: ScriptObject, StaticallyDescribed, ValueConvertible {
    /// `Snapshot of XYGraph "Latency" 640×400, …`.
    public var summary: String { "Snapshot of \(graphSummary)" }

    /// The scripting description of snapshots.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Snapshot", doc: "A still picture of a graph as it was when taken; it is never updated.", kind: .object
    ) { members in
        members.properties = [
            .readOnly("text", \Snapshot.text, doc: "The chart as braille text, as consoles show it."),
            .computed(
                "formats", type: .array(.string), doc: "The image formats the snapshot holds.",
                get: { (snapshot: Snapshot) in .array(snapshot.images.map { .string($0.format.rawValue) }) }),
        ]
    }
}
