/// The surface layers draw on: PNG, SVG and PDF output and the test recorder all implement it, so one drawing pass
/// serves every format (Core Plot's `renderAsVectorInContext:`).
///
/// Coordinates are device space in points: the origin is the top-left corner of the graph and y grows downwards,
/// as in Cairo and SVG. Plot spaces map data so that y grows upwards on screen. Angles are in radians and
/// counter-clockwise as seen on screen, as in Core Plot.
public protocol DrawingContext: TextMeasurer {
    /// Device pixels per point for raster output (2 for a retina PNG), or nil for vector output with no pixel grid.
    var pixelScale: Double? { get }

    /// Saves the transform, clip and other state; pair with `restoreState()`.
    func saveState()

    /// Restores the state saved by the matching `saveState()`.
    func restoreState()

    /// Moves the origin of later drawing.
    func translateBy(x: Double, y: Double)

    /// Rotates later drawing about the current origin, counter-clockwise on screen.
    func rotate(by radians: Double)

    /// Intersects the clip region with the inside of `path`.
    func clip(to path: Path)

    /// The bounding box of the clip region in the current coordinates, or nil when the context cannot say;
    /// drawing may skip what lies wholly outside it.
    var clipBounds: Rect? { get }

    /// Paints the inside of `path` (non-zero winding); a gradient spreads over the path's bounding box.
    func fill(_ path: Path, with fill: Fill)

    /// Strokes `path` with a line style.
    func stroke(_ path: Path, with lineStyle: LineStyle)

    /// Fills `path` and then strokes it, as `fill` followed by `stroke` does; a bitmap context may draw a long
    /// outline (a dense line's envelope) faster this way.
    func fillAndStroke(_ path: Path, with fill: Fill, lineStyle: LineStyle)

    /// Draws text so that the point `anchor` of its logical box lies on `point`, rotated about that point.
    ///
    /// - Parameters:
    ///   - anchor: a fraction of the box: (0, 0) is its top-left corner, (0.5, 0.5) its centre, (1, 1) its
    ///     bottom-right corner.
    ///   - rotation: radians, counter-clockwise on screen.
    func draw(_ text: String, style: TextStyle, at point: Point, anchor: Point, rotation: Double)

    /// Draws what `body` draws with a soft shadow under it; `body` may be called more than once (once for the
    /// shadow's shape, once for itself), so it must only draw.
    func drawWithShadow(_ shadow: Shadow, _ body: (any DrawingContext) -> Void)
}

extension DrawingContext {
    /// Nil: this context does not report its clip, so everything is drawn.
    public var clipBounds: Rect? { nil }

    /// Fills, then strokes.
    public func fillAndStroke(_ path: Path, with fill: Fill, lineStyle: LineStyle) {
        self.fill(path, with: fill)
        stroke(path, with: lineStyle)
    }

    /// Draws without the shadow: contexts that cannot blur (the test recorder) draw only the content.
    public func drawWithShadow(_ shadow: Shadow, _ body: (any DrawingContext) -> Void) {
        body(self)
    }

    /// Draws `body` with `shadow` under it, or plainly when there is none.
    public func draw(shadow: Shadow?, _ body: (any DrawingContext) -> Void) {
        if let shadow, !shadow.isInvisible {
            drawWithShadow(shadow, body)
        } else {
            body(self)
        }
    }

    /// Moves a coordinate so that a horizontal or vertical line of `lineWidth` points drawn through it covers whole
    /// device pixels (Core Plot's `CPTAlignPointToUserSpace`); unchanged for vector output.
    public func alignedCoordinate(_ coordinate: Double, lineWidth: Double) -> Double {
        guard let scale = pixelScale, scale > 0 else { return coordinate }
        let deviceWidth = max(1, (lineWidth * scale).rounded())
        let device = coordinate * scale
        guard device.isFinite, deviceWidth.isFinite else { return coordinate }
        let isOdd = deviceWidth.truncatingRemainder(dividingBy: 2) == 1
        let aligned = isOdd ? device.rounded(.down) + 0.5 : device.rounded()
        return aligned / scale
    }

    /// A straight line between two points, with both ends aligned to the pixel grid when it is horizontal or
    /// vertical.
    public func alignedSegment(from start: Point, to end: Point, lineWidth: Double) -> Path {
        var path = Path()
        if start.x == end.x {
            let x = alignedCoordinate(start.x, lineWidth: lineWidth)
            path.addLineSegment(from: Point(x: x, y: start.y), to: Point(x: x, y: end.y))
        } else if start.y == end.y {
            let y = alignedCoordinate(start.y, lineWidth: lineWidth)
            path.addLineSegment(from: Point(x: start.x, y: y), to: Point(x: end.x, y: y))
        } else {
            path.addLineSegment(from: start, to: end)
        }
        return path
    }

    /// Strokes a rectangle's outline centred on its edges, aligned to the pixel grid as axis lines are, so that
    /// an axis on an edge covers the outline exactly.
    public func strokeEdges(of rect: Rect, with lineStyle: LineStyle) {
        guard !lineStyle.isInvisible else { return }
        let left = alignedCoordinate(rect.minX, lineWidth: lineStyle.lineWidth)
        let right = alignedCoordinate(rect.maxX, lineWidth: lineStyle.lineWidth)
        let top = alignedCoordinate(rect.minY, lineWidth: lineStyle.lineWidth)
        let bottom = alignedCoordinate(rect.maxY, lineWidth: lineStyle.lineWidth)
        var outline = Path()
        outline.addPolygon([
            Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom),
        ])
        stroke(outline, with: lineStyle)
    }

    /// Fills and then strokes a rectangle's outline, inset by half the line width so the stroke stays inside it.
    public func drawBorderedRect(_ rect: Rect, cornerRadius: Double, fill: Fill?, border: LineStyle?) {
        if let fill, !fill.isInvisible {
            self.fill(Path(roundedRect: rect, cornerRadius: cornerRadius), with: fill)
        }
        if let border, !border.isInvisible {
            let inset = border.lineWidth / 2
            let outline = Rect(
                x: alignedCoordinate(rect.minX + inset, lineWidth: border.lineWidth),
                y: alignedCoordinate(rect.minY + inset, lineWidth: border.lineWidth),
                width: 0, height: 0)
            let far = Point(
                x: alignedCoordinate(rect.maxX - inset, lineWidth: border.lineWidth),
                y: alignedCoordinate(rect.maxY - inset, lineWidth: border.lineWidth))
            let box = Rect(x: outline.minX, y: outline.minY, width: far.x - outline.minX, height: far.y - outline.minY)
            stroke(Path(roundedRect: box, cornerRadius: max(0, cornerRadius - inset)), with: border)
        }
    }
}
