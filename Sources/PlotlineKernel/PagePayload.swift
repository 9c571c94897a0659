import InterchangeFormats
import JupyterKernel
import PlotlineValues

/// The `page` payload of an `execute_reply`: text the front end shows in its pager (help).
enum PagePayload {
    /// `{source: "page", data: {text/plain: text}, start: 0}`.
    static func json(_ text: String) -> JSONValue {
        ["source": "page", "data": ["text/plain": .string(text)], "start": 0]
    }
}
