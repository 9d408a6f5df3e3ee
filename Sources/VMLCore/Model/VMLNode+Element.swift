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
        /// The children's box; `nil` when there are none.
        private var storage: ChildNodeStorage?

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
            self.storage = children.isEmpty ? nil : ChildNodeStorage(children)
        }

        /// The child nodes, in document order.
        public var children: [VMLNode] {
            get { storage?.children ?? [] }
            set { storage = newValue.isEmpty ? nil : ChildNodeStorage(newValue) }
            _modify {
                var children: [VMLNode]
                if storage == nil {
                    children = []
                } else if isKnownUniquelyReferenced(&storage) {
                    children = storage?.take() ?? []
                } else {
                    children = storage?.children ?? []
                    storage = nil
                }
                defer {
                    if children.isEmpty {
                        storage = nil
                    } else if let storage {
                        storage.put(children)
                    } else {
                        storage = ChildNodeStorage(children)
                    }
                }
                yield &children
            }
        }

        /// Whether the two elements share one children box (so their children are equal).
        func sharesChildren(with other: Element) -> Bool {
            storage === other.storage
        }

        /// Moves this element's children onto `list` when this value alone owns them; used to
        /// free a tree with a loop instead of recursion.
        mutating func moveUniquelyOwnedChildren(into list: inout [VMLNode]) {
            guard isKnownUniquelyReferenced(&storage), let storage else { return }
            list.append(contentsOf: storage.take())
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
