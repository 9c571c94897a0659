import PlotlineValues

/// One property animated from one value to another (Core Plot's `CPTAnimationPeriod` with its operation): the
/// object, the key path of its property, the two values, when it starts and how long it takes, and its curve.
public struct AnimationPeriod {
    /// The object whose property changes.
    public let object: any ScriptObject
    /// The property's key path (`xRange`, `dataLineStyle.lineWidth`).
    public let keyPath: String
    /// The value at the start.
    public let from: Value
    /// The value at the end.
    public let to: Value
    /// How long the change takes, in seconds.
    public let duration: Double
    /// Seconds from the animation's start before the change begins (the property holds `from` until then).
    public let delay: Double
    /// How progress follows time.
    public let curve: AnimationCurve

    /// Makes a period.
    public init(object: any ScriptObject, keyPath: String, from: Value, to: Value, duration: Double, delay: Double, curve: AnimationCurve) {
        self.object = object
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }

    /// When the change ends, in seconds from the animation's start.
    public var end: Double { delay + duration }

    /// The property's value at `time` seconds from the animation's start.
    ///
    /// - Throws: a `TypeError` when the two values cannot be interpolated.
    public func value(at time: Double) throws -> Value {
        guard time > delay else { return from }
        guard duration > 0, time < end else { return to }
        return try AnimationInterpolation.value(from: from, to: to, fraction: curve.value(at: (time - delay) / duration))
    }

    /// Sets the property to its value at `time`.
    ///
    /// - Throws: the property's error.
    public func apply(at time: Double) throws {
        var target = Value.object(object)
        try target.setValue(try value(at: time), forKeyPath: keyPath)
    }
}
