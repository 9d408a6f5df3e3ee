/// SwiftUI's `KeyPress.Phases`: `.down`, `.repeat`, `.up`, `.all`, or several as an array.
///
/// ```swift
/// VmlText("a").onKeyPress(phases: .up) { _ in .handled }   // <Text>a</Text>
/// ```
public struct VmlKeyPressPhases: VmlValue, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several phases, written as an array: `[.down, .repeat]`.
    public init(arrayLiteral elements: VmlKeyPressPhases...) {
        self.expression = .array(elements.map(\.expression))
    }
}
