/// Box blurs over an 8-bit alpha buffer, the building block of soft shadows.
enum AlphaBlur {
    /// Blurs `passes` times across and then `passes` times down with a box `2 × radius + 1` pixels wide.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int, passes: Int) {
        guard width > 0, height > 0, radius > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<passes {
            for row in 0..<height {
                blurLine(data + row * stride, count: width, step: 1, radius: radius, scratch: &line)
            }
        }
        for _ in 0..<passes {
            for column in 0..<width {
                blurLine(data + column, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// One box blur along a line of `count` samples `step` bytes apart; samples beyond the ends count as 0.
    private static func blurLine(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt8]
    ) {
        for index in 0..<count { scratch[index] = start[index * step] }
        let window = 2 * radius + 1
        var sum = 0
        for index in 0..<min(radius, count) { sum += Int(scratch[index]) }
        for index in 0..<count {
            let entering = index + radius
            if entering < count { sum += Int(scratch[entering]) }
            let leaving = index - radius - 1
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            start[index * step] = UInt8((sum + window / 2) / window)
        }
    }
}
