import PlotlineValues

extension Axis {
    /// The members every axis has.
    static let axisTable: TypeDescriptor = TypeDescriptor(
        name: "Axis", doc: "An axis: its line, ticks, tick labels, grid lines and title.", kind: .object,
        superType: Layer.layerTable
    ) { members in
        members.properties = tickProperties + styleProperties + labelProperties + titleProperties + bandProperties
        members.methods = bandMethods
    }

    private static var tickProperties: [PropertyDescriptor] {
        [
            .property("coordinate", \Axis.coordinate, doc: "The coordinate the axis shows: .x or .y."),
            .property(
                "plotSpace", \Axis.plotSpace, doc: "The plot space whose range the axis shows; nil for the default.",
                default: "nil"),
            .property("labelingPolicy", \Axis.labelingPolicy, doc: "How major tick locations are chosen.", default: ".fixedInterval"),
            .property(
                "majorIntervalLength", \Axis.majorIntervalLength,
                doc: "The distance between major ticks in data units (fixed-interval policy).", default: "1"),
            .property(
                "minorTicksPerInterval", \Axis.minorTicksPerInterval, doc: "The number of minor ticks between two major ticks.",
                default: "1"),
            .property(
                "labelingOrigin", \Axis.labelingOrigin, doc: "A value that always gets a major tick (fixed-interval policy).",
                default: "0"),
            .property(
                "preferredNumberOfMajorTicks", \Axis.preferredNumberOfMajorTicks,
                doc: "The tick count automatic and equal-divisions policies aim for; 0 picks from the axis length.",
                default: "0"),
            .property(
                "majorTickLocations", \Axis.majorTickLocations, doc: "Major tick locations for .locationsProvided and .none.",
                default: "[]"),
            .property(
                "minorTickLocations", \Axis.minorTickLocations, doc: "Minor tick locations for .locationsProvided and .none.",
                default: "[]"),
            .property(
                "labelExclusionRanges", \Axis.labelExclusionRanges,
                doc: "Data ranges in which no ticks, labels or grid lines are drawn.", default: "[]"),
            .property(
                "visibleRange", \Axis.visibleRange, doc: "The part of the plot range the axis covers, or nil for all.",
                default: "nil"),
            .property(
                "gridLinesRange", \Axis.gridLinesRange, doc: "The part of the other range grid lines cover, or nil for all.",
                default: "nil"),
            .property(
                "tickDirection", \Axis.tickDirection, doc: "The side ticks point to; .none centres them on the line.",
                default: ".negative"),
            .property("majorTickLength", \Axis.majorTickLength, doc: "The length of major ticks in points.", default: "5"),
            .property("minorTickLength", \Axis.minorTickLength, doc: "The length of minor ticks in points.", default: "3"),
        ]
    }

    private static var styleProperties: [PropertyDescriptor] {
        [
            .property("axisLineStyle", \Axis.axisLineStyle, doc: "The axis line, or nil for none."),
            .property("majorTickLineStyle", \Axis.majorTickLineStyle, doc: "The major ticks, or nil for none."),
            .property("minorTickLineStyle", \Axis.minorTickLineStyle, doc: "The minor ticks, or nil for none."),
            .property(
                "majorGridLineStyle", \Axis.majorGridLineStyle, doc: "Grid lines at major ticks, or nil for none."),
            .property(
                "minorGridLineStyle", \Axis.minorGridLineStyle, doc: "Grid lines at minor ticks, or nil for none.",
                default: "nil"),
        ]
    }

