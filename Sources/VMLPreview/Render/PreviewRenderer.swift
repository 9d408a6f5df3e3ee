@_spi(VMLInternals) import VMLCore
import VMLValidation

/// Draws a document's screen as HTML: each node's element drawing wrapped by its modifiers, in
/// document order, with an explicit stack of pieces instead of recursion. Every element's
/// outermost box carries `data-vml-path` (its full path, as `vml diff` writes it), and its style
/// (`data-vml-style`) and attributes (`data-vml-attrs`), which the page's hover shows.
struct PreviewRenderer {
    /// The flattened document.
    let tree: PreviewTree
    /// The page's options.
    let options: VMLPreviewOptions
    /// What the page's iOS lacks (``VMLAvailability``, as `vml check --target` finds it), by the
    /// full path of its element: the client drops it, so it is not drawn, and it is outlined.
    let dropped: [String: [VMLAvailability.Finding]]

    init(document: VMLDocument, options: VMLPreviewOptions) {
        tree = PreviewTree(document)
        self.options = options
        var dropped: [String: [VMLAvailability.Finding]] = [:]
        for finding in VMLAvailability.findings(in: document.nodes, for: options.os) {
            let path = finding.path.steps.map { $0.name + "[" + String($0.index) + "]" }.joined(separator: " > ")
            dropped[path, default: []].append(finding)
        }
        self.dropped = dropped
    }

    /// The screen's content and what it could not draw.
    func render() -> RenderedScreen {
        var screen = RenderedScreen()
        var html = HTMLWriter(capacity: tree.entries.count * 160)
        screen.background = rootBackground()
        write(tree.roots.map(Piece.child), into: &html, counting: &screen)
        if tree.omittedNodes > 0 {
            html.raw(
                "<div class=\"omitted\">\(tree.omittedNodes) more nodes (with their contents) beyond the preview's \(PreviewTree.maximumNodes) not drawn</div>"
            )
            screen.notDrawn += 1
        }
        screen.html = html
        let presentations = PresentationDrawing.overlays(in: tree, options: options)
        var overlays = HTMLWriter()
        write(presentations.pieces, into: &overlays, counting: &screen)
        screen.overlays = overlays
        screen.panels += presentations.panel
        screen.grouped = ListDrawing.isGroupedScreen(tree)
        screen.dropped = dropped.values.flatMap { $0 }
        return screen
    }

    /// Writes `pieces` into `html`, children drawn in place.
    private func write(_ pieces: [Piece], into html: inout HTMLWriter, counting screen: inout RenderedScreen) {
        var stack: [Piece] = pieces.reversed()
        while let piece = stack.popLast() {
            switch piece {
            case .open(let box): box.writeOpening(into: &html)
            case .close(let tag):
                html.raw("</")
                html.raw(tag)
                html.raw(">")
            case .html(let text): html.raw(text)
            case .symbol(let style, let classes): html.raw(screen.symbols.markup(for: style, classes: classes))
            case .symbolUse(let style): html.raw(screen.symbols.use(style))
            case .text(let index):
                html.raw("<span class=\"text-node\" data-vml-path=\"")
                html.attributeValue(tree[index].path)
                html.raw("\">")
                html.escaped(tree[index].text)
                html.raw("</span>")
            case .child(let index):
                if tree[index].element == nil {
                    stack.append(.text(index))
                } else {
                    stack.append(contentsOf: draw(index, counting: &screen).reversed())
                }
            }
        }
    }

