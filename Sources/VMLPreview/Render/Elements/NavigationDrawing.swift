import VMLCore

/// Navigation containers with their bar (``NavigationBar``: the large or inline title, the
/// toolbar items by placement, a search field, a bottom toolbar), `NavigationLink` (a row with a
/// disclosure chevron in a list, a tinted button elsewhere; a link to its destination URL, or the
/// switch that pushes its destination template), and the toolbar items themselves.
enum NavigationDrawing {
    /// What this family draws.
    static let coverage: [String: VMLPreviewCoverage] = [
        "NavigationStack": .drawn, "NavigationView": .drawn, "NavigationSplitView": .approximated,
        "NavigationLink": .drawn, "ToolbarItem": .drawn, "ToolbarItemGroup": .drawn,
    ]

    /// The modifiers this family reads, and how faithfully.
    static let modifiersRead: [String: VMLPreviewCoverage] = [
        "navigationTitle": .drawn, "navigationBarTitle": .drawn, "navigationBarTitleDisplayMode": .drawn,
        "toolbarTitleDisplayMode": .drawn, "navigationViewStyle": .drawn, "navigationSplitViewStyle": .approximated,
        "searchSuggestions": .drawn, "searchScopes": .drawn,
        "toolbar": .drawn, "toolbarVisibility": .drawn, "navigationBarHidden": .drawn,
        "navigationBarBackButtonHidden": .drawn, "toolbarBackground": .approximated, "searchable": .drawn,
        "navigationBarItems": .drawn, "navigationSubtitle": .drawn, "toolbarBackgroundVisibility": .approximated,
    ]

    static func draw(_ context: DrawContext) -> Drawing? {
        switch context.entry.name {
        case "NavigationStack", "NavigationView":
            return Drawing(Box(classes: "vstack nav"), screen(context, root: context.index, includingRoot: true, content: context.body))
        case "NavigationSplitView":
            return splitView(context)
        case "NavigationLink":
            return link(context)
        case "ToolbarItem", "ToolbarItemGroup":
            return Drawing(Box(classes: "hstack toolbar-item", style: "gap:16px;"), context.body)
        default:
            return nil
        }
    }

    /// A screen under a navigation bar: the bar, the content, the bottom toolbar.
    static func screen(
        _ context: DrawContext, root: Int, includingRoot: Bool, content: [Piece], back: (title: String, toggle: String)? = nil
    ) -> [Piece] {
        let bar = NavigationBar(tree: context.tree, root: root, includingRoot: includingRoot)
        var pieces = bar.top(back: back)
        pieces += [.open(Box(classes: "vstack nav-content"))] + content + [.close("div")]
        pieces += bar.bottomBar(extendingBy: insideTabView(context) ? 0 : context.options.device.bottomInset)
        return pieces
    }

    /// Whether a `TabView` holds the element (its tab bar then lies below any bottom toolbar).
    private static func insideTabView(_ context: DrawContext) -> Bool {
        var current = context.entry.parent
        while current >= 0 {
            if context.tree[current].name == "TabView" { return true }
            current = context.tree[current].parent
        }
        return false
    }

    /// A split view: on an iPhone, a stack showing its sidebar; on an iPad, its columns side by
    /// side, each under its own bar.
    private static func splitView(_ context: DrawContext) -> Drawing {
        let columns = ["sidebar", "content", "detail"].compactMap { context.tree.slot($0, of: context.index) }
        let compact = context.options.device.width < 700
        if compact || columns.count < 2 {
            let first = columns.first
            let content: [Piece] = first.map { [.child($0)] } ?? context.body
            let pieces = screen(context, root: first ?? context.index, includingRoot: first != nil, content: content)
            return Drawing(Box(classes: "vstack nav"), pieces, .approximated)
        }
        var pieces: [Piece] = []
        for (position, column) in columns.enumerated() {
            let classes = position == columns.count - 1 ? "vstack nav column last" : "vstack nav column"
            pieces.append(.open(Box(classes: classes)))
            pieces += screen(context, root: column, includingRoot: true, content: [.child(column)])
            pieces.append(.close("div"))
        }
        return Drawing(Box(classes: "hstack split"), pieces, .approximated)
    }

    /// The id of the switch that shows a link's pushed destination.
    static func pushToggle(_ index: Int) -> String { "vml-push-" + String(index) }

    private static func link(_ context: DrawContext) -> Drawing {
        var box: Box
        var content = context.body
        if ControlParts.isRow(context) {
            box = ControlParts.interactive(Box(classes: "hstack nav-link", style: "gap:8px;"), context)
            content += [.html("<span class=\"spacer\"></span>"), ControlParts.disclosure]
        } else {
            box = ButtonDrawing.buttonBox(context)
        }
        if let destination = context.attribute("destination") {
            box.tag = "a"
            box.attributes += [("href", destination), ("data-vml-destination", destination)]
        } else if context.slot("destination") != nil {
            box.tag = "label"
            box.attributes += [("for", pushToggle(context.index)), ("data-vml-push", "")]
        }
        return Drawing(box, content)
    }
}
