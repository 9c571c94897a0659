import PlotlineCore
import PlotlineValues

/// The `help(value)` builtin: documents a value, a type or a function, paged when the host can page.
enum HelpFunction {
    /// The builtin for `session`.
    static func make(for session: Session) -> BuiltinFunction {
        weak let session = session
        return BuiltinFunction(
            "help", parameters: [Parameter(nil, "value", type: .any, default: Value.none)],
            doc: "Shows the documentation of a value, type or function: its type, doc line, signatures and properties."
        ) { arguments in
            guard let session else { return .none }
            let value = arguments.first ?? .none
            let text = value.isNil ? session.overviewHelp : session.helpText(for: value)
            if let pager = session.currentHost as? HelpPager {
                pager.page(text)
            } else {
                session.currentHost?.write(text, to: .stdout)
            }
            return .none
        }
    }
}
