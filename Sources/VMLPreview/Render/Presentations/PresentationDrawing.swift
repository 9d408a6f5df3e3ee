import VMLCore

/// Presentations — `sheet`, `fullScreenCover`, `popover`, `inspector`, `alert`,
/// `confirmationDialog` — and `NavigationLink` destinations given as templates, drawn over the
/// screen: a presentation whose presented value is `true` is shown; every one is listed in a
/// panel below the screen whose entries open and close it (a checkbox and its labels, so the page
/// needs no script). The content is not drawn where its modifier stands. The same panel lists
/// each list row's `swipeActions`, whose entries show them as hovering the row does.
enum PresentationDrawing {
    /// The presentation modifiers and how faithfully each is drawn.
    static let modifiersRead: [String: VMLPreviewCoverage] = [
        "sheet": .drawn, "fullScreenCover": .drawn, "popover": .approximated, "inspector": .approximated,
        "alert": .drawn, "confirmationDialog": .drawn,
    ]

    /// The overlays (pieces drawn after the screen, over it) and the panel listing them.
    static func overlays(in tree: PreviewTree, options: VMLPreviewOptions) -> (pieces: [Piece], panel: String) {
        var pieces: [Piece] = []
        var entries: [String] = []
        var swipes: [String] = []
        var backTitles: [Int: String] = [:]
        for index in tree.entries.indices {
            let entry = tree[index]
            guard entry.element != nil else { continue }
            for (ordinal, modifier) in entry.modifiers.enumerated() where modifier.name == "swipeActions" {
                guard ListDrawing.isRow(index, in: tree) else { break }
                let toggle = ListDrawing.swipeToggle(row: index, ordinal: ordinal)
                swipes.append(
                    "<li data-vml-swipe=\"" + toggle + "\"><label for=\"" + toggle + "\"><b>swipeActions</b> on <code>"
                        + HTMLText.escaped(entry.path) + "</code></label></li>")
            }
            for (ordinal, modifier) in entry.modifiers.enumerated() where modifiersRead[modifier.name] != nil {
                let toggle = "vml-pr-" + String(index) + "-" + String(ordinal)
                let presented = modifier.arguments.contains { $0.label == "isPresented" && $0.value == .boolean(true) }
                pieces.append(.html(checkbox(toggle, checked: presented)))
                pieces += overlay(modifier, on: index, toggle: toggle, tree: tree, options: options)
                entries.append(panelEntry(toggle, name: modifier.name, path: entry.path, presented: presented))
            }
            if entry.name == "NavigationLink", let destination = tree.slot("destination", of: index) {
                let toggle = NavigationDrawing.pushToggle(index)
                let stack = enclosingStack(of: index, in: tree)
                let back: String
                if let stack {
                    if backTitles[stack] == nil {
                        backTitles[stack] = NavigationBar(tree: tree, root: stack, includingRoot: true).title ?? "Back"
                    }
                    back = backTitles[stack] ?? "Back"
                } else {
                    back = "Back"
                }
                pieces.append(.html(checkbox(toggle, checked: false)))
                let context = DrawContext(tree: tree, index: index, options: options)
                var box = Box(classes: "presentation push", style: insets(options, top: true))
                box.attributes = [("data-vml-presentation", "push"), ("data-vml-owner", entry.path)]
                let screen = NavigationDrawing.screen(
                    context, root: destination, includingRoot: true, content: [.child(destination)], back: (back, toggle))
                pieces += [.open(box), .open(Box(classes: "vstack nav"))] + screen + [.close("div"), .close("div")]
                entries.append(panelEntry(toggle, name: "push", path: entry.path, presented: false))
            }
        }
        guard !entries.isEmpty || !swipes.isEmpty else { return ([], "") }
        var panel = "<section class=\"panel\" id=\"vml-presentations\">"
        if !entries.isEmpty { panel += "<h2>Presentations</h2><ul>" + entries.joined() + "</ul>" }
        if !swipes.isEmpty { panel += "<h2>Swipe actions</h2><ul>" + swipes.joined() + "</ul>" }
        return (pieces, panel + "</section>")
    }

