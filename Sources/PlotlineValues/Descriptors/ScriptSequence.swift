/// A model object the language iterates like an array: `for record in feed`, `feed.map { ... }`, `Array(feed)`.
///
/// Conforming objects keep their own members; the language adds the sequence methods (`map filter reduce
/// sorted count first last min max sum` ...) for names the object's table does not define. Iteration reads
/// `element(at:)` for each index below the count taken when it starts.
public protocol ScriptSequence: ScriptObject {
    /// The number of elements.
    var count: Int { get }

    /// The element at `index`, counted from 0 up to `count - 1`.
    ///
    /// - Throws: a `ModelError` when the element cannot be read (the sequence shrank, a record is malformed).
    func element(at index: Int) throws -> Value
}
