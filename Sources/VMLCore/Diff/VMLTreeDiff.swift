/// The structural diff: what differs between two VML trees, as node paths and changes.
///
/// Children are aligned (a longest common subsequence over subtree hashes, with linear
/// prefix and suffix matching and a patience fallback for huge lists), so one inserted row is
/// one ``VMLDifference/Kind/nodeInserted(_:)``, not a cascade of changes. Each subtree is hashed
/// once, and the walk uses an explicit stack, so trees of any depth diff in about linear time.
///
/// ```swift
/// let old: [VMLNode] = [.element("VStack", children: [.element("Text", children: ["A"])])]
/// let new: [VMLNode] = [.element("VStack", children: [.element("Image"), .element("Text", children: ["A"])])]
/// VMLTreeDiff.differences(from: old, to: new).map(\.description)
/// // ["VStack[0] > Image[0]: inserted <Image>"]
/// ```
public enum VMLTreeDiff {
    /// The differences that turn `old` into `new`, in document order; empty when the trees are
    /// equal. Stops after `maximumCount` differences.
    ///
    /// ```swift
    /// VMLTreeDiff.differences(from: [.element("Text", children: ["a"])], to: [.element("Text", children: ["b"])])
    ///     .map(\.description)   // ["Text[0] > #text[0]: text \"a\" ≠ \"b\""]
    /// ```
    public static func differences(
        from old: [VMLNode], to new: [VMLNode], maximumCount: Int = .max
    ) -> [VMLDifference] {
        var walk = DiffWalk(old: FlatTree(old), new: FlatTree(new), maximumCount: maximumCount)
        walk.run()
        return walk.differences
    }

    /// The differences between two documents; the same as for their node lists.
    ///
    /// ```swift
    /// VMLTreeDiff.differences(from: VMLDocument(), to: [.element("Spacer")]).count   // 1
    /// ```
    public static func differences(
        from old: VMLDocument, to new: VMLDocument, maximumCount: Int = .max
    ) -> [VMLDifference] {
        differences(from: old.nodes, to: new.nodes, maximumCount: maximumCount)
    }

    /// The differences with each one's node path in the old tree too (a node's paths differ when
    /// siblings before it were inserted or removed): the visual diff outlines a changed node in both
    /// drawings. An inserted node's old path is its new one (it has none in the old tree).
    @_spi(VMLInternals) public static func differencesWithOldPaths(
        from old: [VMLNode], to new: [VMLNode], maximumCount: Int = .max
    ) -> [(difference: VMLDifference, oldPath: VMLNodePath)] {
        var walk = DiffWalk(old: FlatTree(old), new: FlatTree(new), maximumCount: maximumCount)
        walk.keepsOldPaths = true
        walk.run()
        return Array(zip(walk.differences, walk.oldPaths))
    }
}

/// One run of the diff over two flattened trees.
private struct DiffWalk {
    let old: FlatTree
    let new: FlatTree
    let maximumCount: Int
    var differences: [VMLDifference] = []
    /// Whether ``oldPaths`` is filled.
    var keepsOldPaths = false
    /// Each difference's path in the old tree, when ``keepsOldPaths``.
    var oldPaths: [VMLNodePath] = []

    /// Path steps as a tree of parent links, so a deep walk never copies whole paths.
    private var pathParents: [Int] = [-1]
    private var pathSteps: [(old: VMLNodePath.Step, new: VMLNodePath.Step)] = [
        (VMLNodePath.Step("", 0), VMLNodePath.Step("", 0))
    ]

    private enum Task {
        /// Compare the old node `old` with the new node `new`, found at path node `path`.
        case compare(old: Int, new: Int, path: Int)
        /// Report a difference found at path node `path` (in the old tree when `inOld`).
        case report(VMLDifference.Kind, path: Int, inOld: Bool)
    }

    init(old: FlatTree, new: FlatTree, maximumCount: Int) {
        self.old = old
        self.new = new
        self.maximumCount = maximumCount
    }

    mutating func run() {
        var pending: [Task] = [.compare(old: 0, new: 0, path: 0)]
        while let task = pending.popLast(), differences.count < maximumCount {
            switch task {
            case .report(let kind, let path, let inOld):
                let difference = VMLDifference(path: self.path(path, inOld: inOld), kind: kind)
                differences.append(difference)
                if keepsOldPaths {
                    let inserted = if case .nodeInserted = kind { true } else { false }
                    oldPaths.append(inOld || inserted ? difference.path : self.path(path, inOld: true))
                }
            case .compare(let oldIndex, let newIndex, let path):
                var tasks: [Task] = []
                compareOwnParts(oldIndex, newIndex, path: path, into: &tasks)
                compareChildren(oldIndex, newIndex, path: path, into: &tasks)
                pending.append(contentsOf: tasks.reversed())
            }
        }
    }

