import Foundation
import InterchangeFormats
import JupyterKernel
import PlotlineValues

/// Writes the kernelspec (kernel.json and logos) into a Jupyter data directory, naming this binary by its
/// absolute path so that Jupyter starts this build.
public struct KernelSpecInstaller {
    /// Where to install, as jupyter's `kernelspec install` names it.
    public enum Destination: Equatable {
        /// The user's Jupyter data directory (`$JUPYTER_DATA_DIR` or `~/.local/share/jupyter`).
        case user
        /// The prefix of the active Python environment (`$VIRTUAL_ENV`, `$CONDA_PREFIX` or python3's `sys.prefix`).
        case sysPrefix
        /// `DIR/share/jupyter`.
        case prefix(String)
    }

    /// The kernel's directory name under `kernels/`.
    public static let kernelName = "plotline"

    /// The absolute path of the `plotline` binary to start.
    public let executablePath: String
    /// Files to copy beside kernel.json (logos), name to contents.
    public let extraFiles: [String: [UInt8]]

    /// Makes an installer for the binary at `executablePath`.
    public init(executablePath: String, extraFiles: [String: [UInt8]] = [:]) {
        self.executablePath = executablePath
        self.extraFiles = extraFiles
    }

    /// kernel.json's contents: `argv` starts this binary with `kernel -f {connection_file}`; `metadata` declares
    /// CurveZMQ, so clients that provision transport encryption (jupyter_client's `transport_encryption`) do.
    public func kernelJSON() -> JSONValue {
        [
            "argv": [.string(executablePath), "kernel", "-f", "{connection_file}"],
            "display_name": "Plotline",
            "language": "plotline",
            "interrupt_mode": "message",
            "metadata": ["supported_encryption": ["curve"], "debugger": true],
        ]
    }

    /// Installs into `destination` and returns the kernel directory written.
    ///
    /// - Throws: `KernelSpecInstallerError` when the directory cannot be found or written.
    @discardableResult
    public func install(to destination: Destination, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> URL
    {
        let kernelDirectory = try Self.dataDirectory(for: destination, environment: environment)
            .appendingPathComponent("kernels", isDirectory: true)
            .appendingPathComponent(Self.kernelName, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: kernelDirectory, withIntermediateDirectories: true)
            let json = try JSONWriter.serialize(kernelJSON()) + Array("\n".utf8)
            try Data(json).write(to: kernelDirectory.appendingPathComponent("kernel.json"), options: .atomic)
            for (name, bytes) in extraFiles {
                try Data(bytes).write(to: kernelDirectory.appendingPathComponent(name), options: .atomic)
            }
        } catch {
            throw KernelSpecInstallerError.cannotWrite(kernelDirectory.path, reason: "\(error.localizedDescription)")
        }
        return kernelDirectory
    }

    /// The Jupyter data directory (the one holding `kernels/`) for a destination.
    public static func dataDirectory(for destination: Destination, environment: [String: String]) throws -> URL {
        switch destination {
        case .prefix(let prefix):
            return URL(fileURLWithPath: prefix, isDirectory: true).appendingPathComponent("share/jupyter")
        case .sysPrefix:
            return URL(fileURLWithPath: try pythonPrefix(environment: environment), isDirectory: true)
                .appendingPathComponent("share/jupyter")
        case .user:
            if let dataDirectory = environment["JUPYTER_DATA_DIR"], !dataDirectory.isEmpty {
                return URL(fileURLWithPath: dataDirectory, isDirectory: true)
            }
            if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
                return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("jupyter")
            }
            guard let home = environment["HOME"], !home.isEmpty else {
                throw KernelSpecInstallerError.noHomeDirectory
            }
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share/jupyter")
        }
    }

    private static func pythonPrefix(environment: [String: String]) throws -> String {
        for variable in ["VIRTUAL_ENV", "CONDA_PREFIX"] {
            if let prefix = environment[variable], !prefix.isEmpty { return prefix }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; print(sys.prefix)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            throw KernelSpecInstallerError.noPython
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let prefix = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !prefix.isEmpty else { throw KernelSpecInstallerError.noPython }
        return prefix
    }
}

/// Why a kernelspec could not be installed.
public enum KernelSpecInstallerError: Error, CustomStringConvertible {
    /// Neither `$HOME` nor `$JUPYTER_DATA_DIR` is set.
    case noHomeDirectory
    /// `--sys-prefix` without an active environment and without python3.
    case noPython
    /// The directory could not be created or written.
    case cannotWrite(String, reason: String)

    /// A message saying what to do.
    public var description: String {
        switch self {
        case .noHomeDirectory:
            return "cannot find your home directory: set HOME or JUPYTER_DATA_DIR, or use --prefix DIR"
        case .noPython:
            return "--sys-prefix needs an active Python environment (VIRTUAL_ENV) or python3 on PATH; or use --prefix DIR"
        case .cannotWrite(let path, let reason):
            return "cannot write the kernelspec to \(path): \(reason); try --user or --prefix DIR"
        }
    }
}
