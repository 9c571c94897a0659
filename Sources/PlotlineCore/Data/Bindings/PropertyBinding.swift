import PlotlineValues
import PlotlineFeeds

/// A property of a model object kept equal to a key path of another object (Cocoa's `bind:toObject:withKeyPath:
/// options:`): set when bound, and again whenever the feed or model object it reads changes.
///
/// Values convert as assignment does, with three rules for what key paths give:
/// - a `PlotRange` property bound to a number keeps its location and ends at the number (`space.bind("yRange",
///   to: feed, withKeyPath: "@max.latency")` makes y run from where it starts to the largest latency); a range
///   still following the data (`yRangeIsAutomatic`) starts at 0; a range value sets the whole range;
/// - a `String` property bound to another kind of value shows its text (`"42"`);
/// - nil leaves a property that cannot be nil as it is (use the `nullPlaceholder` option to give it a value).
///
/// The `valueTransformer` option turns each value into another first (`{ t in (t - 60)...t }`).
public final class PropertyBinding {
    /// The bound property (or key path) of the target.
    public let property: String
    /// The object whose property is bound; the binding does nothing once it is gone.
    public private(set) weak var target: ModelObject?
    /// What the binding reads.
    public let source: BindingSource
    /// The transformer and placeholder.
    public let options: BindingOptions
    /// The bound property's type.
    public let propertyType: ValueType

    private var isUpdating = false
    private var isObserving = false
    /// Where failures are reported: the target's session.
    private let issues: BindingIssues

    /// A binding of `property` of `target`, not yet observing anything.
    ///
    /// - Throws: a `PropertyError` for a property the target does not have (with a suggestion) or cannot set.
    init(target: ModelObject, property: String, source: BindingSource, options: BindingOptions) throws {
        self.target = target
        self.property = property
        self.source = source
        self.options = options
        issues = target.context.bindingIssues
        propertyType = try PropertyBinding.settableType(of: property, on: target)
    }

    /// Reads the key path and sets the property when its value changed.
    ///
    /// - Throws: the key path's, the transformer's or the conversion's error; the property is unchanged then.
    public func update() throws {
        guard let target = target as? any ScriptObject, !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var root = Value.object(target)
        let current = try root.value(forKeyPath: property)
        let value = try options.apply(to: source.value())
        let isAutomatic = isRangeFollowingData(of: root)
        guard let converted = try BindingConversion.convert(
            value, to: propertyType, current: current, isAutomatic: isAutomatic) else { return }
        guard converted != current else { return }
        try root.setValue(converted, forKeyPath: property)
    }

    /// True when the bound property is a range still following the data (`yRange` while `yRangeIsAutomatic`).
    private func isRangeFollowingData(of root: Value) -> Bool {
        guard case .model(let descriptor) = propertyType.unwrapped, descriptor === PlotRange.descriptor else { return false }
        return (try? root.value(forKeyPath: property + "IsAutomatic")) == .bool(true)
    }

    /// Starts hearing about changes of what the binding reads.
    func startObserving() {
        guard !isObserving else { return }
        isObserving = true
        source.feed?.addObserver(self)
        source.modelObject?.addChangeObserver(self)
    }

    /// Stops hearing about changes.
    func stopObserving() {
        guard isObserving else { return }
        isObserving = false
        source.feed?.removeObserver(self)
        source.modelObject?.removeChangeObserver(self)
    }

    /// Updates, reporting a failure instead of throwing (changes arrive from mutations that cannot fail here).
    private func updateReportingFailure() {
        do {
            try update()
        } catch {
            let name = (target as? any ScriptObject).map { "\($0.typeDescriptor.name).\(property)" } ?? property
            issues.report("binding of \(name) to \(source.description) failed: \(ModelError.message(of: error))")
        }
    }

    /// The type of a settable property (or key path) of an object.
    private static func settableType(of property: String, on target: ModelObject) throws -> ValueType {
        let keys = property.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = keys.last, !keys.contains(where: \.isEmpty) else {
            throw ModelError(.valueError, "binding name '\(property)' has an empty component")
        }
        guard let object = target as? any ScriptObject else {
            throw ModelError(.typeError, "a \(type(of: target)) has no properties to bind")
        }
        var owner = Value.object(object)
        for key in keys.dropLast() { owner = try owner.value(forKey: key) }
        guard let descriptor = owner.propertyDescriptor(forKey: last) else {
            let typeName = owner.typeName
            let candidates = owner.typeDescriptor?.properties.map(\.name) ?? []
            throw ModelError.unknownProperty(last, on: typeName, candidates: candidates)
        }
        guard descriptor.isSettable else {
            throw ModelError(
                .propertyError, "cannot bind '\(property)': it is read-only on \(owner.typeName)",
                hint: "bind a property that can be assigned")
        }
        return descriptor.type
    }
}

extension PropertyBinding: FeedObserver {
    /// The feed read changed: update the property.
    public func feed(_ feed: Feed, didChange change: FeedChange) {
        updateReportingFailure()
    }
}

extension PropertyBinding: ModelChangeObserver {
    /// The model object read changed: update the property.
    public func modelObjectDidChange(_ object: ModelObject) {
        updateReportingFailure()
    }
}
