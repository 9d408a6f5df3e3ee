import VMLCore

/// Stacks, grids, spacers and dividers: SwiftUI's layout containers as flex boxes and CSS grids,
/// with SwiftUI's alignment and spacing (8 points between two views unless `spacing` says).
enum StackDrawing {
    /// What this family draws.
    static let coverage: [String: VMLPreviewCoverage] = [
        "VStack": .drawn, "HStack": .drawn, "ZStack": .drawn, "LazyVStack": .drawn, "LazyHStack": .drawn,
        "Group": .drawn, "EmptyView": .drawn, "Spacer": .drawn, "Divider": .drawn, "ScrollView": .drawn,
        "Grid": .drawn, "GridRow": .drawn, "LazyVGrid": .drawn, "LazyHGrid": .drawn, "ViewThatFits": .approximated,
        "GlassEffectContainer": .approximated,
    ]

    /// SwiftUI's spacing between adjacent views when a stack gives none.
    static let defaultSpacing = 8.0

    static func draw(_ context: DrawContext) -> Drawing? {
        let entry = context.entry
        switch entry.name {
        case "VStack", "LazyVStack":
            var box = Box(classes: "vstack")
            box.style = "gap:" + ExpressionValues.px(context.number("spacing") ?? defaultSpacing) + ";"
            box.style += "align-items:" + horizontalAlignment(context.attribute("alignment")) + ";"
            return Drawing(box, context.body)
        case "HStack", "LazyHStack", "GridRow":
            var box = Box(classes: "hstack")
            let spacing = entry.name == "GridRow" ? gridSpacing(context, "horizontalSpacing") : context.number("spacing")
            box.style = "gap:" + ExpressionValues.px(spacing ?? defaultSpacing) + ";"
            box.style += "align-items:" + verticalAlignment(context.attribute("alignment")) + ";"
            return Drawing(box, context.body)
        case "ZStack":
            var box = Box(classes: "zstack")
            box.style = placeItems(context.attribute("alignment"))
            return Drawing(box, context.body)
        case "Group", "ViewThatFits", "GlassEffectContainer":
            // A group's children take its place in the parent's layout (`display: contents`);
            // ViewThatFits shows its first child, the one that fits an unconstrained screen; a
            // GlassEffectContainer's glass shapes are drawn each on its own, not blended.
            let children = entry.name == "ViewThatFits" ? Array(context.body.prefix(1)) : context.body
            return Drawing(Box(classes: "group"), children, entry.name == "Group" ? .drawn : .approximated)
        case "EmptyView":
            return Drawing(Box(classes: "group"), [])
        case "Spacer":
            var box = Box(classes: "spacer")
            if let length = context.number("minLength") {
                box.style = "min-width:0;min-height:0;flex-basis:" + ExpressionValues.px(length) + ";"
            }
            return Drawing(box, [])
        case "Divider":
            return Drawing(Box(classes: "divider"), [])
        case "ScrollView":
            let horizontal = (context.attribute("axes") ?? "").contains("horizontal")
            let box = Box(classes: horizontal ? "scroll horizontal" : "scroll vertical")
            return Drawing(
                box,
                [.open(Box(classes: horizontal ? "hstack scroll-content" : "vstack scroll-content", style: "gap:0;"))] + context.body + [
                    .close("div")
                ])
        case "Grid":
            var box = Box(classes: "grid")
            let rowGap = gridSpacing(context, "verticalSpacing") ?? defaultSpacing
            box.style = "gap:" + ExpressionValues.px(rowGap) + ";"
            box.style += "align-items:" + horizontalAlignment(context.attribute("alignment")) + ";"
            return Drawing(box, context.body)
        case "LazyVGrid", "LazyHGrid":
            return lazyGrid(context, vertical: entry.name == "LazyVGrid")
        default:
            return nil
        }
    }

    private static func gridSpacing(_ context: DrawContext, _ name: String) -> Double? {
        if let value = context.number(name) { return value }
        let parent = context.entry.parent
        return parent >= 0 ? context.tree[parent][attribute: name].flatMap { Double($0) } : nil
    }

    /// `columns="[GridItem(.flexible()), GridItem(.fixed(80))]"` as grid tracks.
    private static func lazyGrid(_ context: DrawContext, vertical: Bool) -> Drawing {
        let itemsText = context.attribute(vertical ? "columns" : "rows") ?? ""
        let tracks = GridTracks.css(itemsText)
        var box = Box(classes: vertical ? "lazy-grid" : "lazy-grid horizontal")
        let spacing = context.number("spacing") ?? defaultSpacing
        box.style = (vertical ? "grid-template-columns:" : "grid-template-rows:") + tracks.template + ";"
        box.style += "gap:" + ExpressionValues.px(spacing) + " " + tracks.gap + ";"
        return Drawing(box, context.body, tracks.understood ? .drawn : .approximated)
    }

    /// A `HorizontalAlignment` attribute as `align-items`.
    static func horizontalAlignment(_ value: String?) -> String {
        switch value.map(Self.memberName) {
        case "leading", "listRowSeparatorLeading": return "flex-start"
        case "trailing", "listRowSeparatorTrailing": return "flex-end"
        default: return "center"
        }
    }

    /// A `VerticalAlignment` attribute as `align-items`.
    static func verticalAlignment(_ value: String?) -> String {
        switch value.map(Self.memberName) {
        case "top": return "flex-start"
        case "bottom": return "flex-end"
        case "firstTextBaseline": return "first baseline"
        case "lastTextBaseline": return "last baseline"
        default: return "center"
        }
    }

    /// An `Alignment` as `place-items` for a grid of one cell (a `ZStack`, a frame, an overlay).
    static func placeItems(_ value: String?) -> String {
        let (vertical, horizontal) = alignmentParts(value)
        return "align-items:" + vertical + ";justify-items:" + horizontal + ";"
    }

    /// An `Alignment` as flex `justify-content` (vertical) and `align-items` (horizontal) of a
    /// column box.
    static func columnAlignment(_ value: String?) -> String {
        let (vertical, horizontal) = alignmentParts(value)
        return "justify-content:" + vertical + ";align-items:" + horizontal + ";"
    }

    /// The CSS start/center/end of an `Alignment` name, vertical then horizontal.
    static func alignmentParts(_ value: String?) -> (vertical: String, horizontal: String) {
        let name = value.map(Self.memberName) ?? "center"
        let vertical = name.hasPrefix("top") ? "flex-start" : name.hasPrefix("bottom") ? "flex-end" : "center"
        let horizontal =
            (name == "leading" || name.hasSuffix("Leading"))
            ? "flex-start" : (name == "trailing" || name.hasSuffix("Trailing")) ? "flex-end" : "center"
        return (vertical, horizontal)
    }

    /// `.leading`, `HorizontalAlignment.leading` or `leading` as `leading`.
    static func memberName(_ text: String) -> String {
        String(text.split(separator: ".").last ?? Substring(text))
    }
}
