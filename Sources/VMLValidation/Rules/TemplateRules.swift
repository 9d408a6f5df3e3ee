@_spi(VMLInternals) import VMLCore

extension ValidationPass {
    /// What an element's children's templates are checked against, kept in `openTargets` while
    /// its children are visited: each child's template is checked when the walk reaches
    /// the child (which it copies out of the list anyway), not by a second pass over the list.
    struct TemplateTargets {
        /// The element's slots in the slot table.
        var slots: [VMLSlotTable.Slot] = []
        /// The symbols of the element's style, by name.
        var uses: [String: [StyleReferences.SymbolUse]] = [:]
        /// The symbols' names, each once, in style order.
        var symbolOrder: [String] = []
        /// The names a child's template may fill: the symbols, then the other slots.
        var acceptedNames: [String] = []
        /// The first child whose template fills each name.
        var winners: [String: VMLNodePath.Step] = [:]
        /// Symbols that a template nested deeper explains (reported as nested-template, not as
        /// a missing slot).
        var explained: Set<String> = []

        /// Whether a template named `name` fills one of the element's symbols or slots.
        func accepts(_ name: String) -> Bool {
            uses[name] != nil || slots.contains { $0.name == name }
        }

        /// Single-valued unless every slot that takes the name collects many.
        func isSingleValued(_ name: String) -> Bool {
            (uses[name] ?? []).contains { $0.cardinality == .single }
                || slots.contains { $0.name == name && $0.cardinality == .single }
        }

        /// The symbols no child fills and no nested template explains, in style order.
        var missingSymbols: [String] {
            symbolOrder.filter { winners[$0] == nil && !explained.contains($0) }
        }
    }

    /// template-reuse and ignored-default-content (for the element), and the targets its
    /// children's templates are checked against (``checkTemplate(of:index:)``), or `nil` when
    /// it has no symbol and no slot or no child (most elements), so nothing is kept for it. The
    /// open elements are the element's ancestors.
    mutating func templateTargets(
        of element: borrowing VMLNode.Element,
        children: [VMLNode],
        style: StyleReferences
    ) -> TemplateTargets? {
        // With no symbol and no element child, nothing can fill or report a slot of this element
        // (a `Text`, an `Image`): its slots are not even looked up.
        guard !style.symbols.isEmpty || !children.isEmpty else { return nil }
        let slots = slotLookup.slots(of: element.name)
        guard !slots.isEmpty || !style.symbols.isEmpty else { return nil }
        var targets = TemplateTargets()
        targets.slots = slots
        for use in style.symbols {
            if targets.uses[use.name] == nil { targets.symbolOrder.append(use.name) }
            targets.uses[use.name, default: []].append(use)
        }
        targets.acceptedNames = targets.symbolOrder
        for slot in targets.slots where targets.uses[slot.name] == nil && !targets.acceptedNames.contains(slot.name) {
            targets.acceptedNames.append(slot.name)
        }

        // template-reuse: one name, several slots of this element.
        for name in targets.symbolOrder {
            let inSlots = targets.slots.contains { $0.name == name }
            let slotCount = (targets.uses[name]?.count ?? 0) + (inSlots ? 1 : 0)
            if slotCount > 1 {
                let described =
                    (targets.uses[name] ?? []).map(\.slotDescription) + (inSlots ? ["\(element.name)'s \(name) slot"] : [])
                report(
                    .warning, .templateReuse, Messages.templateReuse(name, slots: described),
                    path: path, location: styleLocation(path)
                )
            }
        }

        // ignored-default-content: an explicit template for the default slot overrides unlabeled
        // children. Only elements with a default slot (a `Button`'s label) look ahead at their children.
        if let slot = targets.slots.first(where: \.isDefault),
            let (winnerIndex, winnerName) = firstChild(in: children, withTemplate: slot.name)
        {
            let winner = VMLNodePath.Step(winnerName, winnerIndex)
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
        return targets
    }

    /// The index and name of the first element of `children` whose template is `name`.
    private func firstChild(in children: [VMLNode], withTemplate name: String) -> (Int, String)? {
        for (index, child) in children.enumerated() {
            if case .element(let child) = child, let template = child.templateName, VMLName.isIdentifier(template),
                template == name
            {
                return (index, child.name)
            }
        }
        return nil
    }

    /// unmatched-template, duplicate-template and nested-template for `element`, the child at
    /// `index` of the innermost open element (checked before the element's own targets are kept).
    mutating func checkTemplate(of element: borrowing VMLNode.Element, index: Int) {
        // `steps` already ends with the child being checked: its parent is the one before.
        let parent = steps.count - 2
        guard parent >= 0, let name = element.templateName, VMLName.isIdentifier(name) else {
            return
        }
        let parentName = steps[parent].name
        // A copy of the parent's targets: only children with a template come here.
        let slot = targetsIndex(ofDepth: parent)
        let targets = slot.map { openTargets[$0].targets }
        var location: VMLSourceLocation? { attributeLocation("template", path) }
        if let slot, let targets, targets.accepts(name) {
            if let winner = targets.winners[name] {
                if targets.isSingleValued(name) {
                    report(
                        .warning, .duplicateTemplate,
                        Messages.duplicateTemplate(name, child: element.name, winner: winner, parent: parentName),
                        path: path, location: location
                    )
                }
            } else {
                openTargets[slot].targets.winners[name] = VMLNodePath.Step(element.name, index)
            }
        } else if let ancestor = acceptors[name]?.last {
            // Not the parent: it accepts only its own symbols and slots, checked above.
            report(
                .warning, .nestedTemplate,
                Messages.nestedTemplate(
                    name, child: element.name, parent: parentName, ancestor: openPath(ancestor)),
                path: path, location: location
            )
            if let explained = targetsIndex(ofDepth: ancestor) {
                openTargets[explained].targets.explained.insert(name)
            }
        } else {
            report(
                .warning, .unmatchedTemplate,
                Messages.unmatchedTemplate(
                    name, child: element.name, parent: parentName, accepted: targets?.acceptedNames ?? [],
                    parentIsKnown: targets?.slots.isEmpty == false),
                path: path, location: location
            )
        }
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
}
