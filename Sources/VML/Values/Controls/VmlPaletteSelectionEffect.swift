/// How a palette picker shows its selection (SwiftUI's `PaletteSelectionEffect`), for `paletteSelectionEffect(_:)`.
///
/// ```swift
/// try VmlPaletteSelectionEffect.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlPaletteSelectionEffect: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlPaletteSelectionEffect {
    /// SwiftUI's `PaletteSelectionEffect.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlPaletteSelectionEffect.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlPaletteSelectionEffect { VmlPaletteSelectionEffect(expression: .implicitMember("automatic")) }

    /// SwiftUI's `PaletteSelectionEffect.custom`: `.custom`.
    ///
    /// ```swift
    /// try VmlPaletteSelectionEffect.custom.expression.canonicalText()   // .custom
    /// ```
    public static var custom: VmlPaletteSelectionEffect { VmlPaletteSelectionEffect(expression: .implicitMember("custom")) }

    /// The selected item drawn with a symbol variant: `.symbolVariant(.fill)`.
    ///
    /// ```swift
    /// try VmlPaletteSelectionEffect.symbolVariant(.fill).expression.canonicalText()   // .symbolVariant(.fill)
    /// ```
    public static func symbolVariant(_ variant: VmlSymbolVariants) -> VmlPaletteSelectionEffect {
        VmlPaletteSelectionEffect(expression: .member("symbolVariant", VMLArgument(variant.expression)))
    }
}
