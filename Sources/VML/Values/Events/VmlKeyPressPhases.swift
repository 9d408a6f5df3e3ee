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

extension VmlKeyPressPhases {
    /// SwiftUI's `init(rawValue:)`, refused at compile time: raw bits do not say which options.
    ///
    /// ```swift
    /// VmlKeyPressPhases(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: write the options by name: [.down, .repeat]
    /// ```
    @available(*, unavailable, message: "write the options by name: [.down, .repeat]")
    public init<Raw: BinaryInteger>(rawValue: Raw) { self = [] }
}
