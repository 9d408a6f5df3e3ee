import VMLCore

/// `List` and `Form` as iOS draws them: the inset-grouped look by default (rows in rounded cards
/// on the grouped gray, section headers in small gray capitals above, footers below), or the
/// `.plain`, `.grouped` and `.sidebar` looks `listStyle` asks for; rows separated by hairlines.
/// `Table` is drawn as a list of its rows (its first column on an iPhone, as iOS does).
enum ListDrawing {
    /// What this family draws.
    static let coverage: [String: VMLPreviewCoverage] = [
        "List": .drawn, "Form": .drawn, "Section": .drawn, "Table": .approximated, "TableRow": .approximated,
        "TableColumn": .approximated, "DisclosureTableRow": .approximated,
    ]

    /// The modifiers this family reads, and how faithfully.
    static let modifiersRead: [String: VMLPreviewCoverage] = [
        "listStyle": .drawn, "formStyle": .drawn, "listRowBackground": .drawn, "listRowInsets": .drawn,
        "listRowSeparator": .drawn, "listSectionSeparator": .drawn, "scrollContentBackground": .drawn,
        "listRowSeparatorTint": .drawn, "listSectionSpacing": .drawn, "listRowSpacing": .drawn,
        "listItemTint": .approximated, "tableColumnHeaders": .drawn, "tableStyle": .approximated, "width": .approximated,
    ]

    /// A list's look, as the class the stylesheet reads on the list.
    enum Look: String {
        case insetGrouped = "list-inset-grouped"
        case grouped = "list-grouped"
        case plain = "list-plain"
        case sidebar = "list-sidebar"
    }

    static func draw(_ context: DrawContext) -> Drawing? {
        switch context.entry.name {
        case "List", "Form": return list(context)
        case "Section": return section(context)
        case "Table": return table(context)
        case "TableRow":
            let cells = context.body.flatMap { [.open(Box(classes: "table-cell")), $0, .close("div")] }
            return Drawing(Box(classes: "table-row"), cells, .approximated)
        case "TableColumn":
            return Drawing(Box(classes: "table-cell column-header"), context.body, .approximated)
        case "DisclosureTableRow":
            let children = context.tree.bodyChildren(of: context.index)
            var content: [Piece] = [
                .open(Box(classes: "table-row disclosure-row")), .open(Box(classes: "table-cell hstack", style: "gap:6px;")),
            ]
            content += [.html("<span class=\"row-chevron down\"></span>")]
            if let first = children.first, context.tree[first].name != "TableRow" { content.append(.child(first)) }
            content += [.close("div"), .close("div")]
            for child in children where context.tree[child].name == "TableRow" { content.append(.child(child)) }
            return Drawing(Box(classes: "vstack disclosure-rows", style: "gap:0;align-items:stretch;"), content, .approximated)
        default: return nil
        }
    }

    /// The look of the list or form at `index`: `listStyle`/`formStyle` on it or an ancestor, else
    /// inset-grouped (iOS 17's default for both).
    static func look(_ index: Int, in tree: PreviewTree) -> Look {
        let context = DrawContext(tree: tree, index: index, options: VMLPreviewOptions())
        let name = tree[index].name == "Form" ? "formStyle" : "listStyle"
        switch context.inheritedStyle(name) {
        case "plain": return .plain
        case "grouped": return tree[index].name == "Form" ? .insetGrouped : .grouped
        case "sidebar": return .sidebar
        default: return .insetGrouped
        }
    }

