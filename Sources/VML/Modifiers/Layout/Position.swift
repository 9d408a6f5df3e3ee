import Foundation

extension VmlView {
    /// SwiftUI's `position(x:y:)`.
    public consuming func position(x: consuming (any VmlNumberArgument)? = nil, y: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let x = ModifierArguments.expression(x)
        let y = ModifierArguments.expression(y)
        return applying("position") {
            $0.add("x", expression: x)
            $0.add("y", expression: y)
        }
    }

    /// SwiftUI's `position(_:)` with a `CGPoint`: written as `position(x:y:)`.
    ///
    /// ```swift
    /// VmlText("a").position(CGPoint(x: 10, y: 20))   // <Text style="position(x: 10, y: 20)">a</Text>
    /// ```
    public consuming func position(_ position: CGPoint) -> VmlContent {
        applying("position") {
            $0.add("x", expression: .number(Double(position.x)))
            $0.add("y", expression: .number(Double(position.y)))
        }
    }
}
