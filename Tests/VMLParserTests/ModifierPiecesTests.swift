import Testing
@_spi(VMLInternals) import VMLCore
import VMLParser
import VMLTestSupport

/// A style new as a whole is put together from its modifiers' texts (`ModifierPieces`), each
/// read alone: however the modifiers repeat, each element reads as its style parsed alone, in a
/// document of its own.
@Suite struct ModifierPiecesTests {
    /// Modifiers that look alike to a first glance: the same first eight bytes and the same length
    /// with a difference in the middle or at the end, one that is another's start, other spacing,
    /// references, bindings and symbols.
    static let modifiers: [String] = [
        "frame(width: 24, height: 30)", "frame(width: 25, height: 30)", "frame(width: 24, height: 31)",
        "zIndex(1)", "zIndex(12)", "zIndex(1.5)", "padding(8)", "padding( 8 )", "padding(.horizontal, 12)",
        "padding(.vertical, 12)", "cornerRadius(8)", "cornerRadius(80)", "font(.system(size: 17, weight: .semibold))",
        "font(.system(size: 17, weight: .bold))", "background(.blue.opacity(0.5))", "background(.blue.opacity(0.6))",
        "navigationTitle(attr(title type(&lt;string&gt;), &quot;Untitled&quot;))",
        "navigationTitle(attr(title type(&lt;string&gt;), &quot;Untitle&quot;))", "foregroundStyle(:accent)",
        "foregroundStyle(:accents)", "foregroundColor(.red)", "foregroundColor(.reds)", "offset(x: 1, y: 2)",
        "offset(x: 1, y: 3)", "opacity(0.25)", "opacity(0.26)",
    ]

    /// Elements whose styles draw `count` modifiers from `modifiers` with `generator`, joined by
    /// `, ` or another spacing, and a row's own `zIndex` now and then, each checked against its
    /// style parsed alone: the same value, the same canonical text, the same flags.
    private func checkRandomStyles(seed: UInt64, elements: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var generator = RandomTreeGenerator(seed: seed)
        let separators = [", ", ", ", ", ", " , ", ",", ",\n  "]
        var styles: [String] = []
        for index in 0..<elements {
            var parts = (0..<Int.random(in: 1...5, using: &generator.random)).map { _ in generator.pick(Self.modifiers) }
            if generator.chance(50) { parts.append("zIndex(\(index))") }
            var style = ""
            for (position, part) in parts.enumerated() {
                if position > 0 { style += generator.pick(separators) }
                style += part
            }
            styles.append(style)
        }
        let document = try VMLParser().parse(styles.map { "<A style=\"\($0)\"/>" }.joined())
        for (node, style) in zip(document.nodes, styles) {
            let alone = try VMLParser().parse("<A style=\"\(style)\"/>").nodes[0]
            #expect(node == alone, "seed \(seed): \(style)", sourceLocation: sourceLocation)
            let (mine, theirs) = (try #require(node.element?.style), try #require(alone.element?.style))
            #expect(mine.isHeldAsText == theirs.isHeldAsText, "seed \(seed): \(style)", sourceLocation: sourceLocation)
            #expect(mine.mayHoldReferences == theirs.mayHoldReferences, "seed \(seed): \(style)", sourceLocation: sourceLocation)
            #expect(mine.modifiers == theirs.modifiers, "seed \(seed): \(style)", sourceLocation: sourceLocation)
        }
        #expect(
            try document.serialized(.compact) == styles.map { try VMLParser().parse("<A style=\"\($0)\"/>").serialized(.compact) }.joined(),
            "seed \(seed)", sourceLocation: sourceLocation)
    }

    @Test func randomStylesReadAsAlone() throws {
        for seed in 1...TestScale.current.count(quick: 15, full: 60) { try checkRandomStyles(seed: UInt64(seed), elements: 120) }
    }

    /// The rows of a list: the same few modifiers in each style, in the same order, and a
    /// modifier of the row's own at the end.
    @Test func rowsThatShareAllButOneModifier() throws {
        let rows = (0..<500).map { row in
            [
                "font(.system(size: 17, weight: .semibold)), padding(.horizontal, 12), cornerRadius(8), zIndex(\(row))",
                "foregroundColor(.red), frame(width: 24, height: 24), zIndex(\(row))",
                "navigationTitle(attr(title type(&lt;string&gt;), &quot;Untitled&quot;)), zIndex(\(row))",
                "padding(8), zIndex(\(row))",
            ][row % 4]
        }
        let document = try VMLParser().parse(rows.map { "<A style=\"\($0)\"/>" }.joined())
        for (node, style) in zip(document.nodes, rows) {
            let alone = try VMLParser().parse("<A style=\"\(style)\"/>").nodes[0]
            #expect(node == alone, "\(style)")
            #expect(node.element?.style.mayHoldReferences == alone.element?.style.mayHoldReferences, "\(style)")
        }
    }

    /// A style whose modifiers were all read before but whose last one runs on (`zIndex(1)` kept,
    /// `zIndex(12)` read) or is followed by something that is no modifier still parses alone, and
    /// a bad one still fails where it stands.
    @Test func aKeptModifierFollowedByMoreIsNotTaken() throws {
        let warmUp = String(repeating: "<A style=\"padding(8), zIndex(1)\"/>", count: 4)
        let document = try VMLParser().parse(warmUp + "<A style=\"padding(8), zIndex(12)\"/><A style=\"padding(8)\"/>")
        #expect(document.nodes[4].element?.style == [VMLModifier("padding", 8), VMLModifier("zIndex", 12)])
        #expect(document.nodes[5].element?.style == [VMLModifier("padding", 8)])
        let error = #expect(throws: VMLParseError.self) {
            try VMLParser().parse(warmUp + "\n<B style=\"padding(8), zIndex(1)x\"/>")
        }
        let alone = #expect(throws: VMLParseError.self) { try VMLParser().parse("<B style=\"padding(8), zIndex(1)x\"/>") }
        #expect(error?.location.line == 2)
        #expect(error?.location.column == alone?.location.column)
        #expect(error?.message == alone?.message)
    }
}
