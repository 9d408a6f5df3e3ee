extension VmlView {
    /// SwiftUI's `strikethrough(_:color:)`.
    public consuming func strikethrough(_ isActive: consuming (any VmlBoolArgument)? = nil, color: VmlColor? = nil) -> VmlContent {
        let isActive = ModifierArguments.expression(isActive)
        return applying("strikethrough") {
            $0.add(nil, expression: isActive)
            $0.add("color", color)
        }
    }
}

extension VmlView {
    /// SwiftUI's `strikethrough(_:pattern:color:)`: with a line pattern.
    ///
    /// ```swift
    /// VmlText("a").strikethrough(pattern: .dash)   // <Text style="strikethrough(pattern: .dash)">a</Text>
    /// ```
    public consuming func strikethrough(
        _ isActive: consuming (any VmlBoolArgument)? = nil, pattern: VmlTextLineStylePattern, color: VmlColor? = nil
    ) -> VmlContent {
        let isActive = ModifierArguments.expression(isActive)
        return applying("strikethrough") {
            $0.add(nil, expression: isActive)
            $0.add("pattern", pattern)
            $0.add("color", color)
        }
    }
}
