/// A session host that shows help as a page (Jupyter's `page` payload) instead of printing it.
public protocol HelpPager: AnyObject {
    /// Shows `text` in the front end's pager.
    func page(_ text: String)
}
