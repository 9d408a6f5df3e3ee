/// SwiftUI's `Section`: content, then `header` and `footer` templates (the spec's order).
///
/// ```swift
/// VmlSection {
///     VmlText("Row")
/// } header: {
///     VmlText("Header")
/// } footer: {
///     VmlText("Footer")
/// }
/// // <Section><Text>Row</Text><Text template="header">Header</Text><Text template="footer">Footer</Text></Section>
/// ```
public struct VmlSection: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a section with content only.
    public init(@VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Section")
        element.append(content())
    }

    /// Creates a section with a header.
    public init(@VmlBuilder content: () -> VmlContent, @VmlBuilder header: () -> VmlContent) {
        element = ElementBuilder("Section")
        element.append(content())
        element.append(header(), template: "header")
    }

    /// Creates a section with a footer.
    public init(@VmlBuilder content: () -> VmlContent, @VmlBuilder footer: () -> VmlContent) {
        element = ElementBuilder("Section")
        element.append(content())
        element.append(footer(), template: "footer")
    }

    /// Creates a section with a header and a footer.
    public init(
        @VmlBuilder content: () -> VmlContent, @VmlBuilder header: () -> VmlContent, @VmlBuilder footer: () -> VmlContent
    ) {
        element = ElementBuilder("Section")
        element.append(content())
        element.append(header(), template: "header")
        element.append(footer(), template: "footer")
    }

    /// Creates a section with a header view, as SwiftUI's `Section(header:content:)`:
    /// `VmlSection(header: VmlText("Account")) { … }`.
    public init(header: any VmlView, @VmlBuilder content: () -> VmlContent) {
        self.init(content: content, header: { header })
    }

    /// Creates a section with a footer view: `VmlSection(footer: VmlText("Shown to friends")) { … }`.
    public init(footer: any VmlView, @VmlBuilder content: () -> VmlContent) {
        self.init(content: content, footer: { footer })
    }

    /// Creates a section with header and footer views:
    /// `VmlSection(header: VmlText("A"), footer: VmlText("B")) { … }`.
    public init(header: any VmlView, footer: any VmlView, @VmlBuilder content: () -> VmlContent) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    /// Creates a section with a text header: `VmlSection("Settings") { … }`.
    public init(_ title: String, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Section")
        element.append(content())
        element.append(VmlText(titleKey: title).vmlContent, template: "header")
    }

    /// Creates a collapsible section with a text header; the expansion binding's value is written.
    ///
    /// ```swift
    /// VmlSection("Advanced", isExpanded: .constant(false)) { VmlText("Row") }
    /// // <Section isExpanded="false"><Text>Row</Text><Text template="header">Advanced</Text></Section>
    /// ```
    public init(_ title: String, isExpanded: VmlBinding<Bool>, @VmlBuilder content: () -> VmlContent) {
        self.init(title, content: content)
        element.set("isExpanded", isExpanded.wrappedValue)
    }

    /// Creates a collapsible section with a header; the expansion binding's value is written.
    ///
    /// ```swift
    /// VmlSection(isExpanded: .constant(true)) { VmlText("Row") } header: { VmlText("Advanced") }
    /// // <Section isExpanded="true"><Text>Row</Text><Text template="header">Advanced</Text></Section>
    /// ```
    public init(isExpanded: VmlBinding<Bool>, @VmlBuilder content: () -> VmlContent, @VmlBuilder header: () -> VmlContent) {
        self.init(content: content, header: header)
        element.set("isExpanded", isExpanded.wrappedValue)
    }

    /// The `Section` element.
    public var body: VmlContent { return element.content }
}
