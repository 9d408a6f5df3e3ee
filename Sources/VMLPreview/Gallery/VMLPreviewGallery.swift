/// A gallery of preview pages: the index that links each page, with its name, its device and
/// whether it has errors.
///
/// ```swift
/// let page = VMLPreviewPage(document: [.element("Text", children: ["Hi"])])
/// let index = VMLPreviewGallery.indexHTML([.init(name: "Hello.vml", link: "Hello.html", page: page)])
/// index.contains(#"href="Hello.html""#)   // true
/// ```
public enum VMLPreviewGallery {
    /// One page of a gallery.
    public struct Entry: Sendable {
        /// The name shown (a file name, or a preview's name and state).
        public var name: String
        /// Where the page is, relative to the index.
        public var link: String
        /// The page.
        public var page: VMLPreviewPage

        /// Creates an entry.
        public init(name: String, link: String, page: VMLPreviewPage) {
            self.name = name
            self.link = link
            self.page = page
        }
    }

    /// The index page linking every entry.
    public static func indexHTML(_ entries: [Entry], options: VMLPreviewOptions = VMLPreviewOptions()) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Previews</title><style>"
        html += "body{margin:0;padding:16px;font:15px/1.4 -apple-system,system-ui,sans-serif;background:#f2f2f7;color:#1d1d1f}"
        html +=
            "h1{font-size:22px;margin:0 0 12px}ul{list-style:none;margin:0;padding:0}li{margin:0 0 8px;padding:10px 12px;background:#fff;border-radius:10px}"
        html += "a{color:#007aff;text-decoration:none;font-weight:600}.err{color:#c00}.muted{opacity:.65;font-size:13px}"
        html += "</style></head><body><h1>Previews</h1><ul id=\"vml-gallery\">"
        for entry in entries {
            html += "<li><a href=\"" + HTMLText.escaped(entry.link) + "\">" + HTMLText.escaped(entry.name) + "</a>"
            if entry.page.hasErrors {
                let count = entry.page.diagnostics.filter(\.isError).count
                html += " <span class=\"err\">\(count) error\(count == 1 ? "" : "s")</span>"
            }
            html +=
                "<br><span class=\"muted\">\(entry.page.approximatedCount) approximated, \(entry.page.notDrawnCount) not drawn</span></li>"
        }
        return html + "</ul></body></html>\n"
    }
}
