import PlotlineValues
import PlotlineFeeds

/// What a binding reads (Cocoa's observed object and key path): an object and a key path through its
/// properties, a feed's records, nested objects and collection operators.
///
/// A binding hears about changes of the feed it reads (the object itself, or the feed of a record) and of a
/// model object it reads (anything in the object's tree); other objects are read when bound and whenever one of
/// those changes.
public struct BindingSource {
    /// The observed object.
    public let object: any ScriptObject
    /// The key path read from it.
    public let keyPath: String
    /// The field, when the object is a feed and the key path reads one field of its arranged records
    /// (`arrangedObjects.latency`): such bindings read just the records that changed.
    public let field: String?

    /// A source reading `keyPath` from `object`.
    ///
    /// - Throws: a `ValueError` for an empty key path.
    public init(object: any ScriptObject, keyPath: String) throws {
        guard !keyPath.isEmpty, !keyPath.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else {
            throw ModelError(
                .valueError, "key path '\(keyPath)' has an empty component",
                hint: "write keys separated by dots, such as \"arrangedObjects.latency\"")
        }
        self.object = object
        self.keyPath = keyPath
        field = object is Feed ? Feed.arrangedField(inKeyPath: keyPath) : nil
    }

    /// The feed whose changes change the value: the object, or the feed of a record.
    public var feed: Feed? {
        if let feed = object as? Feed { return feed }
        return (object as? FeedRecordProxy)?.feed
    }

    /// The model object whose changes (anywhere in its tree) change the value.
    public var modelObject: ModelObject? {
        object as? ModelObject
    }

    /// The feed and field of a column binding (`arrangedObjects.<field>` on a feed), or nil.
    public var column: (feed: Feed, field: String)? {
        guard let field, let feed = object as? Feed else { return nil }
        return (feed, field)
    }

    /// The value at the key path now.
    ///
    /// - Throws: the key path's error (an unknown property or field, with a suggestion).
    public func value() throws -> Value {
        try Value.object(object).value(forKeyPath: keyPath)
    }

    /// `Feed.arrangedObjects.latency`, for messages and `infoForBinding`.
    public var description: String {
        "\(object.typeDescriptor.name).\(keyPath)"
    }

    /// True when both read the same key path of the same object.
    func isSame(as other: BindingSource) -> Bool {
        object === other.object && keyPath == other.keyPath
    }
}
