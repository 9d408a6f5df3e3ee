import VMLCore
import VMLParser

/// The parser on documents far deeper than its default limit allows.
enum ParserStress {
    static let cases: [StressCase] = [
        StressCase("LimitTests/aDeepDocumentParsedWithoutADepthLimitFreesWithALoop") { () throws(StressFailure) in
            // Each level holds a leaf, then the level below: the parser must hold each list in the
            // box that frees it with a loop. Were one held as a list of leaves, freeing the tree
            // would recurse once per level and overflow the task's stack.
            let depth = 1_000_000
            let text = String(repeating: "<A><B/>", count: depth) + "x" + String(repeating: "</A>", count: depth)
            var document: VMLDocument?
            do {
                document = try VMLParser(options: .init(maximumDepth: .max, maximumInputBytes: nil)).parse(text)
            } catch {
                throw StressFailure(message: "parsing without a depth limit threw: \(error)")
            }
            var levels = 0
            var current = document?.nodes.first
            while case .element(let element)? = current {
                levels += 1
                current = element.children.last
            }
            document = nil
            try require(levels == depth, "\(levels) levels parsed, not \(depth)")
        }
    ]
}
