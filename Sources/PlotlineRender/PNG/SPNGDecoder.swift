internal import CSPNG

/// Decodes PNG bytes into straight 8-bit RGBA pixels with libspng (for comparing renders with golden images).
enum SPNGDecoder {
    /// The image's RGBA rows and size.
    ///
    /// - Throws: `SPNGError` for bytes that are not a PNG libspng can read.
    static func decode(_ png: [UInt8]) throws -> (rgba: [UInt8], width: Int, height: Int) {
        guard let context = spng_ctx_new(0) else { throw SPNGError.missing("create a decoder") }
        defer { spng_ctx_free(context) }
        return try png.withUnsafeBytes { bytes in
            try SPNGError.check(spng_set_png_buffer(context, bytes.baseAddress, bytes.count), "read the PNG")
            var header = spng_ihdr()
            try SPNGError.check(spng_get_ihdr(context, &header), "read the PNG header")
            let format = Int32(SPNG_FMT_RGBA8.rawValue)
            var size = 0
            try SPNGError.check(spng_decoded_image_size(context, format, &size), "size the decoded image")
            var pixels = [UInt8](repeating: 0, count: size)
            try pixels.withUnsafeMutableBytes { output in
                try SPNGError.check(
                    spng_decode_image(context, output.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue)),
                    "decode the PNG")
            }
            return (pixels, Int(header.width), Int(header.height))
        }
    }
}
