/// SwiftUI's `SymbolVariants`: `.none`, `.circle`, `.square`, `.rectangle`, ….
///
/// ```swift
/// VmlImage(systemName: "heart").symbolVariant(.circle.fill)   // <Image systemName="heart" style="symbolVariant(.circle.fill)"/>
/// ```
public struct VmlSymbolVariants: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSymbolVariants {
    /// `.none`
    public static var none: VmlSymbolVariants { VmlSymbolVariants(expression: .implicitMember("none")) }
    /// `.circle`
    public static var circle: VmlSymbolVariants { VmlSymbolVariants(expression: .implicitMember("circle")) }
    /// `.square`
    public static var square: VmlSymbolVariants { VmlSymbolVariants(expression: .implicitMember("square")) }
    /// `.rectangle`
    public static var rectangle: VmlSymbolVariants { VmlSymbolVariants(expression: .implicitMember("rectangle")) }
    /// `.fill`
    public static var fill: VmlSymbolVariants { VmlSymbolVariants(expression: .implicitMember("fill")) }
    /// `.slash`
    public static var slash: VmlSymbolVariants { VmlSymbolVariants(expression: .implicitMember("slash")) }
}

extension VmlSymbolVariants {
    /// The variants with `.circle` added: `.fill.circle`.
    public var circle: VmlSymbolVariants { VmlSymbolVariants(expression: .member(expression, "circle")) }
    /// The variants with `.square` added: `.fill.square`.
    public var square: VmlSymbolVariants { VmlSymbolVariants(expression: .member(expression, "square")) }
    /// The variants with `.rectangle` added.
    public var rectangle: VmlSymbolVariants { VmlSymbolVariants(expression: .member(expression, "rectangle")) }
    /// The variants with `.fill` added: `.circle.fill`.
    public var fill: VmlSymbolVariants { VmlSymbolVariants(expression: .member(expression, "fill")) }
    /// The variants with `.slash` added: `.circle.slash`.
    public var slash: VmlSymbolVariants { VmlSymbolVariants(expression: .member(expression, "slash")) }
}

extension VmlSymbolVariants {
    /// SwiftUI's `SymbolVariants.contains(_:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlSymbolVariants.fill.contains(.circle)
    /// // error: 'contains(_:)' is unavailable: symbol variants are written for the client, not read: keep the variants you choose in your own state
    /// ```
    @available(
        *, unavailable, message: "symbol variants are written for the client, not read: keep the variants you choose in your own state"
    )
    public func contains(_ other: VmlSymbolVariants) -> Bool {
        false
    }
}
