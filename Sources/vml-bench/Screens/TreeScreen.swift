import VML

/// The serializer's and parser's screen, built as a node tree: 20,000 rows are 102,002 elements
/// (an `HStack` with an `Image`, two `Text`s and a `Spacer` a row, ten rows to a `VStack`).
///
/// One file for both benchmark tools: vml-bench compiles it here and the Benchmarks package
/// through a symbolic link (Benchmarks/Benchmarks/VMLBenchmarks/TreeScreen.swift).
enum TreeScreen {
    /// A screen of `rows` rows, 5 elements a row, each row with styles, attributes and text
    /// that needs escaping now and then.
    /// `changedRow` gets `padding(12)` instead of `padding(8)`; `insertedRow` is written twice.
    static func makeDocument(rows: Int, changedRow: Int? = nil, insertedRow: Int? = nil) -> VMLDocument {
        var sections: [VMLNode] = []
        var section: [VMLNode] = []
        for row in 0..<rows {
            let title: VMLNode = .element(
                "Text",
                style: [
                    VMLModifier("font", VMLArgument(.member("system", .labeled("size", 17), .labeled("weight", .member("semibold"))))),
                    VMLModifier("padding", VMLArgument(.member("horizontal")), 12),
                    VMLModifier("background", VMLArgument(.member("blue").member("opacity", 0.5))),
                    VMLModifier("cornerRadius", 8),
                ],
                children: [.text(row % 7 == 0 ? "Row \(row) <b> & \"more\"" : "Row \(row)")]
            )
            let icon: VMLNode = .element(
                "Image",
                attributes: ["systemName": row % 2 == 0 ? "star.fill" : "heart"],
                style: [
                    VMLModifier("foregroundColor", VMLArgument(.member("red"))),
                    VMLModifier("frame", .labeled("width", 24), .labeled("height", 24)),
                ]
            )
            let detail: VMLNode = .element(
                "Text",
                attributes: ["title": "Item \(row)"],
                style: [VMLModifier("navigationTitle", VMLArgument(.attr(VMLAttrBinding("title", type: .string, fallback: "Untitled"))))],
                children: [.text(row % 2 == 0 ? "Done" : "Open")]
            )
            let rowNode: VMLNode = .element(
                "HStack",
                attributes: ["id": "row-\(row)", "spacing": "4"],
                style: [VMLModifier("padding", row == changedRow ? 12 : 8)],
                children: [icon, title, detail, .element("Spacer")]
            )
            section.append(rowNode)
            if row == insertedRow { section.append(rowNode) }
            if row % 10 == 9 {
                sections.append(.element("VStack", children: section))
                section = []
            }
        }
        if !section.isEmpty { sections.append(.element("VStack", children: section)) }
        return [.element("ScrollView", children: [.element("LazyVStack", attributes: ["spacing": "0"], children: sections)])]
    }

    static func elementCount(_ nodes: [VMLNode]) -> Int {
        nodes.reduce(0) { count, node in
            guard case .element(let element) = node else { return count }
            return count + 1 + elementCount(element.children)
        }
    }

    /// The screen with every style distinct: one more modifier, `zIndex(n)` with a fresh `n`, on
    /// every styled element (the parser then parses every style instead of reusing one).
    static func makeDistinctDocument(rows: Int) -> VMLDocument {
        makeDistinct(makeDocument(rows: rows))
    }

    /// `document` with every style distinct, as ``makeDistinctDocument(rows:)`` makes it.
    static func makeDistinct(_ document: VMLDocument) -> VMLDocument {
        var counter = 0
        return VMLDocument(document.nodes.map { distinct($0, counter: &counter) })
    }

    private static func distinct(_ node: VMLNode, counter: inout Int) -> VMLNode {
        guard case .element(var element) = node else { return node }
        if !element.style.isEmpty {
            counter += 1
            element.style.modifiers.append(VMLModifier("zIndex", VMLArgument(.number(Double(counter)))))
        }
        element.children = element.children.map { distinct($0, counter: &counter) }
        return .element(element)
    }
}
