extension VMLDocument {
    /// The document in canonical form: what `serialize` writes, as a tree.
    ///
    /// Applies every tree-level rule of Docs/CanonicalForm.md: adjacent text merged and empty text
    /// dropped, attributes in canonical order with duplicates resolved (last wins), `-0` as `0`,
    /// hex colors lower-cased, `rgb(…)`-shaped calls read as colors, and the gradient rule.
    /// Parsing the serialized text gives this tree back: `parse(serialize(x)) == x.canonicalized()`.
    public func canonicalized() -> VMLDocument {
        VMLDocument(nodes.canonicalized())
    }

    /// Puts the document in canonical form. See ``canonicalized()``.
    public mutating func canonicalize() {
        self = canonicalized()
    }
}

extension [VMLNode] {
    /// The nodes in canonical form, built bottom-up with a loop over an explicit stack (never
    /// recursion), so trees of any depth canonicalize on any stack.
    fileprivate func canonicalized() -> [VMLNode] {
        var frames = [CanonicalizationFrame(source: CanonicalChildren(self), element: nil)]
        while let last = frames.indices.last {
            if let (_, node) = frames[last].source.next() {
                switch node {
                case .text:
                    frames[last].built.append(node)
                case .element(let element):
                    frames.append(CanonicalizationFrame(source: CanonicalChildren(element.children), element: element.canonicalShell()))
                }
                continue
            }
            let done = frames.removeLast()
            guard var element = done.element, let parent = frames.indices.last else { return done.built }
            element.children = done.built
            frames[parent].built.append(.element(element))
        }
        return []
    }
}

/// An element being canonicalized: its children still to read and those already built.
private struct CanonicalizationFrame {
    var source: CanonicalChildren
    var built: [VMLNode] = []
    /// The canonical element without its children; `nil` for the top-level list.
    var element: VMLNode.Element?
}

extension VMLNode.Element {
    /// The element and its subtree in canonical form. See ``VMLDocument/canonicalized()``.
    ///
    /// ```swift
    /// VMLNode.Element("Text", attributes: [VMLAttribute("b", "2"), VMLAttribute("a", "1")]).canonicalized().attributes
    /// // [a="1", b="2"]
    /// ```
    public func canonicalized() -> VMLNode.Element {
        guard case .element(let element) = [VMLNode.element(self)].canonicalized().first else { return canonicalShell() }
        return element
    }

    /// The element's own parts in canonical form, with no children.
    fileprivate func canonicalShell() -> VMLNode.Element {
        // Attributes in canonical order already (the parser's of canonical text, most of the
        // DSL's) are kept as stored: no list of indices, no new list.
        let inOrder = readAttributes { AttributeOrder.isCanonical($0, style: style) }
        return VMLNode.Element(
            name,
            attributes: inOrder ? attributes : AttributeOrder.indices(of: self).map { attributes[$0] },
            // A style held as text (the parser's, the DSL's) is canonical already: the serializer
            // copies its text, which reads back as the same text. Kept as it is, not read back
            // into values with the parser's grammar (which cost ten times the parse itself).
            style: style.isHeldAsText
                ? style : VMLStyle(style.modifiers.map { VMLModifier($0.name, arguments: $0.arguments.canonicalized()) })
        )
    }
}

extension [VMLArgument] {
    fileprivate func canonicalized() -> [VMLArgument] {
        map { argument in
            let canonical = VMLArgument(argument.label, argument.value.canonicalized())
            return GradientRule.rewrite(canonical) ?? canonical
        }
    }
}

extension VMLExpression {
    /// The expression in canonical form. See ``VMLDocument/canonicalized()``.
    public func canonicalized() -> VMLExpression {
        switch self {
        case .number(let value): .number(value == 0 ? 0 : value)
        case .angle(let degrees): .angle(degrees: degrees == 0 ? 0 : degrees)
        case .color(let color): .color(color.canonical)
        case .attr(var binding):
            {
                binding.fallback = binding.fallback?.canonicalized()
                return .attr(binding)
            }()
        case .array(let items): .array(items.elements.map { $0.canonicalized() })
        case .tuple(let fields): .tuple(fields.fields.map { VMLArgument($0.label, $0.value.canonicalized()) })
        case .range(let range): .range(range.canonicalized())
        case .member(let member): .member(member.base.canonicalized(), member.name)
        case .call(let call):
            {
                let callee = call.callee.canonicalized()
                let arguments = call.arguments.canonicalized()
                if let color = CSSColor(callee: callee, arguments: arguments) { return .color(color) }
                return .call(callee, arguments)
            }()
        case .string, .boolean, .null, .symbol, .identifier, .implicitMember: self
        }
    }
}

extension VMLRange {
    fileprivate func canonicalized() -> VMLRange {
        mapBounds { $0.canonicalized() }
    }
}
