import Hummingbird
import VMLPreview

extension Request {
    /// Whether the client asked for the preview page instead of VML: `?preview`, or an `Accept`
    /// header that accepts `text/html` (a browser's does: `text/html,application/xhtml+xml,…`).
    /// `*/*` alone (curl's default) and `application/swiftui+vml` get VML.
    ///
    /// ```swift
    /// // GET /tasks, Accept: text/html,application/xhtml+xml,*/*;q=0.8  → true
    /// // GET /tasks?preview                                              → true
    /// // GET /tasks, Accept: application/swiftui+vml                    → false
    /// // GET /tasks, Accept: text/html;q=0                               → false
    /// ```
    public var asksForPreview: Bool {
        if uri.queryParameters.get("preview") != nil { return true }
        return headers[values: .accept].contains { field in
            field.split(separator: ",").contains(where: Self.acceptsHTML)
        }
    }

    /// The preview page's options when the client asked for the page (``asksForPreview``), from
    /// `?scheme=light|dark` and `?device=iphone|iphone-se|ipad`; `nil` when it asked for VML. A
    /// value the preview does not know throws ``ScreenError/badPreviewOption(name:value:allowed:)``.
    ///
    /// ```swift
    /// // GET /tasks?preview&scheme=dark&device=ipad → dark, on an iPad, diagnostics against "/tasks"
    /// ```
    public func previewOptions() throws(ScreenError) -> VMLPreviewOptions? {
        guard asksForPreview else { return nil }
        var options = VMLPreviewOptions(fileName: uri.path)
        if let value = uri.queryParameters.get("scheme") {
            guard let scheme = VMLPreviewColorScheme(rawValue: value) else {
                throw .badPreviewOption(
                    name: "scheme", value: value, allowed: VMLPreviewColorScheme.allCases.map(\.rawValue))
            }
            options.colorScheme = scheme
        }
        if let value = uri.queryParameters.get("device") {
            guard let device = VMLPreviewScreen(named: value) else {
                throw .badPreviewOption(name: "device", value: value, allowed: VMLPreviewScreen.all.map(\.identifier))
            }
            options.device = device
        }
        return options
    }

    /// The preview options for an error screen: as ``previewOptions()``, but the defaults when an
    /// option is bad, so the 400 screen itself can be drawn.
    public var errorScreenPreviewOptions: VMLPreviewOptions? {
        guard asksForPreview else { return nil }
        return (try? previewOptions()) ?? VMLPreviewOptions(fileName: uri.path)
    }

    /// Whether one member of an `Accept` list is `text/html` with a non-zero quality.
    private static func acceptsHTML(_ member: Substring) -> Bool {
        let parts = member.split(separator: ";")
        guard let range = parts.first, range.trimmingASCIISpaces().lowercased() == "text/html" else { return false }
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].trimmingASCIISpaces().lowercased() == "q", let quality = Double(pair[1].trimmingASCIISpaces()) {
                return quality > 0
            }
        }
        return true
    }
}
