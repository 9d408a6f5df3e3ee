extension VmlView {
    /// SwiftUI's `tag(_:)`, with any `Hashable` value: `.tag("inbox")`, `.tag(2)`, `.tag(Flavor.mint)`.
    ///
    /// ```swift
    /// VmlText("Mint").tag(Flavor.mint)   // <Text style="tag(.mint)">Mint</Text>
    /// VmlText("Two").tag(2)              // <Text style="tag(2)">Two</Text>
    /// ```
    /// The value is written as a `Picker`'s or `TabView`'s selection is (without the dot in the
    /// attribute), so the client can match them: see ``VMLExpression/swiftValue(_:)``.
    public consuming func tag<V: Hashable>(_ tag: V) -> VmlContent {
        applying("tag") {
            $0.add(nil, expression: .swiftValue(tag))
        }
    }
}
