@_spi(VMLInternals) import VMLCore

/// Built views: the list of VML nodes a view renders to.
///
/// Every element, modifier and builder block produces one `VmlContent`, so the type checker
/// sees one concrete type everywhere. Its ``nodes`` are the node tree of the core.
public struct VmlContent: VmlView, Hashable, Sendable {
    /// The top-level nodes, in order.
    public var nodes: [VMLNode]

    /// Creates content from nodes.
    public init(nodes: [VMLNode] = []) {
        self.nodes = nodes
    }

    /// Creates content holding one element.
    public init(_ element: VMLNode.Element) {
        self.nodes = [.element(element)]
    }

    /// Itself.
    public var body: VmlContent { return self }

    /// Itself.
    public var vmlContent: VmlContent { self }
}

extension VmlContent {
    /// Applies the modifier `name(…)` whose arguments `build` gives to each top-level element
    /// (Docs/CanonicalForm.md, "What the builder adds": a modifier on a composite view applies to
    /// each of its top-level elements), in place: each element is moved out of the list while its
    /// style text grows.
    mutating func apply(_ name: VMLStyleName, _ build: (inout ModifierArguments) -> Void) {
        updateElements { $0.style.appendModifier(named: name, arguments: build) }
    }

    /// Calls `update` with each top-level element moved out of the list, so the list and the
    /// element hold no second reference to its parts and they change in place, then puts it back.
    ///
    /// Never `guard case .element(var element) = nodes[index]`: that copies the element (a
    /// retain of each part), and changing the copy's style or children then copies those too.
    mutating func updateElements(_ update: (inout VMLNode.Element) -> Void) {
        for index in nodes.indices {
            var node = VMLNode.text("")
            swap(&node, &nodes[index])
            switch consume node {
            case .element(var element):
                update(&element)
                nodes[index] = .element(element)
            case .text(let text):
                nodes[index] = .text(text)
            }
        }
    }

    /// Applies `modifier` to each top-level element, as ``apply(_:_:)`` does with its arguments.
    func modified(_ modifier: VMLModifier) -> VmlContent {
        var result = self
        result.apply(.string(modifier.name)) { writer in
            for argument in modifier.arguments { writer.argument(argument.label, argument.value) }
        }
        return result
    }
}

extension VmlContent {
    /// The content as one templated child: a single element gets `template="name"`, several views
    /// are wrapped in one `Group` carrying it, and no views give an `EmptyView` carrying it.
    func templated(_ name: String) -> VMLNode {
        if nodes.count == 1, case .element(var element) = nodes[0] {
            if element[attribute: "template"] != name { element[attribute: "template"] = name }
            return .element(element)
        }
        let wrapper = nodes.isEmpty ? "EmptyView" : "Group"
        return .element(VMLNode.Element(wrapper, attributes: [VMLAttribute("template", name)], children: nodes))
    }
}