    private static func checkbox(_ id: String, checked: Bool) -> String {
        "<input type=\"checkbox\" class=\"presentation-toggle\" id=\"" + id + "\"" + (checked ? " checked" : "") + " hidden>"
    }

    private static func panelEntry(_ toggle: String, name: String, path: String, presented: Bool) -> String {
        "<li data-vml-presentation=\"" + name + "\" data-presented=\"" + (presented ? "true" : "false") + "\"><label for=\"" + toggle
            + "\">" + "<b>" + HTMLText.escaped(name) + "</b> on <code>" + HTMLText.escaped(path) + "</code></label></li>"
    }

    /// The stack a link pushes onto: its nearest navigation container.
    private static func enclosingStack(of index: Int, in tree: PreviewTree) -> Int? {
        var current = tree[index].parent
        while current >= 0 {
            if NavigationBar.containers.contains(tree[current].name) { return current }
            current = tree[current].parent
        }
        return nil
    }

    private static func insets(_ options: VMLPreviewOptions, top: Bool) -> String {
        (top ? "padding-top:\(options.device.topInset)px;" : "") + "padding-bottom:\(options.device.bottomInset)px;"
    }

    /// The symbol an argument names (`content: :sheet`).
    private static func symbol(_ label: String?, in arguments: [VMLArgument]) -> String? {
        for argument in arguments where label == nil || argument.label == label {
            if case .symbol(let name) = argument.value { return name }
        }
        return nil
    }

    private static func overlay(
        _ modifier: VMLModifier, on owner: Int, toggle: String, tree: PreviewTree, options: VMLPreviewOptions
    ) -> [Piece] {
        let arguments = modifier.arguments
        let entry = tree[owner]
        var box = Box(classes: "presentation")
        box.attributes = [("data-vml-presentation", modifier.name), ("data-vml-owner", entry.path)]
        var dim = Box("label", classes: "dimming")
        dim.attributes = [("for", toggle)]
        switch modifier.name {
        case "alert", "confirmationDialog":
            let title = ExpressionValues.unlabeled(arguments).flatMap { DisplayText.string($0, on: entry) } ?? ""
            // Several actions come wrapped in one `Group` slot, as the DSL writes them.
            let actions = (symbol("actions", in: arguments).map { tree.slots($0, of: owner) } ?? []).flatMap { slot in
                tree[slot].name == "Group" && tree[slot].modifiers.isEmpty ? tree.flattenedBody(of: slot) : [slot]
            }
            let message = symbol("message", in: arguments).flatMap { tree.slot($0, of: owner) }
            if modifier.name == "alert" {
                box.addClass("alert")
                return [.open(box), .open(dim), .close("label")] + alert(title, actions, message, tree: tree, toggle: toggle)
                    + [.close("div")]
            }
            box.addClass("dialog")
            box.style = insets(options, top: false)
            let visibility = ExpressionValues.argument("titleVisibility", in: arguments).flatMap(ExpressionValues.memberName)
            return [.open(box), .open(dim), .close("label")]
                + dialog(visibility == "visible" ? title : nil, actions, message, tree: tree, toggle: toggle) + [.close("div")]
        default:
            let content =
                symbol("content", in: arguments).flatMap { tree.slot($0, of: owner) }
                ?? symbol(nil, in: arguments).flatMap { tree.slot($0, of: owner) }
            if modifier.name == "fullScreenCover" {
                box.addClass("cover")
                box.style = insets(options, top: true)
                return [.open(box), .open(Box(classes: "vstack card"))] + (content.map { [.child($0)] } ?? []) + [
                    .close("div"), .close("div"),
                ]
            }
            box.addClass("sheet")
            var card = Box(classes: "vstack card")
            card.style = "top:" + String(options.device.topInset + 10) + "px;" + insets(options, top: false)
            if let content, let height = detentHeight(tree[content], options: options) { card.style += "top:auto;height:" + height + ";" }
            return [.open(box), .open(dim), .close("label"), .open(card)]
                + (content.map { [.child($0)] } ?? []) + [.close("div"), .close("div")]
        }
    }

