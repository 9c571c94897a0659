import Glibc
import Synchronization

/// Prints the fuzz case being run when the process dies of a signal (a crash in Swift code is a trap), so that
/// the case can be reproduced from the output of a run that never reaches its assertions.
///
/// The message is rendered before each case into a fixed buffer, which the signal handler writes with the
/// async-signal-safe `write`; the handler then lets the signal take its default course.
enum FuzzCrashReporter {
    private static let capacity = 16_384
    /// `nonisolated(unsafe)`: a pointer is not Sendable, but this one never changes and its memory is never freed.
    /// The bytes it points to are written only by `setMessage`, which the fuzz run calls on its one thread, and read
    /// only by the signal handler, which may run on any thread, even in the middle of a `setMessage`. Such a
    /// handler writes a torn message at worst, never bytes past the buffer: `length` is an `Atomic` that never
    /// exceeds `capacity`. `install()` touches the buffer first, so no handler is the first to initialize it.
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    private static let length = Atomic<Int>(0)
    private static let isInstalled = Atomic<Bool>(false)

    /// Installs the handlers for the signals of crashes (once per process).
    static func install() {
        guard !isInstalled.exchange(true, ordering: .sequentiallyConsistent) else { return }
        buffer.initialize(repeating: 0, count: capacity)
        length.store(0, ordering: .sequentiallyConsistent)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] { installHandler(for: signal) }
    }

    /// Makes `signal` write the message before taking its default course.
    static func installHandler(for signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            _ = write(2, FuzzCrashReporter.buffer, FuzzCrashReporter.length.load(ordering: .sequentiallyConsistent))
        }
        action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
        sigaction(signal, &action, nil)
    }

    /// Gives the current thread a stack for the handler, so that a stack overflow can still be reported.
    static func installAlternateStackOnCurrentThread() {
        let size = 1 << 16
        guard let memory = malloc(size) else { return }
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
        sigaltstack(&stack, nil)
    }

    /// Sets the message written if the process crashes now.
    static func setMessage(_ message: String) {
        let utf8 = Array(message.utf8.prefix(capacity - 1))
        length.store(0, ordering: .sequentiallyConsistent)
        utf8.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: bytes.count)
        }
        length.store(utf8.count, ordering: .sequentiallyConsistent)
    }
}
