import VMLCore

/// `glassEffect(_:in:)` as iOS 26 draws it: the view on a Liquid Glass shape (a capsule unless
/// `in:` names another), a translucent, blurred, lightly rimmed layer behind the content, tinted
/// by `.tint(_:)`. Before iOS 26 the client drops the modifier (``PreviewRenderer/dropped``).
enum Glass {
    /// Wraps the view in its glass; approximated (the glass's refraction is not drawn).
    static func apply(_ modifier: VMLModifier, to layers: inout Layers, wrapper: String) -> VMLPreviewCoverage {
        let shape = ExpressionValues.argument("in", in: modifier.arguments).map(ShapeValue.radius) ?? "999px"
        var style = "border-radius:" + shape + ";"
        if let glass = modifier.arguments.first(where: { $0.label == nil })?.value,
            let tint = tint(of: glass), let css = PreviewColor.css(tint)
        {
            style += "--glass-tint:" + css + ";"
        }
        layers.wrap(Box(classes: wrapper + " glass", style: style))
        return .approximated
    }

    /// The color of `.regular.tint(.blue)`, or `nil`.
    static func tint(of glass: VMLExpression) -> VMLExpression? {
        guard case .call(let call) = glass, case (.member(let member), let arguments) = call.parts, member.name == "tint" else {
            return nil
        }
        return arguments.first?.value
    }
}
