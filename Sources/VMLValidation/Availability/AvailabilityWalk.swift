@_spi(VMLInternals) import VMLCore

/// One look at a tree for a client: the findings of ``VMLAvailability/findings(in:for:)`` and
/// the tree ``VMLAvailability/removingDeclarations(newerThan:from:)`` leaves. Both walk with
/// explicit stacks, never recursing over the tree, and look each element name with its attribute
/// names, and each style, up once: rows built from one template share them.
struct AvailabilityWalk {
    let client: VMLOSVersion
    private let lookup = AvailabilityLookup()
    /// Element name and attribute names → the element's requirement, when the client lacks it.
    private var elements: [[String]: VMLAvailability.Requirement?] = [:]
    /// A style → each modifier the client lacks something of: its index and the requirements.
    private var styles: [VMLStyle: [(index: Int, requirements: [VMLAvailability.Requirement])]] = [:]
    /// Past this many entries, a table is not added to (a tree of endless different styles).
    private static let cacheCapacity = 4096

    init(client: VMLOSVersion) {
        self.client = client
    }

    // MARK: Lookups

    /// The element's requirement when the client lacks it, else `nil`.
    private mutating func newerRequirement(ofElement element: borrowing VMLNode.Element) -> VMLAvailability.Requirement? {
        let attributes = element.readAttributes { $0.map(\.name) }
        let key = [element.name] + attributes
        if let cached = elements[key] { return cached }
        let requirement = lookup.requirement(ofElement: element.name, attributes: attributes)
        let newer = requirement.flatMap { $0.isAvailable(on: client) ? nil : $0 }
        if elements.count < Self.cacheCapacity { elements[key] = .some(newer) }
        return newer
    }

    /// The modifiers of `style` that the client lacks something of, in order.
    private mutating func newerModifiers(of style: VMLStyle) -> [(index: Int, requirements: [VMLAvailability.Requirement])] {
        if style.isEmpty { return [] }
        if let cached = styles[style] { return cached }
        var newer: [(index: Int, requirements: [VMLAvailability.Requirement])] = []
        for (index, modifier) in style.modifiers.enumerated() {
            let lacking = lookup.requirements(of: modifier).filter { !$0.isAvailable(on: client) }
            if !lacking.isEmpty { newer.append((index, lacking)) }
        }
        if styles.count < Self.cacheCapacity { styles[style] = newer }
        return newer
    }

    // MARK: Findings

    /// The findings of `nodes`, in document order.
    mutating func findings(in nodes: [VMLNode]) -> [VMLAvailability.Finding] {
        var found: [VMLAvailability.Finding] = []
        var steps: [VMLNodePath.Step] = []
        // The lists being visited, outermost first, each with the index of its next node; every
        // list but the first is the children of the element whose step is last in `steps`.
        var lists: [(nodes: [VMLNode], next: Int)] = [(nodes, 0)]
        while let depth = lists.indices.last {
            let index = lists[depth].next
            guard index < lists[depth].nodes.count else {
                lists.removeLast()
                if !steps.isEmpty { steps.removeLast() }
                continue
            }
            lists[depth].next += 1
            guard case .element(let element) = lists[depth].nodes[index] else { continue }
            steps.append(VMLNodePath.Step(element.name, index))
            // The path is made only for an element with findings: a deep tree's would cost its depth each.
            if let requirement = newerRequirement(ofElement: element) {
                found.append(VMLAvailability.Finding(path: VMLNodePath(steps), subject: .element, requirement: requirement, client: client))
            }
            let modifiers = newerModifiers(of: element.style)
            if !modifiers.isEmpty {
                let path = VMLNodePath(steps)
                for modifier in modifiers {
                    for requirement in modifier.requirements {
                        found.append(
                            VMLAvailability.Finding(
                                path: path, subject: .modifier(index: modifier.index), requirement: requirement, client: client))
                    }
                }
            }
            lists.append((element.mayHaveElementChildren ? element.children : [], 0))
        }
        return found
    }

    // MARK: Removing

    /// One open list of the removal: the element whose children it is (`nil` for the top level),
    /// its nodes, the nodes kept so far, and whether anything in it changed.
    private struct OpenList {
        var element: VMLNode.Element?
        var nodes: [VMLNode]
        var kept: [VMLNode] = []
        var next = 0
        /// Whether a node of the list was removed or changed.
        var changed = false
        /// Whether the element's own style changed (it is kept changed even if its children are not).
        var elementChanged = false
        /// Template names whose children go with the element's removed modifiers.
        var droppedTemplates: Set<String> = []
    }

    /// `nodes` without the elements and modifiers the client lacks (the removed modifiers' own
    /// template children go too); lists in which nothing changed are kept as they were.
    mutating func removingNewer(from nodes: [VMLNode]) -> [VMLNode] {
        var open: [OpenList] = [OpenList(element: nil, nodes: nodes)]
        while let depth = open.indices.last {
            let index = open[depth].next
            guard index < open[depth].nodes.count else {
                let list = open.removeLast()
                let children = list.changed ? list.kept : list.nodes
                guard var element = list.element else { return children }
                if list.changed { element.children = children }
                open[depth - 1].kept.append(.element(element))
                if list.changed || list.elementChanged { open[depth - 1].changed = true }
                continue
            }
            open[depth].next += 1
            guard case .element(var element) = open[depth].nodes[index] else {
                open[depth].kept.append(open[depth].nodes[index])
                continue
            }
            if let template = element[attribute: "template"], open[depth].droppedTemplates.contains(template) {
                open[depth].changed = true
                continue
            }
            if newerRequirement(ofElement: element) != nil {
                open[depth].changed = true
                continue
            }
            var droppedTemplates: Set<String> = []
            let newer = newerModifiers(of: element.style)
            if !newer.isEmpty {
                var modifiers = element.style.modifiers
                let removed = Set(newer.map(\.index))
                var keptSymbols: Set<String> = []
                var removedSymbols: Set<String> = []
                for (position, modifier) in modifiers.enumerated() {
                    let symbols = Self.symbols(in: modifier)
                    if removed.contains(position) { removedSymbols.formUnion(symbols) } else { keptSymbols.formUnion(symbols) }
                }
                droppedTemplates = removedSymbols.subtracting(keptSymbols)
                for position in removed.sorted(by: >) { modifiers.remove(at: position) }
                element.style = VMLStyle(modifiers)
            }
            if element.mayHaveElementChildren {
                var list = OpenList(element: element, nodes: element.children)
                list.elementChanged = !newer.isEmpty
                list.droppedTemplates = droppedTemplates
                open.append(list)
            } else {
                open[depth].kept.append(.element(element))
                if !newer.isEmpty { open[depth].changed = true }
            }
        }
        return nodes
    }

    /// The template symbols a modifier's arguments name (`:bar` in `toolbar(content: :bar)`),
    /// calls and arrays looked into, at most ``ArgumentChecker/maximumDepth`` levels deep.
    private static func symbols(in modifier: VMLModifier) -> Set<String> {
        var names: Set<String> = []
        var work: [(VMLExpression, Int)] = modifier.arguments.map { ($0.value, 0) }
        while let (value, depth) = work.popLast() {
            switch value {
            case .symbol(let name):
                names.insert(name)
            case .call(let call) where depth < ArgumentChecker.maximumDepth:
                work.append(contentsOf: call.arguments.map { ($0.value, depth + 1) })
            case .array(let items) where depth < ArgumentChecker.maximumDepth:
                work.append(contentsOf: items.map { ($0, depth + 1) })
            default:
                continue
            }
        }
        return names
    }
}
