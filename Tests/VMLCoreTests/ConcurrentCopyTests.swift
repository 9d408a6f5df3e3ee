import Testing
import VMLCore

/// One tree held by several tasks at once, each changing and freeing its own copy. An element's
/// children (in a box behind a lock) and an expression deeper than the shallow limit (in a box
/// behind a lock) are changed in place, and taken apart when freed, only when one value owns them
/// (`isKnownUniquelyReferenced`); these tests run those checks on several threads at once, so a
/// copy's change or free never reaches another copy. ThreadSanitizer runs this suite
/// (.ci/thread-suites).
@Suite struct ConcurrentCopyTests {
    /// How many tasks share the tree.
    static let tasks = 8
    /// How many levels of elements the tree has.
    static let levels = 6

    /// `levels` elements, each inside the one before as the first of three children (so each
    /// element's children are in a box), with a modifier whose argument is `expression`.
    static func tree(expression: VMLExpression) -> VMLNode {
        var node: VMLNode = .text("innermost")
        for level in (0..<levels).reversed() {
            node = .element(
                VMLNode.Element(
                    "Level\(level)", style: [VMLModifier("m", VMLArgument(expression))],
                    children: [node, .element("Leaf"), .text("text \(level)")]))
        }
        return node
    }

    /// `node` with `text` appended to the children of the element `depth` levels down its first
    /// children (a loop down, then a loop back up, so each level is changed through its copy).
    static func appending(_ text: String, depth: Int, to node: VMLNode) -> VMLNode {
        var path: [VMLNode.Element] = []
        var current = node
        while case .element(let element) = current, path.count <= depth {
            path.append(element)
            current = element.children.first ?? .text("")
        }
        guard path.count == depth + 1, var changed = path.popLast() else { return node }
        changed.children.append(.text(text))
        // Changed twice: the second change finds the children its copy already owns.
        changed.children.append(.text(text))
        var result: VMLNode = .element(changed)
        while var parent = path.popLast() {
            parent.children[0] = result
            result = .element(parent)
        }
        return result
    }

    @Test func copiesChangedAndFreedOnSeveralTasksLeaveEachOtherAlone() async throws {
        let deep = DeepExpressionTests.chain(100)
        let original = Self.tree(expression: deep)
        let before = try VMLDocument([original]).serialized(.compact)
        let written = try await withThrowingTaskGroup(of: (Int, String, String).self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    let depth = task % Self.levels
                    let changed = Self.appending("task \(task)", depth: depth, to: original)
                    // A copy of the shared expression, changed on this task: its own boxes.
                    var expression = deep
                    expression = .call(expression, [VMLArgument(.member("task\(task)"))])
                    let alone = Self.tree(expression: expression)
                    return (task, try VMLDocument([changed]).serialized(.compact), try VMLDocument([alone]).serialized(.compact))
                    // `changed`, `expression` and `alone` are freed here, on this task's thread.
                }
            }
            var written: [(Int, String, String)] = []
            for try await result in group { written.append(result) }
            return written.sorted { $0.0 < $1.0 }
        }
        #expect(written.count == Self.tasks)
        for (task, changed, alone) in written {
            let expected = try VMLDocument([Self.appending("task \(task)", depth: task % Self.levels, to: original)]).serialized(.compact)
            #expect(changed == expected, "task \(task)")
            #expect(changed.components(separatedBy: "task \(task)").count == 3, "task \(task)")
            #expect(alone.contains("task\(task)"), "task \(task)")
        }
        #expect(try VMLDocument([original]).serialized(.compact) == before)
        #expect(!before.contains("task"))
    }
}
