@_spi(VMLInternals) import VMLCore

extension VmlContent {
    /// Applies a slot modifier (Docs/CanonicalForm.md, "What the builder adds"): on each top-level element,
    /// appends `modifier(:name)` to the style and the slot content as templated children after
    /// the element's other children.
    ///
    /// The template name is the content's own `template` attribute when it has one (set with
    /// ``VmlView/template(_:)``), else `defaultName`, numbered (`bg2`, `bg3`) when the element
    /// already has a child of that template. A single-valued slot gets one child (several views
    /// are wrapped in one `Group`); a multi-valued slot (`toolbar`) gets each view.
    consuming func slotted(
        _ defaultName: String,
        content: VmlContent,
        multiValued: Bool = false,
        modifier: (VMLExpression) -> VMLModifier
    ) -> VmlContent {
        var result = self
        result.updateElements { element in
            let name = content.explicitTemplateName ?? element.freeTemplateName(defaultName)
            element.style.append(modifier(.symbol(name)))
            if multiValued {
                for node in content.nodes {
                    element.children.append(VmlContent(nodes: [node]).templated(name))
                }
            } else {
                element.children.append(content.templated(name))
            }
        }
        return result
    }

    /// The template name the content's first element already carries, if any.
    var explicitTemplateName: String? {
        guard case .element(let element) = nodes.first else { return nil }
        return element[attribute: "template"]
    }
}

extension VMLNode.Element {
    /// `name`, or `name2`, `name3`, … when a child already uses it as its template.
    func freeTemplateName(_ name: String) -> String {
        var taken = Set<String>()
        for child in children {
            if case .element(let element) = child, let template = element[attribute: "template"] {
                taken.insert(template)
            }
        }
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }
}