    /// The sheet's height from `presentationDetents` on its content: the first detent given.
    private static func detentHeight(_ content: PreviewTree.Entry, options: VMLPreviewOptions) -> String? {
        guard let modifier = content.modifiers.first(where: { $0.name == "presentationDetents" }),
            case .array(let detents)? = modifier.arguments.first?.value, let first = detents.first
        else { return nil }
        if ExpressionValues.memberName(first) == "medium" { return "50%" }
        if let (name, values) = ExpressionValues.call(first), let amount = values.first.flatMap({ ExpressionValues.number($0.value) }) {
            if name == "height" { return ExpressionValues.px(amount + Double(options.device.bottomInset)) }
            if name == "fraction" { return ControlParts.percent(min(1, amount)) }
        }
        return nil
    }

    /// An alert: the title, the message, the actions side by side when there are two, else stacked;
    /// `OK` when there is none.
    private static func alert(_ title: String, _ actions: [Int], _ message: Int?, tree: PreviewTree, toggle: String) -> [Piece] {
        var pieces: [Piece] = [.open(Box(classes: "alert-box")), .open(Box(classes: "alert-header"))]
        pieces.append(ControlParts.text(title, classes: "alert-title"))
        if let message { pieces += [.open(Box(classes: "alert-message")), .child(message), .close("div")] }
        pieces.append(.close("div"))
        // Text and secure fields sit below the message, inset from the alert's edges, above the buttons.
        let fields = actions.filter { ["TextField", "SecureField"].contains(tree[$0].name) }
        let actions = actions.filter { !fields.contains($0) }
        if !fields.isEmpty { pieces += [.open(Box(classes: "alert-fields"))] + fields.map(Piece.child) + [.close("div")] }
        pieces.append(.open(Box(classes: actions.count == 2 ? "alert-actions side-by-side" : "alert-actions")))
        if actions.isEmpty {
            pieces.append(.html("<label class=\"alert-action cancel\" for=\"" + toggle + "\">OK</label>"))
        }
        for action in actions {
            pieces += [.open(Box(classes: "alert-action")), .child(action), .close("div")]
        }
        return pieces + [.close("div"), .close("div")]
    }

    /// A confirmation dialog: an action sheet at the bottom, the cancel action apart.
    private static func dialog(_ title: String?, _ actions: [Int], _ message: Int?, tree: PreviewTree, toggle: String) -> [Piece] {
        var pieces: [Piece] = [.open(Box(classes: "dialog-group"))]
        if title != nil || message != nil {
            pieces.append(.open(Box(classes: "alert-header")))
            if let title { pieces.append(ControlParts.text(title, classes: "dialog-title")) }
            if let message { pieces += [.open(Box(classes: "alert-message")), .child(message), .close("div")] }
            pieces.append(.close("div"))
        }
        let cancel = actions.filter { tree[$0][attribute: "role"] == "cancel" }
        for action in actions where !cancel.contains(action) {
            pieces += [.open(Box(classes: "alert-action")), .child(action), .close("div")]
        }
        pieces += [.close("div"), .open(Box(classes: "dialog-group dialog-cancel"))]
        if cancel.isEmpty {
            pieces.append(.html("<label class=\"alert-action cancel\" for=\"" + toggle + "\">Cancel</label>"))
        }
        for action in cancel { pieces += [.open(Box(classes: "alert-action")), .child(action), .close("div")] }
        return pieces + [.close("div")]
    }
}
