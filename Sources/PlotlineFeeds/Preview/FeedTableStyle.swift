/// The style sheet of a feed's HTML table: every rule scoped under `.plotline-table`, colours from JupyterLab's
/// theme variables (so light and dark themes both read well) with fallbacks that work on any page (an nbconvert
/// export, VS Code, a browser): translucent greys over whatever background the page has.
///
/// The selectors are at least as specific as JupyterLab's rules for rendered tables (`.jp-RenderedHTMLCommon td`
/// aligns every cell right), and the style element comes after JupyterLab's in the page, so these win.
enum FeedTableStyle {
    /// The `<style>` element.
    static let css = "<style>" + rules.joined() + "</style>"

    private static let scope = ".\(FeedTablePreview.htmlClass)"
    private static let grid = "\(scope) .\(FeedTablePreview.htmlClass)-grid"
    private static let dim = "var(--jp-content-font-color2,rgba(127,127,127,.95))"
    private static let line = "var(--jp-border-color1,rgba(127,127,127,.45))"

    private static let rules = [
        "\(scope){max-width:100%;overflow-x:auto;margin:2px 0 6px}",
        "\(grid){border-collapse:collapse;border-spacing:0;border:none;margin:0;table-layout:auto;"
            + "font-size:var(--jp-ui-font-size1,13px);font-variant-numeric:tabular-nums;"
            + "color:var(--jp-ui-font-color1,inherit);line-height:1.35}",
        "\(grid) th,\(grid) td{padding:3px 10px;text-align:left;vertical-align:top;white-space:nowrap;"
            + "border:none;max-width:none}",
        "\(grid) thead{border-bottom:1px solid \(line)}",
        "\(grid) thead th{font-weight:600;padding-bottom:0;vertical-align:bottom}",
        "\(grid) thead tr.pt-types th{font-weight:normal;font-size:11px;color:\(dim);padding:0 10px 4px}",
        "\(grid) th.pt-index{font-weight:normal;color:\(dim);text-align:right;padding-right:12px}",
        "\(grid) .pt-num{text-align:right}",
        "\(grid) tbody tr:nth-child(odd){background:var(--jp-layout-color0,transparent)}",
        "\(grid) tbody tr:nth-child(even){background:var(--jp-rendermime-table-row-background,rgba(127,127,127,.07))}",
        "\(grid) tbody tr:hover{background:var(--jp-rendermime-table-row-hover-background,rgba(66,165,245,.14))}",
        "\(grid) td.pt-nil{background:rgba(127,127,127,.1)}",
        "\(grid) .pt-gap,\(grid) tr.pt-gap td,\(grid) tr.pt-gap th{color:\(dim);text-align:center}",
        "\(scope) .\(FeedTablePreview.htmlClass)-counts{font-size:11px;color:\(dim);margin-top:4px;"
            + "font-family:var(--jp-ui-font-family,system-ui,sans-serif)}",
    ]
}
