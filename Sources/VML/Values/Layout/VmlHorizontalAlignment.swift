/// A horizontal alignment (SwiftUI's `HorizontalAlignment`), as in `VmlVStack(alignment: .leading)`.
public struct VmlHorizontalAlignment: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.leading`
    public static var leading: VmlHorizontalAlignment { VmlHorizontalAlignment(expression: .implicitMember("leading")) }
    /// `.center`
    public static var center: VmlHorizontalAlignment { VmlHorizontalAlignment(expression: .implicitMember("center")) }
    /// `.trailing`
    public static var trailing: VmlHorizontalAlignment { VmlHorizontalAlignment(expression: .implicitMember("trailing")) }
}

extension VmlHorizontalAlignment {
    /// SwiftUI's `HorizontalAlignment(_:)` from an `AlignmentID`, refused at compile time.
    ///
    /// ```swift
    /// VmlHorizontalAlignment(MyAlignment.self)
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

    /// SwiftUI's `HorizontalAlignment.combineExplicit(_:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlHorizontalAlignment.center.combineExplicit([10, nil])
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
