/// A vertical alignment (SwiftUI's `VerticalAlignment`), as in `VmlHStack(alignment: .top)`.
public struct VmlVerticalAlignment: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.top`
    public static var top: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("top")) }
    /// `.center`
    public static var center: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("center")) }
    /// `.bottom`
    public static var bottom: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("bottom")) }
    /// `.firstTextBaseline`
    public static var firstTextBaseline: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("firstTextBaseline")) }
    /// `.lastTextBaseline`
    public static var lastTextBaseline: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("lastTextBaseline")) }
}

extension VmlVerticalAlignment {
    /// SwiftUI's `VerticalAlignment(_:)` from an `AlignmentID`, refused at compile time.
    ///
    /// ```swift
    /// VmlVerticalAlignment(MyAlignment.self)
    /// // error: 'init(_:)' is unavailable: custom alignment guides are computed on the client after layout: write a built-in alignment (.leading, .center, .firstTextBaseline, …)
    /// ```
    @available(
        *, unavailable,
        message:
            "custom alignment guides are computed on the client after layout: write a built-in alignment (.leading, .center, .firstTextBaseline, …)"
    )
    public init(_ id: Any.Type) {
        self.init(expression: .null)
    }

    /// SwiftUI's `VerticalAlignment.combineExplicit(_:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlVerticalAlignment.center.combineExplicit([10, nil])
    /// // error: 'combineExplicit(_:)' is unavailable: custom alignment guides are computed on the client after layout: write a built-in alignment (.leading, .center, .firstTextBaseline, …)
    /// ```
    @available(
        *, unavailable,
        message:
            "custom alignment guides are computed on the client after layout: write a built-in alignment (.leading, .center, .firstTextBaseline, …)"
    )
    public func combineExplicit<S: Sequence>(_ values: S) -> Double? where S.Element == Double? {
        nil
    }
}
