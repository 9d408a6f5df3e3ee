@_spi(VMLInternals) import VMLCore

/// SwiftUI tags the views a `ForEach` makes with their item's identity inside a `Picker`, a
/// `List(selection:)` or a `TabView(selection:)`, so a selection matches them without `.tag(…)`.
/// Those containers build their content with ``areWanted`` set; ``VmlForEach`` then writes each
/// item's tag, as ``VmlView/tag(_:)`` writes one, on the views that carry none.
@usableFromInline
enum ImplicitTags {
    /// Whether the content being built is a selection container's.
    @TaskLocal static var wanted = false

    /// Whether a `ForEach` built now tags its items: read once per `ForEach`.
    @usableFromInline
    static var areWanted: Bool { wanted }

    /// Builds `content` with items tagged implicitly.
    static func building<T>(_ content: () -> T) -> T {
        $wanted.withValue(true, operation: content)
    }

    /// The identity of an `Identifiable` item, its `id`; `nil` for any other item.
    @usableFromInline
    static func identity(of item: Any) -> Any? {
        guard let item = item as? any Identifiable else { return nil }
        return item.id
    }

    /// Tags each top-level element of `part` that has no `tag` with `identity`.
    @usableFromInline
    static func tag(_ part: inout VmlContent, with identity: Any?) {
        guard let identity else { return }
        let value = VMLExpression.swiftValue(identity)
        part.updateElements { element in
            guard !element.style.modifiers.contains(where: { $0.name == "tag" }) else { return }
            element.style.appendModifier(named: .literal("tag")) { $0.add(nil, expression: value) }
        }
    }
}
