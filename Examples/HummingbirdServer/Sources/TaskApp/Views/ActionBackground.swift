import VML

/// The detail screen's action button's background, written for the client's iOS as SwiftUI's
/// `if #available` would be: the newer look where the client has it, a material before.
///
/// The newer look is Liquid Glass (`glassEffect()`, iOS 26) once the DSL declares it; until then
/// iOS 17's `.fill` style stands in, so an iOS 16 client gets the fallback. Either way the port of
/// `if #available(iOS 17, *)` is `if vmlAvailable(iOS: 17)`: asked of the request's client
/// (`VML-Client`), not the server.
///
/// ```swift
/// VmlButton("Mark as Done") {}.modifier(ActionBackground())
/// // VML-Client: iOS/17.4 → <Button style="background(.fill)">…
/// // VML-Client: iOS/16.4 → <Button style="background(.ultraThinMaterial)">…
/// ```
public struct ActionBackground: VmlViewModifier {
    /// Creates the modifier.
    public init() {}

    /// The button with the background its client's iOS has.
    public func body(content: Content) -> some VmlView {
        if vmlAvailable(iOS: 17) {
            content.background(.fill)
        } else {
            content.background(.ultraThinMaterial)
        }
    }
}
