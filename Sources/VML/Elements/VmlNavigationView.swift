/// SwiftUI's `NavigationView` (deprecated there in favour of `NavigationStack`):
/// `<NavigationView>…</NavigationView>`.
///
/// ```swift
/// VmlNavigationView { VmlList { VmlText("Inbox") } }
/// // <NavigationView><List><Text>Inbox</Text></List></NavigationView>
/// ```
public struct VmlNavigationView: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a navigation view with its content.
    public init(@VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("NavigationView")
        element.append(content())
    }

    /// The `NavigationView` element.
    public var body: VmlContent { return element.content }
}
