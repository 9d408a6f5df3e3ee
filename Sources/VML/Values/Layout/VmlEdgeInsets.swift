@_spi(VMLInternals) import VMLCore

/// Edge insets (SwiftUI's `EdgeInsets`): `VmlEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)`,
/// written `EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)`. Insets left out are not written.
public struct VmlEdgeInsets: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)`
    public init(
        top: (any VmlNumberArgument)? = nil, leading: (any VmlNumberArgument)? = nil, bottom: (any VmlNumberArgument)? = nil,
        trailing: (any VmlNumberArgument)? = nil
    ) {
        var arguments = ModifierArguments()
        arguments.add("top", expression: ModifierArguments.expression(top))
        arguments.add("leading", expression: ModifierArguments.expression(leading))
        arguments.add("bottom", expression: ModifierArguments.expression(bottom))
        arguments.add("trailing", expression: ModifierArguments.expression(trailing))
        self.expression = .call(.identifier("EdgeInsets"), arguments.arguments)
    }
}

extension VmlEdgeInsets {
    /// SwiftUI's `EdgeInsets(_:)` from `NSDirectionalEdgeInsets`, refused at compile time.
    ///
    /// ```swift
    /// VmlEdgeInsets(directionalInsets)
    /// // error: 'init(_:)' is unavailable: NSDirectionalEdgeInsets is UIKit's: write VmlEdgeInsets(top:leading:bottom:trailing:)
    /// ```
    @available(*, unavailable, message: "NSDirectionalEdgeInsets is UIKit's: write VmlEdgeInsets(top:leading:bottom:trailing:)")
    public init(_ insets: Any) {
        self.init(expression: .null)
    }
}

extension VmlEdgeInsets: VmlPaddingArgument {}

extension VmlEdgeInsets {
    /// SwiftUI's `EdgeInsets.inset(by:edges:)` (iOS 26), refused at compile time: corner insets are
    /// measured on the client.
    ///
    /// ```swift
    /// insets.inset(by: cornerInsets)
    /// // error: 'inset(by:edges:)' is unavailable: corner insets are measured on the client: write the insets' lengths (VmlEdgeInsets(top:leading:bottom:trailing:))
    /// ```
    @available(
        *, unavailable,
        message: "corner insets are measured on the client: write the insets' lengths (VmlEdgeInsets(top:leading:bottom:trailing:))"
    )
    public func inset<Corners>(by corners: Corners, edges: VmlEdgeSet = .all) -> VmlEdgeInsets { self }
}
