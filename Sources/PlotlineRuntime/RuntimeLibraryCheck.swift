/// Loads every runtime library `plotline` links and says which are missing, in a doctor report or in the
/// message a launcher prints instead of the dynamic loader's when the kernel cannot start.
public struct RuntimeLibraryCheck: Sendable {
    /// One library and why it could not be loaded (nil when it could).
    public struct Outcome: Sendable, Equatable {
        /// The library checked.
        public let library: RuntimeLibrary
        /// The loader's message, or nil when the library loaded.
        public let loadError: String?
    }

    /// Every library checked, in table order.
    public let outcomes: [Outcome]

    /// Checks `libraries` with `loadError` (the real loader unless a test gives another).
    public init(
        libraries: [RuntimeLibrary] = RuntimeLibrary.all,
        loadError: (String) -> String? = DynamicLoader.loadError(of:)
    ) {
        outcomes = libraries.map { Outcome(library: $0, loadError: loadError($0.soname)) }
    }

    /// The outcomes of the libraries that could not be loaded.
    public var failures: [Outcome] {
        outcomes.filter { $0.loadError != nil }
    }

    /// The command that installs the packages of every library that could not be loaded, or nil when all loaded.
    public var installCommand: String? {
        let packages = failures.map(\.library.package).reduce(into: [String]()) { unique, package in
            if !unique.contains(package) { unique.append(package) }
        }
        return packages.isEmpty ? nil : "sudo apt-get install " + packages.joined(separator: " ")
    }

    /// One doctor check per library: passed when it loaded, failed with the package to install when not.
    public var doctorChecks: [DoctorCheck] {
        outcomes.map { outcome in
            let library = outcome.library
            guard let error = outcome.loadError else {
                return DoctorCheck("Library", .passed, "\(Self.name(library)) from \(library.package)")
            }
            return DoctorCheck("Library", .failed, Self.problem(library, error), fix: Self.fix(library, error))
        }
    }

    /// What a launcher prints to stderr, instead of the loader's message, when `program` cannot start.
    public func startFailureMessage(program: String) -> String {
        var lines = failures.map { failure in
            "\(program): cannot start: " + Self.problem(failure.library, failure.loadError ?? "")
        }
        if let installCommand { lines.append("Install what is missing with: \(installCommand)") }
        lines.append("Then `\(program) doctor` checks everything else Plotline needs.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "is not installed" when the loader cannot find the library itself, else the loader's own message
    /// (a library it depends on is missing or broken).
    private static func problem(_ library: RuntimeLibrary, _ error: String) -> String {
        if isMissing(library, error) { return "\(name(library)) is not installed (Debian package \(library.package))" }
        return "\(name(library)) cannot be loaded: \(error)"
    }

    private static func name(_ library: RuntimeLibrary) -> String {
        "\(library.soname) (\(library.purpose))"
    }

    private static func fix(_ library: RuntimeLibrary, _ error: String) -> String {
        if isMissing(library, error) { return "sudo apt-get install \(library.package)" }
        return "sudo apt-get install --reinstall \(library.package), or sudo apt-get --fix-broken install"
    }

    /// Whether the loader's message is about the library itself rather than one of its dependencies.
    private static func isMissing(_ library: RuntimeLibrary, _ error: String) -> Bool {
        error.hasPrefix(library.soname + ":")
    }
}
