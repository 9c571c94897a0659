import PlotlineValues

extension TradingRangePlot {
    /// The members of trading-range plots.
    static let tradingRangePlotTable: TypeDescriptor = TypeDescriptor(
        name: "TradingRangePlot", doc: "Open, high, low and close values drawn as OHLC bars or candlesticks.",
        kind: .object, superType: Plot.plotTable
    ) { members in
        members.properties = [
            fieldProperty("xValues", .xValues, doc: "The x value of each record; [] means 0, 1, 2…"),
            fieldProperty("openValues", .openValues, doc: "The opening value of each record."),
            fieldProperty("highValues", .highValues, doc: "The high value of each record."),
            fieldProperty("lowValues", .lowValues, doc: "The low value of each record."),
            fieldProperty("closeValues", .closeValues, doc: "The closing value of each record."),
            .property("plotStyle", \TradingRangePlot.plotStyle, doc: "OHLC bars or candlesticks.", default: ".ohlc"),
            .property("barWidth", \TradingRangePlot.barWidth, doc: "The candlestick body width in points.", default: "5"),
            .property("stickLength", \TradingRangePlot.stickLength, doc: "The OHLC tick length in points.", default: "3"),
            .property(
                "barCornerRadius", \TradingRangePlot.barCornerRadius, doc: "The body corner radius in points.", default: "0"),
            .property("showBarBorder", \TradingRangePlot.showBarBorder, doc: "True to outline candle bodies.", default: "true"),
            .property("lineStyle", \TradingRangePlot.lineStyle, doc: "The line of every record.", default: "1-point black"),
            .property(
                "increaseLineStyle", \TradingRangePlot.increaseLineStyle, doc: "The line of rising records, or nil.",
                default: "nil"),
            .property(
                "decreaseLineStyle", \TradingRangePlot.decreaseLineStyle, doc: "The line of falling records, or nil.",
                default: "nil"),
            .property("increaseFill", \TradingRangePlot.increaseFill, doc: "The body of rising candles, or nil.", default: "white"),
            .property("decreaseFill", \TradingRangePlot.decreaseFill, doc: "The body of falling candles, or nil.", default: "black"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("identifier", String?.self, default: .some(nil))],
                returns: .model(tradingRangePlotTable), doc: "Makes a trading-range plot with no data."
            ) { arguments in
                TradingRangePlot(identifier: try arguments.argument(0, named: "identifier")).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("identifier", String?.self, default: .some(nil)),
                    Parameter("x", type: ValueConversions.optionalDoubles),
                    Parameter("open", type: ValueConversions.optionalDoubles),
                    Parameter("high", type: ValueConversions.optionalDoubles),
                    Parameter("low", type: ValueConversions.optionalDoubles),
                    Parameter("close", type: ValueConversions.optionalDoubles),
                ],
                returns: .model(tradingRangePlotTable), doc: "Makes a trading-range plot from x, open, high, low and close."
            ) { arguments in
                let x = try numbers(arguments, 1, named: "x")
                let open = try numbers(arguments, 2, named: "open")
                let high = try numbers(arguments, 3, named: "high")
                let low = try numbers(arguments, 4, named: "low")
                let close = try numbers(arguments, 5, named: "close")
                try checkSameLength(x, "x", open, "open")
                try checkSameLength(x, "x", high, "high")
                try checkSameLength(x, "x", low, "low")
                try checkSameLength(x, "x", close, "close")
                return TradingRangePlot(
                    identifier: try arguments.argument(0, named: "identifier"), x: x, open: open, high: high, low: low,
                    close: close
                ).scriptValue
            },
        ]
    }
}
