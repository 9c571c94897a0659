/// What a threaded live source's reader does after a turn of reading failed (the failure already reported to the
/// feed's inbox as a bad record).
public enum LiveSourceRecovery: Sendable {
    /// The reader ends, as if stopped (a subscription that broke).
    case end
    /// The reader waits this many seconds (less when stopped meanwhile) and reads on (a listener whose database
    /// failed once).
    case retry(afterSeconds: Double)
}
