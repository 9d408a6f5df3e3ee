/// Searching a node's subtree without recursion: the entries are in document order, so a
/// subtree is the run of entries after its root that lie deeper than it.
extension PreviewTree {
    /// One past the last index of the subtree rooted at `index`.
    func subtreeEnd(of index: Int) -> Int {
        let depth = self[index].depth
        var end = index + 1
        while end < entries.count, entries[end].depth > depth { end += 1 }
        return end
    }

    /// The indices below `index` (and `index` itself when `includingRoot`) that `matches`, in
    /// document order, leaving out the subtrees `prunes` names (their roots included).
    func descendants(
        of index: Int, includingRoot: Bool = false, pruning prunes: (Int) -> Bool, where matches: (Int) -> Bool
    ) -> [Int] {
        var found: [Int] = []
        if includingRoot, matches(index) { found.append(index) }
        let end = subtreeEnd(of: index)
        var current = index + 1
        while current < end {
            if prunes(current) {
                current = subtreeEnd(of: current)
                continue
            }
            if matches(current) { found.append(current) }
            current += 1
        }
        return found
    }

    /// The nearest ancestor of `index` that is not a `Group`, or -1.
    func container(of index: Int) -> Int {
        var current = entries[index].parent
        while current >= 0, entries[current].name == "Group" { current = entries[current].parent }
        return current
    }

    /// The body children of `index` with `Group`s and `TabSection`s (that have no modifiers)
    /// replaced by their own body children, as a list or a picker sees its rows and a tab bar its
    /// tabs.
    func flattenedBody(of index: Int) -> [Int] {
        var result: [Int] = []
        var pending = Array(bodyChildren(of: index).reversed())
        while let next = pending.popLast() {
            if entries[next].name == "Group" || entries[next].name == "TabSection", entries[next].modifiers.isEmpty {
                pending.append(contentsOf: bodyChildren(of: next).reversed())
            } else {
                result.append(next)
            }
        }
        return result
    }
}
