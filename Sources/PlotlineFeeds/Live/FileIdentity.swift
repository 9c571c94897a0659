import Foundation

/// Which file a path names right now and how long it is: the inode tells a rotated file from the one being read.
struct FileIdentity: Equatable {
    /// The file's inode number.
    var inode: UInt64
    /// The device holding it.
    var device: UInt64
    /// The file's size in bytes.
    var size: UInt64

    /// The identity of the file at a path, or nil when there is none.
    static func of(_ path: String) -> FileIdentity? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return FileIdentity(
            inode: number(attributes[.systemFileNumber]),
            device: number(attributes[.systemNumber]),
            size: number(attributes[.size]))
    }

    /// True when both name the same file (whatever their sizes).
    func isSameFile(as other: FileIdentity) -> Bool {
        inode == other.inode && device == other.device
    }

    private static func number(_ value: Any?) -> UInt64 {
        if let number = value as? NSNumber { return number.uint64Value }
        if let number = value as? UInt64 { return number }
        if let number = value as? Int { return UInt64(clamping: number) }
        return 0
    }
}
