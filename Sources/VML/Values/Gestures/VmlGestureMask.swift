/// SwiftUI's `GestureMask`: `.all`, `.gesture`, `.subviews`, `.none`; gestures are the client's, so the modifiers that take one write nothing.
///
/// ```swift
/// VmlText("a").gesture(VmlTapGesture(), including: .subviews)
/// // <Text>a</Text>
/// ```
public struct VmlGestureMask: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several options: written as an array, `[.first, .second]`.
    public init(arrayLiteral elements: VmlGestureMask...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlGestureMask {
    /// SwiftUI's `init(rawValue:)`, refused at compile time: raw bits do not say which options.
    ///
    /// ```swift
    /// VmlGestureMask(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: write the options by name: [.gesture, .subviews]
    /// ```
    @available(*, unavailable, message: "write the options by name: [.gesture, .subviews]")
    public init<Raw: BinaryInteger>(rawValue: Raw) { self = [] }
}
