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
        /// The modifiers, applied left to right.
        public var style: VMLStyle
        /// The attributes and the children, in one enum (see ``Body``).
        @usableFromInline var body: Body

        /// Creates an element.
        public init(
            _ name: String,
            attributes: [VMLAttribute] = [],
            style: VMLStyle = [],
            children: [VMLNode] = []
        ) {
            self.name = name
            self.style = style
            self.body = Body(attributes, ChildStorage(children))
        }

        /// An element with no attribute, style or child yet, for a builder or a reader to fill in:
        /// the public initializer's defaults, without building and sorting out empty lists.
        package init(named name: String) {
            self.name = name
            self.style = VMLStyle()
            self.body = .none([])
        }

        /// An element with its style and attributes and no child yet, as a reader has read its
        /// open tag: the attributes stored as they come, with no list set in place of an empty one.
        package init(named name: String, style: VMLStyle, attributes: [VMLAttribute]) {
            self.name = name
            self.style = style
            self.body = .none(attributes)
        }

        /// The attributes in their stored order. The serializer writes them in canonical order.
        public var attributes: [VMLAttribute] {
            // Inlinable, so the validator and the DSL read the list where it stands, as they
            // read a stored property, instead of through a call that retains it.
            @inlinable get {
                // One case per line: binding the four in one pattern copies the whole body.
                switch body {
                case .none(let attributes): attributes
                case .text(let attributes, _): attributes
                case .leaves(let attributes, _): attributes
                case .box(let attributes, _): attributes
                }
            }
            set {
                let (_, storage) = body.takeParts()
                body = Body(newValue, storage)
            }
            _modify {
                var (attributes, storage) = body.takeParts()
                defer { body = Body(attributes, storage) }
                yield &attributes
            }
        }

        /// Calls `read` with the attributes where the element holds them (reading ``attributes``
        /// through a call retains the list, and on the serializer's path copied the whole body).
        ///
        /// ```swift
        /// VMLNode.Element("Image", attributes: [VMLAttribute("systemName", "star")]).readAttributes { $0.count }   // 1
        /// ```
        @inlinable
        @_spi(VMLInternals) public func readAttributes<Result, Failure: Error>(
            _ read: ([VMLAttribute]) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            switch body {
            case .none(let attributes): try read(attributes)
            case .text(let attributes, _): try read(attributes)
            case .leaves(let attributes, _): try read(attributes)
            case .box(let attributes, _): try read(attributes)
            }
        }

        /// The child nodes, in document order.
        public var children: [VMLNode] {
            get {
                switch body {
                case .none: []
                case .text(_, let text): [.text(text)]
                case .leaves(_, let leaves): leaves
                case .box(_, let box): box.children
                }
            }
            set {
                let (attributes, _) = body.takeParts()
                body = Body(attributes, ChildStorage(newValue))
            }
            _modify {
                var children: [VMLNode]
                var reusable: ChildNodeStorage?
                let attributes: [VMLAttribute]
                var storage: ChildStorage
                (attributes, storage) = body.takeParts()
                switch storage {
                case .none:
                    children = []
                case .text(let text):
                    children = [.text(text)]
                case .leaves(let leaves):
                    children = leaves
                    storage = .none  // so `children` is uniquely owned while it is changed
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
                    if let reusable, ChildStorage.needsBox(children) == true {
                        reusable.put(children)
                        body = Body(attributes, .box(reusable))
                    } else {
                        body = Body(attributes, ChildStorage(children))
                    }
                }
                yield &children
            }
        }

        /// Appends a text node: to an element with no children, as its single text child with no
        /// array made and freed on the way (a DSL `Text`'s content).
        ///
        /// ```swift
        /// var text = VMLNode.Element("Text")
        /// text.appendText("Hi")
        /// text.children   // ["Hi"]
        /// ```
        package mutating func appendText(_ text: String) {
            guard case .none(let attributes) = body else {
                children.append(.text(text))
                return
            }
            body = .text(attributes, text)
        }

        /// Sets the children, which are not a single text node, when the caller knows whether one
        /// of them has children of its own (the parser does, from the elements it closed): the
        /// children's storage is then chosen without scanning them. Same result as setting
        /// ``children``.
        ///
        /// ```swift
        /// var row = VMLNode.Element("HStack")
        /// row.setChildren([.element("Image"), .element("Spacer")], holdingParent: false)
        /// row.children.count   // 2
        /// ```
        package mutating func setChildren(_ children: [VMLNode], holdingParent: Bool) {
            let boxed = holdingParent || children.count > ChildStorage.largestLeafList
            assert(
                ChildStorage.needsBox(children) == (children.isEmpty ? nil : boxed),
                "holdingParent must say whether a child has children of its own")
            let (attributes, _) = body.takeParts()
            if children.isEmpty {
                body = .none(attributes)
            } else if boxed {
                body = .box(attributes, ChildNodeStorage(children))
            } else {
                body = .leaves(attributes, children)
            }
        }

        /// The text of the one child when it is a single text node (read without making an array).
        var singleTextChild: String? {
            // A case each, not `if case`: that form copies the whole body first.
            switch body {
            case .text(_, let text): text
            case .none, .leaves, .box: nil
            }
        }

        /// How many child nodes there are (counted without making an array).
        var childCount: Int {
            switch body {
            case .none: 0
            case .text: 1
            case .leaves(_, let leaves): leaves.count
            case .box(_, let box): box.count
            }
        }

        /// Whether some child may be an element: `false` when there are none or only one text.
        ///
        /// ```swift
        /// VMLNode.Element("Text", children: ["Hi"]).mayHaveElementChildren   // false
        /// ```
        @_spi(VMLInternals) public var mayHaveElementChildren: Bool {
            switch body {
            case .none, .text: false
            case .leaves, .box: true
            }
        }

        /// Whether the two elements share one children box (so their children are equal).
        func sharesChildren(with other: Element) -> Bool {
            switch (body, other.body) {
            case (.box(_, let mine), .box(_, let theirs)): mine === theirs
            default: false
            }
        }

        /// Moves this element's children onto `list` when this value alone owns them; used to
        /// free a tree with a loop instead of recursion.
        mutating func moveUniquelyOwnedChildren(into list: inout [VMLNode]) {
            guard case .box(let attributes, var box) = body else { return }
            body = .none(attributes)  // so `box` may hold the only reference
            guard isKnownUniquelyReferenced(&box) else { return }
            // Moved one by one, last first (the order nodes are freed in does not matter):
            // `append(contentsOf:)` would copy each node (a retain) and then free the emptied
            // array (a release of each).
            var taken = box.take()
            // Room for them all at once, growing geometrically, as `append(contentsOf:)` makes it.
            if list.capacity &- list.count < taken.count {
                list.reserveCapacity(Swift.max(list.count &+ taken.count, list.capacity &* 2))
            }
            while let child = taken.popLast() {
                list.append(child)
            }
        }

        /// The value of the attribute `name`, or `nil`.
        ///
        /// Setting a value replaces every attribute of that name (the last value set wins);
        /// setting `nil` removes it.
        public subscript(attribute name: String) -> String? {
            get {
                // Read where the list stands: through `attributes`, the body was copied first.
                readAttributes { attributes in
                    var index = attributes.count
                    while index > 0 {
                        index -= 1
                        if attributes[index].name == name { return attributes[index].value }
                    }
                    return nil
                }
            }
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
    ///
    /// Only a list that holds an element with children of its own needs the box: freeing a list
    /// of leaves (text nodes, and elements with no child or one text) recurses one level and no
    /// further, however the tree is shaped.
    enum ChildStorage: Sendable {
        case none
        /// A single text node.
        case text(String)
        /// Several nodes (at most ``largestLeafList``), none of which has children of its own
        /// (an `HStack` of `Text`s and `Image`s): held as the array, with no box.
        case leaves([VMLNode])
        /// Anything else: a list holding an element with children of its own.
        case box(ChildNodeStorage)

        init(_ children: [VMLNode]) {
            switch Self.needsBox(children) {
            case true: self = .box(ChildNodeStorage(children))
            case false: self = .leaves(children)
            case nil:  // no children, or a single text node
                if case .text(let text)? = children.first { self = .text(text) } else { self = .none }
            }
        }

        /// The most children held as ``leaves``: a longer list is boxed whatever it holds, so
        /// deciding costs a bounded scan however often a long list is changed in place.
        static let largestLeafList = 32

        /// Whether `children` need a box: `true` when some node has children of its own (or
        /// there are more than ``largestLeafList``), `false` for a short list of leaves, and `nil`
        /// for no children or a single text node.
        static func needsBox(_ children: [VMLNode]) -> Bool? {
            if children.count > largestLeafList { return true }
            var hasElement = false
            for index in children.indices {
                switch VMLNode.leafKind(children, at: index) {
                case .text: continue
                case .leafElement: hasElement = true
                case .parent: return true
                }
            }
            return children.count > 1 || hasElement ? false : nil
        }
    }
}

