extension VmlView {
    /// SwiftUI's `accessibilityCustomContent(_:_:importance:)` with a `LocalizedStringKey` label: the
    /// label and the value are translated as titles are, then written with the importance when given.
    ///
    /// ```swift
    /// VmlText("a").accessibilityCustomContent("Age", "42", importance: .high)
    /// // <Text style="accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;, importance: .high)">a</Text>
    /// ```
    public consuming func accessibilityCustomContent(
        _ labelKey: any VmlStringArgument, _ value: (any VmlStringArgument)?, importance: VmlAXCustomContent.Importance? = nil
    ) -> VmlContent {
        applying("accessibilityCustomContent") {
            $0.add(nil, title: labelKey)
            if let value { $0.add(nil, title: value) } else { $0.add(nil, expression: .null) }
            $0.add("importance", importance)
        }
    }

    /// SwiftUI's `accessibilityCustomContent(_:_:importance:)` with a `LocalizedStringKey` label and a
    /// `Text` value: the value's string.
    ///
    /// ```swift
    /// VmlText("a").accessibilityCustomContent("Age", VmlText("42"))
    /// // <Text style="accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;)">a</Text>
    /// ```
    public consuming func accessibilityCustomContent(
        _ labelKey: any VmlStringArgument, _ value: VmlText, importance: VmlAXCustomContent.Importance? = nil
    ) -> VmlContent {
        applying("accessibilityCustomContent") {
            $0.add(nil, title: labelKey)
            $0.add(nil, expression: .string(value.text))
            $0.add("importance", importance)
        }
    }

    /// SwiftUI's `accessibilityCustomContent(_:_:importance:)` with `Text` label and value: their strings.
    ///
    /// ```swift
    /// VmlText("a").accessibilityCustomContent(VmlText("Age"), VmlText("42"))
    /// // <Text style="accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;)">a</Text>
    /// ```
    public consuming func accessibilityCustomContent(
        _ label: VmlText, _ value: VmlText?, importance: VmlAXCustomContent.Importance? = nil
    ) -> VmlContent {
        applying("accessibilityCustomContent") {
            $0.add(nil, expression: .string(label.text))
            $0.add(nil, expression: value.map { .string($0.text) } ?? .null)
            $0.add("importance", importance)
        }
    }

    /// SwiftUI's `accessibilityCustomContent(_:_:importance:)` with an
    /// ``VmlAccessibilityCustomContentKey``: the key's label, then the value.
    ///
    /// ```swift
    /// VmlText("a").accessibilityCustomContent(VmlAccessibilityCustomContentKey("Age", id: "age"), "42")
    /// // <Text style="accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;)">a</Text>
    /// ```
    public consuming func accessibilityCustomContent(
        _ key: VmlAccessibilityCustomContentKey, _ value: (any VmlStringArgument)?, importance: VmlAXCustomContent.Importance? = nil
    ) -> VmlContent {
        applying("accessibilityCustomContent") {
            if key.isLocalized { $0.add(nil, title: key.label) } else { $0.add(nil, expression: .string(key.label)) }
            if let value { $0.add(nil, title: value) } else { $0.add(nil, expression: .null) }
            $0.add("importance", importance)
        }
    }

    /// SwiftUI's `accessibilityCustomContent(_:_:importance:)` with a key and a `Text` value.
    ///
    /// ```swift
    /// VmlText("a").accessibilityCustomContent(VmlAccessibilityCustomContentKey("Age"), VmlText("42"))
    /// // <Text style="accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;)">a</Text>
    /// ```
    public consuming func accessibilityCustomContent(
        _ key: VmlAccessibilityCustomContentKey, _ value: VmlText?, importance: VmlAXCustomContent.Importance? = nil
    ) -> VmlContent {
        applying("accessibilityCustomContent") {
            if key.isLocalized { $0.add(nil, title: key.label) } else { $0.add(nil, expression: .string(key.label)) }
            $0.add(nil, expression: value.map { .string($0.text) } ?? .null)
            $0.add("importance", importance)
        }
    }
}
