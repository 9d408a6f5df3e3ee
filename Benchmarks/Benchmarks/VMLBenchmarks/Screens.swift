import Plot
import VML

/// The DSL benchmark's screen: the compile-time benchmark's row (Examples/CompileTime) plus a
/// `Spacer`, so a row is five elements; ten rows to a `VStack` section, all in a `ScrollView`'s
/// `LazyVStack`. 20,000 rows are 102,002 elements, the size of the serializer's screen.
///
/// The same screen as Sources/vml-bench/DSLScreen.swift (keep the two alike), with the node-tree
/// screen of Sources/vml-bench/SerializeBenchmark.swift and the same screen in Plot below.
enum DSLScreen {
    /// How many rows make about `elements` elements (five a row).
    static func rows(forElements elements: Int) -> Int { max(1, elements / 5) }

    /// One row: `HStack(spacing: 4) { Image; Text; Text; Spacer }.padding(8)`.
    static func row(_ index: Int) -> VmlContent {
        VmlHStack(spacing: 4) {
            VmlImage(systemName: "star.fill").foregroundColor(.red).frame(width: 24, height: 24)
            VmlText("Row \(index)").font(.system(size: 17, weight: .semibold)).padding(.horizontal, 12)
                .background(.blue.opacity(0.5)).cornerRadius(8)
            if index % 2 == 0 {
                VmlText("On")
            } else {
                VmlText("Off")
            }
            VmlSpacer()
        }
        .padding(8)
    }

    /// The screen of `rows` rows.
    static func make(rows: Int) -> VmlContent {
        VmlScrollView {
            VmlLazyVStack(spacing: 0) {
                VmlForEach(Array(stride(from: 0, to: rows, by: 10))) { start in
                    VmlVStack {
                        VmlForEach(start..<min(start + 10, rows)) { index in
                            row(index)
                        }
                    }
                }
            }
        }
        .vmlContent
    }
}

/// The serializer's screen, built as a node tree: 20,000 rows are 102,002 elements.
enum TreeScreen {
    static func makeDocument(rows: Int) -> VMLDocument {
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
            section.append(
                .element(
                    "HStack",
                    attributes: ["id": "row-\(row)", "spacing": "4"],
                    style: [VMLModifier("padding", 8)],
                    children: [icon, title, detail, .element("Spacer")]
                )
            )
            if section.count == 10 {
                sections.append(.element("VStack", children: section))
                section = []
            }
        }
        if !section.isEmpty { sections.append(.element("VStack", children: section)) }
        return [.element("ScrollView", children: [.element("LazyVStack", attributes: ["spacing": "0"], children: sections)])]
    }

    /// How many elements `nodes` hold.
    static func elementCount(_ nodes: [VMLNode]) -> Int {
        nodes.reduce(0) { count, node in
            guard case .element(let element) = node else { return count }
            return count + 1 + elementCount(element.children)
        }
    }

}

/// The DSL screen in Plot, with the same element names, attributes, styles and text, so both
/// libraries write the same bytes (Plot's XML layout, not VML's canonical one).
enum PlotScreen {
    typealias PlotNode = Plot.Node<XML.DocumentContext>

    static func element(_ name: String, _ attributes: [(String, String)], _ children: [PlotNode]) -> PlotNode {
        .element(named: name, nodes: attributes.map { .attribute(named: $0.0, value: $0.1) } + children)
    }

    static func row(_ index: Int) -> PlotNode {
        element(
            "HStack", [("spacing", "4"), ("style", "padding(8)")],
            [
                .selfClosedElement(
                    named: "Image",
                    attributes: [
                        .attribute(named: "systemName", value: "star.fill"),
                        .attribute(named: "style", value: "foregroundColor(.red), frame(width: 24, height: 24)"),
                    ]),
                element(
                    "Text",
                    [
                        (
                            "style",
                            "font(.system(size: 17, weight: .semibold)), padding(.horizontal, 12), background(.blue.opacity(0.5)), cornerRadius(8)"
                        )
                    ], [.text("Row \(index)")]),
                element("Text", [], [.text(index % 2 == 0 ? "On" : "Off")]),
                .selfClosedElement(named: "Spacer"),
            ])
    }

    static func make(rows: Int) -> PlotNode {
        let sections = stride(from: 0, to: rows, by: 10).map { start in
            element("VStack", [], (start..<min(start + 10, rows)).map(row))
        }
        return element("ScrollView", [], [element("LazyVStack", [("spacing", "0")], sections)])
    }
}

extension TreeScreen {
    /// The screen with every style distinct: one more modifier, `zIndex(n)` with a fresh `n`, on
    /// every styled element (the parser then parses every style instead of reusing one).
    static func makeDistinctDocument(rows: Int) -> VMLDocument {
        var counter = 0
        return VMLDocument(makeDocument(rows: rows).nodes.map { distinct($0, counter: &counter) })
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
