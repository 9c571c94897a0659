/// One call made on a `RecordingContext`, kept for tests to inspect.
public enum DrawingCommand: Hashable, Sendable {
    /// `saveState()`.
    case saveState
    /// `restoreState()`.
    case restoreState
    /// `translateBy(x:y:)`.
    case translate(x: Double, y: Double)
    /// `rotate(by:)`.
    case rotate(radians: Double)
    /// `clip(to:)`.
    case clip(Path)
    /// `fill(_:with:)`.
    case fill(Path, Fill)
    /// `stroke(_:with:)`.
    case stroke(Path, LineStyle)
    /// `draw(_:style:at:anchor:rotation:)`.
    case text(String, style: TextStyle, at: Point, anchor: Point, rotation: Double)
}
