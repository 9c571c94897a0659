import CFuzzer
import Foundation
import PlotlineFuzzTargets

/// `plotline-fuzz`: built with `-sanitize=fuzzer,address -D PLOTLINE_LIBFUZZER` (`make fuzz-build`), it hands its
/// arguments to libFuzzer, which fuzzes the target PLOTLINE_FUZZ_TARGET names (`tools/fuzz.sh` sets it). Built
/// plainly, it replays inputs through a target: `plotline-fuzz csv crash-1234 Tests/Fuzz/Corpus/csv`, or lists the
/// targets: `plotline-fuzz --list`.
@main
struct FuzzDriver {
    static func main() throws {
        #if PLOTLINE_LIBFUZZER
        try fuzz()
        #else
        try replay(Array(CommandLine.arguments.dropFirst()))
        #endif
    }

    #if PLOTLINE_LIBFUZZER
    /// Runs libFuzzer over the target PLOTLINE_FUZZ_TARGET names, with the process's arguments as its flags.
    private static func fuzz() throws {
        _ = try fuzzedTarget.get()
        var count = CommandLine.argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&count, &arguments) { data, size in
            // libFuzzer's callback is a C function pointer: it reaches the target through the global below.
            _ = try? fuzzedTarget.get().run(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
            return 0
        })
    }
    #endif

    /// Runs the files and the files in the folders named in `arguments` (after the target's name) through the
    /// target, and says how many it read.
    private static func replay(_ arguments: [String]) throws {
        guard let name = arguments.first, name != "--list", let target = FuzzTarget.named(name) else {
            for target in FuzzTarget.all {
                print(target.name.padding(toLength: 16, withPad: " ", startingAt: 0), target.summary)
            }
            if let name = arguments.first, name != "--list" { throw FuzzDriverError(description: "no fuzz target '\(name)'") }
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
                throw FuzzDriverError(description: "no file or folder '\(path)'")
            }
            guard isFolder.boolValue else { return [path] }
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { "\(path)/\($0)" }
        }
    }
}

#if PLOTLINE_LIBFUZZER
/// The target this process fuzzes, chosen once from PLOTLINE_FUZZ_TARGET: libFuzzer calls back through a C
/// function pointer, which cannot carry it.
private let fuzzedTarget: Result<FuzzTarget, FuzzDriverError> = {
    let name = ProcessInfo.processInfo.environment["PLOTLINE_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        return .failure(FuzzDriverError(description: "set PLOTLINE_FUZZ_TARGET to one of: \(names) (it is '\(name)')"))
    }
    return .success(target)
}()
#endif

/// A run that cannot start.
struct FuzzDriverError: Error, CustomStringConvertible {
    let description: String
}
