import Foundation
import InterchangeFormats
import JupyterKernel
import PlotlineCore
import PlotlineRender
import PlotlineRuntime
import PlotlineValues

/// `plotline doctor`: checks what Plotline needs on this machine and says what to fix.
public struct Doctor {
    /// Fonts whose absence degrades charts, with the Debian package that provides them.
    static let fonts: [(family: String, purpose: String, package: String, isRequired: Bool)] = [
        ("DejaVu Sans", "the default text font", "fonts-dejavu-core", true),
        ("Noto Sans CJK", "Chinese, Japanese and Korean text", "fonts-noto-cjk", false),
        ("Noto Color Emoji", "emoji", "fonts-noto-color-emoji", false),
    ]

    private let environment: [String: String]
    private let executablePath: String

    /// Makes a doctor for this process's environment and binary.
    public init(executablePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.executablePath = executablePath
        self.environment = environment
    }

    /// Renders a small chart in every output format through Cairo and Pango.
    public func checkRendering(with renderer: any GraphRenderer) -> DoctorCheck {
        let graph = XYGraph(width: 120, height: 80)
        graph.title = "doctor"
        graph.add(ScatterPlot(identifier: "check", x: [0, 1, 2], y: [1, 3, 2]))
        var failures: [String] = []
        for format in ImageFormat.allCases {
            do {
                let image = try renderer.render(graph, as: format, scale: 1)
                if image.data.isEmpty { failures.append("\(format.rawValue) is empty") }
            } catch {
                failures.append("\(format.rawValue): \(error)")
            }
        }
        let version = "cairo \(GraphicsLibraries.cairoVersion), pango \(GraphicsLibraries.pangoVersion)"
        guard failures.isEmpty else {
            return DoctorCheck(
                "Rendering", .failed, "\(version): " + failures.joined(separator: "; "),
                fix: "reinstall the libraries: sudo apt-get install --reinstall libcairo2 libpango-1.0-0 libpangocairo-1.0-0")
        }
        return DoctorCheck("Rendering", .passed, "\(version): PNG, SVG and PDF output work")
    }

    /// Looks for the fonts charts use through fontconfig.
    public func checkFonts(families: [String] = GraphicsLibraries.fontFamilies()) -> [DoctorCheck] {
        Self.fonts.map { font in
            if families.contains(where: { $0.hasPrefix(font.family) }) {
                return DoctorCheck("Font", .passed, "\(font.family) for \(font.purpose)")
            }
            return DoctorCheck(
                "Font", font.isRequired ? .failed : .warning, "\(font.family) for \(font.purpose) is not installed",
                fix: "sudo apt-get install \(font.package)")
        }
    }

    /// Names the fontconfig configuration the launcher chose (the wheel's), or nil when fontconfig reads the
    /// system's.
    public func checkFontConfiguration() -> DoctorCheck? {
        guard let file = environment["FONTCONFIG_FILE"], !file.isEmpty else { return nil }
        guard FileManager.default.isReadableFile(atPath: file) else {
            return DoctorCheck("Fonts", .failed, "FONTCONFIG_FILE names \(file), which cannot be read",
                               fix: "reinstall plotline-kernel, or unset FONTCONFIG_FILE")
        }
        return DoctorCheck("Fonts", .passed, "fontconfig reads \(file): the fonts beside it first, then the system's")
    }

    /// Finds the installed kernelspec Jupyter would start and checks that it runs this binary.
    public func checkKernelSpec() -> DoctorCheck {
        let candidates = kernelSpecDirectories().map { $0.appendingPathComponent("plotline/kernel.json") }
        guard let installed = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            return DoctorCheck(
                "Kernelspec", .warning, "no plotline kernelspec in " + kernelSpecDirectories().map(\.path).joined(separator: ", "),
                fix: "plotline install --user (or --sys-prefix inside a virtual environment)")
        }
        guard let bytes = try? Data(contentsOf: installed),
            let spec = try? JSONParser.parse(Array(bytes)),
            let argument = spec["argv"]?.arrayValue?.first?.stringValue
        else {
            return DoctorCheck("Kernelspec", .failed, "\(installed.path) cannot be read",
                               fix: "reinstall it: plotline install --user")
        }
        let program = programPath(argument, kernelDirectory: installed.deletingLastPathComponent())
        guard FileManager.default.isExecutableFile(atPath: program) else {
            return DoctorCheck("Kernelspec", .failed, "\(installed.path) starts \(program), which is not an executable",
                               fix: "reinstall it from this build: \(executablePath) install --user")
        }
        if Self.resolved(program) != Self.resolved(executablePath) {
            return DoctorCheck("Kernelspec", .warning, "\(installed.path) starts \(program), not this binary",
                               fix: "to use this build in Jupyter: \(executablePath) install --user")
        }
        return DoctorCheck("Kernelspec", .passed, "\(installed.path) starts this binary")
    }

    /// The program a kernelspec's `argv[0]` starts, as jupyter_client finds it: `{resource_dir}` replaced by the
    /// kernelspec's directory (`..` removed), a bare name looked up on PATH.
    func programPath(_ argument: String, kernelDirectory: URL) -> String {
        let expanded = argument.replacingOccurrences(of: "{resource_dir}", with: kernelDirectory.path)
        guard expanded.contains("/") else {
            let folders = (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/" + expanded }
            return folders.first { FileManager.default.isExecutableFile(atPath: $0) } ?? expanded
        }
        return URL(fileURLWithPath: expanded).standardizedFileURL.path
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The directories Jupyter searches for kernels, in its order (JUPYTER_PATH, user, environment, system); a
    /// binary installed from the wheel adds its own prefix's, where that environment's Jupyter looks.
    public func kernelSpecDirectories() -> [URL] {
        var directories: [URL] = []
        if let paths = environment["JUPYTER_PATH"] {
            directories += paths.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        if let user = try? KernelSpecInstaller.dataDirectory(for: .user, environment: environment) {
            directories.append(user)
        }
        for variable in ["VIRTUAL_ENV", "CONDA_PREFIX"] {
            if let prefix = environment[variable], !prefix.isEmpty {
                directories.append(URL(fileURLWithPath: prefix).appendingPathComponent("share/jupyter"))
            }
        }
        if let layout = InstallLayout(launcherPath: executablePath) {
            directories.append(URL(fileURLWithPath: layout.jupyterDataDirectory))
        }
        directories += ["/usr/local/share/jupyter", "/usr/share/jupyter"].map { URL(fileURLWithPath: $0) }
        var seen = Set<String>()
        return directories.map { $0.appendingPathComponent("kernels") }.filter { seen.insert($0.path).inserted }
    }
}
