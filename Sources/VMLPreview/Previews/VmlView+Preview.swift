import VML

extension VmlView {
    /// The preview page of exactly what a client gets: the view's canonical VML, read back and
    /// validated, drawn on `options`' device (a Red Box lists any error).
    ///
    /// ```swift
    /// let page = try VmlText("Hello").padding().previewPage()
    /// page.html.contains(#"data-vml-path="Text[0]""#)   // true
    /// ```
    /// Throws ``VMLSerializationError`` when the view cannot be written (as `renderVML` does).
    public func previewPage(_ options: VMLPreviewOptions = VMLPreviewOptions()) throws(VMLSerializationError) -> VMLPreviewPage {
        VMLPreviewPage(source: try previewSource(), options: options)
    }

    /// The VML a preview page is drawn from: the view's canonical VML, as a client gets it (what
    /// ``previewPage(_:)`` and ``VMLNamedPreview`` read back).
    func previewSource() throws(VMLSerializationError) -> [UInt8] {
        var bytes: [UInt8] = []
        try renderVML(.pretty, into: &bytes)
        return bytes
    }

    /// The preview page's HTML (``previewPage(_:)``).
    ///
    /// ```swift
    /// try VmlText("Hello").previewHTML().hasPrefix("<!DOCTYPE html>")   // true
    /// ```
    public func previewHTML(_ options: VMLPreviewOptions = VMLPreviewOptions()) throws(VMLSerializationError) -> String {
        try previewPage(options).html
    }
}
