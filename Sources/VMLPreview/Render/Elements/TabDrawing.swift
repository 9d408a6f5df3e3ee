import VMLCore

/// `TabView` with its tab bar at the bottom: the selected tab's content (the first unless
/// `selection` names another), and a bar item per tab (its symbol above its title, the selected
/// one tinted), from `Tab` children or children with a `tabItem` template.
enum TabDrawing {
    /// What this family draws.
    static let coverage: [String: VMLPreviewCoverage] = [
        "TabView": .drawn, "Tab": .approximated, "TabSection": .approximated,
    ]

    /// The modifiers this family reads, and how faithfully.
    static let modifiersRead: [String: VMLPreviewCoverage] = [
        "tabItem": .drawn, "tabViewStyle": .drawn, "indexViewStyle": .approximated,
    ]

    static func draw(_ context: DrawContext) -> Drawing? {
        switch context.entry.name {
        case "TabView": return tabView(context)
        case "Tab":
            return Drawing(Box(classes: "vstack tab-page", style: "gap:8px;"), context.body, .approximated)
        default: return nil
        }
    }

    /// The tab shown: the one whose `value` (or `tag`) matches the `TabView`'s `selection`, else
    /// the first.
    static func selectedTab(_ index: Int, in tree: PreviewTree) -> Int? {
        let tabs = tree.flattenedBody(of: index)
        if let selection = tree[index][attribute: "selection"] {
            let match = tabs.first { tab in
                if let value = tree[tab][attribute: "value"] { return DisplayText.same(selection, value) }
                if let tag = tree[tab].modifiers.first(where: { $0.name == "tag" }),
                    let value = tag.arguments.first.flatMap({ DisplayText.tag($0.value) })
                {
                    return DisplayText.same(selection, value)
                }
                return false
            }
            if let match { return match }
        }
        return tabs.first
    }

    private static func tabView(_ context: DrawContext) -> Drawing {
        let tree = context.tree
        let tabs = tree.flattenedBody(of: context.index)
        let selected = selectedTab(context.index, in: tree)
        var content: [Piece] = [.open(Box(classes: "vstack tab-content"))]
        if let selected { content.append(.child(selected)) }
        content.append(.close("div"))
        let style = context.inheritedStyle("tabViewStyle") ?? "automatic"
        if style == "page" {
            let dots = tabs.map { $0 == selected ? "<i class=\"on\"></i>" : "<i></i>" }.joined()
            content.append(.html("<div class=\"page-dots\">" + dots + "</div>"))
            return Drawing(Box(classes: "vstack tab-view paged"), content, .approximated)
        }
        let bottom = context.options.device.bottomInset
        var bar = Box(classes: "hstack tab-bar")
        bar.style = "margin-bottom:-\(bottom)px;padding-bottom:\(bottom)px;"
        content.append(.open(bar))
        for tab in tabs {
            let isSelected = tab == selected
            var item = Box(classes: isSelected ? "tab-item on" : "tab-item")
            item.attributes = [("data-vml-tab", tree[tab].path)]
            content.append(.open(item))
            if tree[tab].name == "Tab" {
                if let symbol = tree[tab][attribute: "systemImage"] {
                    content.append(.symbol(SymbolStyle.at(tab, in: tree, name: symbol, filled: true), classes: "symbol"))
                }
                content.append(ControlParts.text(tree[tab][attribute: "title"] ?? "", classes: "tab-title"))
            } else if let template = tabItemTemplate(tab, in: tree) {
                content.append(.child(template))
            }
            content.append(.close("div"))
        }
        content.append(.close("div"))
        return Drawing(Box(classes: "vstack tab-view"), content)
    }

    /// Whether the element stands in a tab's `tabItem` label (whose symbols a tab bar fills, as
    /// iOS does).
    static func isInTabItem(_ context: DrawContext) -> Bool {
        var current = context.index
        while current >= 0 {
            let parent = context.tree[current].parent
            if parent >= 0, tabItemTemplate(parent, in: context.tree) == current { return true }
            current = parent
        }
        return false
    }

    /// The child a `tabItem(content: :tabItem)` modifier names.
    private static func tabItemTemplate(_ index: Int, in tree: PreviewTree) -> Int? {
        guard let modifier = tree[index].modifiers.first(where: { $0.name == "tabItem" }) else { return nil }
        for argument in modifier.arguments {
            if case .symbol(let name) = argument.value { return tree.slot(name, of: index) }
        }
        return nil
    }
}
