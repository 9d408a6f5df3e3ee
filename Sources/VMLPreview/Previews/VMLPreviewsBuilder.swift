import VML

/// The result builder of ``VMLPreviews``: a list of ``VMLNamedPreview``s, with `if`, `for` and
/// ``VmlPreviewProvider`` types among them.
///
/// ```swift
/// let previews = VMLPreviews {
///     VMLNamedPreview("Greeting") { VmlText("Hello") }
///     for count in [0, 3] {
///         VMLNamedPreview("Counter", state: "\(count)") { VmlText("\(count) items") }
///     }
/// }
/// previews.previews.map(\.title)   // ["Greeting", "Counter — 0", "Counter — 3"]
/// ```
@resultBuilder
public enum VMLPreviewsBuilder {
    /// One preview.
    public static func buildExpression(_ preview: VMLNamedPreview) -> [VMLNamedPreview] { [preview] }

    /// Several previews.
    public static func buildExpression(_ previews: [VMLNamedPreview]) -> [VMLNamedPreview] { previews }

    /// A ``VmlPreviewProvider`` type: one preview of its `previews`, named after it.
    public static func buildExpression<Provider: VmlPreviewProvider>(_ provider: Provider.Type) -> [VMLNamedPreview] {
        [VMLNamedPreview(provider)]
    }

    /// The previews in order.
    public static func buildBlock(_ parts: [VMLNamedPreview]...) -> [VMLNamedPreview] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [VMLNamedPreview]?) -> [VMLNamedPreview] { part ?? [] }

    /// An `if`'s first branch.
    public static func buildEither(first part: [VMLNamedPreview]) -> [VMLNamedPreview] { part }

    /// An `if`'s second branch.
    public static func buildEither(second part: [VMLNamedPreview]) -> [VMLNamedPreview] { part }

    /// A `for` loop.
    public static func buildArray(_ parts: [[VMLNamedPreview]]) -> [VMLNamedPreview] { parts.flatMap { $0 } }
}
