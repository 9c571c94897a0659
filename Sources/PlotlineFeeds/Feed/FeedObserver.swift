/// An object told about every change of the feeds it observes (a plot binding, say). Feeds hold observers
/// weakly: an observer that goes away stops observing.
public protocol FeedObserver: AnyObject {
    /// Called on the feed's thread after each mutation, with what changed in arranged indexes; the feed already
    /// shows the new state and its `revision` has moved.
    func feed(_ feed: Feed, didChange change: FeedChange)
}
