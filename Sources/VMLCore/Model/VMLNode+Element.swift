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
        /// The children: none, one text node (a `Text`'s usual content, held as its string with no
        /// array), or a box whose `deinit` frees the subtree with a loop.
        private var storage: ChildStorage

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
                case .none: []
                case .text(let text): [.text(text)]
                case .box(let box): box.children
                }
            }
            set { storage = ChildStorage(newValue) }
            _modify {
                var children: [VMLNode]
                var reusable: ChildNodeStorage?
                switch storage {
                case .none:
                    children = []
                case .text(let text):
                    children = [.text(text)]
                case .box(var owned):
                    storage = .none  // so `owned` may hold the only reference
                    if isKnownUniquelyReferenced(&owned) {
                        children = owned.take()
                        reusable = owned
                    } else {
                        children = owned.children
                    }
                }
                defer {
                    if let reusable, ChildStorage.needsBox(children) {
                        reusable.put(children)
                        storage = .box(reusable)
                    } else {
                        storage = ChildStorage(children)
                    }
                }
                yield &children
            }
        }

        /// The text of the one child when it is a single text node (read without making an array).
        var singleTextChild: String? {
            if case .text(let text) = storage { return text }
            return nil
        }

        /// How many child nodes there are (counted without making an array).
        var childCount: Int {
            switch storage {
            case .none: 0
            case .text: 1
            case .box(let box): box.count
            }
        }

        /// Whether some child may be an element: `false` when there are none or only one text.
        ///
        /// ```swift
        /// VMLNode.Element("Text", children: ["Hi"]).mayHaveElementChildren   // false
        /// ```
        @_spi(VMLInternals) public var mayHaveElementChildren: Bool {
            if case .box = storage { return true }
            return false
        }

        /// Whether the two elements share one children box (so their children are equal).
        func sharesChildren(with other: Element) -> Bool {
            if case .box(let mine) = storage, case .box(let theirs) = other.storage { return mine === theirs }
            return false
        }

        /// Moves this element's children onto `list` when this value alone owns them; used to
        /// free a tree with a loop instead of recursion.
        mutating func moveUniquelyOwnedChildren(into list: inout [VMLNode]) {
            guard case .box(var box) = storage else { return }
            storage = .none  // so `box` may hold the only reference
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

extension VMLNode.Element {
    /// Where an element keeps its children.
    enum ChildStorage: Sendable {
        case none
        /// A single text node.
        case text(String)
        /// Anything else: element children, or several text nodes.
        case box(ChildNodeStorage)

        init(_ children: [VMLNode]) {
            if children.isEmpty {
                self = .none
            } else if children.count == 1, case .text(let text) = children[0] {
                self = .text(text)
            } else {
                self = .box(ChildNodeStorage(children))
            }
        }

        /// Whether `children` need a box (more than one node, or an element).
        static func needsBox(_ children: [VMLNode]) -> Bool {
            children.count > 1 || children.contains { if case .element = $0 { true } else { false } }
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
