@_spi(VMLInternals) import VMLCore

/// One run of the validator over a tree: an explicit-stack walk in document order that applies
/// each rule group (names, attribute values, `attr(…)` bindings, templates) to every element.
struct ValidationPass {
    /// An open element: one of the current element's ancestors (or the element itself).
    struct Frame {
        /// The element's name, for the missing-slot message.
        let name: String
        /// The element's children, or none when it has no element child (a `Text`).
        let children: [VMLNode]
        /// The next child to visit.
        var nextChild = 0
        /// Template names this element accepts (its style's symbols and its slots).
        var acceptedNames: [String]
        /// Symbols of this element's style that no immediate child fills, in style order;
        /// `true` once a nested template explains the gap (reported as nested-template instead).
        var missingSymbols: [(name: String, explained: Bool)]
    }

    let table: VMLSlotTable
    let sourceMap: VMLSourceMap?
    var frames: [Frame] = []
    /// The path steps of the open elements and of the element being checked (`steps[i]` is
    /// `frames[i]`'s), so paths cost nothing until a diagnostic needs one.
    var steps: [VMLNodePath.Step] = []
    /// Template name → indices into `frames` of the open elements that accept it, outermost first.
    var acceptors: [String: [Int]] = [:]
    /// The style references of the styles elements share.
    private var styles: StyleReferencesCache
    /// The slot table's entries for the element names seen lately.
    var slotLookup: SlotLookup
    private var diagnostics: [VMLDiagnostic] = []
    /// Past this many, diagnostics are counted but not kept.
    let maximumDiagnostics: Int
    /// How many diagnostics the run found, kept or not.
    private(set) var foundCount = 0

    init(table: VMLSlotTable, sourceMap: VMLSourceMap?, maximumDiagnostics: Int) {
        self.table = table
        self.styles = StyleReferencesCache(table: table)
        self.slotLookup = SlotLookup(table: table)
        self.sourceMap = sourceMap
        self.maximumDiagnostics = maximumDiagnostics
    }

    mutating func run(_ nodes: [VMLNode]) {
        checkTopLevelTemplates(nodes)
        for (index, node) in nodes.enumerated() {
            guard case .element(let element) = node else { continue }
            walk(element, step: VMLNodePath.Step(element.name, index))
        }
    }

    /// Visits `root` and its descendants in document order without recursion.
    ///
    /// Each element is copied out of its parent's list once and borrowed by every rule; a frame
    /// keeps the element's children, read once, and its name.
    private mutating func walk(_ root: borrowing VMLNode.Element, step: VMLNodePath.Step) {
        open(root, step: step)
        while let top = frames.indices.last {
            let index = frames[top].nextChild
            guard index < frames[top].children.count else {
                close()
                continue
            }
            frames[top].nextChild += 1
            let child = frames[top].children[index]
            if case .element(let element) = child {
                open(element, step: VMLNodePath.Step(element.name, index))
            }
        }
    }

    /// Checks an element (its ancestors are the open frames) and opens its frame.
    private mutating func open(_ element: borrowing VMLNode.Element, step: VMLNodePath.Step) {
        steps.append(step)
        checkNames(element)
        checkAttributeValues(element)
        let style = styles.references(of: element.style)
        for name in style.invalidNames {
            report(.error, .invalidName, VMLNameRule.styleName.violation(by: name), path: path, location: styleLocation(path))
        }
        checkBindings(style.bindings, of: element)
        // Templates are elements: an element holding no element child (a `Text`) has none.
        let children = element.mayHaveElementChildren ? element.children : []
        let templates = checkTemplates(of: element, children: children, style: style)

        frames.append(
            Frame(
                name: element.name, children: children,
                acceptedNames: templates.acceptedNames, missingSymbols: templates.missingSymbols)
        )
        for name in templates.acceptedNames {
            acceptors[name, default: []].append(frames.count - 1)
        }
    }

    /// Closes the innermost frame, reporting the missing slots no nested template explained.
    private mutating func close() {
        // Moved out, not copied: the frame is done with.
        guard let frame = frames.popLast() else { return }
        for name in frame.acceptedNames {
            acceptors[name]?.removeLast()
        }
        for (name, explained) in frame.missingSymbols where !explained {
            report(
                .warning, .missingSlot, Messages.missingSlot(name, element: frame.name), path: path, location: styleLocation(path))
        }
        steps.removeLast()
    }

    // MARK: Reporting

    mutating func report(
        _ severity: VMLDiagnostic.Severity,
        _ code: VMLDiagnostic.Code,
        _ message: String,
        path: VMLNodePath,
        location: VMLSourceLocation?
    ) {
        let diagnostic = VMLDiagnostic(severity, code, message, path: path, location: location)
        // The same binding written twice in one style would say the same thing twice.
        if let last = diagnostics.last, last == diagnostic { return }
        foundCount += 1
        guard diagnostics.count < maximumDiagnostics else { return }
        diagnostics.append(diagnostic)
    }

    /// The diagnostics in document order: by path (a node before its descendants, siblings in
    /// order), then in the order they were found.
    func sortedDiagnostics() -> [VMLDiagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.path.steps
            let right = rhs.element.path.steps
            for (a, b) in zip(left, right) where a.index != b.index {
                return a.index < b.index
            }
            if left.count != right.count { return left.count < right.count }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    // MARK: Paths and locations

    /// The path of the element being checked (or closed).
    var path: VMLNodePath { VMLNodePath(steps) }

    /// The path of a child of the element being checked.
    func childPath(_ name: String, _ index: Int) -> VMLNodePath {
        VMLNodePath(steps + [VMLNodePath.Step(name, index)])
    }

    /// The path of an open element.
    func framePath(_ frame: Int) -> VMLNodePath {
        VMLNodePath(Array(steps[...frame]))
    }

    func elementLocation(_ path: VMLNodePath) -> VMLSourceLocation? {
        sourceMap?.location(of: path)
    }

    /// The attribute's location, or the element's when the map has none for it.
    func attributeLocation(_ name: String, _ path: VMLNodePath) -> VMLSourceLocation? {
        sourceMap?.location(ofAttribute: name, at: path) ?? elementLocation(path)
    }

    func styleLocation(_ path: VMLNodePath) -> VMLSourceLocation? {
        attributeLocation("style", path)
    }
}
