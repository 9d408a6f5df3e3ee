/// Lines up two sequences: which elements are kept (matched in order) and which were removed
/// or inserted. One home for the alignment the tree diff (over children and modifiers) and the
/// line diff use.
///
/// A common prefix and suffix are matched in linear time. The middle is aligned by a longest
/// common subsequence when it is small (at most ``maximumTableCells`` cells); otherwise
/// elements that occur exactly once on each side anchor a patience alignment (a longest
/// increasing subsequence, `O(n log n)`), and the gaps between anchors are aligned the same
/// way when small or position by position when not. So it never goes quadratic on huge inputs.
enum SequenceAlignment {
    /// One step of an alignment, in order.
    enum Step: Equatable {
        /// `old[oldIndex]` and `new[newIndex]` match.
        case kept(oldIndex: Int, newIndex: Int)
        /// `old[oldIndex]` has no counterpart.
        case removed(oldIndex: Int)
        /// `new[newIndex]` has no counterpart.
        case inserted(newIndex: Int)
    }

    /// The largest `m × n` middle aligned with the full table.
    static let maximumTableCells = 1 << 18

    /// The steps that turn `old` into `new`, in order: every index of each side appears once.
    static func align<Key: Hashable>(_ old: [Key], _ new: [Key]) -> [Step] {
        var steps: [Step] = []
        steps.reserveCapacity(max(old.count, new.count))
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
            steps.append(.kept(oldIndex: prefix, newIndex: prefix))
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        alignMiddle(old, prefix..<(old.count - suffix), new, prefix..<(new.count - suffix), into: &steps, patience: true)
        for offset in (0..<suffix).reversed() {
            steps.append(.kept(oldIndex: old.count - 1 - offset, newIndex: new.count - 1 - offset))
        }
        return steps
    }

    /// Aligns `old[oldRange]` with `new[newRange]` and appends the steps.
    private static func alignMiddle<Key: Hashable>(
        _ old: [Key], _ oldRange: Range<Int>, _ new: [Key], _ newRange: Range<Int>,
        into steps: inout [Step], patience: Bool
    ) {
        if oldRange.isEmpty || newRange.isEmpty {
            steps.append(contentsOf: oldRange.map { .removed(oldIndex: $0) })
            steps.append(contentsOf: newRange.map { .inserted(newIndex: $0) })
        } else if oldRange.count <= maximumTableCells / newRange.count {
            alignByTable(old, oldRange, new, newRange, into: &steps)
        } else if patience {
            alignByAnchors(old, oldRange, new, newRange, into: &steps)
        } else {
            alignByPosition(oldRange, newRange, into: &steps)
        }
    }

    /// The classic longest-common-subsequence table, walked back from the end.
    private static func alignByTable<Key: Hashable>(
        _ old: [Key], _ oldRange: Range<Int>, _ new: [Key], _ newRange: Range<Int>, into steps: inout [Step]
    ) {
        let rows = oldRange.count
        let columns = newRange.count
        // lengths[i * (columns + 1) + j]: the LCS of old[i...] and new[j...] (relative indices).
        var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                let cell = i * (columns + 1) + j
                if old[oldRange.lowerBound + i] == new[newRange.lowerBound + j] {
                    lengths[cell] = lengths[cell + columns + 2] + 1
                } else {
                    lengths[cell] = max(lengths[cell + columns + 1], lengths[cell + 1])
                }
            }
        }
        var i = 0
        var j = 0
        while i < rows, j < columns {
            if old[oldRange.lowerBound + i] == new[newRange.lowerBound + j] {
                steps.append(.kept(oldIndex: oldRange.lowerBound + i, newIndex: newRange.lowerBound + j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * (columns + 1) + j] >= lengths[i * (columns + 1) + j + 1] {
                steps.append(.removed(oldIndex: oldRange.lowerBound + i))
                i += 1
            } else {
                steps.append(.inserted(newIndex: newRange.lowerBound + j))
                j += 1
            }
        }
        steps.append(contentsOf: (oldRange.lowerBound + i..<oldRange.upperBound).map { .removed(oldIndex: $0) })
        steps.append(contentsOf: (newRange.lowerBound + j..<newRange.upperBound).map { .inserted(newIndex: $0) })
    }

    /// Patience alignment: keys unique on both sides, kept in the order of a longest increasing
    /// subsequence, anchor the alignment; the gaps between anchors are aligned without anchors.
    private static func alignByAnchors<Key: Hashable>(
        _ old: [Key], _ oldRange: Range<Int>, _ new: [Key], _ newRange: Range<Int>, into steps: inout [Step]
    ) {
        // For each key: its count and index on each side (the index is only used when unique).
        var occurrences: [Key: (oldCount: Int, oldIndex: Int, newCount: Int, newIndex: Int)] = [:]
        for index in oldRange {
            occurrences[old[index], default: (0, 0, 0, 0)].oldCount += 1
            occurrences[old[index], default: (0, 0, 0, 0)].oldIndex = index
        }
        for index in newRange {
            occurrences[new[index], default: (0, 0, 0, 0)].newCount += 1
            occurrences[new[index], default: (0, 0, 0, 0)].newIndex = index
        }
        // Candidate pairs in new order; their old indices are the sequence whose LIS we keep.
        var pairs: [(old: Int, new: Int)] = []
        for index in newRange {
            if let entry = occurrences[new[index]], entry.oldCount == 1, entry.newCount == 1 {
                pairs.append((entry.oldIndex, index))
            }
        }
        let anchors = longestIncreasingSubsequence(pairs)
        var oldStart = oldRange.lowerBound
        var newStart = newRange.lowerBound
        for anchor in anchors {
            alignMiddle(old, oldStart..<anchor.old, new, newStart..<anchor.new, into: &steps, patience: false)
            steps.append(.kept(oldIndex: anchor.old, newIndex: anchor.new))
            oldStart = anchor.old + 1
            newStart = anchor.new + 1
        }
        alignMiddle(old, oldStart..<oldRange.upperBound, new, newStart..<newRange.upperBound, into: &steps, patience: false)
    }

    /// The pairs (sorted by `new`) whose `old` indices form a longest increasing subsequence.
    private static func longestIncreasingSubsequence(_ pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
        var tails: [Int] = []  // tails[k]: index into pairs of the smallest tail of a run of length k + 1
        var previous = [Int](repeating: -1, count: pairs.count)
        for (position, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].old < pair.old { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [(old: Int, new: Int)] = []
        var position = tails.last ?? -1
        while position >= 0 {
            result.append(pairs[position])
            position = previous[position]
        }
        return result.reversed()
    }

    /// The fallback for a huge gap: every element is removed and inserted, old first.
    private static func alignByPosition(_ oldRange: Range<Int>, _ newRange: Range<Int>, into steps: inout [Step]) {
        steps.append(contentsOf: oldRange.map { .removed(oldIndex: $0) })
        steps.append(contentsOf: newRange.map { .inserted(newIndex: $0) })
    }
}
