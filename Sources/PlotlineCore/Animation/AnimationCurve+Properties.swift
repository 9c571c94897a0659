import PlotlineValues

extension AnimationCurve {
    /// The scripting description of `AnimationCurve`, with the charts library's easing names as aliases.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "AnimationCurve", doc: "How an animation's progress follows time (Core Plot's curves; the charts library's easing names work too).",
        aliases: [
            "easeInQuad": .quadraticIn, "easeOutQuad": .quadraticOut, "easeInOutQuad": .quadraticInOut,
            "easeInCubic": .cubicIn, "easeOutCubic": .cubicOut, "easeInOutCubic": .cubicInOut,
            "easeInQuart": .quarticIn, "easeOutQuart": .quarticOut, "easeInOutQuart": .quarticInOut,
            "easeInQuint": .quinticIn, "easeOutQuint": .quinticOut, "easeInOutQuint": .quinticInOut,
            "easeInSine": .sinusoidalIn, "easeOutSine": .sinusoidalOut, "easeInOutSine": .sinusoidalInOut,
            "easeInExpo": .exponentialIn, "easeOutExpo": .exponentialOut, "easeInOutExpo": .exponentialInOut,
            "easeInCirc": .circularIn, "easeOutCirc": .circularOut, "easeInOutCirc": .circularInOut,
            "easeInElastic": .elasticIn, "easeOutElastic": .elasticOut, "easeInOutElastic": .elasticInOut,
            "easeInBack": .backIn, "easeOutBack": .backOut, "easeInOutBack": .backInOut,
            "easeInBounce": .bounceIn, "easeOutBounce": .bounceOut, "easeInOutBounce": .bounceInOut,
        ],
        methods: [
            .valueMethod(
                "value", parameters: [Parameter("at", "t", Double.self)], returns: .double,
                doc: "The progress at a time fraction 0...1: 0 at 0 and 1 at 1."
            ) { (curve: inout AnimationCurve, arguments) in
                .double(curve.value(at: try arguments.argument(0, named: "t")))
            },
        ])
}
