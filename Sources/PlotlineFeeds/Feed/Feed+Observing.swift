extension Feed {
    /// Adds an observer, held weakly, told about every change from now on.
    public func addObserver(_ observer: any FeedObserver) {
        observers.add(observer)
    }

    /// Removes an observer.
    public func removeObserver(_ observer: any FeedObserver) {
        observers.remove(observer)
    }

    /// Calls `handler` after every change for as long as the returned token lives (keep it).
    public func observe(_ handler: @escaping (Feed, FeedChange) -> Void) -> FeedObservation {
        let observation = FeedObservation(handler: handler)
        observers.add(observation)
        return observation
    }

    /// Counts a change and tells the observers; an empty change of nothing at all is not a change.
    func publish(_ change: FeedChange) {
        revision &+= 1
        for observer in observers.all { observer.feed(self, didChange: change) }
    }
}
