import Glibc

/// The dynamic loader (`dlopen`), asked whether a library can be loaded the way it loads them at start-up.
public enum DynamicLoader {
    /// Loads `soname` and returns nil, or the loader's message when it cannot (the library or one of its own
    /// dependencies is missing). A loaded library stays loaded: the process uses it, or replaces itself.
    public static func loadError(of soname: String) -> String? {
        if dlopen(soname, RTLD_LAZY) != nil { return nil }
        guard let message = dlerror() else { return "\(soname) cannot be loaded" }
        return String(cString: message)
    }
}
