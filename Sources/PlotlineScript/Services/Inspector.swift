/// Inspection at a cursor (Jupyter's shift-tab): the name under the cursor, or the function whose call the
/// cursor is in, resolved as a pure key path and described by `HelpText`.
struct Inspector {
    let session: Session

    /// The text describing what is at `cursor` (Unicode scalars), or nil when nothing known is there.
    func inspect(_ code: String, cursor: Int, detail: Int) -> String? {
        let text = CursorText(code: code, cursor: cursor)
        let tokens = Array(Lexer.tokenize(SourceFile(name: "inspection", text: code)).tokens.dropLast())
        var resolver = ChainResolver(session: session)
        resolver.cell = CellDeclarations(tokens: tokens.filter { $0.range.end.offset <= text.characterOffset })
        resolver.prefersCellDeclarations = false
        guard let chain = chain(at: text.characterOffset, in: tokens), let subject = resolver.resolve(chain) else { return nil }
        return HelpText(detail: detail, extensions: session.interpreter.modelExtensions).text(for: subject)
    }

    /// The key path whose last name touches `offset`, else the callee of the innermost call around it.
    private func chain(at offset: Int, in tokens: [Token]) -> ChainExpression? {
        if let index = tokens.lastIndex(where: { token in
            token.kind.nameLike != nil && token.range.start.offset <= offset && offset <= token.range.end.offset
        }) {
            return ChainExpression.ending(at: index, in: tokens)
        }
        let before = tokens.prefix { $0.range.end.offset <= offset }.count
        guard let open = TokenScan.innermostOpener(before: before, in: tokens), tokens[open].isPunctuator(.leftParen),
              open >= 1 else { return nil }
        return ChainExpression.ending(at: open - 1, in: tokens)
    }
}
