import Glibc

/// The machine's memory as a session's budget sees it: how much the kernel process holds now, how much the
/// machine (or the container it runs in) has, and a way to hand freed memory back to the system.
public enum SystemMemory {
    /// The process's resident memory in bytes (the second field of `/proc/self/statm`, in pages), or nil where
    /// the system does not say.
    public static func residentBytes() -> Int? {
        guard let text = contents(of: "/proc/self/statm") else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * pageSize
    }

    /// The memory this process can have: the physical memory, or the container's (cgroup) limit when smaller.
    public static func availableBytes() -> Int? {
        let physicalPages = sysconf(Int32(_SC_PHYS_PAGES))
        let physical = physicalPages > 0 ? physicalPages * pageSize : nil
        guard let container = containerLimit() else { return physical }
        return min(physical ?? container, container)
    }

    /// Gives the pages the allocator keeps after `free` back to the system (glibc's `malloc_trim`), so that the
    /// resident size counts what is in use; does nothing where the C library has no such call.
    public static func releaseFreedMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// Makes the C allocator hand blocks of `blockBytes` or more back to the system as soon as they are freed,
    /// so that the resident size drops when a big value is let go. Left alone, glibc raises its thresholds as
    /// big blocks come and go and then keeps up to 64 MB of freed memory per thread, which a budget reading the
    /// resident size would count as used (and `malloc_trim` does not return). Setting the thresholds is
    /// process-wide, as the allocator is, and idempotent; it changes when memory is returned, never what a
    /// program computes.
    public static func returnBigBlocksPromptly(blockBytes: Int32 = 1 << 20) {
        typealias SetOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let setOption = unsafeBitCast(symbol, to: SetOption.self)
        let trimThreshold: Int32 = -1
        let mmapThreshold: Int32 = -3
        _ = setOption(mmapThreshold, blockBytes)
        _ = setOption(trimThreshold, blockBytes)
    }

    /// The bytes of a memory page.
    static var pageSize: Int {
        let size = sysconf(Int32(_SC_PAGESIZE))
        return size > 0 ? size : 4096
    }

    /// The memory limit of the cgroup (v2 `memory.max`, else v1 `memory.limit_in_bytes`), or nil when there is
    /// none. cgroup v1 writes "no limit" as a number near `Int.max`, which is no limit either.
    static func containerLimit() -> Int? {
        let files = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"]
        for file in files {
            guard let text = contents(of: file) else { continue }
            guard let limit = Int(text.filter { !$0.isWhitespace }), limit > 0, limit < Int.max / 2 else { return nil }
            return limit
        }
        return nil
    }

    /// The first bytes of a small system file as text, or nil when it cannot be read.
    static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { bytes in read(descriptor, bytes.baseAddress, bytes.count) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }
}
