import PlotlineCore

/// How large a chart's image is drawn: at the session's pixel density, made smaller when it would be wider
/// than the window (less one column) or taller than it (less two rows), as far as the terminal reports its
/// size in pixels; when it does not, at most 640 pixels wide.
struct ImageSizing {
    /// The widest image when the terminal's pixel size is unknown.
    static let defaultMaximumPixelWidth = 640.0

    /// The PNG scale (pixels per point).
    let scale: Double
    /// The cells the image spans across, when the terminal's cell size is known.
    let columns: Int?

    /// The sizing for a graph of `pointSize` at `preferredScale` in a window of `terminal`.
    init(pointSize: Size, preferredScale: Double, terminal: TerminalSize) {
        guard pointSize.width > 0, pointSize.height > 0 else {
            scale = preferredScale
            columns = nil
            return
        }
        var maximumWidth = Self.defaultMaximumPixelWidth
        if let cellWidth = terminal.cellPixelWidth {
            maximumWidth = max(cellWidth, Double(terminal.pixelWidth) - cellWidth)
        }
        var scale = min(preferredScale, maximumWidth / pointSize.width)
        if let cellHeight = terminal.cellPixelHeight {
            let maximumHeight = max(cellHeight, Double(terminal.pixelHeight) - 2 * cellHeight)
            scale = min(scale, maximumHeight / pointSize.height)
        }
        self.scale = max(scale, 1 / min(pointSize.width, pointSize.height))
        let pixelWidth = (pointSize.width * self.scale).rounded()
        columns = terminal.cellPixelWidth.map { Int((pixelWidth / $0).rounded(.up)) }
    }
}
