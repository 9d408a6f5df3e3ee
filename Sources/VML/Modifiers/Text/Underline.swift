extension VmlView {
    /// SwiftUI's `underline(_:color:)`.
    public consuming func underline(_ isActive: consuming (any VmlBoolArgument)? = nil, color: VmlColor? = nil) -> VmlContent {
        let isActive = ModifierArguments.expression(isActive)
        return applying("underline") {
            $0.add(nil, expression: isActive)
            $0.add("color", color)
        }
    }
}

extension VmlView {
    /// SwiftUI's `underline(_:pattern:color:)`: with a line pattern.
    ///
    /// ```swift
    /// VmlText("a").underline(pattern: .dash)   // <Text style="underline(pattern: .dash)">a</Text>
    /// ```
    public consuming func underline(
        _ isActive: consuming (any VmlBoolArgument)? = nil, pattern: VmlTextLineStylePattern, color: VmlColor? = nil
    ) -> VmlContent {
        let isActive = ModifierArguments.expression(isActive)
        return applying("underline") {
            $0.add(nil, expression: isActive)
            $0.add("pattern", pattern)
            $0.add("color", color)
        }
    }
}
