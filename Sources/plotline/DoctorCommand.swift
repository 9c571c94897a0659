import ArgumentParser
import JupyterZMQ
import PlotlineKernel
import PlotlineRender
import PlotlineRuntime

/// `plotline doctor`: checks the shared libraries, Cairo, Pango, fonts, ZeroMQ and the installed kernelspec, and
/// says what to fix. (Installed from the wheel, the launcher runs the library checks itself when one is missing.)
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the libraries, Cairo, Pango, fonts, ZeroMQ and the installed kernelspec, and say what to fix."
    )

    func run() throws {
        let executable = try ExecutablePath.current()
        let doctor = Doctor(executablePath: executable)
        var checks = RuntimeLibraryCheck(libraries: RuntimeLibrary.needed(byProgramAt: executable)).doctorChecks
        checks.append(doctor.checkRendering(with: CairoGraphRenderer()))
        checks += doctor.checkFonts()
        if let configuration = doctor.checkFontConfiguration() { checks.append(configuration) }
        checks.append(checkZeroMQ())
        checks.append(doctor.checkKernelSpec())
        for check in checks {
            check.reportLines.forEach { print($0) }
        }
        let failed = checks.filter { $0.status == .failed }.count
        let warned = checks.filter { $0.status == .warning }.count
        print(failed == 0 && warned == 0 ? "Everything Plotline needs is in place." :
              "\(failed) problem(s) and \(warned) warning(s): see the fixes above.")
        if failed > 0 { throw ExitCode(1) }
    }

    /// Binds and connects a pair of sockets over loopback TCP and passes a message; says whether libzmq has CURVE.
    private func checkZeroMQ() -> DoctorCheck {
        let version = "libzmq \(ZMQContext.libraryVersion)"
        do {
            let context = try ZMQContext()
            defer { context.terminate() }
            let server = try ZMQSocket(context: context, type: .pair)
            let client = try ZMQSocket(context: context, type: .pair)
            defer {
                client.close()
                server.close()
            }
            try server.bind("tcp://127.0.0.1:*")
            try client.connect(try server.lastEndpoint())
            try client.send([Array("ping".utf8)])
            guard try server.receive() == [Array("ping".utf8)] else {
                return DoctorCheck("ZeroMQ", .failed, "\(version): a message came back changed",
                                   fix: "reinstall libzmq5")
            }
            guard ZMQCurve.isAvailable else {
                return DoctorCheck("ZeroMQ", .warning,
                                   "\(version): loopback TCP sockets work, but this libzmq has no CURVE, so a kernel "
                                       + "asked for transport encryption refuses to start",
                                   fix: "install a libzmq built with libsodium (Debian's libzmq5 is)")
            }
            return DoctorCheck("ZeroMQ", .passed, "\(version): loopback TCP sockets work; CURVE encryption available")
        } catch {
            return DoctorCheck("ZeroMQ", .failed, "\(version): \(error)",
                               fix: "check that loopback networking works and libzmq5 is installed")
        }
    }
}
