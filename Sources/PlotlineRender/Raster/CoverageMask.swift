/// An 8-bit coverage mask over a rectangle of device pixels: how much of each pixel a shape covers, 0…255, in rows
/// of `stride` bytes (a multiple of four, as cairo's A8 images need).
struct CoverageMask {
    /// The device pixel column of the mask's first column.
    let originX: Int
    /// The device pixel row of the mask's first row.
    let originY: Int
    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int
    /// The bytes from one row to the next.
    let stride: Int
    /// The coverage, row by row from the top.
    var bytes: [UInt8]

    /// An empty (uncovered) mask over `width` × `height` pixels whose top left pixel is at `originX`, `originY`.
    init(originX: Int, originY: Int, width: Int, height: Int) {
        self.originX = originX
        self.originY = originY
        self.width = max(0, width)
        self.height = max(0, height)
        stride = (self.width + 3) & ~3
        bytes = [UInt8](repeating: 0, count: stride * self.height)
    }

    /// True when the mask has no pixels.
    var isEmpty: Bool { width == 0 || height == 0 }

    /// The coverage of a pixel given in mask coordinates.
    subscript(x: Int, y: Int) -> UInt8 {
        bytes[y * stride + x]
    }
}
