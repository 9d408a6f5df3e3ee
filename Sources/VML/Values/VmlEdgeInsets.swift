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
        top: consuming (any VmlNumberArgument)? = nil, leading: consuming (any VmlNumberArgument)? = nil,
        bottom: consuming (any VmlNumberArgument)? = nil,
        trailing: consuming (any VmlNumberArgument)? = nil
    ) {
        var arguments = ModifierArguments()
        arguments.add("top", ModifierArguments.expression(top))
        arguments.add("leading", ModifierArguments.expression(leading))
        arguments.add("bottom", ModifierArguments.expression(bottom))
        arguments.add("trailing", ModifierArguments.expression(trailing))
        self.expression = .call(.identifier("EdgeInsets"), arguments.arguments)
    }
}
