import Foundation

/// The JupyterLab and Notebook 7 setting Plotline's interactive charts need: the widget manager's "Save Widget State
/// Automatically" (`saveState`), so a saved notebook keeps each chart's last frame in its widget state and a notebook
/// reopened with a fresh kernel shows the charts instead of "Error displaying widget: model not found".
///
/// It is a default in JupyterLab's `overrides.d` (one file per package, under the environment's
/// share/jupyter/lab/settings), so a person's own setting still wins; share/jupyter/lab/settings/overrides.d is the
/// same file, which the wheel installs.
public enum JupyterLabSettings {
    /// The file's name in `overrides.d`.
    public static let fileName = "plotline-kernel.json"

    /// The file's contents.
    public static let overrides = """
        {
          "@jupyter-widgets/jupyterlab-manager:plugin": {
            "saveState": true
          }
        }

        """

    /// Writes the defaults under `dataDirectory` (an environment's share/jupyter) and returns the file written.
    ///
    /// - Throws: `KernelSpecInstallerError.cannotWrite` when the directory cannot be made or written.
    @discardableResult
    public static func install(into dataDirectory: URL) throws -> URL {
        let directory = dataDirectory.appendingPathComponent("lab/settings/overrides.d", isDirectory: true)
        let file = directory.appendingPathComponent(fileName)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(overrides.utf8).write(to: file, options: .atomic)
        } catch {
            throw KernelSpecInstallerError.cannotWrite(directory.path, reason: error.localizedDescription)
        }
        return file
    }
}
