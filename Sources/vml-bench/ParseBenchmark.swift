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
        let elements = SerializeBenchmark.elementCount(document.nodes)
        let parser = VMLParser()
        for format in VMLFormat.allCases {
            var bytes: [UInt8] = []
            try VMLSerializer(format: format).serialize(document, into: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            // Check once that the benchmark parses what it should.
            guard try parser.parse(bytes) == document.canonicalized() else {
                print("parse \(format.rawValue): error: the parsed tree differs from the canonical tree")
                return
            }
            let megabytes = Double(bytes.count) / 1_000_000
            let fromBytes = try fastestKeepingResult(runs: 7) { try parser.parse(bytes) }
            let fromString = try fastestKeepingResult(runs: 7) { try parser.parse(text) }
            let data = Data(bytes)
            var tokenized = true
            let foundation = BenchmarkSupport.fastest(runs: 5) {
                let xmlParser = XMLParser(data: data)
                let delegate = IgnoringDelegate()
                xmlParser.delegate = delegate
                tokenized = xmlParser.parse() && tokenized
            }
            let prefix = "parse \(format.rawValue): \(elements) elements, \(BenchmarkSupport.format(megabytes)) MB:"
            print("\(prefix) VMLParser [UInt8] \(BenchmarkSupport.format(fromBytes * 1000)) ms = \(rate(megabytes, fromBytes))")
            print("\(prefix) VMLParser String  \(BenchmarkSupport.format(fromString * 1000)) ms = \(rate(megabytes, fromString))")
            print(
                "\(prefix) XMLParser (tokenize only\(tokenized ? "" : ", reported an error")) "
                    + "\(BenchmarkSupport.format(foundation * 1000)) ms = \(rate(megabytes, foundation))"
            )
        }
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
