import PlotlineCore
import PlotlineValues

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
    /// Frames per second of animations (`Animation.animate`, `graph.animate(xAxisDuration:…)`).
    public var animationFrameRate: Double = 30 {
        didSet { context.animationFrameRate = animationFrameRate }
    }
    /// True when charts are shown as interactive widgets where the front end renders widgets; false for pictures.
    public var interactive = true
    /// The theme for new graphs, or nil for the model's default.
    public var theme: Value = .none
    /// The size for new graphs, or nil for the model's default.
    public var size: Value = .none
    /// The session's memory budget: `session.memoryLimit` is its limit.
    public let memoryBudget: MemoryBudget
    /// What the session's displays have cost so far (`session.statistics`), counted by the kernel's display owner.
    public let statistics = SessionStatistics()

    /// The formats a session can produce.
    public static let supportedFormats = ["png", "svg", "pdf"]

    /// The session context the scale and formats reach the model through (snapshots, `graph.save`).
    private let context: ModelContext

    /// Makes settings with the defaults, and gives the session's context the default scale and formats; values
    /// are limited by `memoryBudget`.
    public init(context: ModelContext, memoryBudget: MemoryBudget = MemoryBudget()) {
        self.context = context
        self.memoryBudget = memoryBudget
        context.scale = scale
        context.displayFormats = formats.compactMap(ImageFormat.init(rawValue:))
        context.animationFrameRate = animationFrameRate
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
            .computed("animationFrameRate", type: .double, doc: "Frames per second of animations.", default: "30",
                      get: { (settings: SessionSettings) in .double(settings.animationFrameRate) },
                      set: { settings, value in settings.animationFrameRate = try positive(value, name: "animationFrameRate", maximum: 60) }),
            .computed("interactive", type: .bool,
                      doc: "True when charts are interactive widgets where the front end renders widgets; false for pictures.",
                      default: "true",
                      get: { (settings: SessionSettings) in .bool(settings.interactive) },
                      set: { settings, value in settings.interactive = try Bool.fromValue(value) }),
            .computed("theme", type: .any, doc: "The theme for new graphs (nil for the default).", default: "nil",
                      get: { (settings: SessionSettings) in settings.theme },
                      set: { settings, value in settings.theme = value }),
            .computed("size", type: .any, doc: "The size for new graphs (nil for the default).", default: "nil",
                      get: { (settings: SessionSettings) in settings.size },
                      set: { settings, value in settings.size = value }),
            .computed("memoryLimit", type: .int,
                      doc: "The most memory the kernel may use, in bytes; a value or feed that would pass it raises MemoryError.",
                      default: "half the machine's memory",
                      get: { (settings: SessionSettings) in .int(settings.memoryBudget.limit) },
                      set: { settings, value in settings.memoryBudget.limit = try byteCount(value, name: "memoryLimit") }),
            .readOnly("statistics", \SessionSettings.statistics,
                      doc: "What the session's displays have cost so far: renders, framesSent, displayUpdates, updatesCoalesced."),
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

    /// A positive whole number of bytes, written as an Int or a whole Double (`2e9`).
    private static func byteCount(_ value: Value, name: String) throws -> Int {
        let bytes: Int
        switch value {
        case .int(let int):
            bytes = int
        case .double(let double) where double.rounded() == double && abs(double) < 9e18:
            bytes = Int(double)
        default:
            throw ModelError(.typeError, "session.\(name) is a whole number of bytes, not a value of type '\(value.typeName)'",
                             hint: "for example session.\(name) = 4_000_000_000")
        }
        guard bytes > 0 else {
            throw ModelError(.valueError, "session.\(name) must be more than 0 bytes, not \(bytes)",
                             hint: "for example session.\(name) = 4_000_000_000")
        }
        return bytes
    }

    private static func positive(_ value: Value, name: String, maximum: Double) throws -> Double {
        let number = try Double.fromValue(value)
        guard number > 0, number <= maximum else {
            throw ModelError(.valueError, "session.\(name) must be greater than 0 and at most \(Value.format(maximum)), not \(Value.format(number))")
        }
        return number
    }
}
