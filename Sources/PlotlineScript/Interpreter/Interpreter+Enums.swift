import PlotlineCore
import PlotlineValues

/// Enumerations declared in cells: cases with raw or associated values, computed properties and methods with `self`
/// the value, `init?(rawValue:)`, switch patterns over their cases, and `throw` of an enumeration adopting `Error`.
extension Interpreter {
    /// Declares the enumeration: its name becomes a type in `environment` and in the session's registry.
    func declareEnum(_ declaration: EnumDeclaration, in environment: Environment) throws {
        try checkNotAModelType(declaration.name, declaring: "enum")
        var rawType: ValueType?
        var isError = false
        var declaredProtocols: [(UserProtocol, SourceRange)] = []
        for name in declaration.inherited {
            if let adopted = userProtocol(named: name.name, in: environment) {
                declaredProtocols.append((adopted, name.range))
                continue
            }
            switch name.name {
            case "Int": rawType = .int
            case "String": rawType = .string
            case "Double": rawType = .double
            case "Error": isError = true
            default:
                throw failure(
                    .nameError, "an enum may name a raw type (Int, String, Double), Error or a protocol declared in a cell, not '\(name.name)'", at: name.range)
            }
        }
        let userEnum = UserEnum(declaration: declaration, rawType: rawType, isError: isError, environment: environment, link: link)
        try assignRawValues(userEnum)
        let members = UserClassMembers()
        userEnum.descriptor = TypeDescriptor(
            name: userEnum.name, doc: "An enumeration declared in this session.", kind: .enumeration
        ) { built in built = members.members }
        userEnums[ObjectIdentifier(userEnum.descriptor)] = userEnum
        do {
            try declareType(declaration.name, descriptor: userEnum.descriptor, in: environment) {
                var built = try makeCaseMembers(of: userEnum)
                let declared = try makeMembers(of: .userEnum(UserEnumReference(userEnum: userEnum)), from: declaration.members)
                built.properties += declared.properties
                built.methods += declared.methods
                built.staticMethods += declared.staticMethods
                built.staticProperties += declared.staticProperties
                members.members = built
                try evaluateStaticProperties(declaration.members, in: environment) { userEnum.staticValues[$0] = $1 }
                for (adopted, range) in declaredProtocols { try adopt(adopted, by: userEnum.descriptor, at: range) }
            }
        } catch {
            userEnums[ObjectIdentifier(userEnum.descriptor)] = nil
            throw error
        }
    }

    /// Raw values as Swift gives them: written ones, else the case's name (String) or the next integer (Int).
    private func assignRawValues(_ userEnum: UserEnum) throws {
        guard let rawType = userEnum.rawType else {
            if let written = userEnum.declaration.cases.first(where: { $0.rawValue != nil }) {
                throw failure(
                    .typeError, "enum case cannot have a raw value if the enum does not have a raw type", at: written.name.range,
                    hint: "write 'enum \(userEnum.name): Int' or ': String'")
            }
            return
        }
        var next: Int? = 0
        for enumCase in userEnum.declaration.cases {
            if enumCase.associatedValues != nil {
                throw failure(.typeError, "enum with raw type cannot have cases with arguments", at: enumCase.name.range)
            }
            let value: Value
            if let written = enumCase.rawValue {
                value = try at(written.range) { try ValueConversion.convert(try evaluate(written, in: userEnum.environment), to: rawType) }
            } else if case .string = rawType {
                value = .string(enumCase.name.name)
            } else if case .int = rawType {
                guard let next else {
                    throw failure(
                        .valueError, "the raw value of enum case '\(enumCase.name.name)' would overflow Int", at: enumCase.name.range,
                        hint: "write its raw value")
                }
                value = .int(next)
            } else {
                throw failure(.typeError, "enum case '\(enumCase.name.name)' needs a raw value", at: enumCase.name.range, hint: "write '= 1.5'")
            }
            if case .int(let number) = value {
                let (following, overflow) = number.addingReportingOverflow(1)
                next = overflow ? nil : following
            }
            if let clash = userEnum.rawValues.first(where: { $0.value == value }) {
                throw failure(.typeError, "raw value for enum case is not unique (case '\(clash.key)' has it too)", at: enumCase.name.range)
            }
            userEnum.rawValues[enumCase.name.name] = value
        }
    }

