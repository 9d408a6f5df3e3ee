import VMLCore
import VMLParser

/// Serializes a generated tree of about 100,000 elements and reports MB/s of output.
enum SerializeBenchmark {
    static func run() throws {
        let document = TreeScreen.makeDocument(rows: 20_000)
        let elements = TreeScreen.elementCount(document.nodes)
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
