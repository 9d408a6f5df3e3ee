import VML

/// The detail screen's action button's background, written for the client's iOS as SwiftUI's
/// `if #available` would be: Liquid Glass (`glassEffect()`, iOS 26) where the client has it, a
/// material before. The port of `if #available(iOS 26, *)` is `if vmlAvailable(iOS: 26)`: asked
/// of the request's client (`VML-Client`), not the server.
///
/// ```swift
/// VmlButton("Mark as Done") {}.modifier(ActionBackground())
/// // VML-Client: iOS/26.0 → <Button style="glassEffect()">…
/// // VML-Client: iOS/17.4 → <Button style="background(.ultraThinMaterial)">…
/// ```
public struct ActionBackground: VmlViewModifier {
    /// Creates the modifier.
    public init() {}

    /// The button with the background its client's iOS has.
    public func body(content: Content) -> some VmlView {
        if vmlAvailable(iOS: 26) {
            content.glassEffect()
        } else {
            content.background(.ultraThinMaterial)
        }
    }
}