    /// The path node's path in the old or the new tree.
    private func path(_ node: Int, inOld: Bool) -> VMLNodePath {
        var steps: [VMLNodePath.Step] = []
        var node = node
        while node > 0 {
            steps.append(inOld ? pathSteps[node].old : pathSteps[node].new)
            node = pathParents[node]
        }
        return VMLNodePath(steps.reversed())
    }

    private mutating func pathNode(parent: Int, old oldIndex: Int?, new newIndex: Int?, oldPosition: Int, newPosition: Int) -> Int {
        let oldName = oldIndex.map { old.name(at: $0) } ?? ""
        let newName = newIndex.map { new.name(at: $0) } ?? oldName
        pathParents.append(parent)
        pathSteps.append((VMLNodePath.Step(oldIndex == nil ? newName : oldName, oldPosition), VMLNodePath.Step(newName, newPosition)))
        return pathParents.count - 1
    }

    /// Name, attributes and style of two paired nodes (texts: their text).
    private func compareOwnParts(_ oldIndex: Int, _ newIndex: Int, path: Int, into tasks: inout [Task]) {
        guard oldIndex > 0 else { return }  // the documents have no own parts
        switch (old.nodes[oldIndex], new.nodes[newIndex]) {
        case (.text(let a), .text(let b)):
            if a != b { tasks.append(.report(.textChanged(from: a, to: b), path: path, inOld: false)) }
        case (.element(let a), .element(let b)):
            if a.name != b.name {
                tasks.append(.report(.elementName(from: a.name, to: b.name), path: path, inOld: false))
            }
            if !a.hasSameAttributes(as: b) {
                let before = tasks.count
                compareAttributes(a.attributes, b.attributes, path: path, into: &tasks)
                if tasks.count == before { tasks.append(.report(.attributeOrder, path: path, inOld: false)) }
            }
            if a.style != b.style {
                compareStyles(a.style.modifiers, b.style.modifiers, path: path, into: &tasks)
            }
        default:
            break  // never paired: a text and an element are a removal and an insertion
        }
    }

