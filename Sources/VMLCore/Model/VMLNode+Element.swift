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
        /// The children when they are a few text nodes (freeing those cannot recurse), or none.
        private var inlineChildren: [VMLNode]
        /// The children otherwise, in a box whose `deinit` frees the subtree with a loop.
        private var box: ChildNodeStorage?

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
            (self.inlineChildren, self.box) = Self.storage(for: children)
        }

        /// Where `children` go: inline when they are up to four text nodes, else in a box.
        private static func storage(for children: [VMLNode]) -> ([VMLNode], ChildNodeStorage?) {
            needsBox(children) ? ([], ChildNodeStorage(children)) : (children, nil)
        }

        /// Whether `children` hold an element (or more than a few nodes, to keep the check cheap).
        private static func needsBox(_ children: [VMLNode]) -> Bool {
            children.count > 4 || children.contains { if case .element = $0 { true } else { false } }
        }

        /// The child nodes, in document order.
        public var children: [VMLNode] {
            get { box?.children ?? inlineChildren }
            set { (inlineChildren, box) = Self.storage(for: newValue) }
            _modify {
                var children: [VMLNode]
                var reusable: ChildNodeStorage?
                if var owned = box {
                    box = nil  // so `owned` may hold the only reference
                    if isKnownUniquelyReferenced(&owned) {
                        children = owned.take()
                        reusable = owned
                    } else {
                        children = owned.children
                    }
                } else {
                    children = []
                    swap(&children, &inlineChildren)
                }
                defer {
                    if let reusable, Self.needsBox(children) {
                        reusable.put(children)
                        box = reusable
                    } else {
                        (inlineChildren, box) = Self.storage(for: children)
                    }
                }
                yield &children
            }
        }

        /// Whether the two elements share one children box (so their children are equal).
        func sharesChildren(with other: Element) -> Bool {
            box != nil && box === other.box
        }

        /// Moves this element's children onto `list` when this value alone owns them; used to
        /// free a tree with a loop instead of recursion.
        mutating func moveUniquelyOwnedChildren(into list: inout [VMLNode]) {
            guard isKnownUniquelyReferenced(&box), let box else { return }
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
