import InterchangeFormats

/// The data of a display: one representation per MIME type, and per-type metadata.
///
/// `image/png` is base64 text, `image/svg+xml` is XML text, `text/plain` is always present.
public struct MIMEBundle: Sendable, Equatable {
    /// MIME type to representation.
    public var data: JSONObject
    /// MIME type to metadata (`{"image/png": {"width": 640, "height": 400}}`).
    public var metadata: JSONObject

    /// Makes a bundle.
    public init(data: JSONObject = [:], metadata: JSONObject = [:]) {
        self.data = data
        self.metadata = metadata
    }

    /// A bundle holding only `text/plain`.
    public static func plainText(_ text: String) -> MIMEBundle {
        MIMEBundle(data: ["text/plain": .string(text)])
    }
}
