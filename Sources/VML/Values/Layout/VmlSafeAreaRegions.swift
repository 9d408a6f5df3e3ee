/// Safe-area regions (SwiftUI's `SafeAreaRegions`): `.all`, `.container`, `.keyboard`.
public struct VmlSafeAreaRegions: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSafeAreaRegions {
    /// `.all`
    public static var all: VmlSafeAreaRegions { VmlSafeAreaRegions(expression: .implicitMember("all")) }
    /// `.container`
    public static var container: VmlSafeAreaRegions { VmlSafeAreaRegions(expression: .implicitMember("container")) }
    /// `.keyboard`
    public static var keyboard: VmlSafeAreaRegions { VmlSafeAreaRegions(expression: .implicitMember("keyboard")) }
}

extension VmlSafeAreaRegions {
    /// SwiftUI's `init(rawValue:)`, refused: the raw value is SwiftUI's bit pattern, which the client does not read.
    ///
    /// ```swift
    /// VmlSafeAreaRegions(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
