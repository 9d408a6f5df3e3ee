/// SwiftUI's `@Namespace`: the namespace `matchedGeometryEffect(id:in:)` and the accessibility
/// pairing modifiers take. A VML document is one namespace on the client, so the modifiers write
/// their ids and not the namespace.
///
/// ```swift
/// struct Hero: VmlView {
///     @VmlNamespace private var namespace
///     var body: some VmlView { VmlText("a").matchedGeometryEffect(id: "title", in: namespace) }
/// }
/// // <Text style="matchedGeometryEffect(id: &quot;title&quot;)">a</Text>
/// ```
@propertyWrapper
public struct VmlNamespace: Sendable {
    /// SwiftUI's `Namespace.ID`: a namespace, as modifiers take it.
    public struct ID: Hashable, Sendable {}

    /// A namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { ID() }
}
