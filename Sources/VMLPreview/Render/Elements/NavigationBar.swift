import VMLCore

/// What a navigation container's bar shows, gathered from the modifiers on the screen's content
/// (searched without recursion, leaving out templates and nested navigation containers): the
/// title and its display mode, the toolbar items by placement, the search field, and whether the
/// bar is hidden.
struct NavigationBar {
    /// The title, from `navigationTitle`.
    var title: String?
    /// Whether `navigationBarTitleDisplayMode(.inline)` puts the title in the bar.
    var inline = false
    /// Whether the bar is hidden (`navigationBarHidden(true)`, `toolbar(.hidden, for: .navigationBar)`).
    var hidden = false
    /// Whether `navigationBarBackButtonHidden(true)` hides the back button.
    var backButtonHidden = false
    /// Items at the bar's leading edge.
    var leading: [Int] = []
    /// Items at the bar's trailing edge.
    var trailing: [Int] = []
    /// Items in the bar's middle (`principal`), in place of the inline title.
    var principal: [Int] = []
    /// Items in the bottom toolbar.
    var bottom: [Int] = []
    /// Items placed as the confirmation action, which iOS sets in semibold.
    var confirmations: Set<Int> = []
    /// The search field: its text and prompt.
    var search: (text: String, prompt: String)?
    /// The bar's background from `toolbarBackground`, as CSS.
    var background: String?

    /// Names whose subtrees are other screens' bars.
    static let containers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// The bar for the screen rooted at `root` (the root's own modifiers count when
    /// `includingRoot`: a pushed destination's, a split view column's).
    init(tree: PreviewTree, root: Int, includingRoot: Bool) {
        let owners = tree.descendants(
            of: root, includingRoot: includingRoot,
            pruning: { tree[$0].template != nil || Self.containers.contains(tree[$0].name) },
            where: { !tree[$0].modifiers.isEmpty })
        for owner in owners {
            for modifier in tree[owner].modifiers { read(modifier, on: owner, in: tree) }
        }
    }

    private mutating func read(_ modifier: VMLModifier, on owner: Int, in tree: PreviewTree) {
        let arguments = modifier.arguments
        switch modifier.name {
        case "navigationTitle", "navigationBarTitle":
            if title == nil, let first = ExpressionValues.unlabeled(arguments) {
                title = DisplayText.string(first, on: tree[owner])
            }
            if let mode = ExpressionValues.argument("displayMode", in: arguments).flatMap(ExpressionValues.memberName) {
                inline = mode == "inline"
            }
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            if let mode = arguments.first.flatMap({ ExpressionValues.memberName($0.value) }) { inline = mode == "inline" }
        case "navigationBarHidden":
            if arguments.first?.value == .boolean(true) { hidden = true }
        case "navigationBarBackButtonHidden":
            if arguments.first?.value != .boolean(false) { backButtonHidden = true }
        case "toolbar", "toolbarVisibility":
            for argument in arguments {
                if case .symbol(let name) = argument.value {
                    for item in tree.slots(name, of: owner) { place(item, in: tree) }
                }
            }
            if let visibility = ExpressionValues.unlabeled(arguments).flatMap(ExpressionValues.memberName), visibility == "hidden" {
                let bars = ExpressionValues.argument("for", in: arguments).map { String(describing: $0) } ?? "navigationBar"
                if bars.contains("navigationBar") { hidden = true }
            }
        case "toolbarBackground":
            if let first = ExpressionValues.unlabeled(arguments), let css = PreviewColor.css(first) { background = css }
        case "searchable":
            let text = ExpressionValues.argument("text", in: arguments).flatMap { DisplayText.string($0, on: tree[owner]) } ?? ""
            let prompt = ExpressionValues.argument("prompt", in: arguments).flatMap { DisplayText.string($0, on: tree[owner]) }
            search = (text, prompt ?? "Search")
        default:
            break
        }
    }

    /// Puts a toolbar item where its placement says.
    private mutating func place(_ item: Int, in tree: PreviewTree) {
        switch tree[item][attribute: "placement"].map(StackDrawing.memberName) {
        case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation":
            leading.append(item)
        case "principal":
            principal.append(item)
        case "confirmationAction":
            trailing.append(item)
            confirmations.insert(item)
        case "bottomBar", "status", "keyboard", "bottomOrnament":
            bottom.append(item)
        default:
            trailing.append(item)
        }
    }

    /// The bar (its items, the inline title or the principal items, a back button when `back`
    /// names the screen it returns to and the checkbox that closes it), then the large title and
    /// the search field.
    func top(back: (title: String, toggle: String)? = nil) -> [Piece] {
        guard !hidden else { return [] }
        var bar = Box(classes: "nav-bar")
        if let background { bar.style = "background:" + background + ";" }
        var pieces: [Piece] = [.open(bar), .open(Box(classes: "hstack nav-bar-leading", style: "gap:16px;"))]
        if let back, !backButtonHidden {
            var label = Box("label", classes: "hstack nav-back")
            label.attributes = [("for", back.toggle)]
            pieces += [
                .open(label), .html("<span class=\"back-chevron\"></span>"), ControlParts.text(back.title, classes: "nav-back-title"),
                .close("label"),
            ]
        }
        pieces += leading.map(Piece.child) + [.close("div")]
        if !principal.isEmpty {
            pieces += [.open(Box(classes: "hstack nav-bar-center", style: "gap:8px;"))] + principal.map(Piece.child) + [.close("div")]
        } else if inline, let title {
            pieces.append(ControlParts.text(title, classes: "nav-bar-center nav-title"))
        }
        pieces +=
            [.open(Box(classes: "hstack nav-bar-trailing", style: "gap:16px;"))] + trailing.flatMap(item) + [
                .close("div"), .close("div"),
            ]
        if !inline, let title { pieces.append(ControlParts.text(title, classes: "nav-bar-large-title nav-title")) }
        if let search {
            let shown =
                search.text.isEmpty
                ? ControlParts.text(search.prompt, classes: "search-prompt") : ControlParts.text(search.text, classes: "search-text")
            pieces += [
                .open(Box(classes: "hstack search-field", style: "gap:6px;")), ControlParts.symbol("magnifyingglass"), shown, .close("div"),
            ]
        }
        return pieces
    }

    /// An item's pieces: a confirmation action in a box that sets it in semibold.
    private func item(_ index: Int) -> [Piece] {
        confirmations.contains(index) ? [.open(Box(classes: "group toolbar-confirm")), .child(index), .close("div")] : [.child(index)]
    }

    /// The bottom toolbar, reaching under the home indicator unless a tab bar lies below.
    func bottomBar(extendingBy inset: Int) -> [Piece] {
        guard !bottom.isEmpty else { return [] }
        var box = Box(classes: "hstack bottom-toolbar", style: "gap:16px;")
        if inset > 0 { box.style += "margin-bottom:-\(inset)px;padding-bottom:\(inset)px;" }
        return [.open(box)] + bottom.map(Piece.child) + [.close("div")]
    }
}
