extension VmlView {
    /// SwiftUI's `accessibilityInputLabels(_:)` with `LocalizedStringKey`s or strings: each
    /// translated as a title is, written as an array.
    ///
    /// ```swift
    /// VmlText("a").accessibilityInputLabels(["Send", "Submit"])
    /// // <Text style="accessibilityInputLabels([&quot;Send&quot;, &quot;Submit&quot;])">a</Text>
    /// ```
    public consuming func accessibilityInputLabels(_ inputLabels: [String]) -> VmlContent {
        applying("accessibilityInputLabels") {
            $0.add(nil, expression: .array(inputLabels.map { .string(VmlLocalizedStringKey.localizedTitle($0)) }))
        }
    }

    /// SwiftUI's `accessibilityInputLabels(_:)` with `Text`s: their strings.
    ///
    /// ```swift
    /// VmlText("a").accessibilityInputLabels([VmlText("Send")])   // <Text style="accessibilityInputLabels([&quot;Send&quot;])">a</Text>
    /// ```
    public consuming func accessibilityInputLabels(_ inputLabels: [VmlText]) -> VmlContent {
        applying("accessibilityInputLabels") {
            $0.add(nil, expression: .array(inputLabels.map { .string($0.text) }))
        }
    }
}

extension VmlView {
    /// SwiftUI's `accessibilityInputLabels(_:isEnabled:)`: as `accessibilityInputLabels(_:)`, with whether it applies.
    ///
    /// ```swift
    /// VmlText("a").accessibilityInputLabels(["Send"], isEnabled: true)
    /// // <Text style="accessibilityInputLabels([&quot;Send&quot;], isEnabled: true)">a</Text>
    /// ```
    public consuming func accessibilityInputLabels(_ inputLabels: [String], isEnabled: any VmlBoolArgument) -> VmlContent {
        applying("accessibilityInputLabels") {
            $0.add(nil, expression: .array(inputLabels.map { .string(VmlLocalizedStringKey.localizedTitle($0)) }))
            $0.add("isEnabled", expression: isEnabled.vmlExpression)
        }
    }
}
