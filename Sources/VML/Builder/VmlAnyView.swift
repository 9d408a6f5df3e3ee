/// SwiftUI's `AnyView`: a view with its type erased. VML has no types to erase, so it renders
/// exactly the view it wraps; no element is added.
///
/// ```swift
/// func badge(_ urgent: Bool) -> VmlAnyView {
///     urgent ? VmlAnyView(VmlText("!").bold()) : VmlAnyView(VmlEmptyView())
/// }
/// badge(true)   // <Text style="bold()">!</Text>
/// ```
public struct VmlAnyView: VmlView, Sendable {
    private var content: VmlContent

    /// Wraps `view`: `VmlAnyView(VmlText("Hi"))`.
    public init(_ view: some VmlView) {
        content = view.vmlContent
    }

    /// Wraps `view`, as SwiftUI's `AnyView(erasing:)` does.
    public init(erasing view: some VmlView) {
        content = view.vmlContent
    }

    /// The wrapped view's content.
    public var body: VmlContent { return content }
}
