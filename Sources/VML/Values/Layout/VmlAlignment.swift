/// A two-axis alignment (SwiftUI's `Alignment`): `.center`, `.topLeading`, …
public struct VmlAlignment: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    private static func named(_ name: String) -> VmlAlignment { VmlAlignment(expression: .implicitMember(name)) }

    /// `.center`
    public static var center: VmlAlignment { named("center") }
    /// `.leading`
    public static var leading: VmlAlignment { named("leading") }
    /// `.trailing`
    public static var trailing: VmlAlignment { named("trailing") }
    /// `.top`
    public static var top: VmlAlignment { named("top") }
    /// `.bottom`
    public static var bottom: VmlAlignment { named("bottom") }
    /// `.topLeading`
    public static var topLeading: VmlAlignment { named("topLeading") }
    /// `.topTrailing`
    public static var topTrailing: VmlAlignment { named("topTrailing") }
    /// `.bottomLeading`
    public static var bottomLeading: VmlAlignment { named("bottomLeading") }
    /// `.bottomTrailing`
    public static var bottomTrailing: VmlAlignment { named("bottomTrailing") }
}

extension VmlAlignment {
    /// `Alignment(horizontal:vertical:)`, an alignment from its two guides.
    ///
    /// ```swift
    /// try VmlAlignment(horizontal: .leading, vertical: .top).expression.canonicalText()   // Alignment(horizontal: .leading, vertical: .top)
    /// ```
    public init(horizontal: VmlHorizontalAlignment, vertical: VmlVerticalAlignment) {
        self.init(expression: .call("Alignment", .labeled("horizontal", horizontal.expression), .labeled("vertical", vertical.expression)))
    }
}
