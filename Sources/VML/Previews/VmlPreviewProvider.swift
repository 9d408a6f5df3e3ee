/// SwiftUI's `PreviewProvider`, spelled `VmlPreviewProvider`: a file's previews port with it and
/// compile; the server never renders them unless asked (`X_Previews.previews.renderVML()`).
///
/// ```swift
/// struct Greeting_Previews: VmlPreviewProvider {
///     static var previews: some VmlView {
///         VmlText("Hello").previewDisplayName("Default")
///     }
/// }
/// try Greeting_Previews.previews.renderVML(.compact)   // <Text>Hello</Text>
/// ```
/// Xcode's `#Preview` macro is not SwiftUI's and needs the macro toolchain: keep it out of files
/// that build on a server (`#if canImport(SwiftUI)`), or write a `VmlPreviewProvider`.
public protocol VmlPreviewProvider {
    /// The previews' view type; ``VmlContent`` for everything the builder makes.
    associatedtype Previews: VmlView

    /// The views to preview, written with the ``VmlBuilder``.
    @VmlBuilder static var previews: Previews { get }
}
