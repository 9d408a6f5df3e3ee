@_spi(VMLInternals) import VMLCore

/// One run of the validator over a tree: an explicit-stack walk in document order that applies
/// each rule group (names, attribute values, `attr(…)` bindings, templates) to every element.
struct ValidationPass {
    /// An open element: one of the current element's ancestors (or the element itself).
    struct Frame {
        /// The element's name, for messages.
        let name: String
        /// What the element's children's templates are checked against; `nil` for an element
        /// with no symbol, and no slot or no element child (``templateTargets(of:children:style:)``).
        var templates: TemplateTargets?
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
    /// Each element is copied out of its parent's list once and borrowed by every rule. The list
    /// being visited is kept out of the stack of enclosing lists (and out of the frames, which
    /// the rules change), so reading an element from it copies no list.
    private mutating func walk(_ root: borrowing VMLNode.Element, step: VMLNodePath.Step) {
        var enclosing: [(children: [VMLNode], next: Int)] = []
        var current = open(root, step: step)
        var next = 0
        while true {
            guard next < current.count else {
                close()
                guard let parent = enclosing.popLast() else { return }
                current = parent.children
                next = parent.next
                continue
            }
            let index = next
            next += 1
            guard case .element(let element) = current[index] else { continue }
            let children = open(element, step: VMLNodePath.Step(element.name, index))
            enclosing.append((current, next))
            current = children
            next = 0
        }
    }

    /// Checks an element (its ancestors are the open frames), opens its frame and returns its
    /// children to visit (none when it has no element child, such as a `Text`).
    private mutating func open(_ element: borrowing VMLNode.Element, step: VMLNodePath.Step) -> [VMLNode] {
        steps.append(step)
        checkTemplate(of: element, index: step.index)
        checkNamesAndAttributeValues(element)
        let style = styles.references(of: element.style)
        for name in style.invalidNames {
            report(.error, .invalidName, VMLNameRule.styleName.violation(by: name), path: path, location: styleLocation(path))
        }
        checkBindings(style.bindings, of: element)
        // Templates are elements: an element holding no element child (a `Text`) has none.
        let children = element.mayHaveElementChildren ? element.children : []
        let templates = templateTargets(of: element, children: children, style: style)
        for name in templates?.acceptedNames ?? [] {
            acceptors[name, default: []].append(frames.count)
        }
        frames.append(Frame(name: element.name, templates: templates))
        return children
    }

    /// Closes the innermost frame, reporting the missing slots no nested template explained.
    private mutating func close() {
        // Moved out, not copied: the frame is done with.
        guard let frame = frames.popLast() else { return }
        guard let templates = frame.templates else {
            steps.removeLast()
            return
        }
        for name in templates.acceptedNames {
            acceptors[name]?.removeLast()
        }
        for name in templates.missingSymbols {
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
