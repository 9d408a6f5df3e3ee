/// SwiftUI's `FillStyle`: `FillStyle(eoFill: true)`; left at its defaults, it is not written.
///
/// ```swift
/// VmlText("a").background(in: .circle, fillStyle: VmlFillStyle(eoFill: true))
/// // <Text style="background(in: .circle, fillStyle: FillStyle(eoFill: true))">a</Text>
/// ```
public struct VmlFillStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// SwiftUI's `FillStyle(eoFill:antialiased:)`: the arguments that differ from the defaults
    /// (`false`, `true`) are written.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        var arguments: [VMLArgument] = []
        if eoFill { arguments.append(.labeled("eoFill", .boolean(true))) }
        if !antialiased { arguments.append(.labeled("antialiased", .boolean(false))) }
        self.expression = .call(.identifier("FillStyle"), arguments)
    }

    /// Whether this is `FillStyle()`, the default, which modifiers leave out.
    var isDefault: Bool {
        if case .call(let call) = expression { return call.arguments.isEmpty }
        return false
    }
}
