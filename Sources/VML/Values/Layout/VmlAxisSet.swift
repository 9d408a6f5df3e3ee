/// Axes (SwiftUI's `Axis.Set`), as in `VmlScrollView(.horizontal)`: `.horizontal`, `.vertical`.
public struct VmlAxisSet: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAxisSet {
    /// `.horizontal`
    public static var horizontal: VmlAxisSet { VmlAxisSet(expression: .implicitMember("horizontal")) }
    /// `.vertical`
    public static var vertical: VmlAxisSet { VmlAxisSet(expression: .implicitMember("vertical")) }
}

extension VmlAxisSet {
    /// SwiftUI's `init(rawValue:)`, refused: the raw value is SwiftUI's bit pattern, which the client does not read.
    ///
    /// ```swift
    /// VmlAxisSet(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
