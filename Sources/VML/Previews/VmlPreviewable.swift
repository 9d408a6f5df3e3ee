/// SwiftUI's `@Previewable` macro, refused at compile time: it marks state inside a `#Preview`
/// block, and `#Preview` is Xcode's (no `#VmlPreview` exists: a package without dependencies
/// cannot define macros). A property wrapper here, so the attribute's spelling reaches the message.
///
/// ```swift
/// @VmlPreviewable @VmlState var isOn = false
/// // error: 'VmlPreviewable' is unavailable: #Preview and @Previewable are Xcode's: …
/// ```
@available(
    *, unavailable,
    message:
        "#Preview and @Previewable are Xcode's: keep the #Preview block in the client app (or under #if canImport(SwiftUI)) and preview VML screens with VMLPreviews"
)
@propertyWrapper public struct VmlPreviewable<Value> {
    /// Never available; see the type's message.
    public var wrappedValue: Value

    /// Never available; see the type's message.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
