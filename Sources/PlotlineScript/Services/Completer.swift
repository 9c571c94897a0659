import PlotlineCore
import PlotlineValues

/// Completion at a cursor: members after `.` on live objects and key paths, implicit members of the type the
/// context expects (after `=` or an argument label), argument labels inside a call, type names after `:`,
/// and names in scope with keywords.
///
/// It reads the text before the cursor with the language's own lexer and resolves receivers with
/// `ChainResolver`, so it never runs code with side effects.
struct Completer {
    let session: Session

    /// Set per request from the text before the cursor.
    private var resolver: ChainResolver
    private var cellNames: [String] = []

    init(session: Session) {
        self.session = session
        self.resolver = ChainResolver(session: session)
    }

    /// The keywords offered among names: the reserved ones and the words that start statements without being
    /// reserved (`switch`, `guard`, `do` …).
    static let keywords = Keyword.allCases.map(\.rawValue) + Parser.statementWords

    /// The completions for `code` with the cursor at `cursor` (Unicode scalars).
    func complete(_ code: String, cursor: Int) -> Completions {
        let text = CursorText(code: code, cursor: cursor)
        let (tokens, diagnostics) = Lexer.tokenize(SourceFile(name: "completion", text: text.prefix))
        var body = Array(tokens.dropLast())  // without end of input
        var completer = self
        let declarations = CellDeclarations(tokens: body)
        completer.resolver.cell = declarations
        completer.cellNames = declarations.names
        return completer.complete(text, body: &body, diagnostics: diagnostics)
    }

    private func complete(_ text: CursorText, body: inout [Token], diagnostics: [Diagnostic]) -> Completions {
        if diagnostics.contains(where: \.isAtEndOfInput) || endsInLineComment(text.prefix, after: body.last) {
            return .none(at: text.scalarOffset)
        }
        var partial = ""
        if let last = body.last, let name = last.kind.nameLike, last.range.end.offset == text.characterOffset {
            partial = name
            body.removeLast()
        }
        let start = text.scalarOffset - partial.unicodeScalars.count
        let candidates = candidates(after: body, partial: partial)
        let matches = Self.filter(candidates, by: partial)
        return Completions(matches: matches, start: start, end: text.scalarOffset)
    }

    // MARK: Contexts

    private func candidates(after tokens: [Token], partial: String) -> [Completions.Match] {
        guard let last = tokens.last else { return names() }
        let count = tokens.count
        if last.isPunctuator(.dot) {
            if count >= 2, ChainExpression.endsOperand(tokens[count - 2]), !last.hasLeadingSpace {
                return memberCandidates(ofChainEndingAt: count - 2, in: tokens)
            }
            return implicitMemberCandidates(expected: expectedType(before: count - 1, in: tokens))
        }
        if isTypeAnnotation(tokens) { return typeNames() }
        if let open = TokenScan.innermostOpener(before: count, in: tokens), tokens[open].isPunctuator(.leftParen),
           last.isPunctuator(.leftParen) || last.isPunctuator(.comma) {
            let labels = labelCandidates(inCallOpenedAt: open, in: tokens)
            if partial.isEmpty && !labels.isEmpty { return labels }
            return labels + names()
        }
        return names()
    }

    /// `base.` — the members of a live value, of a type (static members) or of an instance known by its type.
    private func memberCandidates(ofChainEndingAt end: Int, in tokens: [Token]) -> [Completions.Match] {
        guard let chain = ChainExpression.ending(at: end, in: tokens), let receiver = resolver.resolve(chain)?.receiver else {
            return []
        }
        switch receiver {
        case .value(.type(let descriptor)):
            return staticMembers(of: descriptor)
        case .value(let value):
            guard let table = Members.table(for: value) else { return [] }
            var matches = instanceMembers(of: table.descriptor)
            if case .object(let object) = value {
                matches += object.dynamicKeys.map { Completions.Match($0, kind: .property) }
            }
            switch value {
            case .object, .model, .array, .dictionary: matches += instanceMembers(of: BuiltinTypes.keyValueCoding)
            default: break
            }
            return matches
        case .instance(let descriptor):
            return instanceMembers(of: descriptor)
        }
    }

    private func implicitMemberCandidates(expected: ValueType?) -> [Completions.Match] {
        guard let scope = TypeRegistry.implicitMemberScope(for: expected) else { return [] }
        var matches = staticMembers(of: scope)
        if expected?.acceptsNil == true, !matches.contains(where: { $0.text == "none" }) {
            matches.append(Completions.Match("none", kind: .enumMember, detail: "nil"))
        }
        return matches
    }

    /// `Type(` or `f(a, ` — the labels of the call's parameters not written yet, in declaration order.
    private func labelCandidates(inCallOpenedAt open: Int, in tokens: [Token]) -> [Completions.Match] {
        guard open >= 1, let chain = ChainExpression.ending(at: open - 1, in: tokens),
              let subject = resolver.resolve(chain) else { return [] }
        let written = TokenScan.labelsWritten(inCallOpenedAt: open, before: tokens.count, in: tokens)
        var seen = Set<String>()
        var matches: [Completions.Match] = []
        for parameters in subject.callableParameterLists {
            for parameter in parameters {
                guard let label = parameter.label, !written.contains(label), seen.insert(label).inserted else { continue }
                matches.append(Completions.Match("\(label):", kind: .label, detail: parameter.type.description))
            }
        }
        return matches
    }

