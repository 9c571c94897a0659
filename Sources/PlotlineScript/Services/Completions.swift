import PlotlineValues

/// What completion offers at a cursor: candidates replacing the text from `start` to `end`, both counted in
/// Unicode scalars (code points), as Jupyter's `complete_reply` wants them.
public struct Completions: Equatable {
    /// One candidate.
    public struct Match: Equatable {
        /// What a candidate is, for the front end's icon.
        public enum Kind: String, Equatable {
            /// An instance or static property.
            case property
            /// A method, function or builtin.
            case function
            /// A type name.
            case type = "class"
            /// An enumeration case or static value.
            case enumMember = "enum"
            /// A variable or constant.
            case variable
            /// A keyword.
            case keyword
            /// An argument label, `width:`.
            case label = "param"
        }

        /// The text inserted.
        public var text: String
        /// What it is.
        public var kind: Kind
        /// Its type or signature, when known (`Double`, `add(_ plot: Plot)`).
        public var detail: String?

        /// Makes a candidate.
        public init(_ text: String, kind: Kind, detail: String? = nil) {
            self.text = text
            self.kind = kind
            self.detail = detail
        }
    }

    /// The candidates, in the order to show them.
    public var matches: [Match]
    /// The start of the replaced text, in Unicode scalars.
    public var start: Int
    /// The end of the replaced text (the cursor), in Unicode scalars.
    public var end: Int

    /// Makes completions.
    public init(matches: [Match], start: Int, end: Int) {
        self.matches = matches
        self.start = start
        self.end = end
    }

    /// Nothing to offer at `cursor`.
    public static func none(at cursor: Int) -> Completions {
        Completions(matches: [], start: cursor, end: cursor)
    }
}
