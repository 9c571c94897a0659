/// A model object that answers some key paths itself, faster than walking them key by key (a feed reads
/// `arrangedObjects.latency` straight from a column instead of boxing every record).
///
/// Key-value coding asks it first, with the whole path split into keys; nil means "walk it the usual way".
public protocol KeyPathResolving: ScriptObject {
    /// The value at the key path, or nil to let key-value coding walk it key by key.
    func value(forKeyPathKeys keys: ArraySlice<String>) throws -> Value?
}