    // MARK: The expected type of an implicit member

    /// The type the context before `tokens[end]` expects: an assignment's target, an argument's parameter, or a
    /// declaration's annotation.
    private func expectedType(before end: Int, in tokens: [Token]) -> ValueType? {
        guard end >= 1 else { return nil }
        let previous = tokens[end - 1]
        if isAssignmentOrComparison(previous) {
            if end >= 4, tokens[end - 3].isPunctuator(.colon), let typeName = tokens[end - 2].kind.nameLike,
               let type = session.interpreter.registry.valueType(named: typeName) {
                return type  // let x: Theme = .
            }
            guard end >= 2, let chain = ChainExpression.ending(at: end - 2, in: tokens) else { return nil }
            return resolver.assignedType(of: chain)
        }
        guard let open = TokenScan.innermostOpener(before: end, in: tokens), tokens[open].isPunctuator(.leftParen),
              open >= 1, let chain = ChainExpression.ending(at: open - 1, in: tokens),
              let subject = resolver.resolve(chain) else { return nil }
        let lists = subject.callableParameterLists
        if previous.isPunctuator(.colon), end >= 2, let label = tokens[end - 2].kind.nameLike {
            for parameters in lists {
                if let parameter = parameters.first(where: { $0.label == label }) { return parameter.type }
            }
            return nil
        }
        guard previous.isPunctuator(.leftParen) || previous.isPunctuator(.comma) else { return nil }
        let index = TokenScan.argumentIndex(inCallOpenedAt: open, before: end, in: tokens)
        for parameters in lists where parameters.indices.contains(index) && parameters[index].label == nil {
            return parameters[index].type
        }
        return nil
    }

    private func isAssignmentOrComparison(_ token: Token) -> Bool {
        guard case .punctuator(let punctuator) = token.kind else { return false }
        switch punctuator {
        case .equal, .plusEqual, .minusEqual, .starEqual, .slashEqual, .percentEqual, .equalEqual, .bangEqual: return true
        default: return false
        }
    }

    /// `let x: ` or `-> ` (a type is expected).
    private func isTypeAnnotation(_ tokens: [Token]) -> Bool {
        guard let last = tokens.last else { return false }
        if last.isPunctuator(.arrow) { return true }
        guard last.isPunctuator(.colon), tokens.count >= 3 else { return false }
        let declarer = tokens[tokens.count - 3]
        return declarer.isKeyword(.let) || declarer.isKeyword(.var)
    }

    // MARK: Candidate lists

    /// A type's properties and methods, with those the session's extensions added.
    private func instanceMembers(of descriptor: TypeDescriptor) -> [Completions.Match] {
        let added = session.interpreter.modelExtensions.instanceMembers(of: descriptor)
        return (descriptor.properties + added.properties).map { Completions.Match($0.name, kind: .property, detail: $0.type.description) }
            + (descriptor.methods + added.methods).map { Completions.Match($0.name, kind: .function, detail: $0.signature) }
    }

    /// A type's static members (its cases, for an enumeration), with those the session's extensions added.
    private func staticMembers(of descriptor: TypeDescriptor) -> [Completions.Match] {
        let kind: Completions.Match.Kind = descriptor.kind == .enumeration ? .enumMember : .property
        let added = session.interpreter.modelExtensions.staticMembers(of: descriptor)
        return (descriptor.staticProperties + added.properties).map { Completions.Match($0.name, kind: kind, detail: descriptor.name) }
            + (descriptor.staticMethods + added.functions).map { Completions.Match($0.name, kind: .function, detail: $0.signature) }
    }

    private func names() -> [Completions.Match] {
        var matches = cellNames.map { Completions.Match($0, kind: .variable) }
        for name in session.globalNames where !name.hasPrefix("$") {
            let kind: Completions.Match.Kind
            switch session.value(named: name) {
            case .type?: kind = .type
            case .callable?: kind = .function
            default: kind = .variable
            }
            matches.append(Completions.Match(name, kind: kind, detail: session.value(named: name)?.typeName))
        }
        return matches + Self.keywords.map { Completions.Match($0, kind: .keyword) }
    }

    private func typeNames() -> [Completions.Match] {
        let registry = session.interpreter.registry
        let scalars = ["Any", "Int", "Double", "Bool", "String"]
        return (scalars + registry.names.filter { !scalars.contains($0) }).map { Completions.Match($0, kind: .type) }
    }

    // MARK: Helpers

    /// Candidates starting with `partial` (case-sensitive), each text once, in a stable order: user names and
    /// declared members as given.
    static func filter(_ candidates: [Completions.Match], by partial: String) -> [Completions.Match] {
        var seen = Set<String>()
        return candidates.filter { $0.text.hasPrefix(partial) && seen.insert($0.text).inserted }
    }

    /// True when the cursor is in a `//` comment after the last token.
    private func endsInLineComment(_ prefix: String, after last: Token?) -> Bool {
        let tail = prefix.dropFirst(last?.range.end.offset ?? 0)
        guard let lastLine = tail.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).last else { return false }
        return lastLine.contains("//")
    }
}
