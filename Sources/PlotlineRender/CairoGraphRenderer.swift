import Foundation
import PlotlineCore
import PlotlineValues

/// Renders graphs with cairo and Pango: PNG at a pixel scale, SVG with ids unique per render, and PDF; it also
/// measures text for automatic layout, so install it as the session context's `renderer`.
public final class CairoGraphRenderer: GraphRenderer, TextMeasurer {
    /// The largest bitmap side in pixels (cairo's limit is 32767).
    public static let maximumPixelSide = 16_384

    private let measurementLock = NSLock()
    private var measurementContext: CairoDrawingContext?
    private let timingsLock = NSLock()
    private var latestTimings: RenderTimings?
    private let picturesLock = NSLock()
    /// The last bitmap of each recently drawn graph, most recently drawn last.
    private var pictures: [RetainedPicture] = []
    private var lastWasIncremental = false
    /// The last animated PNG, reused while its graph is unchanged (a display and its interactive chart both ask).
    private var lastAnimation: AnimatedPicture?

    /// How many graphs' last bitmaps are kept for incremental redraws (each takes 4 bytes a pixel).
    static let retainedPictureLimit = 4
    /// The largest bitmap kept, in pixels (4,096 × 4,096: 64 MB); larger ones are always drawn whole.
    static let retainedPixelLimit = 4_096 * 4_096

    /// True when the last PNG render repainted only the strip that records appended since the graph's previous
    /// PNG render changed, reusing that bitmap.
    public var lastPNGWasIncremental: Bool {
        picturesLock.lock()
        defer { picturesLock.unlock() }
        return lastWasIncremental
    }

    /// How long the last render on any thread took to draw and to encode, or nil before the first render.
    public var lastTimings: RenderTimings? {
        timingsLock.lock()
        defer { timingsLock.unlock() }
        return latestTimings
    }

    /// True when long straight-edged outlines (a dense line's envelope) are rasterized by `CoverageAccumulator`
    /// rather than cairo on bitmaps; tests turn it off to compare.
    var rasterizesLongOutlines = true

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
        case .png where graph.pendingAnimation != nil: return try renderAnimatedPNG(graph, size: size, scale: scale)
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

    /// The bitmap size of a PNG of `size` points at `scale`.
    ///
    /// - Throws: a `ValueError` for a bad scale or a bitmap over the size limit.
    private func pixelSize(of size: Size, scale: Double) throws -> (width: Int, height: Int) {
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
        return (pixelWidth, pixelHeight)
    }

