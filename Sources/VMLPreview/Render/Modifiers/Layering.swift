import VMLCore

/// `background` and `overlay`: a style (`background(.blue)`, `background(.blue, in: .capsule)`)
/// paints the wrapper; a view (`background(content: :bg)` with a `template="bg"` child, or
/// `overlay(alignment: .topTrailing, content: :badge)`) is drawn in a layer the size of the view,
/// behind or in front of it, placed by the alignment.
enum Layering {
    static func apply(_ modifier: VMLModifier, to layers: inout Layers, context: DrawContext, wrapper: String) -> VMLPreviewCoverage {
        let arguments = modifier.arguments
        let isBackground = modifier.name == "background"
        let alignment = ExpressionValues.argument("alignment", in: arguments).flatMap(ExpressionValues.memberName)
        // A view given through a template symbol (`content: :bg`, or unlabeled `:bg`).
        if let symbol = arguments.lazy.compactMap({ argument -> String? in
            if case .symbol(let name) = argument.value { return name }
            return nil
        }).first {
            guard let child = context.tree.slot(symbol, of: context.index) else { return .approximated }
            let layer = Box(classes: "layer", style: StackDrawing.columnAlignment(alignment))
            let layerPieces: [Piece] = [.open(layer), .child(child), .close("div")]
            if isBackground {
                layers.wrap(Box(classes: wrapper + " relative has-background"), leading: layerPieces, trailing: [])
            } else {
                layers.wrap(Box(classes: wrapper + " relative"), leading: [], trailing: layerPieces)
            }
            return .drawn
        }
        // A style: the first unlabeled argument, or none (`background()` is the system background).
        let styleArgument = arguments.first(where: { $0.label == nil })?.value
        let css: String
        if let styleArgument {
            guard let found = PreviewColor.css(styleArgument) else {
                layers.wrap(Box(classes: wrapper))
                return .approximated
            }
            css = found
        } else {
            css = "var(--systemBackground)"
        }
        let radius = ExpressionValues.argument("in", in: arguments).map(ShapeValue.radius) ?? "0"
        if isBackground {
            var style = "background:" + css + ";"
            if radius != "0" { style += "border-radius:" + radius + ";" }
            layers.wrap(Box(classes: wrapper, style: style))
        } else {
            let layer = Box(classes: "layer", style: "background:" + css + ";border-radius:" + radius + ";")
            layers.wrap(Box(classes: wrapper + " relative"), leading: [], trailing: [.open(layer), .close("div")])
        }
        return .drawn
    }
}
