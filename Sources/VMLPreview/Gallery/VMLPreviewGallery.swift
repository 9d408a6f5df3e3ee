/// A gallery of preview pages: the index that links each page, with its name, its device and
/// whether it has errors; the index that shows each preview in light and dark side by side; and
/// the notice a server shows for a file that is gone.
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

    /// One preview drawn in both color schemes, for ``sideBySideHTML(_:title:device:)``.
    ///
    /// ```swift
    /// let light = VMLPreviewPage(document: [.element("Text", children: ["Hi"])])
    /// let dark = VMLPreviewPage(document: [.element("Text", children: ["Hi"])], options: VMLPreviewOptions(colorScheme: .dark))
    /// let pair = VMLPreviewGallery.Pair(
    ///     name: "Greeting", light: .init(name: "Light", link: "greeting-light.html", page: light),
    ///     dark: .init(name: "Dark", link: "greeting-dark.html", page: dark))
    /// pair.dark.link   // "greeting-dark.html"
    /// ```
    public struct Pair: Sendable {
        /// The name shown above both pages (a preview's name and state).
        public var name: String
        /// The page in light mode.
        public var light: Entry
        /// The page in dark mode.
        public var dark: Entry

        /// Creates a pair.
        public init(name: String, light: Entry, dark: Entry) {
            self.name = name
            self.light = light
            self.dark = dark
        }
    }

    /// The index page linking every entry. `options.title` names it ("Previews" when `nil`);
    /// with `options.reloadURL` it reloads itself when that address answers something new.
    ///
    /// ```swift
    /// let page = VMLPreviewPage(document: [.element("Text", children: ["Hi"])])
    /// let html = VMLPreviewGallery.indexHTML([.init(name: "Hi.vml", link: "Hi.html", page: page)])
    /// html.contains("0 approximated, 0 not drawn")   // true
    /// ```
    public static func indexHTML(_ entries: [Entry], options: VMLPreviewOptions = VMLPreviewOptions()) -> String {
        let title = options.title ?? "Previews"
        var html = head(title: title) + "<body><h1>" + HTMLText.escaped(title) + "</h1><ul id=\"vml-gallery\">"
        if entries.isEmpty { html += "<li class=\"muted\">No .vml files yet.</li>" }
        for entry in entries {
            html += "<li><a href=\"" + HTMLText.escaped(entry.link) + "\">" + HTMLText.escaped(entry.name) + "</a>"
            html += errorBadge(entry.page)
            html +=
                "<br><span class=\"muted\">\(entry.page.approximatedCount) approximated, \(entry.page.notDrawnCount) not drawn</span></li>"
        }
        html += "</ul>"
        if let reload = options.reloadURL { html += PageTemplate.reloadScript(reload, version: options.reloadVersion) }
        return html + "</body></html>\n"
    }

    /// The index page showing each pair's light and dark pages next to each other, each in a
    /// frame the device's size (a link under each opens the page alone).
    ///
    /// ```swift
    /// let light = VMLPreviewPage(document: [.element("Text", children: ["Hi"])])
    /// let dark = VMLPreviewPage(document: [.element("Text", children: ["Hi"])], options: VMLPreviewOptions(colorScheme: .dark))
    /// let html = VMLPreviewGallery.sideBySideHTML([
    ///     .init(name: "Greeting", light: .init(name: "Light", link: "g-light.html", page: light),
    ///           dark: .init(name: "Dark", link: "g-dark.html", page: dark))
    /// ])
    /// html.contains(#"<iframe src="g-dark.html""#)   // true
    /// ```
    public static func sideBySideHTML(_ pairs: [Pair], title: String = "Previews", device: VMLPreviewScreen = .iPhone) -> String {
        var html = head(title: title) + "<body><h1>" + HTMLText.escaped(title) + "</h1><div id=\"vml-gallery\">"
        // The frame holds the screen and the note below it.
        let frame = "width=\"\(device.width + 24)\" height=\"\(device.height + 120)\""
        for pair in pairs {
            html +=
                "<section class=\"pair\"><h2>" + HTMLText.escaped(pair.name) + errorBadge(pair.light.page) + "</h2><div class=\"schemes\">"
            for entry in [pair.light, pair.dark] {
                let link = HTMLText.escaped(entry.link)
                html += "<figure><iframe src=\"\(link)\" \(frame) loading=\"lazy\" title=\""
                html += HTMLText.escaped(pair.name + " (" + entry.name + ")") + "\"></iframe>"
                html += "<figcaption><a href=\"\(link)\">" + HTMLText.escaped(entry.name) + "</a></figcaption></figure>"
            }
            html += "</div></section>"
        }
        return html + "</div></body></html>\n"
    }

    /// A page that says something instead of a preview (a served file that was deleted), and,
    /// with `options.reloadURL`, reloads itself when that address answers something new (the file
    /// is back). `indexLink` is where its link back to the gallery goes.
    ///
    /// ```swift
    /// let html = VMLPreviewGallery.noticeHTML(title: "Home.vml", message: "The file was deleted.")
    /// html.contains(#"<p id="vml-notice">The file was deleted.</p>"#)   // true
    /// ```
    public static func noticeHTML(
        title: String, message: String, indexLink: String = "/", options: VMLPreviewOptions = VMLPreviewOptions()
    ) -> String {
        var html = head(title: title) + "<body><h1>" + HTMLText.escaped(title) + "</h1>"
        html += "<p id=\"vml-notice\">" + HTMLText.escaped(message) + "</p>"
        html += "<p><a href=\"" + HTMLText.escaped(indexLink) + "\">All previews</a></p>"
        if let reload = options.reloadURL { html += PageTemplate.reloadScript(reload, version: options.reloadVersion) }
        return html + "</body></html>\n"
    }

    /// ` N errors` in red when the page has errors, else nothing.
    private static func errorBadge(_ page: VMLPreviewPage) -> String {
        guard page.hasErrors else { return "" }
        let count = page.diagnostics.filter(\.isError).count
        return " <span class=\"error-count\">\(count) error\(count == 1 ? "" : "s")</span>"
    }

    /// The document's start, up to `<body>`, with the gallery's styles.
    private static func head(title: String) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        html +=
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" + HTMLText.escaped(title) + "</title><style>"
        html += "body{margin:0;padding:16px;font:15px/1.4 -apple-system,system-ui,sans-serif;background:#f2f2f7;color:#1d1d1f}"
        html +=
            "h1{font-size:22px;margin:0 0 12px}h2{font-size:17px;margin:16px 0 8px}ul{list-style:none;margin:0;padding:0}li{margin:0 0 8px;padding:10px 12px;background:#fff;border-radius:10px}"
        html +=
            "a{color:#007aff;text-decoration:none;font-weight:600}.error-count{color:#c00;font-size:13px}.muted{opacity:.65;font-size:13px}"
        html += ".schemes{display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}figcaption{text-align:center;font-size:13px;margin-top:4px}"
        html += "iframe{border:0;border-radius:12px;background:#e8e8ed;display:block}"
        return html + "</style></head>"
    }
}
