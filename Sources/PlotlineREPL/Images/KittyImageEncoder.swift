import Foundation

/// Frames a PNG in kitty's graphics protocol: `ESC _G a=T,f=100,q=2,m=1;<base64> ESC \`, the base64 payload
/// cut into chunks of at most 4096 bytes, each but the last marked `m=1`. `a=T` transmits and shows the image
/// at the cursor, `f=100` says PNG, and `q=2` keeps the terminal from answering (an answer would arrive as
/// typed keys).
enum KittyImageEncoder {
    /// The most base64 bytes per escape sequence, as the protocol requires.
    static let chunkSize = 4096

    /// The escape sequences showing `png`; `columns` (when given) scales it to that many cells wide.
    static func encode(png: [UInt8], columns: Int? = nil) -> String {
        let payload = Array(Data(png).base64EncodedString().utf8)
        var chunks: [ArraySlice<UInt8>] = stride(from: 0, to: payload.count, by: chunkSize).map { start in
            payload[start..<min(start + chunkSize, payload.count)]
        }
        if chunks.isEmpty { chunks = [[]] }
        var output = ""
        for (index, chunk) in chunks.enumerated() {
            let more = index < chunks.count - 1 ? 1 : 0
            var keys = index == 0 ? "a=T,f=100,q=2," : ""
            if index == 0, let columns { keys += "c=\(columns)," }
            keys += "m=\(more)"
            output += "\u{1B}_G\(keys);\(String(decoding: chunk, as: UTF8.self))\u{1B}\\"
        }
        return output
    }
}
