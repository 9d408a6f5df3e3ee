import VMLCore

/// Buttons and the controls iOS draws as buttons: `Button` in its styles (tinted text,
/// `.bordered`, `.borderedProminent`, `.plain`, a destructive role in red), `Link`, `Menu`'s
/// label, `ControlGroup`, `EditButton`, `PasteButton`, `RenameButton` and `ShareLink`.
enum ButtonDrawing {
    /// What this family draws.
    static let coverage: [String: VMLPreviewCoverage] = [
        "Button": .drawn, "Link": .drawn, "Menu": .drawn, "ControlGroup": .approximated, "EditButton": .drawn,
        "PasteButton": .approximated, "RenameButton": .approximated, "ShareLink": .approximated,
    ]

    /// The modifiers this family reads, and how faithfully.
    static let modifiersRead: [String: VMLPreviewCoverage] = [
        "buttonStyle": .drawn, "buttonBorderShape": .drawn, "menuStyle": .drawn, "controlGroupStyle": .approximated,
    ]

    static func draw(_ context: DrawContext) -> Drawing? {
        switch context.entry.name {
        case "Button":
            return Drawing(buttonBox(context), context.body, buttonCoverage(context))
        case "Link":
            var box = buttonBox(context)
            box.tag = "a"
            if let destination = context.attribute("destination") {
                box.attributes += [("href", destination), ("target", "_blank"), ("rel", "noopener")]
            }
            return Drawing(box, context.body)
        case "Menu":
            return Drawing(buttonBox(context), ControlParts.label(context).isEmpty ? [.html("Menu")] : menuLabel(context))
        case "ControlGroup":
            let content = context.tree.flattenedBody(of: context.index).flatMap { child -> [Piece] in
                [.open(Box(classes: "control-group-item")), .child(child), .close("div")]
            }
            return Drawing(ControlParts.interactive(Box(classes: "hstack control-group"), context), content, .approximated)
        case "EditButton":
            return Drawing(buttonBox(context), [.html("Edit")])
        case "PasteButton":
            let box = ControlParts.interactive(Box(classes: "hstack button bordered-prominent border-capsule", style: "gap:6px;"), context)
            return Drawing(box, [ControlParts.symbol("doc.on.clipboard"), .html("Paste")], .approximated)
        case "RenameButton":
            let box = buttonBox(context, gap: 6)
            return Drawing(box, [ControlParts.symbol("pencil"), .html("Rename")], .approximated)
        case "ShareLink":
            let box = buttonBox(context, gap: 6)
            let label = context.body.isEmpty ? [Piece.html("Share")] : context.body
            return Drawing(box, [ControlParts.symbol("square.and.arrow.up")] + label, .approximated)
        default:
            return nil
        }
    }

    /// A menu's label: its `label` slot, else its first body child.
    private static func menuLabel(_ context: DrawContext) -> [Piece] {
        if let slot = context.slot("label") { return [slot] }
        return Array(context.body.prefix(1))
    }

    /// The classes of a button style, from `buttonStyle(…)` on the element or an ancestor.
    static func styleClasses(_ context: DrawContext) -> String {
        switch context.inheritedStyle("buttonStyle") {
        case "bordered": return " bordered"
        case "borderedProminent": return " bordered-prominent"
        case "plain": return " plain"
        default: return ""
        }
    }

    /// The button's box: tinted, in its style and border shape, red for a destructive role.
    static func buttonBox(_ context: DrawContext, gap: Double = 8) -> Box {
        var classes = "hstack button" + styleClasses(context)
        switch context.inheritedStyle("buttonBorderShape") {
        case "capsule": classes += " border-capsule"
        case "circle": classes += " border-circle"
        default: break
        }
        var box = Box(classes: classes, style: "gap:" + ExpressionValues.px(gap) + ";")
        if let radius = roundedRectangleRadius(context) { box.style += "--buttonRadius:" + ExpressionValues.px(radius) + ";" }
        switch context.attribute("role") {
        case "destructive": box.style += "--tint:var(--red);"
        case "cancel": box.addClass("cancel")
        default: break
        }
        return ControlParts.interactive(box, context)
    }

    /// The radius of `buttonBorderShape(.roundedRectangle(radius: 12))` on the button or an ancestor.
    private static func roundedRectangleRadius(_ context: DrawContext) -> Double? {
        var current = context.index
        while current >= 0 {
            if let modifier = context.tree[current].modifiers.first(where: { $0.name == "buttonBorderShape" }) {
                guard let value = modifier.arguments.first?.value, let (name, arguments) = ExpressionValues.call(value),
                    name == "roundedRectangle"
                else { return nil }
                return ExpressionValues.argument("radius", in: arguments).flatMap(ExpressionValues.number)
            }
            current = context.tree[current].parent
        }
        return nil
    }

    private static func buttonCoverage(_ context: DrawContext) -> VMLPreviewCoverage {
        switch context.inheritedStyle("buttonStyle") {
        case nil, "automatic", "bordered", "borderedProminent", "plain", "borderless": return .drawn
        default: return .approximated
        }
    }
}
