import VMLCore
import VMLParser
@_spi(VMLInternals) import VMLValidation

/// One self-contained HTML page showing a VML document as SwiftUI lays it out: inline CSS, no
/// request of any kind, opened from disk or served.
///
/// ```swift
/// let page = VMLPreviewPage(document: [.element("Text", children: ["Hello"])])
/// page.html.contains(#"data-vml-path="Text[0]""#)   // true
/// page.hasErrors                                     // false
/// ```
///
/// A file that does not parse, or has validation errors, still gets its page: a Red Box lists
/// the diagnostics as `vml check` prints them (``VMLPreviewPage/init(source:options:validator:)``).
public struct VMLPreviewPage: Hashable, Sendable {
    /// The page's UTF-8 bytes, as written (for a file or a response body: no copy into a string).
    public var htmlBytes: [UInt8]

    /// The page, as a string.
    ///
    /// ```swift
    /// VMLPreviewPage(document: []).html.hasPrefix("<!DOCTYPE html>")   // true
    /// ```
    public var html: String { String(decoding: htmlBytes, as: UTF8.self) }
    /// The validator's diagnostics, as `vml check` finds them: the Red Box lists them all when one
    /// is an error; warnings alone are listed below the screen (empty for a document given as a tree).
    public var diagnostics: [VMLDiagnostic]
    /// How many elements and modifiers the page draws only approximately.
    public var approximatedCount: Int
    /// How many elements and modifiers the page does not draw (each outlined with its name).
    public var notDrawnCount: Int

    /// Whether the Red Box shows an error (`vml preview` then exits 1).
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The preview of `document`.
    ///
    /// ```swift
    /// VMLPreviewPage(document: [.element("Spacer")]).notDrawnCount   // 0
    /// ```
    public init(document: VMLDocument, options: VMLPreviewOptions = VMLPreviewOptions()) {
        self.init(document: document, diagnostics: [], options: options)
    }

    /// The preview of VML text: parsed and validated, with a Red Box over the screen when there is
    /// an error (the screen itself is drawn whenever the text parses).
    ///
    /// ```swift
    /// let page = VMLPreviewPage(source: Array("<Text>Hi".utf8), options: VMLPreviewOptions(fileName: "a.vml"))
    /// page.hasErrors                                            // true
    /// page.html.contains("a.vml:1:9: error:")                   // true
    /// ```
    public init(source: [UInt8], options: VMLPreviewOptions = VMLPreviewOptions(), validator: VMLValidator = VMLValidator()) {
        var tree: VMLDocument?
        let diagnostics = validator.check(source, keeping: &tree)
        self.init(document: tree ?? VMLDocument(), diagnostics: diagnostics, options: options)
    }

    /// The page for `document` with the Red Box showing `diagnostics` when one is an error.
    init(document: VMLDocument, diagnostics: [VMLDiagnostic], options: VMLPreviewOptions) {
        let screen = PreviewRenderer(document: document, options: options).render()
        self.diagnostics = diagnostics
        approximatedCount = screen.approximated
        notDrawnCount = screen.notDrawn
        htmlBytes = PageTemplate(options: options).page(screen: screen, diagnostics: diagnostics)
    }
}

extension VMLDocument {
    /// This document's preview page (``VMLPreviewPage``), as HTML.
    ///
    /// ```swift
    /// let html = VMLDocument([.element("Text", children: ["Hello"])]).previewHTML()
    /// html.hasPrefix("<!DOCTYPE html>")   // true
    /// ```
    public func previewHTML(_ options: VMLPreviewOptions = VMLPreviewOptions()) -> String {
        VMLPreviewPage(document: self, options: options).html
    }
}
