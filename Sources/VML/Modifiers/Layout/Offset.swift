import Foundation

extension VmlView {
    /// SwiftUI's `offset(x:y:)`: `.offset(x: -10)` → `offset(x: -10)`.
    public consuming func offset(x: consuming (any VmlNumberArgument)? = nil, y: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let x = ModifierArguments.expression(x)
        let y = ModifierArguments.expression(y)
        return applying("offset") {
            $0.add("x", expression: x)
            $0.add("y", expression: y)
        }
    }

    /// SwiftUI's `offset(_:)` with a `CGSize`: written as `offset(x:y:)`, both always.
    ///
    /// ```swift
    /// VmlText("a").offset(CGSize(width: 4, height: -2))   // <Text style="offset(x: 4, y: -2)">a</Text>
    /// ```
    public consuming func offset(_ offset: CGSize) -> VmlContent {
        applying("offset") {
            $0.add("x", expression: .number(Double(offset.width)))
            $0.add("y", expression: .number(Double(offset.height)))
        }
    }
}
