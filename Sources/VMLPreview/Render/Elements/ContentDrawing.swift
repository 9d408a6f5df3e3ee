import VMLCore

/// Text, images, shapes and the small composite views (`Label`, `LabeledContent`, `GroupBox`,
/// `DisclosureGroup`, `ContentUnavailableView`).
enum ContentDrawing {
    /// What this family draws.
    static let coverage: [String: VMLPreviewCoverage] = [
        "Text": .drawn, "Image": .approximated, "AsyncImage": .approximated, "Rectangle": .drawn,
        "RoundedRectangle": .drawn, "Circle": .drawn, "Ellipse": .drawn, "Capsule": .drawn,
        "ContainerRelativeShape": .approximated, "UnevenRoundedRectangle": .approximated, "Label": .drawn,
        "LabeledContent": .drawn, "GroupBox": .drawn, "DisclosureGroup": .drawn, "ContentUnavailableView": .drawn,
    ]

    static func draw(_ context: DrawContext) -> Drawing? {
        switch context.entry.name {
        case "Text":
            return Drawing(Box(classes: "text"), context.body)
        case "Image":
            return image(context)
        case "AsyncImage":
            let url = context.attribute("url") ?? ""
            var box = Box(classes: "placeholder")
            box.attributes = [("title", "AsyncImage " + url)]
            return Drawing(
                box, [.html("<span>AsyncImage</span><span class=\"placeholder-url\">" + HTMLText.escaped(url) + "</span>")], .approximated)
        case "Rectangle", "Color", "ContainerRelativeShape":
            return Drawing(Box(classes: "shape"), [], context.entry.name == "ContainerRelativeShape" ? .approximated : .drawn)
        case "RoundedRectangle":
            let radius = context.number("cornerRadius") ?? 0
            return Drawing(Box(classes: "shape", style: "border-radius:" + ExpressionValues.px(radius) + ";"), [])
        case "UnevenRoundedRectangle":
            return Drawing(Box(classes: "shape", style: "border-radius:12px;"), [], .approximated)
        case "Circle":
            return Drawing(Box(classes: "shape circle"), [])
        case "Ellipse":
            return Drawing(Box(classes: "shape ellipse"), [])
        case "Capsule":
            return Drawing(Box(classes: "shape capsule"), [])
        case "Label":
            return label(context)
        case "LabeledContent":
            var content: [Piece] = []
            if let label = context.slot("label") { content += [.open(Box(classes: "labeled-content-label")), label, .close("div")] }
            content += [.open(Box(classes: "labeled-content-value"))] + context.body + [.close("div")]
            return Drawing(Box(classes: "hstack labeled-content", style: "gap:8px;"), content)
        case "GroupBox":
            var content: [Piece] = []
            if let label = context.slot("label") { content += [.open(Box(classes: "group-box-label")), label, .close("div")] }
            content += context.body
            return Drawing(Box(classes: "vstack group-box", style: "gap:8px;align-items:flex-start;"), content)
        case "DisclosureGroup":
            let expanded = context.attribute("isExpanded") == "true"
            var content: [Piece] = [.open(Box(classes: "hstack disclosure-label", style: "gap:8px;"))]
            if let label = context.slot("label") { content.append(label) }
            content += [
                .html("<span class=\"spacer\"></span><span class=\"chevron" + (expanded ? " down" : "") + "\"></span>"), .close("div"),
            ]
            if expanded {
                content += [.open(Box(classes: "vstack", style: "gap:8px;align-items:flex-start;"))] + context.body + [.close("div")]
            }
            return Drawing(Box(classes: "vstack disclosure-group", style: "gap:8px;align-items:stretch;"), content)
        case "ContentUnavailableView":
            var content: [Piece] = []
            if let label = context.slot("label") { content += [.open(Box(classes: "unavailable-label")), label, .close("div")] }
            if let description = context.slot("description") {
                content += [.open(Box(classes: "unavailable-description")), description, .close("div")]
            }
            if let actions = context.slot("actions") { content.append(actions) }
            return Drawing(Box(classes: "vstack unavailable", style: "gap:8px;"), content + context.body)
        default:
            return nil
        }
    }

    /// `Image(systemName:)` as its glyph the size of the font (``SymbolGlyph``; a neutral
    /// placeholder for a name without one), named on hover; an asset image as a labelled
    /// placeholder (never fetched).
    private static func image(_ context: DrawContext) -> Drawing {
        if let symbol = context.attribute("systemName") {
            let style = SymbolStyle.at(context.index, in: context.tree, name: symbol, filled: TabDrawing.isInTabItem(context))
            let coverage: VMLPreviewCoverage =
                SymbolGlyph.isMapped(style.name) && (style.mode == .monochrome || style.mode == .hierarchical) ? .drawn : .approximated
            let box = SymbolSheet.box(for: style, classes: "symbol")
            return Drawing(box, box.tag == "svg" ? [.symbolUse(style)] : [], coverage)
        }
        let name = context.attribute("name") ?? context.attribute("label") ?? "Image"
        var box = Box(classes: "placeholder image")
        box.attributes = [("title", "Image " + name)]
        return Drawing(box, [.html("<span>" + HTMLText.escaped(name) + "</span>")], .approximated)
    }

    /// A label: its icon then its title, 8 points apart (a list row puts the icon in a column).
    private static func label(_ context: DrawContext) -> Drawing {
        var content: [Piece] = []
        if let icon = context.slot("icon") { content.append(icon) }
        if let title = context.slot("title") { content.append(title) }
        content += context.body
        var style = context.inheritedStyle("labelStyle")
        if style == nil || style == "automatic", context.slot("icon") != nil, inToolbar(context) { style = "iconOnly" }
        let classes = style == "iconOnly" ? "hstack label icon-only" : style == "titleOnly" ? "hstack label title-only" : "hstack label"
        return Drawing(Box(classes: classes, style: "gap:8px;"), content)
    }

    /// Whether the node is in a toolbar's item (where iOS shows a label's icon alone), and not
    /// in the content of a menu there (whose items show their titles).
    static func inToolbar(_ context: DrawContext) -> Bool {
        let tree = context.tree
        var current = context.index
        while current >= 0 {
            if tree[current].template == "toolbar" { return true }
            let parent = tree[current].parent
            if parent >= 0, tree[parent].name == "Menu", tree[current].template != "label" { return false }
            current = parent
        }
        return false
    }
}
