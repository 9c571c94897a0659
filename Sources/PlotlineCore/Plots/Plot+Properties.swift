import PlotlineValues

extension Plot {
    /// The type of data label formatters: `(Double) -> String`.

    /// The members every plot has.
    static let plotTable: TypeDescriptor = TypeDescriptor(
        name: "Plot", doc: "A data series drawn in a plot space.", kind: .object, superType: Layer.layerTable
    ) { members in
        members.properties = [
            .property("title", \Plot.title, doc: "The name shown in the legend; nil uses the identifier.", default: "nil"),
            .property(
                "plotSpace", \Plot.plotSpace, doc: "The plot space the data is drawn in; nil for the default.",
                default: "nil"),
            .readOnly("dataCount", \Plot.dataCount, doc: "The number of data records."),
            .computed(
                "dataSource", type: .optional(DataSource.valueType),
                doc: "The DataSource or FunctionDataSource the values come from, or nil for the arrays assigned to the plot.",
                default: "nil",
                get: { (plot: Plot) in (plot.dataSource as? any ScriptObject).map(Value.object) ?? .none },
                set: { plot, value in
                    let previous = plot.dataSource
                    plot.dataSource = try Plot.dataSource(from: value)
                    do {
                        try plot.reloadData()
                    } catch {
                        plot.dataSource = previous
                        try? plot.reloadData()
                        throw error
                    }
                }),
            .property(
                "labelTextStyle", \Plot.labelTextStyle, doc: "How data labels are drawn; nil shows no labels.",
                default: "nil"),
            .computed(
                "labelFormatter", type: LabelFormatters.valueType,
                doc: "Turns a record's value into its label: .percent, NumberFormatter(...), a Formatter of your own, or a closure { \"\\($0)%\" }; nil for the number.",
                default: "nil",
                get: { (plot: Plot) in LabelFormatters.value(of: plot.labelFormatter) },
                set: { plot, value in plot.labelFormatter = try LabelFormatters.formatter(from: value) }),
            .property("labelOffset", \Plot.labelOffset, doc: "The gap between a data point and its label, in points.", default: "4"),
            .property(
                "labelRotation", \Plot.labelRotation, doc: "The rotation of data labels in radians, counter-clockwise.",
                default: "0"),
            .property(
                "labelField", \Plot.labelField, doc: "The field whose values the labels show; nil for the natural one.",
                default: "nil"),
            .computed(
                "exposedBindings", type: .array(PlotBinding.valueType),
                doc: "The binding names this kind of plot takes: plot.bind(.yValues, to: feed, withKeyPath: ...).",
                get: { (plot: Plot) in .array(type(of: plot).exposedBindings.map { .model($0) }) }),
            .computed(
                "dataLabels", type: .array(.optional(.string)),
                doc: "Label texts per record, overriding the formatted values (nil entries keep them).", default: "[]",
                get: { (plot: Plot) in .array((plot.cache.labels ?? []).map { $0.map(Value.string) ?? .none }) },
                set: { plot, value in
                    let labels = try [String?].fromValue(value)
                    plot.setDataLabels(labels.isEmpty ? nil : labels)
                }),
        ]
        members.methods = plotMethods + plotBindingMethods
    }

    /// `{ (index: Int) in … }`, or nil.
    static let selectHandlerType = ValueType.optional(.function([.int], .any))

