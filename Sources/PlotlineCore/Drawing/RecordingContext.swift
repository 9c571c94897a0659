/// A drawing context that records every call instead of painting, for tests (the role of plotters'
/// `MockedBackend`); text is measured by an `EstimatingTextMeasurer` unless another measurer is given.
public final class RecordingContext: DrawingContext {
    /// The calls made so far, in order.
    public private(set) var commands: [DrawingCommand] = []
    /// Device pixels per point reported to layers; nil behaves as vector output.
    public let pixelScale: Double?
    private let measurer: any TextMeasurer

    /// Makes a recorder.
    public init(pixelScale: Double? = 2, measurer: any TextMeasurer = EstimatingTextMeasurer()) {
        self.pixelScale = pixelScale
        self.measurer = measurer
    }

    /// Measures with the measurer given at initialization.
    public func measure(_ text: String, style: TextStyle) -> TextMetrics {
        measurer.measure(text, style: style)
    }

    /// Records `saveState()`.
    public func saveState() { commands.append(.saveState) }

    /// Records `restoreState()`.
    public func restoreState() { commands.append(.restoreState) }

    /// Records a translation.
    public func translateBy(x: Double, y: Double) { commands.append(.translate(x: x, y: y)) }

    /// Records a rotation.
    public func rotate(by radians: Double) { commands.append(.rotate(radians: radians)) }

    /// Records a clip.
    public func clip(to path: Path) { commands.append(.clip(path)) }

    /// Records a fill.
    public func fill(_ path: Path, with fill: Fill) { commands.append(.fill(path, fill)) }

    /// Records a stroke.
    public func stroke(_ path: Path, with lineStyle: LineStyle) { commands.append(.stroke(path, lineStyle)) }

    /// Records a piece of text.
    public func draw(_ text: String, style: TextStyle, at point: Point, anchor: Point, rotation: Double) {
        commands.append(.text(text, style: style, at: point, anchor: anchor, rotation: rotation))
    }

    /// The strings drawn, in order.
    public var texts: [String] {
        commands.compactMap { command in
            if case .text(let text, _, _, _, _) = command { return text }
            return nil
        }
    }

    /// The paths stroked with a given line style, in order.
    public func strokes(with lineStyle: LineStyle) -> [Path] {
        commands.compactMap { command in
            if case .stroke(let path, let style) = command, style == lineStyle { return path }
            return nil
        }
    }

    /// Forgets the recorded calls.
    public func reset() { commands.removeAll() }
}
