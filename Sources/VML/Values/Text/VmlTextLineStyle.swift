/// The style of an underline or strikethrough (SwiftUI's `Text.LineStyle`): `.single` or `VmlTextLineStyle(pattern: .dash, color: .red)`.
///
/// ```swift
/// try VmlTextLineStyle.single.expression.canonicalText()   // .single
/// ```
public struct VmlTextLineStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTextLineStyle {
    /// SwiftUI's `Text.LineStyle.single`: `.single`.
    ///
    /// ```swift
    /// try VmlTextLineStyle.single.expression.canonicalText()   // .single
    /// ```
    public static var single: VmlTextLineStyle { VmlTextLineStyle(expression: .implicitMember("single")) }

    /// `Text.LineStyle(pattern:color:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlTextLineStyle(pattern: .dash, color: .red).expression.canonicalText()   // Text.LineStyle(pattern: .dash, color: .red)
    /// ```
    public init(pattern: VmlTextLineStylePattern? = nil, color: VmlColor? = nil) {
        var arguments: [VMLArgument] = []
        if let pattern { arguments.append(.labeled("pattern", pattern.expression)) }
        if let color { arguments.append(.labeled("color", color.expression)) }
        self.init(expression: .call(.path("Text.LineStyle"), arguments))
    }
}

extension VmlTextLineStyle {
    /// SwiftUI's `Text.LineStyle(nsUnderlineStyle:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlTextLineStyle(nsUnderlineStyle: .single)
    /// // error: 'init(nsUnderlineStyle:)' is unavailable: NSUnderlineStyle is UIKit's: write .single or VmlTextLineStyle(pattern:color:)
    /// ```
    @available(*, unavailable, message: "NSUnderlineStyle is UIKit's: write .single or VmlTextLineStyle(pattern:color:)")
    public init?(nsUnderlineStyle: Any) {
        return nil
    }
}
