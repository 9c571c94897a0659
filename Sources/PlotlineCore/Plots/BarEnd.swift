/// The side of a bar's rectangle where its tip is, for rounding the tip and base corners separately.
enum BarEnd {
    case top, bottom, left, right

    /// A bar outline with `tipRadius` on the two corners at `tipEnd` and `baseRadius` on the two opposite ones;
    /// radii are limited to half the bar's width and to its length.
    static func roundedBar(_ rect: Rect, tipEnd: BarEnd, tipRadius: Double, baseRadius: Double) -> Path {
        let isVertical = tipEnd == .top || tipEnd == .bottom
        let thickness = isVertical ? rect.width : rect.height
        let length = isVertical ? rect.height : rect.width
        var tip = min(max(0, tipRadius), thickness / 2, length)
        var base = min(max(0, baseRadius), thickness / 2, length)
        if tip + base > length, tip + base > 0 {
            let scale = length / (tip + base)
            tip *= scale
            base *= scale
        }
        guard tip > 0 || base > 0 else { return Path(rect: rect) }
        // Corner radii clockwise from the top-left corner.
        let radii: (Double, Double, Double, Double)
        switch tipEnd {
        case .top: radii = (tip, tip, base, base)
        case .bottom: radii = (base, base, tip, tip)
        case .right: radii = (base, tip, tip, base)
        case .left: radii = (tip, base, base, tip)
        }
        return roundedRect(rect, radii: radii)
    }

    private static func roundedRect(_ rect: Rect, radii: (Double, Double, Double, Double)) -> Path {
        let k = 0.5522847498307936
        let (topLeft, topRight, bottomRight, bottomLeft) = radii
        var path = Path()
        path.move(to: Point(x: rect.minX + topLeft, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX - topRight, y: rect.minY))
        if topRight > 0 {
            path.addCurve(
                to: Point(x: rect.maxX, y: rect.minY + topRight),
                control1: Point(x: rect.maxX - topRight * (1 - k), y: rect.minY),
                control2: Point(x: rect.maxX, y: rect.minY + topRight * (1 - k)))
        }
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY - bottomRight))
        if bottomRight > 0 {
            path.addCurve(
                to: Point(x: rect.maxX - bottomRight, y: rect.maxY),
                control1: Point(x: rect.maxX, y: rect.maxY - bottomRight * (1 - k)),
                control2: Point(x: rect.maxX - bottomRight * (1 - k), y: rect.maxY))
        }
        path.addLine(to: Point(x: rect.minX + bottomLeft, y: rect.maxY))
        if bottomLeft > 0 {
            path.addCurve(
                to: Point(x: rect.minX, y: rect.maxY - bottomLeft),
                control1: Point(x: rect.minX + bottomLeft * (1 - k), y: rect.maxY),
                control2: Point(x: rect.minX, y: rect.maxY - bottomLeft * (1 - k)))
        }
        path.addLine(to: Point(x: rect.minX, y: rect.minY + topLeft))
        if topLeft > 0 {
            path.addCurve(
                to: Point(x: rect.minX + topLeft, y: rect.minY),
                control1: Point(x: rect.minX, y: rect.minY + topLeft * (1 - k)),
                control2: Point(x: rect.minX + topLeft * (1 - k), y: rect.minY))
        }
        path.closeSubpath()
        return path
    }
}
