/// SwiftUI's `ViewModifier`: a reusable group of modifiers, applied with ``VmlView/modifier(_:)``.
///
/// ```swift
/// struct CardStyle: VmlViewModifier {
///     func body(content: Content) -> some VmlView {
///         content.padding().background(.regularMaterial).cornerRadius(12)
///     }
/// }
/// VmlText("Hi").modifier(CardStyle())
/// // <Text style="padding(), background(.regularMaterial), cornerRadius(12)">Hi</Text>
/// ```
public protocol VmlViewModifier {
    /// The modified view's type; ``VmlContent`` for everything the builder makes.
    associatedtype Body: VmlView

    /// The view being modified (SwiftUI's `ViewModifier.Content`).
    typealias Content = VmlContent

    /// The modified view, written with the ``VmlBuilder``.
    @VmlBuilder func body(content: Content) -> Body
}

extension VmlView {
    /// SwiftUI's `modifier(_:)`: applies a ``VmlViewModifier``.
    ///
    /// ```swift
    /// VmlText("Hi").modifier(CardStyle())
    /// // <Text style="padding(), background(.regularMaterial), cornerRadius(12)">Hi</Text>
    /// ```
    public func modifier<Modifier: VmlViewModifier>(_ modifier: Modifier) -> VmlContent {
        modifier.body(content: vmlContent).vmlContent
    }
}
