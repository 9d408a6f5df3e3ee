/// A visibility (SwiftUI's `Visibility`): `.automatic`, `.visible`, `.hidden`.
public struct VmlVisibility: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlVisibility {
    /// `.automatic`
    public static var automatic: VmlVisibility { VmlVisibility(expression: .implicitMember("automatic")) }
    /// `.visible`
    public static var visible: VmlVisibility { VmlVisibility(expression: .implicitMember("visible")) }
    /// `.hidden`
    public static var hidden: VmlVisibility { VmlVisibility(expression: .implicitMember("hidden")) }
}

extension VmlVisibility {
    /// Every value, in SwiftUI's order (SwiftUI's `allCases`), for pickers and `ForEach`.
    ///
    /// ```swift
    /// VmlVisibility.allCases.count   // 3
    /// ```
    public static var allCases: [VmlVisibility] { [.automatic, .visible, .hidden] }
}
