/// Version strings reported by the kernel and the command-line tool.
public enum PlotlineVersion {
    /// The implementation's version.
    public static let current = "0.1.0"
    /// The language's version.
    public static let language = "0.1"
}
