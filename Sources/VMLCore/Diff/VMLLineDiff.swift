/// A unified line diff of two texts (`diff -u` style), for messages: a few lines of context
/// around each change, and at most a given number of lines in all.
///
/// ```swift
/// print(VMLLineDiff.unified(from: "<VStack>\n  <Text>A</Text>\n</VStack>\n",
///                           to: "<VStack>\n  <Text>B</Text>\n</VStack>\n"))
/// // --- expected
/// // +++ actual
/// // @@ -1,3 +1,3 @@
/// //  <VStack>
/// // -  <Text>A</Text>
/// // +  <Text>B</Text>
/// //  </VStack>
/// ```
///
/// Lines end at LF; a CR before the LF is not part of the line, so CRLF and LF texts compare
/// equal. A last line without a newline is marked `\ No newline at end of file`.
public enum VMLLineDiff {
    /// The unified diff from `old` to `new`, or `""` when their lines are equal.
    ///
    /// - Parameters:
    ///   - contextLines: unchanged lines shown around each change (3 by default).
    ///   - maximumLines: the most lines returned; a longer diff ends with
    ///     `… N more lines`.
    ///
    /// ```swift
    /// VMLLineDiff.unified(from: "a\n", to: "a\n")   // ""
    /// ```
    public static func unified(
        from old: String,
        to new: String,
        oldLabel: String = "expected",
        newLabel: String = "actual",
        contextLines: Int = 3,
        maximumLines: Int = 200
    ) -> String {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let steps = SequenceAlignment.align(oldLines, newLines)
        guard steps.contains(where: { if case .kept = $0 { false } else { true } }) else { return "" }
        let context = max(0, contextLines)

        var output = ["--- \(oldLabel)", "+++ \(newLabel)"]
        var index = 0
        while index < steps.count {
            guard let firstChange = steps[index...].firstIndex(where: { if case .kept = $0 { false } else { true } }) else {
                break
            }
            // A hunk: from `context` kept steps before the change to `context` after the last
            // change that is less than 2 × context + 1 kept steps from the next.
            let start = max(index, firstChange - context)
            var end = firstChange
            var keptRun = 0
            var scan = firstChange
            while scan < steps.count {
                if case .kept = steps[scan] {
                    keptRun += 1
                    if keptRun > 2 * context { break }
                } else {
                    keptRun = 0
                    end = scan
                }
                scan += 1
            }
            let stop = min(steps.count, end + 1 + context)
            output.append(hunkHeader(steps, start..<stop))
            for step in steps[start..<stop] {
                switch step {
                case .kept(let oldIndex, _): output.append(contentsOf: shown(" ", oldLines[oldIndex]))
                case .removed(let oldIndex): output.append(contentsOf: shown("-", oldLines[oldIndex]))
                case .inserted(let newIndex): output.append(contentsOf: shown("+", newLines[newIndex]))
                }
            }
            index = stop
        }
        let limit = max(3, maximumLines)
        if output.count > limit {
            let left = output.count - (limit - 1)
            output.removeSubrange((limit - 1)...)
            output.append("… \(left) more lines")
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// A line and whether a newline ended it.
    private struct Line: Hashable {
        var text: Substring
        var terminated: Bool
    }

    private static func lines(of text: String) -> [Line] {
        // Split on the UTF-8 bytes: "\r\n" is one Character, so a Character search misses it.
        var result: [Line] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let newline = utf8[start...].firstIndex(of: 0x0A) {
            var end = newline
            if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
            result.append(Line(text: text[start..<end], terminated: true))
            start = utf8.index(after: newline)
        }
        if start < utf8.endIndex { result.append(Line(text: text[start...], terminated: false)) }
        return result
    }

    private static func shown(_ marker: String, _ line: Line) -> [String] {
        let text = marker + line.text
        return line.terminated ? [text] : [text, "\\ No newline at end of file"]
    }

    /// `@@ -start,count +start,count @@` with 1-based starts (0 for an empty side, as `diff -u`).
    private static func hunkHeader(_ allSteps: [SequenceAlignment.Step], _ range: Range<Int>) -> String {
        let steps = allSteps[range]
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        var oldBefore = 0
        var newBefore = 0
        for step in steps {
            switch step {
            case .kept(let o, let n):
                oldStart = oldStart ?? o
                newStart = newStart ?? n
                oldCount += 1
                newCount += 1
            case .removed(let o):
                oldStart = oldStart ?? o
                oldCount += 1
            case .inserted(let n):
                newStart = newStart ?? n
                newCount += 1
            }
        }
        // An empty side starts after the line before the hunk.
        if oldStart == nil, let first = steps.first, case .inserted = first {
            oldBefore = steps.startIndex == 0 ? 0 : lastOld(before: steps.startIndex, in: allSteps)
        }
        if newStart == nil, let first = steps.first, case .removed = first {
            newBefore = steps.startIndex == 0 ? 0 : lastNew(before: steps.startIndex, in: allSteps)
        }
        let oldRange = oldStart.map { "\($0 + 1),\(oldCount)" } ?? "\(oldBefore),0"
        let newRange = newStart.map { "\($0 + 1),\(newCount)" } ?? "\(newBefore),0"
        return "@@ -\(oldRange) +\(newRange) @@"
    }

    /// How many old lines come before step `index` (so the 1-based number of the last one).
    private static func lastOld(before index: Int, in steps: [SequenceAlignment.Step]) -> Int {
        for step in steps[..<index].reversed() {
            switch step {
            case .kept(let o, _), .removed(let o): return o + 1
            case .inserted: continue
            }
        }
        return 0
    }

    /// How many new lines come before step `index`.
    private static func lastNew(before index: Int, in steps: [SequenceAlignment.Step]) -> Int {
        for step in steps[..<index].reversed() {
            switch step {
            case .kept(_, let n), .inserted(let n): return n + 1
            case .removed: continue
            }
        }
        return 0
    }
}
