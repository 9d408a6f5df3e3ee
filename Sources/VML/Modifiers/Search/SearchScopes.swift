@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `searchScopes(_:scopes:)`: the binding's current scope, and the scopes (tagged
    /// views) as a templated child `searchScopes`.
    ///
    /// ```swift
    /// VmlText("a").searchScopes(.constant(1)) { VmlText("All").tag(1) }
    /// // <Text style="searchScopes(1, scopes: :searchScopes)">a<Text template="searchScopes" style="tag(1)">All</Text></Text>
    /// ```
    public consuming func searchScopes<V: Hashable>(_ scope: VmlBinding<V>, @VmlBuilder scopes: () -> VmlContent) -> VmlContent {
        let current = VMLExpression.swiftValue(scope.wrappedValue)
        return vmlContent.slotted("searchScopes", content: scopes()) { symbol in
            VMLModifier("searchScopes", VMLArgument(current), .labeled("scopes", symbol))
        }
    }

    /// SwiftUI's `searchScopes(_:activation:_:)`: as `searchScopes(_:scopes:)`, with when the scopes show.
    ///
    /// ```swift
    /// VmlText("a").searchScopes(.constant(1), activation: .onTextEntry) { VmlText("All").tag(1) }
    /// // <Text style="searchScopes(1, activation: .onTextEntry, scopes: :searchScopes)">a<Text template="searchScopes" style="tag(1)">All</Text></Text>
    /// ```
    public consuming func searchScopes<V: Hashable>(
        _ scope: VmlBinding<V>, activation: VmlSearchScopeActivation, @VmlBuilder _ scopes: () -> VmlContent
    ) -> VmlContent {
        let current = VMLExpression.swiftValue(scope.wrappedValue)
        return vmlContent.slotted("searchScopes", content: scopes()) { symbol in
            VMLModifier("searchScopes", VMLArgument(current), .labeled("activation", activation.expression), .labeled("scopes", symbol))
        }
    }
}