    private static func list(_ context: DrawContext) -> Drawing {
        let look = look(context.index, in: context.tree)
        var classes = "list " + look.rawValue
        if context.entry.modifiers.contains(where: { $0.name == "scrollContentBackground" && isHidden($0) }) {
            classes += " no-background"
        }
        var content: [Piece] = []
        var loose: [Int] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            content += [.open(Box(classes: "list-section"))] + card(loose, in: context.tree) + [.close("div")]
            loose = []
        }
        for child in context.tree.flattenedBody(of: context.index) {
            if context.tree[child].name == "Section" {
                flushLoose()
                content.append(.child(child))
            } else {
                loose.append(child)
            }
        }
        flushLoose()
        var box = Box(classes: classes)
        if let spacing = spacing("listSectionSpacing", context) { box.style += "--sectionSpacing:" + spacing + ";" }
        if let spacing = spacing("listRowSpacing", context), spacing != "0px" {
            box.addClass("row-spaced")
            box.style += "--rowSpacing:" + spacing + ";"
        }
        if context.attribute("selection") != nil { box = ControlParts.interactive(box, context) }
        let style = context.entry.name == "Form" ? context.inheritedStyle("formStyle") : context.inheritedStyle("listStyle")
        let known = style == nil || ["automatic", "insetGrouped", "grouped", "plain", "inset"].contains(style ?? "")
        return Drawing(box, [.open(Box(classes: "list-body"))] + content + [.close("div")], known ? .drawn : .approximated)
    }

    /// A section: its header, its rows in a card, its footer; outside a list, the three stacked.
    private static func section(_ context: DrawContext) -> Drawing {
        let tree = context.tree
        let container = tree.container(of: context.index)
        let inList = container >= 0 && (tree[container].name == "List" || tree[container].name == "Form")
        var content: [Piece] = []
        let expanded = context.attribute("isExpanded") != "false"
        if let header = context.slot("header") {
            content += [.open(Box(classes: "list-header")), header]
            if context.attribute("isExpanded") != nil {
                content.append(.html("<span class=\"row-chevron" + (expanded ? " down" : "") + "\"></span>"))
            }
            content.append(.close("div"))
        }
        guard inList else {
            var body: [Piece] = [.open(Box(classes: "vstack", style: "gap:8px;align-items:stretch;"))] + context.body + [.close("div")]
            if !expanded { body = [] }
            if let footer = context.slot("footer") { body += [.open(Box(classes: "list-footer")), footer, .close("div")] }
            return Drawing(Box(classes: "vstack list-section standalone", style: "gap:8px;align-items:stretch;"), content + body)
        }
        let rows = tree.flattenedBody(of: context.index)
        if expanded, !rows.isEmpty { content += card(rows, in: tree) }
        if let footer = context.slot("footer") { content += [.open(Box(classes: "list-footer")), footer, .close("div")] }
        var box = Box(classes: "list-section")
        if context.entry.modifiers.contains(where: { $0.name == "listSectionSeparator" && isHidden($0) }) { box.addClass("no-separator") }
        if let spacing = context.modifier("listSectionSpacing").flatMap(sectionSpacing) { box.style += "margin-top:" + spacing + ";" }
        return Drawing(box, content)
    }

    /// Rows in a card, each in a row box that reads the child's `listRow…` modifiers.
    private static func card(_ rows: [Int], in tree: PreviewTree) -> [Piece] {
        var pieces: [Piece] = [.open(Box(classes: "list-card"))]
        for (position, row) in rows.enumerated() {
            var box = Box(classes: "hstack row", style: "gap:8px;")
            // A row whose separators are hidden hides the one above it too: the previous row's.
            if position + 1 < rows.count,
                tree[rows[position + 1]].modifiers.contains(where: { $0.name == "listRowSeparator" && isHidden($0) })
            {
                box.addClass("no-separator-below")
            }
            for modifier in tree[row].modifiers {
                switch modifier.name {
                case "listRowBackground":
                    if let value = modifier.arguments.first?.value, let css = PreviewColor.css(value) {
                        box.style += "background:" + css + ";"
                    } else if modifier.arguments.first.flatMap({ symbolName($0.value) }) != nil {
                        box.style += "background:transparent;"
                    }
                case "listRowInsets":
                    box.style += rowInsets(modifier)
                case "listRowSeparator":
                    if isHidden(modifier) { box.addClass("no-separator") }
                case "listRowSeparatorTint":
                    if let value = modifier.arguments.first?.value, let css = PreviewColor.css(value) {
                        box.style += "--rowSeparator:" + css + ";"
                    }
                default: break
                }
            }
            pieces += [.open(box), .child(row)] + swipeActions(of: row, in: tree) + [.close("div")]
        }
        return pieces + [.close("div")]
    }

    /// The id of the checkbox that shows a row's `swipeActions` (the modifier at `ordinal`), which
    /// the side panel's entry toggles.
    static func swipeToggle(row: Int, ordinal: Int) -> String {
        "vml-sw-" + String(row) + "-" + String(ordinal)
    }

    /// A row's `swipeActions`, drawn at the row's trailing (or leading) edge, shown while the
    /// pointer is over the row (or a control in it has the focus), or while the side panel's
    /// entry for it is checked.
    private static func swipeActions(of row: Int, in tree: PreviewTree) -> [Piece] {
        var pieces: [Piece] = []
        for (ordinal, modifier) in tree[row].modifiers.enumerated() where modifier.name == "swipeActions" {
            let leading = ExpressionValues.argument("edge", in: modifier.arguments).flatMap(ExpressionValues.memberName) == "leading"
            for argument in modifier.arguments {
                guard case .symbol(let name) = argument.value else { continue }
                let actions = tree.slots(name, of: row).flatMap { tree[$0].name == "Group" ? tree.flattenedBody(of: $0) : [$0] }
                guard !actions.isEmpty else { continue }
                let id = swipeToggle(row: row, ordinal: ordinal)
                let toggle = "<input type=\"checkbox\" class=\"swipe-toggle\" id=\"" + id + "\" hidden>"
                pieces +=
                    [.html(toggle), .open(Box(classes: leading ? "swipe-actions leading" : "swipe-actions"))] + actions.map(Piece.child)
                    + [.close("div")]
            }
        }
        return pieces
    }

    /// The spacing a `listSectionSpacing` or `listRowSpacing` on the list or an ancestor gives, as CSS.
    private static func spacing(_ name: String, _ context: DrawContext) -> String? {
        var current = context.index
        while current >= 0 {
            if let modifier = context.tree[current].modifiers.first(where: { $0.name == name }) {
                return name == "listSectionSpacing"
                    ? sectionSpacing(modifier)
                    : modifier.arguments.first.flatMap { argument in
                        argument.value == .null ? nil : ExpressionValues.number(argument.value).map(ExpressionValues.px)
                    }
            }
            current = context.tree[current].parent
        }
        return nil
    }

    /// `listSectionSpacing(24)`, `(.compact)` or `(.default)` as CSS: iOS 17 leaves 35 points
    /// between an inset-grouped list's sections, 20 when compact.
    private static func sectionSpacing(_ modifier: VMLModifier) -> String? {
        guard let value = modifier.arguments.first?.value else { return nil }
        if let number = ExpressionValues.number(value) { return ExpressionValues.px(number) }
        if let (name, arguments) = ExpressionValues.call(value), name == "custom",
            let number = arguments.first.flatMap({ ExpressionValues.number($0.value) })
        {
            return ExpressionValues.px(number)
        }
        switch ExpressionValues.memberName(value) {
        case "compact": return "20px"
        case "default": return "35px"
        default: return nil
        }
    }

    /// `listRowInsets(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))` as padding.
    private static func rowInsets(_ modifier: VMLModifier) -> String {
        guard let value = modifier.arguments.first?.value else { return "" }
        if value == .null { return "" }
        guard let (_, fields) = ExpressionValues.call(value) else { return "" }
        var css = ""
        for (label, side) in [("top", "top"), ("leading", "left"), ("bottom", "bottom"), ("trailing", "right")] {
            if let amount = ExpressionValues.argument(label, in: fields).flatMap(ExpressionValues.number) {
                css += "padding-" + side + ":" + ExpressionValues.px(amount) + ";"
                // The separator starts where the row's content does.
                if label == "leading" { css += "--rowLeading:" + ExpressionValues.px(amount) + ";" }
            }
        }
        return css
    }

    private static func symbolName(_ expression: VMLExpression) -> String? {
        if case .symbol(let name) = expression { return name }
        return nil
    }

    /// Whether a visibility modifier (`listRowSeparator(.hidden)`) hides.
    private static func isHidden(_ modifier: VMLModifier) -> Bool {
        modifier.arguments.first.flatMap { ExpressionValues.memberName($0.value) } == "hidden"
    }

    /// A table: on an iPhone its rows' first cells as a plain list; on an iPad a header of its
    /// columns above rows in a grid.
    private static func table(_ context: DrawContext) -> Drawing {
        let children = context.tree.bodyChildren(of: context.index)
        let columns = children.filter { context.tree[$0].name == "TableColumn" }
        let compact = context.options.device.width < 700
        var box = Box(classes: "list list-plain table" + (compact ? " compact" : ""))
        let tracks = columns.map { column -> String in
            let width = context.tree[column].modifiers.first { $0.name == "width" }?.arguments.first
            return width.flatMap { ExpressionValues.number($0.value) }.map(ExpressionValues.px) ?? "minmax(0,1fr)"
        }
        box.style = "--table-columns:" + (tracks.isEmpty ? "minmax(0,1fr)" : tracks.joined(separator: " ")) + ";"
        let headersHidden = context.entry.modifiers.contains { $0.name == "tableColumnHeaders" && isHidden($0) }
        var content: [Piece] = [.open(Box(classes: "list-body"))]
        if !compact, !columns.isEmpty, !headersHidden {
            content += [.open(Box(classes: "table-row table-header"))] + columns.map(Piece.child) + [.close("div")]
        }
        content += [.open(Box(classes: "list-card"))]
        for child in children where context.tree[child].name != "TableColumn" {
            content += [.open(Box(classes: "row table-entry")), .child(child), .close("div")]
        }
        content += [.close("div"), .close("div")]
        if compact {
            content += columns.map { [.open(Box(classes: "group", style: "display:none;")), .child($0), .close("div")] }.flatMap { $0 }
        }
        if context.attribute("selection") != nil { box = ControlParts.interactive(box, context) }
        return Drawing(box, content, .approximated)
    }

    /// Whether the node at `index` is a row of a list or a form (not a section's header or footer).
    static func isRow(_ index: Int, in tree: PreviewTree) -> Bool {
        guard tree[index].template == nil else { return false }
        var parent = tree.container(of: index)
        if parent >= 0, tree[parent].name == "Section", tree[parent].template == nil { parent = tree.container(of: parent) }
        return parent >= 0 && (tree[parent].name == "List" || tree[parent].name == "Form")
    }

    /// Whether the screen's main content is a grouped list or form (the status bar's area is then
    /// the grouped gray): the first root, followed down through navigation and tab containers.
    static func isGroupedScreen(_ tree: PreviewTree) -> Bool {
        guard var current = tree.roots.first else { return false }
        for _ in 0..<64 {
            let entry = tree[current]
            switch entry.name {
            case "List", "Form":
                let hidden = entry.modifiers.contains { $0.name == "scrollContentBackground" && isHidden($0) }
                return look(current, in: tree) != .plain && !hidden
            case "NavigationStack", "NavigationView", "Tab", "Group":
                guard let next = tree.bodyChildren(of: current).first else { return false }
                current = next
            case "TabView":
                guard let next = TabDrawing.selectedTab(current, in: tree) else { return false }
                current = next
            case "NavigationSplitView":
                guard let next = tree.slot("sidebar", of: current) ?? tree.bodyChildren(of: current).first else { return false }
                current = next
            default:
                return false
            }
        }
        return false
    }
}
