import VMLPreview

/// A preview page's HTML, with the lookups the tests make: the markup of the box that carries a
/// path or a class, from its opening tag to its matching closing tag.
struct PreviewMarkup {
    /// The page's body (the markup drawn, without the stylesheet, whose class names would
    /// otherwise match every search).
    let html: String
    /// The page's counts.
    let page: VMLPreviewPage

    /// The preview of `source`, validated as `vml preview` does.
    init(_ source: String, options: VMLPreviewOptions = VMLPreviewOptions()) {
        let page = VMLPreviewPage(source: Array(source.utf8), options: options)
        self.page = page
        html = page.html.range(of: "</head>").map { String(page.html[$0.upperBound...]) } ?? page.html
    }

    /// The markup of the outermost box whose `data-vml-path` is `path` (attribute values keep
    /// `>` as it is), or `nil`.
    func box(path: String) -> String? {
        box(marker: "data-vml-path=\"" + path + "\"")
    }

    /// The markup of the first box whose class attribute is exactly `classes`, or `nil`.
    func box(classes: String) -> String? {
        box(marker: "class=\"" + classes + "\"")
    }

    /// The markup of the first box whose opening tag contains `marker`, or `nil`.
    func box(marker: String) -> String? {
        guard let hit = html.range(of: marker),
            let start = html[..<hit.lowerBound].range(of: "<", options: .backwards)
        else { return nil }
        let tag = String(html[html.index(after: start.lowerBound)...].prefix { $0.isLetter })
        var depth = 0
        var cursor = start.lowerBound
        while cursor < html.endIndex {
            let rest = html[cursor...]
            if rest.hasPrefix("</" + tag + ">") {
                depth -= 1
                let end = html.index(cursor, offsetBy: tag.count + 3)
                if depth == 0 { return String(html[start.lowerBound..<end]) }
                cursor = end
            } else if rest.hasPrefix("<" + tag + " ") || rest.hasPrefix("<" + tag + ">") {
                depth += 1
                cursor = html.index(after: cursor)
            } else {
                cursor = html.index(after: cursor)
            }
        }
        return nil
    }

    /// How often `text` occurs in the page.
    func count(_ text: String) -> Int {
        html.components(separatedBy: text).count - 1
    }
}
