/// The geometry a matched geometry effect shares (SwiftUI's `MatchedGeometryProperties`).
///
/// ```swift
/// try VmlMatchedGeometryProperties.frame.expression.canonicalText()   // .frame
/// ```
public struct VmlMatchedGeometryProperties: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several members, written as an array.
    ///
    /// ```swift
    /// try ([.frame, .position] as VmlMatchedGeometryProperties).expression.canonicalText()   // [.frame, .position]
    /// ```
    public init(arrayLiteral elements: VmlMatchedGeometryProperties...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlMatchedGeometryProperties {
    /// SwiftUI's `MatchedGeometryProperties.frame`: `.frame`.
    ///
    /// ```swift
    /// try VmlMatchedGeometryProperties.frame.expression.canonicalText()   // .frame
    /// ```
    public static var frame: VmlMatchedGeometryProperties { VmlMatchedGeometryProperties(expression: .implicitMember("frame")) }

    /// SwiftUI's `MatchedGeometryProperties.position`: `.position`.
    ///
    /// ```swift
    /// try VmlMatchedGeometryProperties.position.expression.canonicalText()   // .position
    /// ```
    public static var position: VmlMatchedGeometryProperties { VmlMatchedGeometryProperties(expression: .implicitMember("position")) }

    /// SwiftUI's `MatchedGeometryProperties.size`: `.size`.
    ///
    /// ```swift
    /// try VmlMatchedGeometryProperties.size.expression.canonicalText()   // .size
    /// ```
    public static var size: VmlMatchedGeometryProperties { VmlMatchedGeometryProperties(expression: .implicitMember("size")) }
}

extension VmlMatchedGeometryProperties {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlMatchedGeometryProperties(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
