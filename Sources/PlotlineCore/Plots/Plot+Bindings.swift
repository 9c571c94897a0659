import PlotlineValues

/// Cocoa bindings of a plot's data (Core Plot's `bind:toObject:withKeyPath:options:` with the plot's binding
/// names): `plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.latency")`.
extension Plot {
    /// Binds one of the plot's bindings (`exposedBindings`) to a key path whose value has one element per
    /// record; the plot's data then comes from its bindings (see `PlotBindings`), and follows the feed. With
    /// `options`, the key path's whole value goes through them first and the array they give is read whole.
    ///
    /// - Throws: a `PropertyError` for a binding this kind of plot does not have or a misspelt field (with a
    ///   suggestion); a `TypeError` for values the binding cannot use. The plot is unchanged then.
    public func bind(
        _ binding: PlotBinding, to object: any ScriptObject, withKeyPath keyPath: String,
        options: BindingOptions = BindingOptions()
    ) throws {
        guard type(of: self).exposedBindings.contains(binding) else {
            throw Plot.unknownBinding(binding.rawValue, of: type(of: self))
        }
        let source = try BindingSource(object: object, keyPath: keyPath)
        let bindings = (dataSource as? PlotBindings) ?? PlotBindings(plot: self)
        try bindings.bind(binding, to: source, options: options, plot: self)
        if dataSource !== bindings {
            dataSource = bindings
        } else {
            setDataNeedsReloading()
        }
        loadBoundCategories()
    }

    /// Removes a binding; with no binding left the plot shows its own arrays again. Unbinding what is not bound
    /// does nothing.
    public func unbind(_ binding: PlotBinding) {
        guard let bindings = dataSource as? PlotBindings, bindings.unbind(binding) else { return }
        if bindings.isEmpty {
            bindings.detach()
            dataSource = nil
        } else {
            setDataNeedsReloading()
        }
    }

    /// The bindings of the plot's data, or nil when it has none.
    public var plotBindings: PlotBindings? {
        dataSource as? PlotBindings
    }

    /// Reads bound string data now when the plot is in a graph, so that its categories join the plot space
    /// before anything is drawn.
    func loadBoundCategories() {
        guard let bindings = plotBindings, bindings.bindsCategories, graph != nil else { return }
        try? reloadData()
    }

    /// `ScatterPlot has no binding 'barTips'`, suggesting the closest binding it has.
    static func unknownBinding(_ name: String, of type: Plot.Type) -> ModelError {
        let names = type.exposedBindings.map(\.rawValue)
        return ModelError(
            .propertyError, "\(type.descriptor.name) has no binding '\(name)'",
            hint: Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
                ?? "its bindings are \(names.joined(separator: ", "))")
    }
}