    /// One node's pieces: its drawing wrapped by its modifiers, the outermost box marked.
    private func draw(_ index: Int, counting screen: inout RenderedScreen) -> [Piece] {
        let entry = tree[index]
        guard entry.element != nil else { return [.text(index)] }
        let context = DrawContext(tree: tree, index: index, options: options, dropped: dropped)
        let drops = dropped.isEmpty ? [] : dropped[entry.path] ?? []
        if drops.contains(where: { $0.subject == .element }) {
            // The client drops the element with what it holds: only its place is shown.
            var box = Box("span", classes: "dropped")
            box.attributes = [
                ("data-vml-path", entry.path), ("data-dropped", drops.map(\.requirement.description).joined(separator: ", ")),
            ]
            return [.open(box), .close("span")]
        }
        let drawing = ElementDrawer.draw(context)
        screen.count(drawing.coverage, name: entry.name)
        var layers = Layers(core: drawing.pieces)
        layers.updateOutermost { $0.classes += entry.contentExpansion.classes }
        if entry.cutChildren > 0 {
            let note = "<div class=\"omitted\">\(entry.cutChildren) children deeper than \(PreviewTree.maximumDepth) levels not drawn</div>"
            layers.core.insert(.html(note), at: 1)
            screen.notDrawn += 1
        }
        var expansion = entry.contentExpansion
        var notDrawn: [String] = drawing.coverage == .notDrawn ? [entry.name] : []
        for (position, modifier) in entry.modifiers.enumerated() {
            if !drops.isEmpty, drops.contains(where: { $0.subject == .modifier(index: position) }) { continue }
            let previous = expansion
            expansion = Expansion.applying(modifier, to: expansion)
            let wraps = layers.wrapCount
            let coverage = ModifierDrawer.apply(modifier, to: &layers, context: context, expansion: expansion)
            if expansion != previous, layers.wrapCount == wraps {
                // A modifier that changes growth without a box of its own (`resizable()`).
                let classes = expansion.classes
                layers.updateOutermost { box in
                    box.classes =
                        box.classes.split(separator: " ").filter { $0 != "grow-x" && $0 != "grow-y" }.joined(separator: " ") + classes
                }
            }
            screen.count(coverage, name: modifier.name)
            if coverage == .notDrawn { notDrawn.append(modifier.name) }
        }
        let style = styleText(entry)
        let attributes = attributeText(entry)
        layers.updateOutermost { box in
            box.attributes.insert(("data-vml-path", entry.path), at: 0)
            if !style.text.isEmpty {
                if style.isEscaped {
                    box.escapedAttributes.append(("data-vml-style", style.text))
                } else {
                    box.attributes.append(("data-vml-style", style.text))
                }
            }
            if !attributes.isEmpty { box.attributes.append(("data-vml-attrs", attributes)) }
            if !drops.isEmpty {
                box.addClass("dropped")
                box.attributes.append(("data-dropped", drops.map(\.requirement.description).joined(separator: ", ")))
            }
            if !notDrawn.isEmpty {
                if !box.classes.contains("not-drawn") { box.addClass("not-drawn") }
                box.attributes.removeAll { $0.name == "data-not-drawn" }
                box.attributes.append(("data-not-drawn", notDrawn.joined(separator: ", ")))
            }
        }
        return layers.pieces
    }

    /// The background style of the first top-level view, which SwiftUI extends under the status
    /// bar and the home indicator (`background(_:ignoresSafeAreaEdges:)` ignores them all by default).
    private func rootBackground() -> String? {
        guard let first = tree.roots.first,
            let background = tree[first].modifiers.last(where: { $0.name == "background" }),
            let style = background.arguments.first(where: { $0.label == nil })?.value,
            background.arguments.allSatisfy({ $0.label != "in" && $0.label != "ignoresSafeAreaEdges" })
        else { return nil }
        return PreviewColor.css(style)
    }

    /// The style as its canonical text, for the hover: as the document holds it when it holds
    /// text (markup-escaped, `&quot;…&quot;`), else written from the modifiers (not escaped).
    private func styleText(_ entry: PreviewTree.Entry) -> (text: String, isEscaped: Bool) {
        guard let style = entry.element?.style, !style.isEmpty else { return ("", false) }
        if let text = style.heldText { return (text, true) }
        let written = style.modifiers.map { modifier in
            (try? VMLExpression.call(.identifier(modifier.name), modifier.arguments).canonicalText()) ?? modifier.name
        }
        return (written.joined(separator: ", "), false)
    }

    /// The attributes (an `id`, a `phx-click`) a client runtime would dispatch on, one a line, for
    /// the hover.
    private func attributeText(_ entry: PreviewTree.Entry) -> String {
        guard let attributes = entry.element?.attributes, !attributes.isEmpty else { return "" }
        var text = ""
        for attribute in attributes where attribute.name != "template" {
            if !text.isEmpty { text += "\n" }
            text += attribute.name
            text += "=\""
            text += attribute.value
            text += "\""
        }
        return text
    }
}

/// A drawn screen: its HTML and the counts the page reports.
struct RenderedScreen {
    /// The screen's content.
    var html = HTMLWriter()
    /// Elements and modifiers drawn approximately.
    var approximated = 0
    /// Elements and modifiers not drawn.
    var notDrawn = 0
    /// The names not drawn and approximated, with how often each occurs, for the page's note.
    var names: [VMLPreviewCoverage: [String: Int]] = [:]
    /// Whether the screen's background is the grouped gray (a `List` or `Form` fills it).
    var grouped = false
    /// The first top-level view's background style, drawn under the system bars too.
    var background: String?
    /// Markup for the panels below the screen (the presentations not shown, say).
    var panels = ""
    /// Markup drawn over the screen (the presentations, shown or ready to be opened).
    var overlays = HTMLWriter()
    /// The glyphs the screen's symbols use.
    var symbols = SymbolSheet()
    /// What the page's iOS lacks, outlined where it was.
    var dropped: [VMLAvailability.Finding] = []

    /// Counts one element or modifier.
    mutating func count(_ coverage: VMLPreviewCoverage, name: String) {
        switch coverage {
        case .drawn: return
        case .approximated: approximated += 1
        case .notDrawn: notDrawn += 1
        }
        names[coverage, default: [:]][name, default: 0] += 1
    }
}