    private static var plotMethods: [MethodDescriptor] {
        [
            .callbackSetter(
                "onSelect", handlerType: selectHandlerType,
                doc: "Runs a closure { index in … } when the user clicks one of this plot's points or bars in an interactive chart (nil stops).",
                storingIn: \Plot.selectHandler),
            .method(
                "plotRange", parameters: [Parameter("for", "coordinate", Coordinate.self)],
                returns: .optional(PlotRange.valueType), doc: "The range of the data along a coordinate, or nil."
            ) { (plot: Plot, arguments) in
                plot.plotRange(for: try arguments.argument(0, named: "coordinate")).scriptValue
            },
            .method("reloadData", doc: "Fetches every record again from the data source.") { (plot: Plot, _) in
                try plot.reloadData()
                return .none
            },
            .method(
                "reloadData", parameters: [Parameter("in", "range", type: .range)],
                doc: "Fetches the records in a range again, keeping the record count."
            ) { (plot: Plot, arguments) in
                try plot.reloadData(in: try recordRange(arguments[0]))
                return .none
            },
            .method(
                "insertData",
                parameters: [Parameter("at", "index", Int.self), Parameter("numberOfRecords", Int.self)],
                doc: "Fetches only the records the data source now has at an index, moving later ones up."
            ) { (plot: Plot, arguments) in
                try plot.insertData(
                    at: try arguments.argument(0, named: "index"),
                    numberOfRecords: try arguments.argument(1, named: "numberOfRecords"))
                return .none
            },
            .method(
                "deleteData", parameters: [Parameter("in", "range", type: .range)],
                doc: "Drops the cached records in a range without fetching anything."
            ) { (plot: Plot, arguments) in
                plot.deleteData(in: try recordRange(arguments[0]))
                return .none
            },
            .method(
                "cachedNumbers", parameters: [Parameter("forField", "field", PlotField.self)],
                returns: ValueConversions.optionalDoubles,
                doc: "The cached values of a field (nil for missing ones); [] when the source does not supply it."
            ) { (plot: Plot, arguments) in
                try plot.reloadDataIfNeeded()
                let field: PlotField = try arguments.argument(0, named: "field")
                return ValueConversions.value(of: plot.cachedNumbers(forField: field) ?? [])
            },
        ]
    }

    /// A property holding a field's numbers (nil for a missing value), read from the cache and assigned to the
    /// plot's own arrays.
    static func fieldProperty(_ name: String, _ field: PlotField, doc: String) -> PropertyDescriptor {
        .computed(
            name, type: ValueConversions.optionalDoubles, doc: doc, default: "[]",
            get: { (plot: Plot) in
                try? plot.reloadDataIfNeeded()
                return ValueConversions.value(of: plot.cachedNumbers(forField: field) ?? [])
            },
            set: { plot, value in plot.setNumbers(try ValueConversions.doubles(from: value), for: field) })
    }

    /// Numbers for an initializer argument; a failed conversion names the parameter.
    static func numbers(_ arguments: [Value], _ index: Int, named name: String) throws -> [Double] {
        do {
            return try ValueConversions.doubles(from: arguments.indices.contains(index) ? arguments[index] : .none)
        } catch var error as ModelError {
            error.message += " for parameter '\(name)'"
            throw error
        }
    }

    /// Throws unless two arrays have the same length.
    static func checkSameLength(_ first: [Double], _ firstName: String, _ second: [Double], _ secondName: String) throws {
        guard first.count == second.count else {
            throw ModelError(
                .valueError, "\(firstName) has \(first.count) values but \(secondName) has \(second.count)",
                hint: "give \(firstName) and \(secondName) the same number of values")
        }
    }

    /// A range of record indices from an integer range value (`0..<3`, `2...4`).
    static func recordRange(_ value: Value) throws -> Range<Int> {
        guard case .range(let range) = value, case .integer(let lower, _) = range.bounds, let count = range.count else {
            throw ModelError(
                .typeError, "expected a range of record indices such as 0..<3, not a value of type '\(value.typeName)'")
        }
        let (upper, overflow) = lower.addingReportingOverflow(count)
        guard lower >= 0, !overflow else {
            throw ModelError(.valueError, "record indices start at 0", hint: "use a range such as 0..<3")
        }
        return lower..<upper
    }
}

extension Plot {
    /// A data source object from a language value: a `DataSource`, a `FunctionDataSource`, or nil.
    static func dataSource(from value: Value) throws -> (any PlotDataSource)? {
        switch value {
        case .none:
            return nil
        case .object(let object as any PlotDataSource) where value.mayServe(as: "PlotDataSource"):
            return object
        default:
            throw ModelError(
                .typeError,
                "cannot use a value of type '\(value.typeName)' as a plot's data source",
                hint: "use DataSource(records:) { field, index in ... }, FunctionDataSource { x in ... }, an instance of a class adopting PlotDataSource, or nil")
        }
    }
}
