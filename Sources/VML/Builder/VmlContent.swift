@_spi(VMLInternals) import VMLCore
@_spi(VMLInternals) import VMLParser

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
    public var body: VmlContent { self }

    /// Itself.
    public var vmlContent: VmlContent { self }
}

extension VmlContent {
    /// Applies the modifier `name(…)` whose arguments `build` gives to each top-level element
    /// (CANONICAL.md: a modifier on a composite view applies to each of its top-level elements), in
    /// place: each element is moved out of the list while its style text grows.
    mutating func apply(_ name: String, _ build: (inout ModifierArguments) -> Void) {
        for index in nodes.indices {
            guard case .element = nodes[index] else { continue }
            var node = VMLNode.text("")
            swap(&node, &nodes[index])
            guard case .element(var element) = consume node else { continue }
            element.style.appendModifier(named: name, reader: StyleTextReading.read, arguments: build)
            nodes[index] = .element(element)
        }
    }

    /// Applies `modifier` to each top-level element (CANONICAL.md: a modifier on a composite view
    /// applies to each of its top-level elements, as SwiftUI's `Group` does).
    func modified(_ modifier: VMLModifier) -> VmlContent {
        // One element (the usual case): a new list, rather than a copy of this one to change.
        if nodes.count == 1, case .element(var element) = nodes[0] {
            element.style.add(modifier)
            return VmlContent(element)
        }
        var result = self
        for index in result.nodes.indices {
            guard case .element = result.nodes[index] else { continue }
            // Move the element out first, so its style is uniquely owned and appends in place.
            var node = VMLNode.text("")
            swap(&node, &result.nodes[index])
            guard case .element(var element) = node else { continue }
            node = .text("")
            element.style.add(modifier)
            result.nodes[index] = .element(element)
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

extension VMLStyle {
    /// Appends a modifier the DSL applies: held as canonical text (the core's writer), read back
    /// with the parser's style grammar only if someone inspects the modifiers.
    mutating func add(_ modifier: VMLModifier) {
        append(modifier, reader: StyleTextReading.read)
    }
}
