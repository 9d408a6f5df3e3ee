/// The style texts and attribute lists of the last item a `VmlForEach` built, in the order a walk
/// meets its elements: the next item's elements hold the same storage wherever theirs are equal.
///
/// Rows built from one template then keep one copy of each repeated style and attribute list, so
/// the tree takes less memory and is faster to write and to free; no node's value changes. Each
/// item is walked once, with an explicit stack (never recursion), and each of its elements is
/// compared with the element met at the same step of the item before (its storage first, then its
/// bytes), so there is no lookup and no hashing. An item shaped differently shares less, never
/// wrongly: a part is shared only when it is equal. A child list whose first two elements already
/// hold one style text (the rows of an inner `VmlForEach`, shared there) is not walked again.
///
/// ```swift
/// var shared = SharedParts()
/// var first = VmlText("Row 1").padding(8).vmlContent.nodes
/// var second = VmlText("Row 2").padding(8).vmlContent.nodes
/// shared.share(&first)
/// shared.share(&second)
/// // second is still [<Text style="padding(8)">Row 2</Text>], its style text now first's
/// ```
@usableFromInline package struct SharedParts {
    /// The last item's style and attribute list of each element, in walk order.
    private var kept: [KeptParts] = []

    /// Nothing seen yet.
    @usableFromInline package init() {}

    /// Makes `nodes` (one item) share the parts it has in common with the item before, and keeps
    /// its parts for the item after.
    @usableFromInline package mutating func share(_ nodes: inout [VMLNode]) {
        var step = 0
        for index in nodes.indices {
            share(&nodes[index], step: &step)
        }
    }

    /// One top-level node and everything below it, in walk order.
    private mutating func share(_ node: inout VMLNode, step: inout Int) {
        guard case .element = node else { return }
        var taken = VMLNode.text("")
        swap(&taken, &node)  // so the element is uniquely owned while it changes
        var root: VMLNode.Element
        switch consume taken {
        case .element(let element):
            root = element
        case .text(let text):
            node = .text(text)
            return
        }
        guard let box = shareOwnParts(of: &root, step: &step) else {
            node = .element(root)
            return
        }
        var stack = [Frame(element: root, box: box, slot: 0)]
        while var frame = stack.popLast() {
            var below: Frame?
            while below == nil, frame.next < frame.children.count {
                let index = frame.next
                frame.next += 1
                guard case .element = frame.children[index] else { continue }
                var child = VMLNode.text("")
                swap(&child, &frame.children[index])
                switch consume child {
                case .element(var element):
                    if let box = shareOwnParts(of: &element, step: &step) {
                        below = Frame(element: element, box: box, slot: index)
                    } else {
                        frame.children[index] = .element(element)
                    }
                case .text(let text):
                    frame.children[index] = .text(text)
                }
            }
            if let below {
                stack.append(frame)
                stack.append(below)
                continue
            }
            // Every child is done: back into the box, and the element back into its place.
            frame.box.put(frame.children)
            if stack.isEmpty {
                node = .element(frame.element)
            } else {
                stack[stack.count - 1].children[frame.slot] = .element(frame.element)
            }
        }
    }

    /// Shares an element's style and attributes, then its leaf children's. Returns the box of its
    /// children, for the walk to go on below, when they have children of their own (and the box
    /// is not shared with another value).
    private mutating func shareOwnParts(of element: inout VMLNode.Element, step: inout Int) -> ChildNodeStorage? {
        var (attributes, storage) = element.body.takeParts()
        share(&element.style, &attributes, step: &step)
        switch storage {
        case .none:
            element.body = .none(attributes)
            return nil
        case .text(let text):
            element.body = .text(attributes, text)
            return nil
        case .leaves(var leaves):
            storage = .none  // so `leaves` is uniquely owned while it changes
            for index in leaves.indices {
                shareLeaf(&leaves[index], step: &step)
            }
            element.body = .leaves(attributes, leaves)
            return nil
        case .box(var box):
            storage = .none  // so `box` may hold the only reference
            guard isKnownUniquelyReferenced(&box) else {
                element.body = .box(attributes, box)
                return nil
            }
            element.body = .box(attributes, box)
            return box
        }
    }

    /// Shares a leaf's style and attributes (a leaf has no element children below it).
    private mutating func shareLeaf(_ leaf: inout VMLNode, step: inout Int) {
        guard case .element = leaf else { return }
        var taken = VMLNode.text("")
        swap(&taken, &leaf)
        switch consume taken {
        case .element(var element):
            var (attributes, storage) = element.body.takeParts()
            share(&element.style, &attributes, step: &step)
            element.body = .init(attributes, storage)
            leaf = .element(element)
        case .text(let text):
            leaf = .text(text)
        }
    }

    /// Compares one element's parts with those the last item had at this step: equal ones take
    /// the kept storage, others are kept for the next item.
    private mutating func share(_ style: inout VMLStyle, _ attributes: inout [VMLAttribute], step: inout Int) {
        defer { step += 1 }
        guard step < kept.count else {
            if kept.isEmpty { kept.reserveCapacity(8) }  // one allocation for a row of a few elements
            kept.append(KeptParts(style: style, attributes: attributes))
            return
        }
        if !style.isEmpty, !style.shareText(with: kept[step].style) {
            kept[step].style = style
        }
        if !attributes.isEmpty {
            if attributes == kept[step].attributes {
                attributes = kept[step].attributes
            } else {
                kept[step].attributes = attributes
            }
        }
    }
}

/// What an element of the last item held, for the element at the same step of the next.
private struct KeptParts {
    var style: VMLStyle
    var attributes: [VMLAttribute]
}

/// One element on the walk's stack: the element, its children taken out of its box while the
/// walk is below it (so they change in place), the next child to look at, and the element's
/// place in its parent's list.
private struct Frame {
    var element: VMLNode.Element
    let box: ChildNodeStorage
    var children: [VMLNode]
    var next = 0
    let slot: Int

    init(element: VMLNode.Element, box: ChildNodeStorage, slot: Int) {
        self.element = element
        self.box = box
        self.children = box.take()
        self.slot = slot
        // The rows of an inner `VmlForEach` already share their parts: the walk leaves them be
        // (and the item before, shaped alike, was left alike, so the steps still line up).
        if Self.repeatsItsFirst(children) { next = children.count }
    }

    /// Whether the list's first two children already hold one style text.
    private static func repeatsItsFirst(_ children: [VMLNode]) -> Bool {
        guard children.count >= 2, case .element(let first) = children[0], case .element(let second) = children[1],
            first.style.isHeldAsText, second.style.isHeldAsText
        else { return false }
        return first.style.storageKey == second.style.storageKey
    }
}
