/// Decodes the sixel sequences `SixelEncoder` writes, for tests: the raster size, the palette in percent, and
/// the palette index each pixel was painted with (-1 where none), counting pixels painted twice or outside
/// the raster.
struct SixelDecoder {
    /// Why a sequence could not be decoded.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The declared width.
    private(set) var width = 0
    /// The declared height.
    private(set) var height = 0
    /// The palette: register to red, green, blue in percent.
    private(set) var palette: [Int: [Int]] = [:]
    /// The register each pixel was painted with, row by row; -1 where nothing was painted.
    private(set) var pixels: [Int] = []
    /// Pixels painted more than once.
    private(set) var overpainted = 0
    /// Pixels painted outside the declared raster.
    private(set) var outside = 0

    /// Decodes `sequence` (`ESC P ... q ... ESC \`).
    init(_ sequence: String) throws {
        var characters = Array(sequence)[...]
        guard characters.starts(with: ["\u{1B}", "P"]), let q = characters.firstIndex(of: "q") else {
            throw Failure(description: "no DCS ... q introducer")
        }
        guard characters.suffix(2).elementsEqual(["\u{1B}", "\\"]) else { throw Failure(description: "no ST at the end") }
        characters = characters[(q + 1)..<(characters.endIndex - 2)]
        if characters.first == "\"" {
            characters.removeFirst()
            let attributes = Self.numbers(&characters)
            guard attributes.count == 4 else { throw Failure(description: "raster attributes need four numbers") }
            width = attributes[2]
            height = attributes[3]
        }
        pixels = Array(repeating: -1, count: width * height)
        try paint(&characters)
    }

    private mutating func paint(_ characters: inout ArraySlice<Character>) throws {
        var color = 0
        var x = 0
        var top = 0
        while let character = characters.popFirst() {
            switch character {
            case "#":
                let values = Self.numbers(&characters)
                guard let register = values.first else { throw Failure(description: "# without a number") }
                if values.count == 5 {
                    guard values[1] == 2 else { throw Failure(description: "only RGB colours are written") }
                    palette[register] = Array(values[2...])
                } else {
                    guard palette[register] != nil else { throw Failure(description: "colour \(register) used before it is defined") }
                    color = register
                }
            case "!":
                let count = Self.numbers(&characters).first ?? 0
                guard let sixel = characters.popFirst() else { throw Failure(description: "! without a sixel") }
                for _ in 0..<count { try put(sixel, color: color, x: &x, top: top) }
            case "$":
                x = 0
            case "-":
                x = 0
                top += 6
            default:
                try put(character, color: color, x: &x, top: top)
            }
        }
    }

    private mutating func put(_ sixel: Character, color: Int, x: inout Int, top: Int) throws {
        guard let value = sixel.asciiValue, (63...126).contains(value) else {
            throw Failure(description: "'\(sixel)' is not a sixel")
        }
        let bits = value - 63
        for row in 0..<6 where bits & (1 << row) != 0 {
            let y = top + row
            guard x < width, y < height else {
                outside += 1
                continue
            }
            if pixels[y * width + x] != -1 { overpainted += 1 }
            pixels[y * width + x] = color
        }
        x += 1
    }

    /// Numbers separated by `;` at the start of `characters`.
    private static func numbers(_ characters: inout ArraySlice<Character>) -> [Int] {
        var values: [Int] = []
        var current = ""
        while let character = characters.first, character.isNumber || character == ";" {
            characters.removeFirst()
            if character == ";" {
                values.append(Int(current) ?? 0)
                current = ""
            } else {
                current.append(character)
            }
        }
        values.append(Int(current) ?? 0)
        return values
    }

    /// The colour painted at a pixel as 0...255 channels, or nil where nothing was painted.
    func color(x: Int, y: Int) -> [Int]? {
        let register = pixels[y * width + x]
        guard register >= 0, let percents = palette[register] else { return nil }
        return percents.map { ($0 * 255 + 50) / 100 }
    }
}