    /// The members its cases make: a static property or function per case, `rawValue` and `init?(rawValue:)`.
    private func makeCaseMembers(of userEnum: UserEnum) throws -> TypeDescriptor.Members {
        let reference = UserEnumReference(userEnum: userEnum)
        var members = TypeDescriptor.Members()
        for enumCase in userEnum.declaration.cases {
            let caseName = enumCase.name.name
            guard let associated = enumCase.associatedValues else {
                members.staticProperties.append(StaticPropertyDescriptor(caseName, doc: "A case of \(userEnum.name).") {
                    .model(UserEnumValue(userEnum: reference.userEnum, caseName: caseName, payload: [], labels: []))
                })
                continue
            }
            let types = try associated.map { try resolveType($0.type) }
            let labels = associated.map(\.label)
            let parameters = zip(labels, types).enumerated().map { index, pair in Parameter(pair.0, pair.0 ?? "value\(index)", type: pair.1) }
            members.staticMethods.append(FunctionDescriptor(
                caseName, parameters: parameters, returns: .model(userEnum.descriptor), doc: "A case of \(userEnum.name) with its values."
            ) { arguments in
                let converted = try zip(arguments, types).map { try ValueConversion.convert($0, to: $1) }
                return .model(UserEnumValue(userEnum: reference.userEnum, caseName: caseName, payload: converted, labels: labels))
            })
        }
        if let rawType = userEnum.rawType {
            members.properties.append(.computed("rawValue", type: rawType, doc: "The case's raw value.") { (value: UserEnumValue) in
                value.userEnum.rawValues[value.caseName] ?? .none
            })
            members.initializers.append(FunctionDescriptor(
                "init", parameters: [Parameter("rawValue", type: rawType)], returns: .optional(.model(userEnum.descriptor)),
                doc: "The case with this raw value, or nil."
            ) { arguments in
                guard let match = reference.userEnum.rawValues.first(where: { $0.value == arguments[0] }) else { return .none }
                return .model(UserEnumValue(userEnum: reference.userEnum, caseName: match.key, payload: [], labels: []))
            })
        }
        return members
    }

    /// Runs a method or getter of an enumeration with `self` bound to the value (or the type, when static).
    func invokeEnumMethod(_ declaration: FunctionDeclaration, of userEnum: UserEnum, on receiver: Value, with arguments: [Value]) throws -> Value {
        let scope = Environment(enclosing: userEnum.environment)
        scope.isMethodScope = true
        scope.declare(Variable(name: "self", isConstant: true, value: receiver))
        return try runMethod(declaration, of: userEnum.name, in: scope, with: arguments)
    }

    // MARK: - Patterns

    /// True when `subject` is the case `name` of a user enumeration and its values match `patterns` (any values
    /// when nil), binding names in `scope`.
    func matchesEnumCase(_ name: Identifier, _ patterns: [CasePattern]?, subject: Value, in scope: Environment,
                         matching: (CasePattern, Value) throws -> Bool) throws -> Bool {
        if name.name == "some", let patterns, patterns.count == 1, !Interpreter.isUserEnumValue(subject) {
            // Swift's optional pattern: `.some(let x)` matches any value but nil.
            return try !subject.isNil && matching(patterns[0], subject)
        }
        guard case .model(let model) = subject, let value = model as? UserEnumValue else {
            throw failure(
                .typeError, "a case pattern '.\(name.name)(…)' matches values of an enum declared in a cell, not a \(subject.typeName)",
                at: name.range)
        }
        guard let declared = value.userEnum.enumCase(named: name.name) else {
            let names = value.userEnum.declaration.cases.map(\.name.name)
            throw failure(
                .propertyError, "type '\(value.userEnum.name)' has no member '\(name.name)'", at: name.range,
                hint: Suggestion.closest(to: name.name, among: names).map { "did you mean '\($0)'?" })
        }
        let arity = declared.associatedValues?.count ?? 0
        if let patterns, patterns.count != arity {
            throw failure(
                .typeError, "the case '.\(name.name)' has \(arity) associated values, not \(patterns.count)", at: name.range)
        }
        guard value.caseName == name.name else { return false }
        guard let patterns else { return true }
        for (pattern, element) in zip(patterns, value.payload) where try !matching(pattern, element) { return false }
        return true
    }

    /// True for a value of an enumeration declared in a cell.
    static func isUserEnumValue(_ value: Value) -> Bool {
        if case .model(let model) = value { return model is UserEnumValue }
        return false
    }

    /// The cases of a user enumeration a switch's patterns do not cover (for exhaustiveness), or nil when the
    /// subject is not one.
    func uncoveredCases(of subject: Value, by items: [SwitchCase.Item]) -> [String]? {
        guard case .model(let model) = subject, let value = model as? UserEnumValue else { return nil }
        var covered = Set<String>()
        for item in items where item.condition == nil {
            switch item.pattern {
            case .enumCase(let name, let patterns) where patterns?.allSatisfy(\.matchesAnything) ?? true:
                covered.insert(name.name)
            case .expression(let expression):
                if case .implicitMember(let name) = expression.kind { covered.insert(name.name) }
            default:
                break
            }
        }
        return value.userEnum.declaration.cases.map(\.name.name).filter { !covered.contains($0) }
    }
}
