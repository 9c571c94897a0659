extension Axis {
    /// The type of `labelFormatter`.
    static let labelFormatterType = ValueType.optional(.function([.double], .string))

    /// The members every axis has.
    static let axisTable: TypeDescriptor = TypeDescriptor(
        name: "Axis", doc: "An axis: its line, ticks, tick labels, grid lines and title.", kind: .object,
        superType: Layer.layerTable
    ) { members in
        members.properties = tickProperties + styleProperties + labelProperties + titleProperties
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
                doc: "The side labels go on; .none follows the tick direction.", default: ".none"),
            .property("labelOffset", \Axis.labelOffset, doc: "The gap between a tick's end and its label, in points."),
            .property("labelRotation", \Axis.labelRotation, doc: "The rotation of labels in radians, counter-clockwise.", default: "0"),
            .property("labelTextStyle", \Axis.labelTextStyle, doc: "How labels are drawn; nil hides them."),
            .computed(
                "labelFormatter", type: labelFormatterType,
                doc: "A function from a tick value to its label ({ \"\\($0)%\" }), or nil for the default format.",
                default: "nil",
                get: { (axis: Axis) in axis.labelFormatter.map { .callable($0) } ?? .none },
                set: { axis, value in
                    axis.labelFormatter = try ValueConversions.callable(from: value, expected: labelFormatterType)
                }),
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
