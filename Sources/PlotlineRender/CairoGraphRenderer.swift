import Foundation
import PlotlineCore

/// Renders graphs with cairo and Pango: PNG at a pixel scale, SVG with ids unique per render, and PDF; it also
/// measures text for automatic layout, so install it in `RenderService.renderer`.
public final class CairoGraphRenderer: GraphRenderer, TextMeasurer {
    /// The largest bitmap side in pixels (cairo's limit is 32767).
    public static let maximumPixelSide = 16_384

    private let measurementLock = NSLock()
    private var measurementContext: CairoDrawingContext?
    private let timingsLock = NSLock()
    private var latestTimings: RenderTimings?

    /// How long the last render on any thread took to draw and to encode, or nil before the first render.
    public var lastTimings: RenderTimings? {
        timingsLock.lock()
        defer { timingsLock.unlock() }
        return latestTimings
    }

    /// Makes a renderer.
    public init() {}

    /// Renders `graph`; `scale` is device pixels per point for PNG (2 for retina) and ignored by SVG and PDF.
    ///
    /// Rendering lays the graph out (it stores frames and automatic padding in its layers), so render a given
    /// graph from one thread at a time; different graphs may render concurrently.
    /// - Throws: `ModelError` (ValueError) for a bad scale or an oversized bitmap, `CairoError` when cairo fails,
    ///   `SPNGError` when PNG encoding fails, or the error of a label formatter or data source.
    public func render(_ graph: Graph, as format: ImageFormat, scale: Double) throws -> RenderedImage {
        let size = graph.bounds.size
        switch format {
        case .png: return try renderPNG(graph, size: size, scale: scale)
        case .svg: return try renderSVG(graph, size: size)
        case .pdf: return try renderPDF(graph, size: size)
        }
    }

    /// Measures text exactly as rendering sets it.
    public func measure(_ text: String, style: TextStyle) -> TextMetrics {
        measurementLock.lock()
        defer { measurementLock.unlock() }
        if measurementContext == nil {
            measurementContext = try? CairoGraphRenderer.makeMeasurementContext()
        }
        guard let context = measurementContext else { return EstimatingTextMeasurer().measure(text, style: style) }
        return context.measure(text, style: style)
    }

    private func renderPNG(_ graph: Graph, size: Size, scale: Double) throws -> RenderedImage {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw ModelError(.valueError, "the PNG scale must be a number above 0 and at most 16, not \(scale)")
        }
        let pixelWidth = Int((size.width * scale).rounded())
        let pixelHeight = Int((size.height * scale).rounded())
        guard max(pixelWidth, pixelHeight) <= CairoGraphRenderer.maximumPixelSide, min(pixelWidth, pixelHeight) >= 1 else {
            throw ModelError(
                .valueError,
                "a \(pixelWidth)×\(pixelHeight) pixel PNG is too large; the limit is \(CairoGraphRenderer.maximumPixelSide) pixels a side",
                hint: "make the graph smaller or lower session.scale")
        }
        let start = DispatchTime.now()
        let surface = try CairoSurface.image(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        let cairo = try CairoContext(surface: surface)
        cairo.scale(x: scale, y: scale)
        try draw(graph, on: cairo, pixelScale: scale)
        let drawn = DispatchTime.now()
        let data = try CairoGraphRenderer.encodePNG(surface)
        record(start: start, drawn: drawn)
        return RenderedImage(
            format: .png, data: data, pointSize: size, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// Draws `graph` into a bitmap and returns its straight pixels (RGB when opaque), for pixel comparisons.
    func renderPixels(_ graph: Graph, scale: Double) throws -> (bytes: [UInt8], width: Int, height: Int, hasAlpha: Bool) {
        let size = graph.bounds.size
        let surface = try CairoSurface.image(
            pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()))
        let cairo = try CairoContext(surface: surface)
        cairo.scale(x: scale, y: scale)
        try draw(graph, on: cairo, pixelScale: scale)
        return try surface.straightPixels()
    }

    /// The bitmap as PNG bytes, encoded by libspng with the measured settings (`PNGCompression.standard`).
    static func encodePNG(_ surface: CairoSurface) throws -> [UInt8] {
        let pixels = try surface.straightPixels()
        return try pixels.bytes.withUnsafeBufferPointer { buffer in
            try SPNGEncoder.encode(buffer, width: pixels.width, height: pixels.height, hasAlpha: pixels.hasAlpha)
        }
    }

    private func record(start: DispatchTime, drawn: DispatchTime) {
        let end = DispatchTime.now()
        let timings = RenderTimings(
            draw: Double(drawn.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9,
            encode: Double(end.uptimeNanoseconds - drawn.uptimeNanoseconds) / 1e9)
        timingsLock.lock()
        latestTimings = timings
        timingsLock.unlock()
    }

    private func renderSVG(_ graph: Graph, size: Size) throws -> RenderedImage {
        let sink = ByteSink()
        try withExtendedLifetime(sink) {
            let start = DispatchTime.now()
            let surface = try CairoSurface.svg(width: size.width, height: size.height, sink: sink)
            let cairo = try CairoContext(surface: surface)
            try draw(graph, on: cairo, pixelScale: 1)
            let drawn = DispatchTime.now()
            try surface.finish()
            record(start: start, drawn: drawn)
        }
        let document = String(decoding: sink.bytes, as: UTF8.self)
        let scoped = SVGIdentifierScoper.scope(document, prefix: SVGIdentifierScoper.uniquePrefix())
        return RenderedImage(
            format: .svg, data: Array(scoped.utf8), pointSize: size,
            pixelWidth: Int(size.width.rounded()), pixelHeight: Int(size.height.rounded()))
    }

    private func renderPDF(_ graph: Graph, size: Size) throws -> RenderedImage {
        let sink = ByteSink()
        try withExtendedLifetime(sink) {
            let start = DispatchTime.now()
            let surface = try CairoSurface.pdf(width: size.width, height: size.height, sink: sink)
            let cairo = try CairoContext(surface: surface)
            try draw(graph, on: cairo, pixelScale: nil)
            let drawn = DispatchTime.now()
            try surface.finish()
            record(start: start, drawn: drawn)
        }
        return RenderedImage(
            format: .pdf, data: sink.bytes, pointSize: size,
            pixelWidth: Int(size.width.rounded()), pixelHeight: Int(size.height.rounded()))
    }

    private func draw(_ graph: Graph, on cairo: CairoContext, pixelScale: Double?) throws {
        let context = try CairoDrawingContext(cairo: cairo, pixelScale: pixelScale)
        try graph.render(in: context)
        try cairo.checkStatus("draw the graph")
    }

    private static func makeMeasurementContext() throws -> CairoDrawingContext {
        let surface = try CairoSurface.image(pixelWidth: 1, pixelHeight: 1)
        return try CairoDrawingContext(cairo: CairoContext(surface: surface), pixelScale: nil)
    }
}
