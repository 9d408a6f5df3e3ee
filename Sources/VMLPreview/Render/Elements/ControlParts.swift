import VMLCore

/// The small pieces iOS's controls share: the mark on boxes a client runtime acts on, the
/// chevrons, a symbol's glyph, and where a control stands (a list row, a form).
enum ControlParts {
    /// Marks `box` as one a client runtime would dispatch on (a tap, an edit): hovering shows its
    /// `id` and attributes in the title the renderer writes, and tools find it by this attribute.
    static func interactive(_ box: Box, _ context: DrawContext) -> Box {
        var box = box
        box.attributes.append(("data-vml-interactive", context.entry.name))
        if let id = context.attribute("id") { box.attributes.append(("data-vml-id", id)) }
        return box
    }

    /// A symbol's glyph (as `Image(systemName:)` draws it: its placeholder when it has no glyph),
    /// named on hover; `filled` adds `.fill` (a tab bar's items).
    static func symbol(_ name: String, classes: String = "symbol", filled: Bool = false) -> Piece {
        .symbol(SymbolStyle(name: name, variant: filled ? ["fill"] : []), classes: classes)
    }

    /// A disclosure chevron pointing right (a `NavigationLink` row's).
    static let disclosure = Piece.html("<span class=\"row-chevron\"></span>")

    /// The small up-and-down chevrons of a menu picker.
    static let upDown = Piece.html("<span class=\"updown\"></span>")

    /// Plain text, escaped.
    static func text(_ text: String, classes: String) -> Piece {
        .html("<span class=\"" + classes + "\">" + HTMLText.escaped(text) + "</span>")
    }

    /// Whether the element stands as a row of a `List` or `Form` (directly, or in a `Section` of one).
    static func isRow(_ context: DrawContext) -> Bool {
        isRow(context.index, in: context.tree)
    }

    /// Whether the node stands as a row of a `List` or `Form`.
    static func isRow(_ index: Int, in tree: PreviewTree) -> Bool {
        let container = tree.container(of: index)
        guard container >= 0 else { return false }
        switch tree[container].name {
        case "List", "Form": return true
        case "Section":
            let outer = tree.container(of: container)
            return outer >= 0 && (tree[outer].name == "List" || tree[outer].name == "Form")
        default: return false
        }
    }

    /// Whether `labelsHidden()` applies to the element or one of its ancestors.
    static func labelsHidden(_ context: DrawContext) -> Bool {
        var current = context.index
        while current >= 0 {
            if context.tree[current].modifiers.contains(where: { $0.name == "labelsHidden" }) { return true }
            current = context.tree[current].parent
        }
        return false
    }

    /// The label a control shows: its `label` slot, else its body.
    static func label(_ context: DrawContext) -> [Piece] {
        if let slot = context.slot("label") { return [slot] }
        return context.body
    }

    /// The element's number attribute `name`, or `fallback`.
    static func number(_ context: DrawContext, _ name: String, _ fallback: Double) -> Double {
        context.number(name) ?? fallback
    }

    /// Where `value` lies between `lower` and `upper`, from 0 to 1.
    static func fraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        guard upper > lower else { return 0 }
        return max(0, min(1, (value - lower) / (upper - lower)))
    }

    /// A fraction as the CSS custom property the stylesheet's bars and knobs read: `--fraction:0.4;`.
    static func fractionCSS(_ fraction: Double) -> String {
        "--fraction:" + DisplayText.number((fraction * 1000).rounded() / 1000) + ";"
    }

    /// A fraction as a CSS percentage: `40%`.
    static func percent(_ fraction: Double) -> String {
        DisplayText.number((fraction * 1000).rounded() / 10) + "%"
    }
}
