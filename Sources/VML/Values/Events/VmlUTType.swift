/// Uniform Type Identifiers' `UTType`, for the drag-and-drop and file modifiers
/// (`onDrop(of:)`, `fileImporter(allowedContentTypes:)`, `fileExporter(contentType:)`): those run
/// on the client, so the type is accepted and not written.
///
/// ```swift
/// VmlText("a").onDrop(of: [.image], isTargeted: nil) { providers in true }   // <Text>a</Text>
/// ```
public struct VmlUTType: Hashable, Sendable {
    /// The type's identifier: `public.image`.
    public var identifier: String

    /// A type by identifier: `VmlUTType("com.example.note")`.
    public init?(_ identifier: String) {
        self.identifier = identifier
    }

    init(known identifier: String) {
        self.identifier = identifier
    }

    /// `public.item`
    public static let item = VmlUTType(known: "public.item")
    /// `public.content`
    public static let content = VmlUTType(known: "public.content")
    /// `public.data`
    public static let data = VmlUTType(known: "public.data")
    /// `public.text`
    public static let text = VmlUTType(known: "public.text")
    /// `public.plain-text`
    public static let plainText = VmlUTType(known: "public.plain-text")
    /// `public.utf8-plain-text`
    public static let utf8PlainText = VmlUTType(known: "public.utf8-plain-text")
    /// `public.json`
    public static let json = VmlUTType(known: "public.json")
    /// `public.url`
    public static let url = VmlUTType(known: "public.url")
    /// `public.file-url`
    public static let fileURL = VmlUTType(known: "public.file-url")
    /// `public.image`
    public static let image = VmlUTType(known: "public.image")
    /// `public.png`
    public static let png = VmlUTType(known: "public.png")
    /// `public.jpeg`
    public static let jpeg = VmlUTType(known: "public.jpeg")
    /// `com.adobe.pdf`
    public static let pdf = VmlUTType(known: "com.adobe.pdf")
    /// `public.movie`
    public static let movie = VmlUTType(known: "public.movie")
    /// `public.audio`
    public static let audio = VmlUTType(known: "public.audio")
    /// `public.folder`
    public static let folder = VmlUTType(known: "public.folder")
    /// `public.comma-separated-values-text`
    public static let commaSeparatedText = VmlUTType(known: "public.comma-separated-values-text")
}
