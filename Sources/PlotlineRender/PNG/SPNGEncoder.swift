import Foundation
internal import CSPNG

/// Encodes straight (not premultiplied) 8-bit RGB or RGBA rows as a PNG with libspng.
enum SPNGEncoder {
    /// The PNG bytes of a `width` × `height` image whose rows are packed in `pixels` (3 or 4 bytes a pixel).
    ///
    /// - Throws: `SPNGError` when libspng fails.
    static func encode(
        _ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, hasAlpha: Bool,
        compression: PNGCompression = .standard
    ) throws -> [UInt8] {
        guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
            throw SPNGError.missing("create an encoder")
        }
        defer { spng_ctx_free(context) }
        try SPNGError.check(spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1), "encode to memory")
        try SPNGError.check(spng_set_option(context, SPNG_IMG_COMPRESSION_LEVEL, compression.level), "set the level")
        try SPNGError.check(spng_set_option(context, SPNG_FILTER_CHOICE, compression.filterChoice), "set the filters")
        var header = spng_ihdr()
        header.width = UInt32(width)
        header.height = UInt32(height)
        header.bit_depth = 8
        header.color_type = UInt8(hasAlpha ? SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue : SPNG_COLOR_TYPE_TRUECOLOR.rawValue)
        try SPNGError.check(spng_set_ihdr(context, &header), "set the image header")
        try SPNGError.check(
            spng_encode_image(
                context, pixels.baseAddress, pixels.count, Int32(SPNG_FMT_PNG.rawValue),
                Int32(SPNG_ENCODE_FINALIZE.rawValue)),
            "encode the PNG")
        var length = 0
        var error: Int32 = 0
        guard let buffer = spng_get_png_buffer(context, &length, &error) else {
            try SPNGError.check(error, "collect the PNG")
            throw SPNGError.missing("collect the PNG")
        }
        defer { free(buffer) }
        return Array(UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: length))
    }
}
