/// A colour with red, green, blue and alpha components between 0 and 1 (sRGB, straight alpha).
public struct Color: Hashable, Sendable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

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
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// Core Plot's named colours, in the order `help` lists them.
    public static let named: [(name: String, color: Color)] = [
        ("clear", .clear), ("white", .white), ("lightGray", .lightGray), ("gray", .gray), ("darkGray", .darkGray),
        ("black", .black), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan), ("yellow", .yellow),
        ("magenta", .magenta), ("orange", .orange), ("purple", .purple), ("brown", .brown),
    ]
}
