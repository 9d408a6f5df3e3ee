import Foundation

/// A gallery of named previews of views in their view models' states, each drawn in light and
/// dark side by side: written to a folder with one call, or served.
///
/// ```swift
/// let previews = VMLPreviews(title: "Tasks") {
///     VMLNamedPreview("Task list", state: "empty") { VmlText("No tasks yet") }
///     VMLNamedPreview("Task list", state: "three tasks") {
///         VmlVStack { VmlText("Buy milk"); VmlText("Call Sam"); VmlText("Ship it") }
///     }
/// }
/// try previews.write(to: "Previews")
/// // Previews/index.html, task-list-empty-light.html, task-list-empty-dark.html, …
/// let server = try previews.serve(port: 8765)   // http://127.0.0.1:8765/ until server.stop()
/// ```
///
/// Every page is self-contained; the index shows each preview's light and dark pages in frames
/// next to each other, and links each page alone.
public struct VMLPreviews: Sendable {
    /// The gallery's title.
    public var title: String
    /// The device every preview is laid out on.
    public var device: VMLPreviewScreen
    /// The previews, in the gallery's order.
    public var previews: [VMLNamedPreview]

    /// A gallery of the previews the builder lists.
    ///
    /// ```swift
    /// VMLPreviews { VMLNamedPreview("Greeting") { VmlText("Hi") } }.previews.count   // 1
    /// ```
    public init(title: String = "Previews", device: VMLPreviewScreen = .iPhone, @VMLPreviewsBuilder _ previews: () -> [VMLNamedPreview]) {
        self.init(title: title, device: device, previews: previews())
    }

    /// A gallery of `previews`.
    ///
    /// ```swift
    /// try VMLPreviews(previews: []).files().keys.sorted()   // ["index.html"]
    /// ```
    public init(title: String = "Previews", device: VMLPreviewScreen = .iPhone, previews: [VMLNamedPreview]) {
        self.title = title
        self.device = device
        self.previews = previews
    }

    /// The gallery's pages by path relative to its folder: `index.html`, and `SLUG-light.html`
    /// and `SLUG-dark.html` for each preview (its title lowercased, runs of other characters
    /// than letters and digits as `-`; `-2`, `-3`… when two titles give the same slug).
    ///
    /// ```swift
    /// let files = try VMLPreviews { VMLNamedPreview("Task list", state: "empty") { VmlText("None") } }.files()
    /// files.keys.sorted()   // ["index.html", "task-list-empty-dark.html", "task-list-empty-light.html"]
    /// ```
    /// Throws ``VMLPreviewsError/cannotRender(preview:_:)`` when a view cannot be written to VML.
    public func files() throws(VMLPreviewsError) -> [String: String] {
        var files: [String: String] = [:]
        var pairs: [VMLPreviewGallery.Pair] = []
        for (preview, slug) in zip(previews, slugs) {
            var entries: [VMLPreviewGallery.Entry] = []
            for scheme in [VMLPreviewColorScheme.light, .dark] {
                let options = VMLPreviewOptions(device: device, colorScheme: scheme)
                guard let page = preview.page(options) else {
                    if case .failure(let error) = preview.source { throw .cannotRender(preview: preview.title, error) }
                    continue
                }
                let link = slug + "-" + scheme.rawValue + ".html"
                files[link] = page.html
                entries.append(VMLPreviewGallery.Entry(name: scheme == .light ? "Light" : "Dark", link: link, page: page))
            }
            if entries.count == 2 { pairs.append(VMLPreviewGallery.Pair(name: preview.title, light: entries[0], dark: entries[1])) }
        }
        files["index.html"] = VMLPreviewGallery.sideBySideHTML(pairs, title: title, device: device)
        return files
    }

