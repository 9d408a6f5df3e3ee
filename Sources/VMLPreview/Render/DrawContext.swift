import VMLCore
import VMLValidation

/// What an element's drawing reads: the tree, the node, the page's options.
struct DrawContext {
    /// The flattened document.
    let tree: PreviewTree
    /// The node being drawn.
    let index: Int
    /// The page's options.
    let options: VMLPreviewOptions
    /// What the page's iOS drops, by the full path of its element (``PreviewRenderer/dropped``),
    /// for a drawing that lays out its children itself (a tab bar).
    var dropped: [String: [VMLAvailability.Finding]] = [:]

    /// The node.
    var entry: PreviewTree.Entry { tree[index] }

    /// What drops element `index` itself (not one of its modifiers), joined as `data-dropped`
    /// writes it, or `nil` when the page's iOS has it.
    func droppedRequirement(of index: Int) -> String? {
        guard !dropped.isEmpty, let drops = dropped[tree[index].path] else { return nil }
        let requirements = drops.filter { $0.subject == .element }.map(\.requirement.description)
        return requirements.isEmpty ? nil : requirements.joined(separator: ", ")
    }

    /// The element's attribute `name`.
    func attribute(_ name: String) -> String? { tree[index][attribute: name] }

    /// The element's attribute `name` as a number.
    func number(_ name: String) -> Double? { attribute(name).flatMap { Double($0) } }

    /// The children that fill the element's body, as pieces to draw.
    var body: [Piece] { tree.bodyChildren(of: index).map(Piece.child) }

    /// The child in slot `name`, as a piece, or `nil`.
    func slot(_ name: String) -> Piece? { tree.slot(name, of: index).map(Piece.child) }

    /// The body's text when it is text alone or one `Text` (a `Button`'s label, say), else `nil`.
    var plainText: String? {
        let children = tree.bodyChildren(of: index)
        if children.allSatisfy({ tree[$0].element == nil }) { return children.map { tree[$0].text }.joined() }
        return nil
    }

    /// The element's first modifier named `name`, or `nil`: of two environment values set on one
    /// view, SwiftUI keeps the innermost, which is the first written.
    func modifier(_ name: String) -> VMLModifier? {
        entry.modifiers.first { $0.name == name }
    }

    /// The member name of the element's `name` modifier's first argument: `.bordered` for
    /// `buttonStyle(.bordered)`; looked for on the element and then its ancestors, as SwiftUI's
    /// environment carries styles down.
    func inheritedStyle(_ name: String) -> String? {
        var current = index
        while current >= 0 {
            if let modifier = tree[current].modifiers.first(where: { $0.name == name }),
                let value = modifier.arguments.first?.value
            {
                return ExpressionValues.memberName(value) ?? ExpressionValues.call(value)?.name
            }
            current = tree[current].parent
        }
        return nil
    }
}

/// An element drawn: its pieces (the first opens its box, the last closes it) and how faithfully.
struct Drawing {
    /// The element's own box and what it holds.
    var pieces: [Piece]
    /// How faithfully the element is drawn.
    var coverage: VMLPreviewCoverage

    /// A box holding `content`.
    init(_ box: Box, _ content: [Piece], _ coverage: VMLPreviewCoverage = .drawn) {
        pieces = [.open(box)] + content + [.close(box.tag)]
        self.coverage = coverage
    }
}
