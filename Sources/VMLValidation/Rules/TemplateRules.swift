@_spi(VMLInternals) import VMLCore

extension ValidationPass {
    /// What an element's templates leave for the walk: the names it accepts and the symbols no
    /// immediate child fills.
    struct TemplateSummary {
        var acceptedNames: [String]
        var missingSymbols: [(name: String, explained: Bool)]
    }

    /// unmatched-template, duplicate-template, nested-template (for the element's immediate
    /// children), template-reuse and ignored-default-content (for the element). The open frames
    /// are the element's ancestors.
    mutating func checkTemplates(
        of element: borrowing VMLNode.Element,
        children: [VMLNode],
        style: StyleReferences
    ) -> TemplateSummary {
        let slots = slotLookup.slots(of: element.name)
        var uses: [String: [StyleReferences.SymbolUse]] = [:]
        var symbolOrder: [String] = []
        for use in style.symbols {
            if uses[use.name] == nil { symbolOrder.append(use.name) }
            uses[use.name, default: []].append(use)
        }
        var acceptedNames = symbolOrder
        for slot in slots where uses[slot.name] == nil && !acceptedNames.contains(slot.name) {
            acceptedNames.append(slot.name)
        }

        // template-reuse: one name, several slots of this element.
        for name in symbolOrder {
            let slotCount = (uses[name]?.count ?? 0) + (slots.contains { $0.name == name } ? 1 : 0)
            if slotCount > 1 {
                let described =
                    (uses[name] ?? []).map(\.slotDescription)
                    + (slots.contains { $0.name == name } ? ["\(element.name)'s \(name) slot"] : [])
                report(
                    .warning, .templateReuse, Messages.templateReuse(name, slots: described),
                    path: path, location: styleLocation(path)
                )
            }
        }

        // The immediate children's templates.
        var winners: [String: VMLNodePath.Step] = [:]
        for (index, child) in children.enumerated() {
            guard case .element(let child) = child, let name = child.templateName, VMLName.isIdentifier(name) else {
                continue
            }
            // Paths are built only when something is reported.
            var templatedPath: VMLNodePath { childPath(child.name, index) }
            var location: VMLSourceLocation? { attributeLocation("template", templatedPath) }
            if uses[name] != nil || slots.contains(where: { $0.name == name }) {
                if let winner = winners[name] {
                    if isSingleValued(name, uses: uses[name] ?? [], slots: slots) {
                        report(
                            .warning, .duplicateTemplate,
                            Messages.duplicateTemplate(name, child: child.name, winner: winner, parent: element.name),
                            path: templatedPath, location: location
                        )
                    }
                } else {
                    winners[name] = VMLNodePath.Step(child.name, index)
                }
            } else if let ancestor = acceptors[name]?.last {
                report(
                    .warning, .nestedTemplate,
                    Messages.nestedTemplate(
                        name, child: child.name, parent: element.name, ancestor: framePath(ancestor)),
                    path: templatedPath, location: location
                )
                if let gap = frames[ancestor].missingSymbols.firstIndex(where: { $0.name == name }) {
                    frames[ancestor].missingSymbols[gap].explained = true
                }
            } else {
                report(
                    .warning, .unmatchedTemplate,
                    Messages.unmatchedTemplate(
                        name, child: child.name, parent: element.name, accepted: acceptedNames, parentIsKnown: !slots.isEmpty),
                    path: templatedPath, location: location
                )
            }
        }

        // ignored-default-content: an explicit template for the default slot overrides unlabeled children.
        if let slot = slots.first(where: \.isDefault), let winner = winners[slot.name] {
            for (index, child) in children.enumerated() {
                switch child {
                case .element(let child) where child.templateName == nil:
                    let unlabeledPath = childPath(child.name, index)
                    report(
                        .warning, .ignoredDefaultContent,
                        Messages.ignoredDefaultContent(slot.name, what: "<\(child.name)>", parent: element.name, winner: winner),
                        path: unlabeledPath, location: elementLocation(unlabeledPath)
                    )
                case .text(let text) where text.contains(where: { !$0.isWhitespace }):
                    report(
                        .warning, .ignoredDefaultContent,
                        Messages.ignoredDefaultContent(slot.name, what: "the text", parent: element.name, winner: winner),
                        path: childPath("#text", index), location: elementLocation(path)
                    )
                default:
                    continue
                }
            }
        }

        let missing = symbolOrder.filter { winners[$0] == nil }.map { (name: $0, explained: false) }
        return TemplateSummary(acceptedNames: acceptedNames, missingSymbols: missing)
    }

    /// Top-level elements have no parent whose slot they could fill.
    mutating func checkTopLevelTemplates(_ nodes: [VMLNode]) {
        for (index, node) in nodes.enumerated() {
            guard case .element(let element) = node, let name = element.templateName, VMLName.isIdentifier(name) else {
                continue
            }
            let path = VMLNodePath().appending(element.name, index)
            report(
                .warning, .unmatchedTemplate, Messages.topLevelTemplate(name, element: element.name),
                path: path, location: attributeLocation("template", path)
            )
        }
    }

    /// Single-valued unless every slot that takes the name collects many.
    private func isSingleValued(_ name: String, uses: [StyleReferences.SymbolUse], slots: [VMLSlotTable.Slot]) -> Bool {
        uses.contains { $0.cardinality == .single } || slots.contains { $0.name == name && $0.cardinality == .single }
    }
}
