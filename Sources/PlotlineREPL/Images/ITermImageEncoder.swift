import Foundation

/// Frames a PNG as an iTerm2 inline image (also shown by WezTerm):
/// `ESC ] 1337 ; File=inline=1;size=N;width=W;preserveAspectRatio=1 : <base64> BEL`.
enum ITermImageEncoder {
    /// The escape sequence showing `png`, `columns` cells wide when given, else at the terminal's choice.
    static func encode(png: [UInt8], columns: Int? = nil) -> String {
        let width = columns.map(String.init) ?? "auto"
        let arguments = "inline=1;size=\(png.count);width=\(width);preserveAspectRatio=1"
        return "\u{1B}]1337;File=\(arguments):\(Data(png).base64EncodedString())\u{07}"
    }
}
