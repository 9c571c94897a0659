import PlotlineValues

extension CaughtError: ModelValue {
    /// The type of errors in general, which every kind's type refines.
    public static let errorDescriptor = TypeDescriptor(
        name: "Error", doc: "An error a 'catch' caught; its type is its kind (DataError, ValueError …).", kind: .value
    ) { members in
        members.properties = properties
    }

    /// One type per catchable kind, each constructible to `throw` it: `throw DataError("no rows for host")`.
    public static let kindDescriptors: [ErrorKind: TypeDescriptor] = Dictionary(
        uniqueKeysWithValues: catchableKinds.map { kind in (kind, descriptor(of: kind)) })

    /// Every error type, `Error` first.
    public static var descriptors: [TypeDescriptor] {
        [errorDescriptor] + catchableKinds.compactMap { kindDescriptors[$0] }
    }

    private static func descriptor(of kind: ErrorKind) -> TypeDescriptor {
        TypeDescriptor(
            name: kind.rawValue, doc: "An error of kind \(kind.rawValue); 'throw \(kind.rawValue)(\"message\")' raises one.",
            kind: .value, superType: errorDescriptor
        ) { members in
            members.initializers = [
                FunctionDescriptor(
                    "init", parameters: [Parameter(nil, "message", String.self), Parameter("hint", String?.self, default: .some(nil))],
                    returns: .model(errorDescriptor), doc: "An error of this kind with a message and an optional hint."
                ) { arguments in
                    .model(CaughtError(kind: kind, message: try String.fromValue(arguments[0]), hint: try String?.fromValue(arguments[1])))
                },
            ]
        }
    }

    private static var properties: [PropertyDescriptor] {
        [
            .computed("message", type: .string, doc: "What went wrong.") { (error: CaughtError) in .string(error.message) },
            .computed("localizedDescription", type: .string, doc: "The message, as Swift's errors name it.") {
                (error: CaughtError) in .string(error.message)
            },
            .computed("hint", type: .optional(.string), doc: "The suggestion that came with the error, or nil.") {
                (error: CaughtError) in error.hint.map(Value.string) ?? .none
            },
            .computed("kind", type: .string, doc: "The kind's name: DataError, ValueError …") { (error: CaughtError) in
                .string(error.kind.rawValue)
            },
        ]
    }

    /// The type of this error: its kind's.
    public var typeDescriptor: TypeDescriptor { Self.kindDescriptors[kind] ?? Self.errorDescriptor }

    /// `DataError: message`.
    public var summary: String { "\(kind.rawValue): \(message)" }
}
