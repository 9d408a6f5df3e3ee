@_spi(VMLInternals) import VMLCore

/// One run of the validator over a tree: an explicit-stack walk in document order that applies
/// each rule group (names, attribute values, `attr(…)` bindings, templates) to every element.
struct ValidationPass {
    /// The template targets of an open element that has some (most have none, and cost nothing
    /// here): what its children's templates are checked against (``templateTargets(of:children:style:)``).
    struct OpenTargets {
        /// The element's depth: its index in `steps`.
        let depth: Int
        var targets: TemplateTargets
    }

    let table: VMLSlotTable
    let sourceMap: VMLSourceMap?
    /// The path steps of the open elements (the element being checked last), so paths cost
    /// nothing until a diagnostic needs one. An open element's depth is its index here.
    var steps: [VMLNodePath.Step] = []
    /// The template targets of the open elements that have some, outermost first.
    var openTargets: [OpenTargets] = []
    /// Template name → depths of the open elements that accept it, outermost first.
    var acceptors: [String: [Int]] = [:]
    /// The style references of the styles elements share.
    private var styles: StyleReferencesCache
    /// The element and attribute names the name rules have accepted.
    var elementNames = AcceptedNames()
    var attributeNames = AcceptedNames()
    /// The slot table's entries for the element names seen lately.
    var slotLookup: SlotLookup
    private var diagnostics: [VMLDiagnostic] = []
    /// Past this many, diagnostics are counted but not kept.
    let maximumDiagnostics: Int
    /// How many diagnostics the run found, kept or not.
    private(set) var foundCount = 0
    /// Whether short strings are read from their words (``SmallASCII/layoutHolds``, read once).
    let readsSmallStrings = SmallASCII.layoutHolds

    /// SwiftUI's and the schema's names, when the run checks them.
    let vocabulary: StyleVocabulary?
    /// The vocabulary's findings of the styles elements share, when the run checks names.
    var styleFindings: StyleFindingsCache?
    /// What the vocabulary says of the element names seen so far.
    var elementVocabulary = ElementVocabularyLookup()

    init(table: VMLSlotTable, sourceMap: VMLSourceMap?, maximumDiagnostics: Int, vocabulary: StyleVocabulary? = nil) {
        self.table = table
        self.vocabulary = vocabulary
        self.styles = StyleReferencesCache(table: table)
        self.styleFindings = vocabulary.map { StyleFindingsCache(vocabulary: $0) }
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
    /// being visited is kept out of the stack of enclosing lists (and out of the pass's state, which
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

    /// Checks an element (its ancestors are the open elements), opens it and returns its
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
        if vocabulary != nil { checkVocabulary(of: element, style: style) }
        // Templates are elements: an element holding no element child (a `Text`) has none.
        let children = element.mayHaveElementChildren ? element.children : []
        if let targets = templateTargets(of: element, children: children, style: style) {
            let depth = steps.count - 1
            for name in targets.acceptedNames {
                acceptors[name, default: []].append(depth)
            }
            openTargets.append(OpenTargets(depth: depth, targets: targets))
        }
        return children
    }

    /// Closes the innermost open element, reporting the missing slots no nested template explained.
    private mutating func close() {
        guard !steps.isEmpty else { return }
        let depth = steps.count - 1
        if let last = openTargets.last, last.depth == depth {
            // Moved out, not copied: the targets are done with.
            let targets = openTargets.removeLast().targets
            for name in targets.acceptedNames {
                acceptors[name]?.removeLast()
            }
            for name in targets.missingSymbols {
                report(
                    .warning, .missingSlot, Messages.missingSlot(name, element: steps[depth].name), path: path,
                    location: styleLocation(path))
            }
        }
        steps.removeLast()
    }

    /// The targets of the open element at `depth`, as an index into `openTargets`, or `nil` when
    /// it has none.
    func targetsIndex(ofDepth depth: Int) -> Int? {
        openTargets.lastIndex { $0.depth == depth }
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

    /// The path of the open element at `depth`.
    func openPath(_ depth: Int) -> VMLNodePath {
        VMLNodePath(Array(steps[...depth]))
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