    /// The slug each preview's pages are named after, in ``previews``' order: its title
    /// lowercased, runs of other characters than letters and digits as `-`, and `-2`, `-3`… when
    /// an earlier title gave the same slug. An app that serves ``routes()`` finds a preview by it.
    ///
    /// ```swift
    /// VMLPreviews {
    ///     VMLNamedPreview("Task list", state: "empty") { VmlText("None") }
    ///     VMLNamedPreview("Task list", state: "Empty!") { VmlText("None") }
    /// }.slugs   // ["task-list-empty", "task-list-empty-2"]
    /// ```
    public var slugs: [String] {
        var slugs: [String] = []
        var used: Set<String> = ["index"]
        for preview in previews {
            let stem = Self.slug(preview.title)
            var slug = stem
            var counter = 2
            while used.contains(slug) {
                slug = stem + "-\(counter)"
                counter += 1
            }
            used.insert(slug)
            slugs.append(slug)
        }
        return slugs
    }

    /// Writes the gallery into `folder` (created when missing); returns the paths written,
    /// `index.html` first.
    ///
    /// ```swift
    /// let written = try previews.write(to: "Previews")
    /// written.first   // "Previews/index.html"
    /// ```
    /// Throws ``VMLPreviewsError`` when a view cannot be written to VML or a file cannot be written.
    @discardableResult
    public func write(to folder: String) throws(VMLPreviewsError) -> [String] {
        let files = try files()
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: folder)
        }
        var written: [String] = []
        for name in files.keys.sorted(by: { ($0 == "index.html" ? "" : $0) < ($1 == "index.html" ? "" : $1) }) {
            let path = (folder as NSString).appendingPathComponent(name)
            guard FileManager.default.createFile(atPath: path, contents: Data((files[name] ?? "").utf8)) else {
                throw .cannotWrite(path: path)
            }
            written.append(path)
        }
        return written
    }

    /// Writes the gallery into the folder at `url` (``write(to:)-(String)``).
    ///
    /// ```swift
    /// try previews.write(to: URL(fileURLWithPath: "Previews"))
    /// ```
    @discardableResult
    public func write(to url: URL) throws(VMLPreviewsError) -> [String] {
        try write(to: url.path)
    }

    /// Serves the gallery on `host` (loopback by default) and `port` (0 picks a free one) until
    /// the returned server is stopped; the index is at its ``VMLPreviewServer/url``.
    ///
    /// ```swift
    /// let server = try previews.serve(port: 0)
    /// print(server.url ?? "")   // http://127.0.0.1:PORT/
    /// server.wait()             // serve until stopped (or the process ends)
    /// ```
    /// Throws ``VMLPreviewsError`` when a view cannot be written to VML or the server cannot start.
    public func serve(host: String = "127.0.0.1", port: Int = 0) throws(VMLPreviewsError) -> VMLPreviewServer {
        let server = VMLPreviewServer(host: host, port: port, routes: try routes())
        do {
            try server.start()
        } catch {
            throw .server(error)
        }
        return server
    }

    /// The gallery's answers, drawn once, for a ``VMLPreviewServer`` or an app's own router: `/`
    /// or `/index.html` is the index, `/NAME` a page, anything else `404`. An app that mounts the
    /// gallery under a prefix (`/_previews/`) removes the prefix from the path first; the index's
    /// links are relative.
    ///
    /// ```swift
    /// let answer = try VMLPreviews { VMLNamedPreview("Hi") { VmlText("Hi") } }.routes()
    /// answer(VMLPreviewRequest(target: "/hi-dark.html")).status   // 200
    /// answer(VMLPreviewRequest(target: "/nope.html")).status      // 404
    /// ```
    /// Throws ``VMLPreviewsError/cannotRender(preview:_:)`` when a view cannot be written to VML.
    public func routes() throws(VMLPreviewsError) -> @Sendable (VMLPreviewRequest) -> VMLPreviewResponse {
        let files = try files()
        return { request in
            var name = String(request.path.drop { $0 == "/" })
            if name.isEmpty { name = "index.html" }
            guard let html = files[name] else { return .notFound }
            return .html(html)
        }
    }

    /// `title` lowercased, with each run of characters other than ASCII letters and digits as
    /// one `-` (`Task list — empty` → `task-list-empty`); `preview` when nothing is left.
    static func slug(_ title: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in title.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "preview" : slug
    }
}
