import ArgumentParser
import Foundation
import PlotlineCore
import PlotlineScript

/// `plotline reference [-o FILE]`: writes the language reference (docs/reference.md) from the tables `help` reads.
struct ReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reference",
        abstract: "Write the language reference (Markdown) generated from the tables help(x) reads."
    )

    @Option(name: [.short, .customLong("output")], help: "Where to write the reference; standard output when absent.")
    var output: String?

    func run() throws {
        let markdown = ReferenceDocument(session: Session(types: ModelTypes.all)).markdown
        guard let output else {
            FileHandle.standardOutput.write(Data(markdown.utf8))
            return
        }
        do {
            try Data(markdown.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw RunCommandError("cannot write \(output): \(error.localizedDescription)")
        }
    }
}
