@_spi(VMLInternals) import VMLCore

/// Builds the nodes of a tree of items (an `OutlineGroup`'s, a `Table`'s with `children:`) with a
/// loop over an explicit stack, never recursing over user data. A branch deeper than
/// ``maximumDepth`` (a `children` key path that leads back to an ancestor, say) is not opened: it
/// gets an attribute that makes rendering throw the serializer's depth error.
enum OutlineTree {
    /// How many levels of branches are opened: the serializer's default nesting limit.
    static let maximumDepth = VMLLimits.defaultMaximumDepth

    /// One open branch: its item, its children and how many are done, the nodes built so far.
    private struct Frame<Item> {
        var item: Item?
        var items: [Item]
        var next = 0
        var nodes: [VMLNode] = []
    }

    /// The nodes of `roots` and their descendants: `leaf` for an item whose `children` are `nil`,
    /// `branch` for one with children (given the nodes its children made).
    static func nodes<Item>(
        roots: [Item], children: (Item) -> [Item]?, leaf: (Item) -> [VMLNode], branch: (Item, [VMLNode]) -> VMLNode.Element
    ) -> [VMLNode] {
        var stack = [Frame<Item>(item: nil, items: roots)]
        // Frames are read and changed in place through their index: a copy of the top frame held
        // across an append would make each append copy the frame's node list.
        while !stack.isEmpty {
            let index = stack.count - 1
            let next = stack[index].next
            if next < stack[index].items.count {
                let item = stack[index].items[next]
                stack[index].next = next + 1
                if let kids = children(item) {
                    if stack.count > maximumDepth {
                        var element = branch(item, [])
                        element.setAttribute(VMLAttribute("children", unwritable: .tooDeep(limit: maximumDepth)))
                        stack[index].nodes.append(.element(element))
                    } else {
                        stack.append(Frame(item: item, items: kids))
                    }
                } else {
                    stack[index].nodes.append(contentsOf: leaf(item))
                }
                continue
            }
            let frame = stack.removeLast()
            guard let item = frame.item, !stack.isEmpty else { return frame.nodes }
            stack[stack.count - 1].nodes.append(.element(branch(item, frame.nodes)))
        }
        return []
    }
}