extension VMLNode {
    /// What a node is to the list that holds it: text, an element with no children of its own,
    /// or a parent.
    enum LeafKind {
        case text, leafElement, parent
    }

    /// Whether `nodes[index]` is text, a leaf element (no child, or one text) or a parent, read
    /// from the two tags in one switch.
    ///
    /// One call per node on purpose: matching a node of a list against a pattern inside a loop
    /// (`if case .text = nodes[index]`) compiles, with Swift 6.3, to a copy of the whole node (a
    /// retain of each of its parts) and its destruction; this function, which reads the tags and
    /// nothing else, compiles without the copy.
    @inline(never)
    static func leafKind(_ nodes: [VMLNode], at index: Int) -> LeafKind {
        nodes[index].leafKind
    }

    /// Whether this node is text, a leaf element or a parent (see ``leafKind(_:at:)``).
    private var leafKind: LeafKind {
        switch self {
        case .text: .text
        case .element(let element): element.mayHaveElementChildren ? .parent : .leafElement
        }
    }

    /// Moves the children of this element onto `list` when this value alone owns them, and
    /// leaves an empty text node in its place; used to free a tree with a loop.
    mutating func moveUniquelyOwnedChildren(into list: inout [VMLNode]) {
        guard case .element(var element) = self else { return }
        self = .text("")  // drop this value's reference, so `element` may be the only one
        element.moveUniquelyOwnedChildren(into: &list)
    }
}
