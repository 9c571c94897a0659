import ArgumentParser
import PlotlineKernel
import PlotlineRuntime

/// The `plotline` tool: the Jupyter kernel, its installer, a script runner and a terminal REPL.
@main
struct PlotlineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plotline",
        abstract: "Core Plot charts in a Swift-flavoured language, as a Jupyter kernel.",
        version: PlotlineVersion.current,
        subcommands: [
            KernelCommand.self, InstallCommand.self, RunCommand.self, ReplCommand.self, DoctorCommand.self,
            ReferenceCommand.self,
        ]
    )
}
