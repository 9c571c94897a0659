import PlotlineCore
import PlotlineRender
import PlotlineScript

/// Turns a graph into what the terminal shows: an image in the chosen protocol, sized to the window, or the
/// braille drawing at the window's width.
final class ChartPresenter {
    /// How charts are shown.
    let graphics: GraphicsProtocol

    private let renderer: any GraphRenderer
    private let settings: SessionSettings
    private let terminalSize: () -> TerminalSize

    /// Shows charts with `graphics`, rendering through `renderer` at the density of `settings.scale`.
    init(graphics: GraphicsProtocol, renderer: any GraphRenderer, settings: SessionSettings, terminalSize: @escaping () -> TerminalSize) {
        self.graphics = graphics
        self.renderer = renderer
        self.settings = settings
        self.terminalSize = terminalSize
    }

    /// The text to write for `graph`, ending with a line break.
    ///
    /// - Throws: the renderer's error when the graph cannot be drawn.
    func text(for graph: Graph) throws -> String {
        let size = terminalSize()
        switch graphics {
        case .none:
            return graph.summary + "\n"
        case .braille:
            return graph.textDrawing(columns: max(20, size.columns - 1)) + "\n"
        case .kitty, .iterm2, .sixel:
            let sizing = ImageSizing(pointSize: graph.bounds.size, preferredScale: settings.scale, terminal: size)
            let png = try renderer.render(graph, as: .png, scale: sizing.scale).data
            switch graphics {
            case .kitty: return KittyImageEncoder.encode(png: png) + "\n"
            case .iterm2: return ITermImageEncoder.encode(png: png, columns: sizing.columns) + "\n"
            default: return SixelEncoder.encode(try RasterImage(pngData: png)) + "\n"
            }
        }
    }
}
