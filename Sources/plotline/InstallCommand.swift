import ArgumentParser
import Foundation
import PlotlineKernel
import PlotlineRender
import PlotlineRuntime

/// `plotline install`: writes the kernelspec naming this binary.
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install the Plotline kernelspec so that Jupyter can start this build."
    )

    @Flag(help: "Install for the current user (the default).")
    var user = false

    @Flag(name: .customLong("sys-prefix"), help: "Install into the active Python environment's prefix.")
    var sysPrefix = false

    @Option(help: "Install into DIR/share/jupyter/kernels/plotline.")
    var prefix: String?

    func validate() throws {
        let chosen = [user, sysPrefix, prefix != nil].filter { $0 }.count
        guard chosen <= 1 else { throw ValidationError("choose one of --user, --sys-prefix and --prefix DIR") }
    }

    func run() throws {
        let destination: KernelSpecInstaller.Destination
        if let prefix {
            destination = .prefix(prefix)
        } else if sysPrefix {
            destination = .sysPrefix
        } else {
            destination = .user
        }
        let logos = try KernelLogo.files(renderer: CairoGraphRenderer())
        let installer = KernelSpecInstaller(executablePath: try ExecutablePath.current(), extraFiles: logos)
        let directory = try installer.install(to: destination)
        print("Installed the Plotline kernelspec in \(directory.path)")
        let dataDirectory = directory.deletingLastPathComponent().deletingLastPathComponent()
        let template = try NbconvertTemplate.install(into: dataDirectory)
        print("Installed the nbconvert template in \(template.path) (jupyter nbconvert --template plotline)")
        if destination == .user {
            // JupyterLab reads setting defaults only from its own environment's prefix, never the user's data folder.
            print("For charts that survive reopening a notebook, turn on Settings ▸ Widget Manager ▸ Save Widget State "
                + "Automatically (or install with --sys-prefix)")
        } else {
            let settings = try JupyterLabSettings.install(into: dataDirectory)
            print("Installed JupyterLab's setting defaults in \(settings.path) (saved notebooks keep interactive charts)")
        }
        print("Start it with: jupyter lab (choose \"Plotline\"), or: jupyter console --kernel plotline")
    }
}

/// The absolute path of the program that starts this binary: the running binary, or, when it was installed from
/// the wheel, the launcher that checks the runtime libraries before starting it.
enum ExecutablePath {
    static func current() throws -> String {
        let binary = runningBinary()
        if let layout = InstallLayout(binaryPath: binary),
            FileManager.default.isExecutableFile(atPath: layout.launcherPath)
        {
            return layout.launcherPath
        }
        return binary
    }

    private static func runningBinary() -> String {
        let link = "/proc/self/exe"
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: link) { return resolved }
        let argument = CommandLine.arguments.first ?? "plotline"
        let url = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return url.standardizedFileURL.path
    }
}
