/// A colour with red, green, blue and alpha components between 0 and 1 (sRGB, straight alpha).
public struct Color: Hashable, Sendable {
    /// The red component, 0…1.
    public var red: Double { didSet { red = Color.clamped(red) } }
    /// The green component, 0…1.
    public var green: Double { didSet { green = Color.clamped(green) } }
    /// The blue component, 0…1.
    public var blue: Double { didSet { blue = Color.clamped(blue) } }
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double { didSet { alpha = Color.clamped(alpha) } }

    /// Makes a colour from its components, each clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamped(red)
        self.green = Color.clamped(green)
        self.blue = Color.clamped(blue)
        self.alpha = Color.clamped(alpha)
    }

    /// Makes a grey: `white` 0 is black, 1 is white (Core Plot's `colorWithGenericGray:`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Makes a colour from hue, saturation and brightness, each 0…1 (hue 0 and 1 are red, 1/3 green, 2/3 blue),
    /// as `NSColor(hue:saturation:brightness:alpha:)` does.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = Color.clamped(saturation)
        let v = Color.clamped(brightness)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The hue, 0…1 (0 for greys).
    public var hue: Double {
        let high = Swift.max(red, green, blue)
        let delta = high - Swift.min(red, green, blue)
        guard delta > 0 else { return 0 }
        var sixths: Double
        if high == red {
            sixths = (green - blue) / delta
        } else if high == green {
            sixths = (blue - red) / delta + 2
        } else {
            sixths = (red - green) / delta + 4
        }
        if sixths < 0 { sixths += 6 }
        return sixths / 6
    }

    /// The saturation, 0…1.
    public var saturation: Double {
        let high = Swift.max(red, green, blue)
        return high == 0 ? 0 : (high - Swift.min(red, green, blue)) / high
    }

    /// The brightness (the largest component), 0…1.
    public var brightness: Double { Swift.max(red, green, blue) }

    /// Makes a colour from `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` is optional), or nil when malformed.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard let components = Color.components(fromHexDigits: digits) else { return nil }
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }

    /// This colour with a different opacity (Core Plot's `colorWithAlphaComponent:`).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// This colour with a different opacity; a shorter name for `withAlphaComponent(_:)`.
    public func withAlpha(_ alpha: Double) -> Color {
        withAlphaComponent(alpha)
    }

    /// This colour mixed with another: `amount` 0 keeps this colour, 1 gives the other.
    public func blended(with other: Color, amount: Double) -> Color {
        let t = Color.clamped(amount)
        return Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// True when the colour is fully transparent.
    public var isClear: Bool { alpha <= 0 }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String {
        let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
        return "#" + channels.map { channel in
            let byte = Int((channel * 255).rounded())
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    private static func clamped(_ component: Double) -> Double {
        component.isNaN ? 0 : Swift.min(1, Swift.max(0, component))
    }

    private static func components(fromHexDigits digits: Substring) -> [Double]? {
        let characters = Array(digits)
        let width: Int
        switch characters.count {
        case 3, 4: width = 1
        case 6, 8: width = 2
        default: return nil
        }
        var components: [Double] = []
        var index = 0
        while index < characters.count {
            let text = String(characters[index..<(index + width)])
            guard let value = Int(text, radix: 16) else { return nil }
            components.append(width == 1 ? Double(value * 17) / 255 : Double(value) / 255)
            index += width
        }
        if components.count == 3 { components.append(1) }
        return components
    }
}

extension Color {
    // Core Plot's colour names. The greys are Core Plot's exactly; the hues are tuned for charts (the Tableau 10
    // hues matplotlib uses), because pure primaries such as (0, 1, 0) glare on white and vanish on print.
    // `Color(red: 0, green: 1, blue: 0)` still gives a pure primary.

    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Light grey (two thirds white).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Grey (half white).
    public static let gray = Color(white: 0.5)
    /// Dark grey (one third white).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Black.
    public static let black = Color(white: 0)
    /// Red, #d62728.
    public static let red = Color(red: 214 / 255, green: 39 / 255, blue: 40 / 255)
    /// Green, #2ca02c.
    public static let green = Color(red: 44 / 255, green: 160 / 255, blue: 44 / 255)
    /// Blue, #1f77b4.
    public static let blue = Color(red: 31 / 255, green: 119 / 255, blue: 180 / 255)
    /// Cyan, #17becf.
    public static let cyan = Color(red: 23 / 255, green: 190 / 255, blue: 207 / 255)
    /// Yellow, #edc948.
    public static let yellow = Color(red: 237 / 255, green: 201 / 255, blue: 72 / 255)
    /// Magenta, #c842b4.
    public static let magenta = Color(red: 200 / 255, green: 66 / 255, blue: 180 / 255)
    /// Orange, #ff7f0e.
    public static let orange = Color(red: 1, green: 127 / 255, blue: 14 / 255)
    /// Purple, #9467bd.
    public static let purple = Color(red: 148 / 255, green: 103 / 255, blue: 189 / 255)
    /// Brown, #8c564b.
    public static let brown = Color(red: 140 / 255, green: 86 / 255, blue: 75 / 255)

    /// Core Plot's named colours, in the order `help` lists them.
    public static let named: [(name: String, color: Color)] = [
        ("clear", .clear), ("white", .white), ("lightGray", .lightGray), ("gray", .gray), ("darkGray", .darkGray),
        ("black", .black), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan), ("yellow", .yellow),
        ("magenta", .magenta), ("orange", .orange), ("purple", .purple), ("brown", .brown),
    ]
}
