import Foundation
import PlotlineFuzzTargets

// Built with `-sanitize=fuzzer,address -D PLOTLINE_LIBFUZZER` (`make fuzz`), libFuzzer's own `main` drives the
// target that PLOTLINE_FUZZ_TARGET names through the two entry points below. Built plainly (`swift build`), the
// `main` at the end replays inputs: `plotline-fuzz csv crash-1234 Tests/Fuzz/Corpus/csv`.

#if PLOTLINE_LIBFUZZER
/// The target this process fuzzes, chosen once by PLOTLINE_FUZZ_TARGET (libFuzzer keeps its argv to itself).
let fuzzedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["PLOTLINE_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        fatalError("set PLOTLINE_FUZZ_TARGET to one of: \(names) (it is '\(name)')")
    }
    return target
}()

/// libFuzzer's start: resolves the target before the first input, so a wrong name stops at once.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    _ = fuzzedTarget.name
    return 0
}

/// libFuzzer's call for each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = fuzzedTarget.run(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
}
#else
/// Replays saved inputs through a target without libFuzzer: `plotline-fuzz <target> <file or folder> …`, or
/// `plotline-fuzz --list`.
@main
struct FuzzReplay {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, name != "--list", let target = FuzzTarget.named(name) else {
            for target in FuzzTarget.all { print(target.name.padding(toLength: 16, withPad: " ", startingAt: 0), target.summary) }
            if let name = arguments.first, name != "--list" { throw ReplayError(description: "no fuzz target '\(name)'") }
            return
        }
        var (count, accepted) = (0, 0)
        for path in try inputFiles(arguments.dropFirst()) {
            if target.run(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) { accepted += 1 }
            count += 1
        }
        print("\(target.name): \(count) inputs replayed, \(accepted) accepted, none failed a check")
    }

    /// The files named, and the files in the folders named.
    private static func inputFiles(_ paths: ArraySlice<String>) throws -> [String] {
        try paths.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ReplayError(description: "no file or folder '\(path)'")
            }
            guard isFolder.boolValue else { return [path] }
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { "\(path)/\($0)" }
        }
    }
}

/// A replay that cannot start.
struct ReplayError: Error, CustomStringConvertible {
    let description: String
}
#endif
