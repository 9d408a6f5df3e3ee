extension VmlView {
    /// SwiftUI's deprecated `accessibility(label:)`: written as `accessibilityLabel(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(label: VmlText("Close"))   // <Text style="accessibilityLabel(&quot;Close&quot;)">a</Text>
    /// ```
    public consuming func accessibility(label: VmlText) -> VmlContent {
        accessibilityLabel(label)
    }

    /// SwiftUI's deprecated `accessibility(hint:)`: written as `accessibilityHint(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(hint: VmlText("Closes it"))   // <Text style="accessibilityHint(&quot;Closes it&quot;)">a</Text>
    /// ```
    public consuming func accessibility(hint: VmlText) -> VmlContent {
        accessibilityHint(hint)
    }

    /// SwiftUI's deprecated `accessibility(value:)`: written as `accessibilityValue(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(value: VmlText("50%"))   // <Text style="accessibilityValue(&quot;50%&quot;)">a</Text>
    /// ```
    public consuming func accessibility(value: VmlText) -> VmlContent {
        accessibilityValue(value)
    }

    /// SwiftUI's deprecated `accessibility(inputLabels:)`: written as `accessibilityInputLabels(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(inputLabels: [VmlText("Send")])   // <Text style="accessibilityInputLabels([&quot;Send&quot;])">a</Text>
    /// ```
    public consuming func accessibility(inputLabels: [VmlText]) -> VmlContent {
        accessibilityInputLabels(inputLabels)
    }

    /// SwiftUI's deprecated `accessibility(selectionIdentifier:)`, which SwiftUI ignores: compiles
    /// and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").accessibility(selectionIdentifier: "row")   // <Text>a</Text>
    /// ```
    public consuming func accessibility(selectionIdentifier: AnyHashable) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's deprecated `accessibility(hidden:)`: written as `accessibilityHidden(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(hidden: true)   // <Text style="accessibilityHidden(true)">a</Text>
    /// ```
    public consuming func accessibility(hidden: any VmlBoolArgument) -> VmlContent {
        accessibilityHidden(hidden)
    }

    /// SwiftUI's deprecated `accessibility(addTraits:)`: written as `accessibilityAddTraits(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(addTraits: .isHeader)   // <Text style="accessibilityAddTraits(.isHeader)">a</Text>
    /// ```
    public consuming func accessibility(addTraits traits: VmlAccessibilityTraits) -> VmlContent {
        accessibilityAddTraits(traits)
    }

    /// SwiftUI's deprecated `accessibility(removeTraits:)`: written as `accessibilityRemoveTraits(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(removeTraits: .isImage)   // <Text style="accessibilityRemoveTraits(.isImage)">a</Text>
    /// ```
    public consuming func accessibility(removeTraits traits: VmlAccessibilityTraits) -> VmlContent {
        accessibilityRemoveTraits(traits)
    }

    /// SwiftUI's deprecated `accessibility(identifier:)`: written as `accessibilityIdentifier(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(identifier: "title")   // <Text style="accessibilityIdentifier(&quot;title&quot;)">a</Text>
    /// ```
    public consuming func accessibility(identifier: String) -> VmlContent {
        accessibilityIdentifier(identifier)
    }

    /// SwiftUI's deprecated `accessibility(sortPriority:)`: written as `accessibilitySortPriority(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(sortPriority: 1)   // <Text style="accessibilitySortPriority(1)">a</Text>
    /// ```
    public consuming func accessibility(sortPriority: any VmlNumberArgument) -> VmlContent {
        applying("accessibilitySortPriority") {
            $0.add(nil, sortPriority)
        }
    }

    /// SwiftUI's deprecated `accessibility(activationPoint:)`: written as `accessibilityActivationPoint(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibility(activationPoint: .bottom)   // <Text style="accessibilityActivationPoint(.bottom)">a</Text>
    /// ```
    public consuming func accessibility(activationPoint: VmlUnitPoint) -> VmlContent {
        applying("accessibilityActivationPoint") {
            $0.add(nil, activationPoint)
        }
    }
}
