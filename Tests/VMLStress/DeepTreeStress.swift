import VMLCore

/// The node tree a million levels deep, built in code: comparing, hashing, canonicalizing,
/// serializing and freeing it walk with loops, never recursing on the stack. (Tests/VMLCoreTests'
/// DeepTreeTests checks the same operations' results on shallower trees in `swift test`.)
enum DeepTreeStress {
    static let depth = 1_000_000

    /// `A` inside `A` … `depth` times, around a text node, built with a loop.
    static func chain(_ depth: Int, leaf: String = "x") -> VMLNode {
        var node: VMLNode = .text(leaf)
        for _ in 0..<depth {
            node = .element(VMLNode.Element("A", children: [node]))
        }
        return node
    }

    static let cases: [StressCase] = [
        StressCase("DeepTree/aMillionLevelsWorkOnATaskStack") { () throws(StressFailure) in
            let a = chain(depth)
            let b = chain(depth)
            try require(a == b, "two equal chains compare unequal")
            _ = a.hashValue
            _ = VMLDocument([a]).canonicalized()
            try require((try? VMLDocument([b]).serialized()) == nil, "serializing past the default depth limit did not throw")
        },
        StressCase("DeepTree/equalityAndHashingWalkAnyDepth") { () throws(StressFailure) in
            let a = chain(depth)
            let b = chain(depth)
            try require(a == b, "two equal chains compare unequal")
            try require(a.hashValue == b.hashValue, "two equal chains hash differently")
            try require(a != chain(depth, leaf: "y"), "chains with different leaves compare equal")
            try require(chain(depth - 1) != a, "chains of different depths compare equal")
        },
        StressCase("DeepTree/canonicalizingWalksAnyDepth") { () throws(StressFailure) in
            var leafFirst: VMLNode = .text("x")
            for _ in 0..<depth {
                leafFirst = .element(
                    VMLNode.Element("A", attributes: [VMLAttribute("b", "2"), VMLAttribute("a", "1")], children: [leafFirst, "", "y"]))
            }
            var node = VMLDocument([leafFirst]).canonicalized().nodes[0]
            var levels = 0
            // Every level: attributes sorted, adjacent text merged, empty text dropped.
            while case .element(let element) = node {
                levels += 1
                try require(element.attributes.map(\.name) == ["a", "b"], "attributes not sorted at level \(levels)")
                guard levels < depth else {
                    try require(element.children == [.text("xy")], "the innermost text was not merged: \(element.children)")
                    break
                }
                try require(element.children.count == 2, "level \(levels) has \(element.children.count) children, not 2")
                node = element.children[0]
            }
            try require(levels == depth, "\(levels) levels after canonicalizing, not \(depth)")
        },
        StressCase("DeepTree/aMillionDeepTreeSerializesCompactWhenTheLimitAllowsIt") { () throws(StressFailure) in
            var bytes: [UInt8] = []
            do {
                try VMLSerializer(format: .compact, maximumDepth: .max).serialize(VMLDocument([chain(depth)]), into: &bytes)
            } catch {
                throw StressFailure(message: "serializing without a depth limit threw: \(error)")
            }
            // "<A>" and "</A>" a level, and the innermost text.
            try require(bytes.count == depth * 7 + 1, "wrote \(bytes.count) bytes, not \(depth * 7 + 1)")
            try require(bytes.prefix(6) == Array("<A><A>".utf8)[...], "the text does not start with <A><A>")
            try require(bytes.suffix(8) == Array("</A></A>".utf8)[...], "the text does not end with </A></A>")
        },
        StressCase("DeepTree/serializingPastTheDepthLimitThrowsInBothLayouts") { () throws(StressFailure) in
            let tree = VMLDocument([chain(depth)])
            for format in VMLFormat.allCases {
                do {
                    _ = try tree.serialized(format)
                    throw StressFailure(message: "\(format): serializing past the depth limit did not throw")
                } catch let error as VMLSerializationError {
                    try require(error.reason == .tooDeep(limit: VMLLimits.defaultMaximumDepth), "\(format): \(error.reason)")
                    try require(error.path.steps.count == VMLLimits.defaultMaximumDepth + 1, "\(format): path of \(error.path.steps.count)")
                } catch let error as StressFailure {
                    throw error
                } catch {
                    throw StressFailure(message: "\(format): unexpected error \(error)")
                }
            }
        },
        StressCase("TreeDiffTests/deepChainsDiffWithoutRecursion") { () throws(StressFailure) in
            // A change at the bottom of two million-deep chains: one difference, at the leaf.
            let found = VMLTreeDiff.differences(from: [chain(depth, leaf: "a")], to: [chain(depth, leaf: "b")])
            try require(found.count == 1, "\(found.count) differences, not 1")
            try require(found.first?.path.steps.count == depth + 1, "the difference is \(found.first?.path.steps.count ?? 0) steps deep")
            try require(found.first?.kind == .textChanged(from: "a", to: "b"), "found \(found.first?.description ?? "nothing")")
        },
        StressCase("DeepTree/listsOfLeavesThatGainGrandchildrenInPlaceStillFreeWithALoop") { () throws(StressFailure) in
            // Each level starts as a short list of leaves (held without the freeing box), then one of
            // its children becomes the chain below, in place. Were the list not boxed then, freeing
            // the chain would recurse once per level and overflow the task's stack.
            var node = VMLNode.Element("A", children: [.element("B"), "x"])
            for _ in 0..<depth {
                var parent = VMLNode.Element("A", children: [.element("B"), "x"])
                parent.children[0] = .element(node)
                node = parent
            }
            var levels = 0
            var current = node
            while case .element(let child)? = current.children.first {
                levels += 1
                current = child
            }
            // The million levels and the first `B`.
            try require(levels == depth + 1, "\(levels) levels, not \(depth + 1)")
        },
    ]
}
