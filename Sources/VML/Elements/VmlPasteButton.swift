/// SwiftUI's `PasteButton`: `<PasteButton payloadType="String"/>`: the type's name says what it
/// pastes; the paste action is the client's, taken and never called.
///
/// ```swift
/// VmlPasteButton(payloadType: String.self) { strings in paste(strings) }   // <PasteButton payloadType="String"/>
/// ```
public struct VmlPasteButton: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a button that pastes values of `payloadType`; `onPaste` is never called.
    ///
    /// ```swift
    /// VmlPasteButton(payloadType: URL.self) { _ in }   // <PasteButton payloadType="URL"/>
    /// ```
    public init<T>(payloadType: T.Type, onPaste: @isolated(any) ([T]) -> Void) {
        element = ElementBuilder("PasteButton")
        element.set("payloadType", String(describing: payloadType))
    }

    /// Creates a button that pastes items of the given types, written as the array of their
    /// identifiers; `payloadAction` is never called.
    ///
    /// ```swift
    /// VmlPasteButton(supportedContentTypes: [.plainText]) { _ in }
    /// // <PasteButton supportedContentTypes="[&quot;public.plain-text&quot;]"/>
    /// ```
    public init(supportedContentTypes: [VmlUTType], payloadAction: @isolated(any) ([VmlItemProvider]) -> Void) {
        element = ElementBuilder("PasteButton")
        element.element.setAttribute(.expression("supportedContentTypes", .array(supportedContentTypes.map { .string($0.identifier) })))
    }

    /// The `PasteButton` element.
    public var body: VmlContent { return element.content }
}
