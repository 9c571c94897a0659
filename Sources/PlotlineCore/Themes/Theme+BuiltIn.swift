extension Theme {
    /// White backgrounds, grey axes with ticks outside, a light grid and dark grey text (Core Plot's
    /// "Plain White", without its frame border).
    public static let plainWhite = Theme(name: "Plain White")

    /// Black backgrounds, light grey axes and text, a dark grid (Core Plot's "Plain Black").
    public static let plainBlack: Theme = {
        var theme = Theme(name: "Plain Black")
        let text = Color(white: 0.85)
        let axis = Color(white: 0.7)
        theme.graphFill = Fill(color: .black)
        theme.plotAreaFrameFill = Fill(color: .black)
        theme.axisLineStyle = LineStyle(lineWidth: 1, lineColor: axis)
        theme.majorTickLineStyle = LineStyle(lineWidth: 1, lineColor: axis)
        theme.minorTickLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.45))
        theme.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.17))
        theme.labelTextStyle = TextStyle(fontSize: 11, color: text)
        theme.axisTitleTextStyle = TextStyle(fontSize: 12, color: text)
        theme.titleTextStyle = TextStyle(fontSize: 14, color: Color(white: 0.95), fontWeight: .bold)
        theme.legendTextStyle = TextStyle(fontSize: 11, color: text)
        theme.palette = ChartPalette.mediumColors
        return theme
    }()

    /// A charcoal gradient behind a rounded, bordered plot area frame with its own darker gradient, white axes
    /// and text (Core Plot's "Dark Gradients").
    public static let darkGradient: Theme = {
        var theme = Theme(name: "Dark Gradients")
        let text = Color(white: 0.92)
        theme.graphFill = Fill(gradient: Gradient(from: Color(white: 0.30), to: Color(white: 0.13), angle: -90))
        theme.plotAreaFrameFill = Fill(gradient: Gradient(from: Color(white: 0.22), to: Color(white: 0.09), angle: -90))
        theme.plotAreaFrameBorderLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.5))
        theme.plotAreaFrameCornerRadius = 10
        theme.axisLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.85))
        theme.majorTickLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.85))
        theme.minorTickLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.55))
        theme.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 1, alpha: 0.12))
        theme.labelTextStyle = TextStyle(fontSize: 11, color: text)
        theme.axisTitleTextStyle = TextStyle(fontSize: 12, color: text)
        theme.titleTextStyle = TextStyle(fontSize: 14, color: .white, fontWeight: .bold)
        theme.legendTextStyle = TextStyle(fontSize: 11, color: text)
        theme.palette = ChartPalette.mediumColors
        return theme
    }()

    /// Blue-grey slate: a slate gradient background, a slightly darker plot area, pale blue-grey axes and text
    /// (Core Plot's "Slate").
    public static let slate: Theme = {
        var theme = Theme(name: "Slate")
        let text = Color(red: 0.90, green: 0.93, blue: 0.96)
        let axis = Color(red: 0.76, green: 0.81, blue: 0.87)
        theme.graphFill = Fill(gradient: Gradient(
            from: Color(red: 0.36, green: 0.42, blue: 0.50), to: Color(red: 0.24, green: 0.29, blue: 0.36), angle: -90))
        theme.plotAreaFrameFill = nil
        theme.plotAreaFill = Fill(color: Color(red: 0.16, green: 0.20, blue: 0.26, alpha: 0.55))
        theme.axisLineStyle = LineStyle(lineWidth: 1, lineColor: axis)
        theme.majorTickLineStyle = LineStyle(lineWidth: 1, lineColor: axis)
        theme.minorTickLineStyle = LineStyle(lineWidth: 1, lineColor: axis.withAlpha(0.5))
        theme.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 1, alpha: 0.10))
        theme.labelTextStyle = TextStyle(fontSize: 11, color: text)
        theme.axisTitleTextStyle = TextStyle(fontSize: 12, color: text)
        theme.titleTextStyle = TextStyle(fontSize: 14, color: .white, fontWeight: .bold)
        theme.legendTextStyle = TextStyle(fontSize: 11, color: text)
        theme.palette = ChartPalette.mediumColors
        return theme
    }()

    /// A black background with a rounded navy-to-black plot area frame, as in a stock ticker, with light axes and
    /// text (Core Plot's "Stocks").
    public static let stocks: Theme = {
        var theme = Theme(name: "Stocks")
        let text = Color(white: 0.88)
        theme.graphFill = Fill(color: .black)
        theme.plotAreaFrameFill = Fill(gradient: Gradient(
            from: Color(red: 0.13, green: 0.20, blue: 0.33), to: Color(red: 0.02, green: 0.04, blue: 0.08), angle: -90))
        theme.plotAreaFrameBorderLineStyle = LineStyle(lineWidth: 1, lineColor: Color(red: 0.35, green: 0.45, blue: 0.60))
        theme.plotAreaFrameCornerRadius = 14
        theme.axisLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.75))
        theme.majorTickLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.75))
        theme.minorTickLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.45))
        theme.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(red: 0.55, green: 0.65, blue: 0.85, alpha: 0.18))
        theme.labelTextStyle = TextStyle(fontSize: 11, color: text)
        theme.axisTitleTextStyle = TextStyle(fontSize: 12, color: text)
        theme.titleTextStyle = TextStyle(fontSize: 14, color: .white, fontWeight: .bold)
        theme.legendTextStyle = TextStyle(fontSize: 11, color: text)
        theme.palette = ChartPalette.mediumColors
        return theme
    }()

    /// Every built-in theme, in the order `help` lists them.
    public static let builtIn: [(name: String, theme: Theme)] = [
        ("plainWhite", .plainWhite), ("plainBlack", .plainBlack), ("darkGradient", .darkGradient), ("slate", .slate),
        ("stocks", .stocks),
    ]
}
