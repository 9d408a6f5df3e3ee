import VMLCore

/// `TabView` with its tab bar at the bottom: the selected tab's content (the first unless
/// `selection` names another), and a bar item per tab (its symbol above its title, the selected
/// one tinted), from `Tab` children or children with a `tabItem` template. A tab the page's iOS
/// drops (a `Tab` on iOS 17) keeps only its outlined place in the bar and is never the one shown.
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
    /// the first; of the tabs `isDropped` leaves.
    static func selectedTab(_ index: Int, in tree: PreviewTree, isDropped: (Int) -> Bool = { _ in false }) -> Int? {
        let tabs = tree.flattenedBody(of: index).filter { !isDropped($0) }
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
        let drops = tabs.map { droppedRequirement(of: $0, in: context) }
        let selected = selectedTab(context.index, in: tree) { tab in
            tabs.firstIndex(of: tab).map { drops[$0] != nil } ?? false
        }
        var content: [Piece] = [.open(Box(classes: "vstack tab-content"))]
        if let selected { content.append(.child(selected)) }
        content.append(.close("div"))
        let style = context.inheritedStyle("tabViewStyle") ?? "automatic"
        if style == "page" {
            let dots = zip(tabs, drops).filter { $0.1 == nil }.map { $0.0 == selected ? "<i class=\"on\"></i>" : "<i></i>" }
                .joined()
            content.append(.html("<div class=\"page-dots\">" + dots + "</div>"))
            return Drawing(Box(classes: "vstack tab-view paged"), content, .approximated)
        }
        let bottom = context.options.device.bottomInset
        var bar = Box(classes: "hstack tab-bar")
        bar.style = "margin-bottom:-\(bottom)px;padding-bottom:\(bottom)px;"
        content.append(.open(bar))
        for (tab, drop) in zip(tabs, drops) {
            if let drop {
                // Dropped with what it holds, as the renderer drops any element: only its place.
                var place = Box("span", classes: "dropped")
                place.attributes = [("data-vml-path", tree[tab].path), ("data-vml-tab", tree[tab].path), ("data-dropped", drop)]
                content += [.open(place), .close("span")]
                continue
            }
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

    /// What drops tab `tab` on the page's iOS: the tab itself or a `TabSection` holding it, up to
    /// the `TabView`; `nil` when nothing does.
    private static func droppedRequirement(of tab: Int, in context: DrawContext) -> String? {
        var current = tab
        while current > context.index {
            if let requirement = context.droppedRequirement(of: current) { return requirement }
            current = context.tree[current].parent
        }
        return nil
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
