/// The known names closest to a misspelt one, for "did you mean" in a diagnostic.
///
/// Distance is the optimal string alignment distance (insertions, deletions, substitutions and
/// swaps of two neighbours each count one) between the names in lower case, so `titel` is one
/// from `title` and `vstack` none from `VStack`.
enum NameSuggestions {
    /// The candidates within reach of `name` at the smallest distance found, in name order, at
    /// most `limit` (`titel` gives `title`, not also `title2`). Reach: a third of the name's
    /// length, at least 1 and at most 3.
    static func closest(to name: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let target = Array(name.lowercased().utf8)
        guard !target.isEmpty, target.count <= 64 else { return [] }
        let reach = max(1, min(3, target.count / 3))
        var found: [(name: String, distance: Int)] = []
        for candidate in candidates where candidate != name {
            let bytes = Array(candidate.lowercased().utf8)
            guard abs(bytes.count - target.count) <= reach else { continue }
            let distance = Self.distance(target, bytes, atMost: reach)
            if distance <= reach { found.append((candidate, distance)) }
        }
        guard let best = found.map(\.distance).min() else { return [] }
        return found.filter { $0.distance == best }.map(\.name).sorted().prefix(limit).map { $0 }
    }

    /// The optimal string alignment distance, or more than `bound` once every alignment is past it.
    static func distance(_ a: [UInt8], _ b: [UInt8], atMost bound: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > bound { return bound + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