    private func renderPNG(_ graph: Graph, size: Size, scale: Double) throws -> RenderedImage {
        let (pixelWidth, pixelHeight) = try pixelSize(of: size, scale: scale)
        let start = DispatchTime.now()
        let surface = try drawBitmap(graph, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        let drawn = DispatchTime.now()
        let data = try surface.pngData()
        record(start: start, drawn: drawn)
        return RenderedImage(
            format: .png, data: data, pointSize: size, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// The graph's pending animation as an animated PNG whose default image is the last frame (the graph as it is).
    private func renderAnimatedPNG(_ graph: Graph, size: Size, scale: Double) throws -> RenderedImage {
        picturesLock.lock()
        let reusable = lastAnimation.flatMap { last in
            last.graph === graph && last.revision == graph.revision && last.scale == scale
                && last.image.pointSize == size ? last.image : nil
        }
        picturesLock.unlock()
        if let reusable { return reusable }
        let image = try drawAnimatedPNG(graph, size: size, scale: scale)
        picturesLock.lock()
        lastAnimation = AnimatedPicture(graph: graph, revision: graph.revision, scale: scale, image: image)
        picturesLock.unlock()
        return image
    }

    private func drawAnimatedPNG(_ graph: Graph, size: Size, scale: Double) throws -> RenderedImage {
        let (pixelWidth, pixelHeight) = try pixelSize(of: size, scale: scale)
        let start = DispatchTime.now()
        let final = try renderPixels(graph, scale: scale)
        let writer = APNGWriter(width: final.width, height: final.height, hasAlpha: final.hasAlpha, finalFrame: final.bytes)
        let frameRate = graph.pendingAnimation?.frameRate ?? 30
        if graph.animatesByRevealingOnly, let animation = graph.pendingAnimation {
            // A wipe: the last frame left of the reveal's column, the frame without plots right of it.
            let bare = try graph.withPlotsRevealed(upTo: 0) { try renderPixels(graph, scale: scale) }
            let background = APNGWriter.repacked(bare.bytes, hasAlpha: bare.hasAlpha, as: final.hasAlpha)
            for time in animation.frameTimes(frameRate: frameRate) {
                let column = graph.revealColumn(at: time, pixelScale: scale) ?? final.width
                writer.addFrame(
                    APNGWriter.joined(final.bytes, left: column, background, width: final.width, hasAlpha: final.hasAlpha),
                    delay: 1 / frameRate)
            }
        } else {
            try graph.forEachAnimationFrame { _, _ in
                let frame = try renderPixels(graph, scale: scale)
                writer.addFrame(APNGWriter.repacked(frame.bytes, hasAlpha: frame.hasAlpha, as: final.hasAlpha), delay: 1 / frameRate)
            }
        }
        let data = writer.finish()
        record(start: start, drawn: DispatchTime.now())
        return RenderedImage(format: .png, data: data, pointSize: size, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// The graph's bitmap: its last bitmap with only the strip repainted that appended records changed, when the
    /// graph changed by nothing else since; otherwise the bitmap drawn whole (on the last one's pixels, cleared, when
    /// there is one) and kept for next time. `lastPNGWasIncremental` tells which.
    private func drawBitmap(_ graph: Graph, scale: Double, pixelWidth: Int, pixelHeight: Int) throws -> CairoSurface {
        let picture = retainedPicture(of: graph, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        if let picture {
            do {
                if try repaintAppendedRecords(of: graph, on: picture) {
                    noteRender(incremental: true)
                    return picture.surface
                }
            } catch {
                forgetPicture(of: graph)
                throw error
            }
        }
        // The graph's last bitmap is replaced by this one: drawn on its pixels, cleared, instead of on new ones.
        let surface = try picture?.surface ?? CairoSurface.image(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        do {
            if picture != nil { try surface.clearPixels() }
            try draw(graph, on: scaledContext(on: surface, scale: scale), pixelScale: scale)
        } catch {
            if picture != nil { forgetPicture(of: graph) }
            throw error
        }
        retain(RetainedPicture(
            graph: graph, surface: surface, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            state: graph.pictureState()))
        noteRender(incremental: false)
        return surface
    }

    /// Repaints the strip of `picture` that records appended to `graph` since it was drawn change, when nothing
    /// else changed; false (the bitmap untouched) otherwise.
    private func repaintAppendedRecords(of graph: Graph, on picture: RetainedPicture) throws -> Bool {
        let cairo = try scaledContext(on: picture.surface, scale: picture.scale)
        let context = try CairoDrawingContext(cairo: cairo, pixelScale: picture.scale)
        context.rasterizesLongOutlines = rasterizesLongOutlines
        guard let region = graph.regionChanged(since: picture.state, measuredBy: context),
            let strip = picture.pixelAligned(region)
        else { return false }
        cairo.rectangle(x: strip.minX, y: strip.minY, width: strip.width, height: strip.height)
        cairo.clip()
        cairo.clearClip()
        try draw(graph, in: context, on: cairo)
        picture.state = graph.pictureState()
        return true
    }

    private func retainedPicture(of graph: Graph, scale: Double, pixelWidth: Int, pixelHeight: Int) -> RetainedPicture? {
        picturesLock.lock()
        defer { picturesLock.unlock() }
        return pictures.last { $0.fits(graph, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight) }
    }

    private func retain(_ picture: RetainedPicture) {
        picturesLock.lock()
        defer { picturesLock.unlock() }
        pictures.removeAll { $0.graph == nil || $0.graph === picture.graph }
        guard picture.pixelWidth * picture.pixelHeight <= CairoGraphRenderer.retainedPixelLimit else { return }
        pictures.append(picture)
        if pictures.count > CairoGraphRenderer.retainedPictureLimit { pictures.removeFirst() }
    }

    private func forgetPicture(of graph: Graph) {
        picturesLock.lock()
        defer { picturesLock.unlock() }
        pictures.removeAll { $0.graph == nil || $0.graph === graph }
    }

    private func noteRender(incremental: Bool) {
        picturesLock.lock()
        defer { picturesLock.unlock() }
        lastWasIncremental = incremental
    }

    /// Draws `graph` into a bitmap and returns its straight pixels (RGB when opaque), for pixel comparisons.
    func renderPixels(_ graph: Graph, scale: Double) throws -> (bytes: [UInt8], width: Int, height: Int, hasAlpha: Bool) {
        let size = graph.bounds.size
        let surface = try CairoSurface.image(
            pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()))
        try draw(graph, on: scaledContext(on: surface, scale: scale), pixelScale: scale)
        return try surface.straightPixels()
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
        context.rasterizesLongOutlines = rasterizesLongOutlines
        try draw(graph, in: context, on: cairo)
    }

    private func draw(_ graph: Graph, in context: CairoDrawingContext, on cairo: CairoContext) throws {
        try graph.render(in: context)
        try cairo.checkStatus("draw the graph")
    }

    /// A context drawing on `surface` in points, `scale` device pixels each.
    private func scaledContext(on surface: CairoSurface, scale: Double) throws -> CairoContext {
        let cairo = try CairoContext(surface: surface)
        cairo.scale(x: scale, y: scale)
        return cairo
    }

    private static func makeMeasurementContext() throws -> CairoDrawingContext {
        let surface = try CairoSurface.image(pixelWidth: 1, pixelHeight: 1)
        return try CairoDrawingContext(cairo: CairoContext(surface: surface), pixelScale: nil)
    }
}
