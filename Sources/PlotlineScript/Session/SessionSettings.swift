import PlotlineCore

/// The session's settings, exposed to programs as the global `session`: output formats, PNG scale, live
/// update rate, and defaults for new graphs.
public final class SessionSettings: ScriptObject, StaticallyDescribed {
    /// The image formats each chart is sent in, from "png", "svg" and "pdf"; snapshots follow it.
    public var formats: [String] = ["png"] {
        didSet { context.displayFormats = formats.compactMap(ImageFormat.init(rawValue:)) }
    }
    /// The PNG pixel density (2 for sharp images on high-resolution screens); snapshots and `graph.save` use it.
    public var scale: Double = 2 {
        didSet { context.scale = scale }
    }
    /// The most live updates per second per chart while the kernel is idle.
    public var frameRate: Double = 10
    /// The theme for new graphs, or nil for the model's default.
    public var theme: Value = .none
    /// The size for new graphs, or nil for the model's default.
    public var size: Value = .none

    /// The formats a session can produce.
    public static let supportedFormats = ["png", "svg", "pdf"]

    /// The session context the scale and formats reach the model through (snapshots, `graph.save`).
    private let context: ModelContext

    /// Makes settings with the defaults, and gives the session's context the default scale and formats.
    public init(context: ModelContext) {
        self.context = context
        context.scale = scale
        context.displayFormats = formats.compactMap(ImageFormat.init(rawValue:))
    }

    /// The settings' member table.
    public class var descriptor: TypeDescriptor { table }

    /// `session: formats ["png"], scale 2, frameRate 10`.
    public var summary: String {
        "session: formats \(formats.scriptValue.debugText), scale \(Value.format(scale)), frameRate \(Value.format(frameRate))"
    }

    private static let table = TypeDescriptor(
        name: "SessionSettings", doc: "The notebook session's settings.", kind: .object
    ) { members in
        members.properties = [
            .computed("formats", type: .array(.string), doc: "The image formats each chart is sent in: \"png\", \"svg\", \"pdf\".",
                      default: "[\"png\"]", get: { (settings: SessionSettings) in settings.formats.scriptValue },
                      set: { settings, value in settings.formats = try validFormats(value) }),
            .computed("scale", type: .double, doc: "The PNG pixel density.", default: "2",
                      get: { (settings: SessionSettings) in .double(settings.scale) },
                      set: { settings, value in settings.scale = try positive(value, name: "scale", maximum: 8) }),
            .computed("frameRate", type: .double, doc: "The most live updates per second per chart.", default: "10",
                      get: { (settings: SessionSettings) in .double(settings.frameRate) },
                      set: { settings, value in settings.frameRate = try positive(value, name: "frameRate", maximum: 120) }),
            .computed("theme", type: .any, doc: "The theme for new graphs (nil for the default).", default: "nil",
                      get: { (settings: SessionSettings) in settings.theme },
                      set: { settings, value in settings.theme = value }),
            .computed("size", type: .any, doc: "The size for new graphs (nil for the default).", default: "nil",
                      get: { (settings: SessionSettings) in settings.size },
                      set: { settings, value in settings.size = value }),
        ]
    }

    private static func validFormats(_ value: Value) throws -> [String] {
        let formats = try [String].fromValue(value)
        guard !formats.isEmpty else {
            throw ModelError(.valueError, "session.formats needs at least one format", hint: "for example [\"png\"]")
        }
        for format in formats where !supportedFormats.contains(format) {
            throw ModelError(
                .valueError, "unknown image format '\(format)'; expected \"png\", \"svg\" or \"pdf\"",
                hint: Suggestion.closest(to: format, among: supportedFormats).map { "did you mean \"\($0)\"?" })
        }
        return formats
    }

    private static func positive(_ value: Value, name: String, maximum: Double) throws -> Double {
        let number = try Double.fromValue(value)
        guard number > 0, number <= maximum else {
            throw ModelError(.valueError, "session.\(name) must be greater than 0 and at most \(Value.format(maximum)), not \(Value.format(number))")
        }
        return number
    }
}
