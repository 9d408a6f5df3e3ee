import VMLCore
import VMLParser

/// Serializes a generated tree of about 100,000 elements and reports MB/s of output.
enum SerializeBenchmark {
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

    static func run() throws {
        let document = makeDocument(rows: 20_000)
        let elements = elementCount(document.nodes)
        try measure(document, elements: elements, prefix: "serialize")
        // The same screen read back by the parser: its styles are held as canonical text (as the
        // DSL's are), so writing one is a copy. This is `vml fmt`'s and a snapshot test's tree.
        let parsed = try VMLParser().parse(try document.serialized(.pretty))
        try measure(parsed, elements: elements, prefix: "serialize-parsed")
    }

    /// Serializes `document` into a reused buffer in both layouts, fastest of several runs.
    private static func measure(_ document: VMLDocument, elements: Int, prefix: String) throws {
        for format in VMLFormat.allCases {
            let serializer = VMLSerializer(format: format)
            var buffer: [UInt8] = []
            try serializer.serialize(document, into: &buffer)
            let size = buffer.count
            var sink: [UInt8] = []
            sink.reserveCapacity(size)
            let seconds = try BenchmarkSupport.fastest(runs: Figures.runs(9)) {
                sink.removeAll(keepingCapacity: true)
                try serializer.serialize(document, into: &sink)
            }
            let megabytes = Double(size) / 1_000_000
            Figures.record(
                "\(prefix)-\(format.rawValue)", elements: elements, value: megabytes / seconds, unit: "MB/s",
                note: "\(BenchmarkSupport.format(megabytes)) MB in \(BenchmarkSupport.format(seconds * 1000)) ms")
        }
    }
}
