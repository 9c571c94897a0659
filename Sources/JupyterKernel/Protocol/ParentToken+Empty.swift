extension ParentToken {
    /// The token of no request: an empty parent header `{}`.
    public static let empty = ParentToken(headerBytes: Array("{}".utf8))

    /// True when this names no request.
    public var isEmpty: Bool { headerBytes == ParentToken.empty.headerBytes }
}