    private func compareAttributes(_ a: [VMLAttribute], _ b: [VMLAttribute], path: Int, into tasks: inout [Task]) {
        let oldValues = Dictionary(a.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        let newValues = Dictionary(b.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        var seen: Set<String> = []
        for attribute in a where seen.insert(attribute.name).inserted {
            let oldValue = oldValues[attribute.name] ?? attribute.value
            if let newValue = newValues[attribute.name] {
                if newValue != oldValue {
                    tasks.append(
                        .report(.attributeChanged(name: attribute.name, from: oldValue, to: newValue), path: path, inOld: false))
                }
            } else {
                tasks.append(.report(.attributeRemoved(VMLAttribute(attribute.name, oldValue)), path: path, inOld: false))
            }
        }
        for attribute in b where oldValues[attribute.name] == nil && seen.insert(attribute.name).inserted {
            let newValue = newValues[attribute.name] ?? attribute.value
            tasks.append(.report(.attributeAdded(VMLAttribute(attribute.name, newValue)), path: path, inOld: false))
        }
    }

    /// Modifiers aligned in order; within a gap, removed and inserted modifiers pair up by position.
    private func compareStyles(_ a: [VMLModifier], _ b: [VMLModifier], path: Int, into tasks: inout [Task]) {
        forEachGap(SequenceAlignment.align(a, b)) { removed, inserted in
            let paired = min(removed.count, inserted.count)
            for k in 0..<paired {
                tasks.append(
                    .report(
                        .modifierChanged(index: inserted[k], from: a[removed[k]], to: b[inserted[k]]),
                        path: path, inOld: false))
            }
            for index in removed.dropFirst(paired) {
                tasks.append(.report(.modifierRemoved(index: index, a[index]), path: path, inOld: false))
            }
            for index in inserted.dropFirst(paired) {
                tasks.append(.report(.modifierInserted(index: index, b[index]), path: path, inOld: false))
            }
        }
    }

    /// Children aligned by subtree hash; within a gap, nodes of the same name pair up (and are
    /// compared in turn), and the rest are removals and insertions.
    private mutating func compareChildren(_ oldIndex: Int, _ newIndex: Int, path: Int, into tasks: inout [Task]) {
        let oldChildren = old.children(of: oldIndex)
        let newChildren = new.children(of: newIndex)
        if oldChildren.count == 1, newChildren.count == 1 {  // the common case in deep trees
            if old.hashes[oldChildren[0]] != new.hashes[newChildren[0]] || old.nodes[oldChildren[0]] != new.nodes[newChildren[0]] {
                compareGap([0], [0], oldChildren, newChildren, path: path, into: &tasks)
            }
            return
        }
        let steps = SequenceAlignment.align(oldChildren.map { old.hashes[$0] }, newChildren.map { new.hashes[$0] })
        var removedRun: [Int] = []
        var insertedRun: [Int] = []
        for step in steps + [.kept(oldIndex: -1, newIndex: -1)] {
            switch step {
            case .removed(let position):
                removedRun.append(position)
            case .inserted(let position):
                insertedRun.append(position)
            case .kept(let oldPosition, let newPosition):
                if !removedRun.isEmpty || !insertedRun.isEmpty {
                    compareGap(removedRun, insertedRun, oldChildren, newChildren, path: path, into: &tasks)
                    removedRun.removeAll(keepingCapacity: true)
                    insertedRun.removeAll(keepingCapacity: true)
                }
                // Equal hashes: confirm (each subtree is confirmed at most once in a whole diff).
                if oldPosition >= 0, old.nodes[oldChildren[oldPosition]] != new.nodes[newChildren[newPosition]] {
                    compareGap([oldPosition], [newPosition], oldChildren, newChildren, path: path, into: &tasks)
                }
            }
        }
    }

    private mutating func compareGap(
        _ removed: [Int], _ inserted: [Int], _ oldChildren: [Int], _ newChildren: [Int], path: Int, into tasks: inout [Task]
    ) {
        if removed.count == 1, inserted.count == 1, old.name(at: oldChildren[removed[0]]) == new.name(at: newChildren[inserted[0]]) {
            pair(removed[0], inserted[0], oldChildren, newChildren, path: path, into: &tasks)
            return
        }
        let byName = SequenceAlignment.align(
            removed.map { old.name(at: oldChildren[$0]) }, inserted.map { new.name(at: newChildren[$0]) })
        var leftoverRemoved: [Int] = []
        var leftoverInserted: [Int] = []
        for step in byName + [.kept(oldIndex: -1, newIndex: -1)] {
            switch step {
            case .removed(let k):
                leftoverRemoved.append(removed[k])
            case .inserted(let k):
                leftoverInserted.append(inserted[k])
            case .kept(let k, let l):
                // Same count of elements on both sides: renamed elements, compared in turn.
                let renamed =
                    leftoverRemoved.count == leftoverInserted.count
                    && leftoverRemoved.allSatisfy { old.nodes[oldChildren[$0]].element != nil }
                    && leftoverInserted.allSatisfy { new.nodes[newChildren[$0]].element != nil }
                if renamed {
                    for (oldPosition, newPosition) in zip(leftoverRemoved, leftoverInserted) {
                        pair(oldPosition, newPosition, oldChildren, newChildren, path: path, into: &tasks)
                    }
                } else {
                    for position in leftoverRemoved {
                        let node = pathNode(
                            parent: path, old: oldChildren[position], new: nil, oldPosition: position, newPosition: position)
                        tasks.append(.report(.nodeRemoved(old.nodes[oldChildren[position]]), path: node, inOld: true))
                    }
                    for position in leftoverInserted {
                        let node = pathNode(
                            parent: path, old: nil, new: newChildren[position], oldPosition: position, newPosition: position)
                        tasks.append(.report(.nodeInserted(new.nodes[newChildren[position]]), path: node, inOld: false))
                    }
                }
                leftoverRemoved.removeAll(keepingCapacity: true)
                leftoverInserted.removeAll(keepingCapacity: true)
                if k >= 0 { pair(removed[k], inserted[l], oldChildren, newChildren, path: path, into: &tasks) }
            }
        }
    }

    private mutating func pair(
        _ oldPosition: Int, _ newPosition: Int, _ oldChildren: [Int], _ newChildren: [Int], path: Int, into tasks: inout [Task]
    ) {
        let node = pathNode(
            parent: path, old: oldChildren[oldPosition], new: newChildren[newPosition], oldPosition: oldPosition,
            newPosition: newPosition)
        tasks.append(.compare(old: oldChildren[oldPosition], new: newChildren[newPosition], path: node))
    }
}

/// Calls `body` with each run of removed (old) and inserted (new) indices between kept steps.
private func forEachGap(_ steps: [SequenceAlignment.Step], _ body: ([Int], [Int]) -> Void) {
    var removed: [Int] = []
    var inserted: [Int] = []
    for step in steps + [.kept(oldIndex: -1, newIndex: -1)] {
        switch step {
        case .removed(let index): removed.append(index)
        case .inserted(let index): inserted.append(index)
        case .kept:
            if !removed.isEmpty || !inserted.isEmpty { body(removed, inserted) }
            removed.removeAll(keepingCapacity: true)
            inserted.removeAll(keepingCapacity: true)
        }
    }
}
