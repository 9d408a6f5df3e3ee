extension VMLNode {
    /// An element: a name, ordered attributes, a style (its modifiers) and ordered children.
    ///
    /// `style` is never one of `attributes`: it is the typed list of modifiers that the
    /// serializer writes as the `style="…"` attribute.
    ///
    /// ```swift
    /// var stack = VMLNode.Element("VStack")
    /// stack.children.append(.element("Text", children: ["Hi"]))
    /// try VMLDocument([.element(stack)]).serialized()   // "<VStack>\n  <Text>Hi</Text>\n</VStack>\n"
    /// ```
    ///
    /// Trees of any depth can be compared, hashed and freed: none of these recurses on the stack.
    public struct Element: Sendable {
        /// The element name, such as `VStack` or `Gauge.Label`.
        public var name: String
        /// The attributes in their stored order. The serializer writes them in canonical order.
        public var attributes: [VMLAttribute]
        /// The modifiers, applied left to right.
        public var style: VMLStyle
        /// The children: `nil` when there are none, a plain array when they are a few text nodes
        /// (freeing those cannot recurse), a ``ChildNodeStorage`` box otherwise.
        private var storage: ChildStorage?

        /// Creates an element.
        public init(
            _ name: String,
            attributes: [VMLAttribute] = [],
            style: VMLStyle = [],
            children: [VMLNode] = []
        ) {
            self.name = name
            self.attributes = attributes
            self.style = style
            self.storage = ChildStorage(children)
        }

        /// The child nodes, in document order.
        public var children: [VMLNode] {
            get {
                switch storage {
                case nil: []
                case .inline(let children): children
                case .boxed(let box): box.children
                }
            }
            set { storage = ChildStorage(newValue) }
            _modify {
                var children: [VMLNode] = []
                var reusable: ChildNodeStorage?
                switch storage {
                case nil:
                    break
                case .inline(let inline):
                    storage = nil  // so `children` holds the only reference
                    children = inline
                case .boxed(var box):
                    storage = nil
                    if isKnownUniquelyReferenced(&box) {
                        children = box.take()
                        reusable = box
                    } else {
                        children = box.children
                    }
                }
                defer {
                    if let reusable, ChildStorage.needsBox(children) {
                        reusable.put(children)
                        storage = .boxed(reusable)
                    } else {
                        storage = ChildStorage(children)
                    }
                }
                yield &children
            }
        }

        /// Whether the two elements share one children box (so their children are equal).
        func sharesChildren(with other: Element) -> Bool {
            switch (storage, other.storage) {
            case (nil, nil): true
            case (.boxed(let a), .boxed(let b)): a === b
            default: false
            }
        }

        /// Moves this element's children onto `list` when this value alone owns them; used to
        /// free a tree with a loop instead of recursion.
        mutating func moveUniquelyOwnedChildren(into list: inout [VMLNode]) {
            guard case .boxed(var box) = storage else { return }
            storage = nil
            guard isKnownUniquelyReferenced(&box) else { return }
            list.append(contentsOf: box.take())
        }

        /// The value of the attribute `name`, or `nil`.
        ///
        /// Setting a value replaces every attribute of that name (the last value set wins);
        /// setting `nil` removes it.
        public subscript(attribute name: String) -> String? {
            get { attributes.last(where: { $0.name == name })?.value }
            set {
                if let newValue {
                    setAttribute(VMLAttribute(name, newValue))
                } else {
                    attributes.removeAll(where: { $0.name == name })
                }
            }
        }
    }
}

extension VMLNode {
    /// Moves the children of this element onto `list` when this value alone owns them, and
    /// leaves an empty text node in its place; used to free a tree with a loop.
    mutating func moveUniquelyOwnedChildren(into list: inout [VMLNode]) {
        guard case .element(var element) = self else { return }
        self = .text("")  // drop this value's reference, so `element` may be the only one
        element.moveUniquelyOwnedChildren(into: &list)
    }
}

/// Where an element keeps its children.
private enum ChildStorage: Sendable {
    /// Up to four text nodes: freeing them cannot recurse, so they need no box.
    case inline([VMLNode])
    /// Anything else, in a box whose `deinit` frees the subtree with a loop.
    case boxed(ChildNodeStorage)

    /// The storage for `children`; `nil` when there are none.
    init?(_ children: [VMLNode]) {
        if children.isEmpty { return nil }
        self = Self.needsBox(children) ? .boxed(ChildNodeStorage(children)) : .inline(children)
    }

    /// Whether `children` hold an element (or more than a few nodes, to keep the check cheap).
    static func needsBox(_ children: [VMLNode]) -> Bool {
        children.count > 4 || children.contains { if case .element = $0 { true } else { false } }
    }
}
