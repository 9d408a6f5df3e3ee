import VMLValidation

/// The Red Box: the page's list of errors over the screen, each line as `vml check` prints it
/// (`FILE:LINE:COL: error: MESSAGE [code]`), so a fix is as easy to find as in a terminal.
struct RedBox {
    /// The file name the lines are reported against.
    let file: String

    /// The box for `diagnostics` (errors and warnings, in document order; the heading counts the errors).
    func html(_ diagnostics: [VMLDiagnostic]) -> String {
        let count = diagnostics.filter(\.isError).count
        var html = "<div class=\"redbox\" id=\"vml-redbox\" role=\"alert\"><h2>\(count) error\(count == 1 ? "" : "s")</h2><ol>"
        for diagnostic in diagnostics {
            html += "<li data-code=\"" + HTMLText.escaped(diagnostic.code.rawValue) + "\">"
            html += HTMLText.escaped(diagnostic.formatted(file: file)) + "</li>"
        }
        return html + "</ol></div>"
    }
}
