/// A symbol rendering mode (SwiftUI's `SymbolRenderingMode`): `.monochrome`, `.hierarchical`, `.palette`, `.multicolor`.
public struct VmlSymbolRenderingMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSymbolRenderingMode {
    /// `.monochrome`
    public static var monochrome: VmlSymbolRenderingMode { VmlSymbolRenderingMode(expression: .implicitMember("monochrome")) }
    /// `.hierarchical`
    public static var hierarchical: VmlSymbolRenderingMode { VmlSymbolRenderingMode(expression: .implicitMember("hierarchical")) }
    /// `.palette`
    public static var palette: VmlSymbolRenderingMode { VmlSymbolRenderingMode(expression: .implicitMember("palette")) }
    /// `.multicolor`
    public static var multicolor: VmlSymbolRenderingMode { VmlSymbolRenderingMode(expression: .implicitMember("multicolor")) }
}
