import Foundation
import VMLCore
import VMLParser

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses a ~10 MB canonical document into the tree, and compares with Foundation's XMLParser
/// merely tokenizing the same bytes (its delegate does nothing).
enum ParseBenchmark {
    /// A delegate that ignores every event: XMLParser's own cost only.
    final class IgnoringDelegate: NSObject, XMLParserDelegate {}

    static func run() throws {
        let document = SerializeBenchmark.makeDocument(rows: 20_000)
        let parser = VMLParser()
        // `VML_PROFILE_PARSE=N` parses N times and does nothing else, for `perf record`.
        if let repeats = ProcessInfo.processInfo.environment["VML_PROFILE_PARSE"].flatMap({ Int($0) }) {
            var bytes: [UInt8] = []
            try VMLSerializer(format: .pretty).serialize(document, into: &bytes)
            var count = 0
            for _ in 0..<repeats { count += try parser.parse(bytes).nodes.count }
            print(count)
            return
        }
        for format in VMLFormat.allCases {
            try measure(document, format: format, label: format.rawValue, withXMLParser: true)
        }
        // The parser caches each distinct style text of a document; with every style distinct
        // (one more modifier carrying a counter), every style is parsed.
        var counter = 0
        let distinct = VMLDocument(document.nodes.map { makeStylesDistinct($0, counter: &counter) })
        try measure(distinct, format: .pretty, label: "pretty, every style distinct", withXMLParser: false)
    }

    private static func measure(_ document: VMLDocument, format: VMLFormat, label: String, withXMLParser: Bool) throws {
        let parser = VMLParser()
        let elements = SerializeBenchmark.elementCount(document.nodes)
        var bytes: [UInt8] = []
        try VMLSerializer(format: format).serialize(document, into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        // Check once that the benchmark parses what it should.
        guard try parser.parse(bytes) == document.canonicalized() else {
            print("parse \(label): error: the parsed tree differs from the canonical tree")
            return
        }
        let megabytes = Double(bytes.count) / 1_000_000
        let fromBytes = try fastestKeepingResult(runs: 7) { try parser.parse(bytes) }
        let fromString = try fastestKeepingResult(runs: 7) { try parser.parse(text) }
        let prefix = "parse \(label): \(elements) elements, \(BenchmarkSupport.format(megabytes)) MB:"
        print("\(prefix) VMLParser [UInt8] \(BenchmarkSupport.format(fromBytes * 1000)) ms = \(rate(megabytes, fromBytes))")
        print("\(prefix) VMLParser String  \(BenchmarkSupport.format(fromString * 1000)) ms = \(rate(megabytes, fromString))")
        guard withXMLParser else { return }
        let data = Data(bytes)
        var tokenized = true
        let foundation = BenchmarkSupport.fastest(runs: 5) {
            let xmlParser = XMLParser(data: data)
            let delegate = IgnoringDelegate()
            xmlParser.delegate = delegate
            tokenized = xmlParser.parse() && tokenized
        }
        print(
            "\(prefix) XMLParser (tokenize only\(tokenized ? "" : ", reported an error")) "
                + "\(BenchmarkSupport.format(foundation * 1000)) ms = \(rate(megabytes, foundation))"
        )
    }

    /// The node with one more modifier, `zIndex(n)` with a fresh `n`, on every styled element.
    private static func makeStylesDistinct(_ node: VMLNode, counter: inout Int) -> VMLNode {
        guard case .element(var element) = node else { return node }
        if !element.style.isEmpty {
            counter += 1
            element.style.modifiers.append(VMLModifier("zIndex", VMLArgument(.number(Double(counter)))))
        }
        element.children = element.children.map { makeStylesDistinct($0, counter: &counter) }
        return .element(element)
    }

    /// The fastest of `runs` parses. Each tree is freed after its clock stops: the figure is
    /// reading and building, as XMLParser's is reading only.
    private static func fastestKeepingResult(runs: Int, _ body: () throws -> VMLDocument) rethrows -> Double {
        var best = Double.infinity
        var kept: VMLDocument?
        for _ in 0..<runs {
            kept = nil
            var result: VMLDocument?
            let seconds = try BenchmarkSupport.fastest(runs: 1) { result = try body() }
            kept = result
            best = min(best, seconds)
        }
        _ = kept
        return best
    }

    private static func rate(_ megabytes: Double, _ seconds: Double) -> String {
        "\(BenchmarkSupport.format(megabytes / seconds)) MB/s"
    }
}