    private static var labelProperties: [PropertyDescriptor] {
        [
            .property(
                "tickLabelDirection", \Axis.tickLabelDirection,
                doc: "The side labels go on; .none follows the tick direction. Setting it keeps the labels of an axis crossing inside the plot area beside its line.",
                default: ".none"),
            .property("labelOffset", \Axis.labelOffset, doc: "The gap between a tick's end and its label, in points."),
            .property("labelRotation", \Axis.labelRotation, doc: "The rotation of labels in radians, counter-clockwise.", default: "0"),
            .property("labelTextStyle", \Axis.labelTextStyle, doc: "How labels are drawn; nil hides them."),
            .computed(
                "labelFormatter", type: LabelFormatters.valueType,
                doc: "Turns tick values into labels: .percent, .currency, NumberFormatter(...), TimeFormatter(...), CalendarFormatter(...) or a closure { \"\\($0)%\" }; nil for the scale's default.",
                default: "nil",
                get: { (axis: Axis) in LabelFormatters.value(of: axis.labelFormatter) },
                set: { axis, value in axis.labelFormatter = try LabelFormatters.formatter(from: value) }),
            .property(
                "labelAlignment", \Axis.labelAlignment,
                doc: "How labels line up with their ticks: .left, .center, .right (x) or .top, .middle, .bottom (y); nil centres.",
                default: "nil"),
            .property(
                "axisLabels", \Axis.axisLabels, doc: "Custom labels [AxisLabel(text:tickLocation:)], drawn with labelingPolicy = .none.",
                default: "[]"),
            .computed(
                "delegate", type: .optional(.any),
                doc: "An object of a class adopting AxisDelegate, asked before labelling: set axisLabels and return false to label the ticks yourself.",
                default: "nil",
                get: { (axis: Axis) in AxisDelegates.value(of: axis.delegate) },
                set: { axis, value in axis.delegate = try AxisDelegates.delegate(from: value) }),
        ]
    }

    private static var bandProperties: [PropertyDescriptor] {
        [
            .property(
                "alternatingBandFills", \Axis.alternatingBandFills,
                doc: "Fills painted between consecutive major ticks in turn (nil leaves a band blank).", default: "[]"),
            .property(
                "alternatingBandAnchor", \Axis.alternatingBandAnchor,
                doc: "A value where a band starts with the first fill, or nil.", default: "nil"),
            .readOnly("backgroundLimitBands", \Axis.backgroundLimitBands, doc: "Bands of values painted behind the plots."),
            .property(
                "limitLines", \Axis.limitLines, doc: "Labelled lines across the plot area at values of this axis.",
                default: "[]"),
        ]
    }

    private static var bandMethods: [MethodDescriptor] {
        [
            .method(
                "addBackgroundLimitBand", parameters: [Parameter(nil, "band", LimitBand.self)],
                doc: "Adds a band of values painted behind the plots."
            ) { (axis: Axis, arguments) in
                axis.addBackgroundLimitBand(try arguments.argument(0, named: "band"))
                return .none
            },
            .method(
                "removeBackgroundLimitBand", parameters: [Parameter(nil, "band", LimitBand.self)],
                doc: "Removes a background limit band."
            ) { (axis: Axis, arguments) in
                axis.removeBackgroundLimitBand(try arguments.argument(0, named: "band"))
                return .none
            },
            .method("removeAllBackgroundLimitBands", doc: "Removes every background limit band.") { (axis: Axis, _) in
                axis.removeAllBackgroundLimitBands()
                return .none
            },
            .method(
                "addLimitLine", parameters: [Parameter(nil, "line", LimitLine.self)],
                doc: "Adds a labelled line across the plot area at a value of this axis."
            ) { (axis: Axis, arguments) in
                axis.addLimitLine(try arguments.argument(0, named: "line"))
                return .none
            },
            .method("removeAllLimitLines", doc: "Removes every limit line.") { (axis: Axis, _) in
                axis.removeAllLimitLines()
                return .none
            },
        ]
    }

    private static var titleProperties: [PropertyDescriptor] {
        [
            .property("title", \Axis.title, doc: "The axis title, or nil for none.", default: "nil"),
            .property("titleTextStyle", \Axis.titleTextStyle, doc: "How the title is drawn."),
            .property(
                "titleOffset", \Axis.titleOffset,
                doc: "The distance from the axis line to the title, in points; the title never overlaps labels.",
                default: "30"),
            .property(
                "titleLocation", \Axis.titleLocation, doc: "The data value the title is centred on; nil for the middle.",
                default: "nil"),
            .property(
                "titleRotation", \Axis.titleRotation, doc: "The title's rotation in radians; nil for automatic.",
                default: "nil"),
        ]
    }
}
