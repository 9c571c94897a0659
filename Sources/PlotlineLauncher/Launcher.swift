import PlotlineRuntime

/// What the wheel installs as `plotline`: checks that the shared libraries the kernel binary needs from the system
/// can be loaded, points fontconfig at the wheel's configuration, then replaces itself with that binary
/// (`PREFIX/libexec/plotline/plotline`), passing every argument on.
/// When one is missing it names the library and its Debian package instead of letting the dynamic loader fail
/// before the binary's `main`; `plotline doctor` then prints the library checks and stops.
@main
enum Launcher {
    /// Checks the libraries and execs the kernel binary with this process's arguments, or explains and exits.
    static func main() {
        let arguments = CommandLine.arguments
        let program = "plotline"
        guard let binary = kernelBinaryPath() else {
            ProcessImage.printError("\(program): cannot find the kernel binary beside this launcher (expected "
                + "PREFIX/\(InstallLayout.binarySubpath) for PREFIX/\(InstallLayout.launcherSubpath)); "
                + "reinstall plotline-kernel\n")
            ProcessImage.terminate(status: 2)
        }
        let check = RuntimeLibraryCheck(libraries: RuntimeLibrary.needed(byProgramAt: binary))
        guard check.failures.isEmpty else { reportMissing(check, program: program, arguments: arguments) }
        if let layout = InstallLayout(binaryPath: binary) { useTheWheelsLibraryConfiguration(layout) }
        let reason = ProcessImage.replace(with: binary, arguments: arguments)
        ProcessImage.printError("\(program): cannot run \(binary): \(reason)\n")
        ProcessImage.terminate(status: 126)
    }

    /// The kernel binary of the layout this launcher belongs to, when it is there.
    private static func kernelBinaryPath() -> String? {
        guard let launcher = ProcessImage.executablePath(), let layout = InstallLayout(launcherPath: launcher),
            ProcessImage.isExecutable(layout.binaryPath)
        else { return nil }
        return layout.binaryPath
    }

    /// Points fontconfig at the wheel's configuration (its fonts first, its own cache) and keeps the system's GIO
    /// modules, built for another GLib, out of the wheel's GLib.
    private static func useTheWheelsLibraryConfiguration(_ layout: InstallLayout) {
        guard layout.carriesLibraries else { return }
        if ProcessImage.isReadable(layout.fontconfigFile) {
            ProcessImage.setEnvironment("FONTCONFIG_FILE", layout.fontconfigFile)
        }
        ProcessImage.setEnvironment("GIO_MODULE_DIR", layout.libraryDirectory + "/gio-modules")
    }

    /// Prints the library checks (for `doctor`) or why the program cannot start, and exits with 1.
    private static func reportMissing(_ check: RuntimeLibraryCheck, program: String, arguments: [String]) -> Never {
        if arguments.dropFirst().first == "doctor" {
            let lines = check.doctorChecks.flatMap(\.reportLines)
            ProcessImage.printOut(lines.joined(separator: "\n") + "\n")
            ProcessImage.printOut("\(check.failures.count) problem(s): Plotline cannot start without the libraries "
                + "above; install them and run `\(program) doctor` again for the other checks.\n")
        } else {
            ProcessImage.printError(check.startFailureMessage(program: program))
        }
        ProcessImage.terminate(status: 1)
    }
}
