/// A sheet height (SwiftUI's `PresentationDetent`): `.medium`, `.large`, `.fraction(0.3)`, `.height(200)`.
///
/// ```swift
/// VmlText("a").presentationDetents([.fraction(0.3), .large])
/// // <Text style="presentationDetents([.fraction(0.3), .large])">a</Text>
/// ```
public struct VmlPresentationDetent: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlPresentationDetent {
    /// `.medium`
    public static var medium: VmlPresentationDetent { VmlPresentationDetent(expression: .implicitMember("medium")) }
    /// `.large`
    public static var large: VmlPresentationDetent { VmlPresentationDetent(expression: .implicitMember("large")) }

    /// `.fraction(f)`: a fraction of the available height.
    public static func fraction(_ fraction: Double) -> VmlPresentationDetent {
        VmlPresentationDetent(expression: .member("fraction", VMLArgument(.number(fraction))))
    }

    /// `.height(h)`: a fixed height in points.
    public static func height(_ height: Double) -> VmlPresentationDetent {
        VmlPresentationDetent(expression: .member("height", VMLArgument(.number(height))))
    }
}
