import Foundation
import VMLCore
import VMLParser
@_spi(VMLInternals) import VMLValidation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses a ~10 MB canonical document into the tree, and compares with Foundation's XMLParser
/// merely tokenizing the same bytes (its delegate does nothing).
enum ParseBenchmark {
    /// A delegate that ignores every event: XMLParser's own cost only.
    final class IgnoringDelegate: NSObject, XMLParserDelegate {}

    static func run() throws {
        let document = TreeScreen.makeDocument(rows: 20_000)
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
            try measure(document, format: format, label: "repeated-\(format.rawValue)", withXMLParser: true)
        }
        // The parser caches each distinct style text of a document; with every style distinct
        // (one more modifier carrying a counter), every style is new.
        let distinct = TreeScreen.makeDistinct(document)
        try measure(distinct, format: .pretty, label: "distinct-pretty", withXMLParser: true)
        try measureValidation(document)
    }

    private static func measure(_ document: VMLDocument, format: VMLFormat, label: String, withXMLParser: Bool) throws {
        let parser = VMLParser()
        let elements = TreeScreen.elementCount(document.nodes)
        var bytes: [UInt8] = []
        try VMLSerializer(format: format).serialize(document, into: &bytes)
        // Check once that the benchmark parses what it should.
        guard try parser.parse(bytes) == document.canonicalized() else {
            print("parse \(label): error: the parsed tree differs from the canonical tree")
            return
        }
        let megabytes = Double(bytes.count) / 1_000_000
        let ours = try fastestKeepingResult(runs: Figures.runs(7)) { try parser.parse(bytes) }
        Figures.record(
            "parse-\(label)", elements: elements, value: megabytes / ours, unit: "MB/s",
            note: "\(BenchmarkSupport.format(megabytes)) MB in \(BenchmarkSupport.format(ours * 1000)) ms")
        // The live heap the parsed tree holds, against the text's size.
        let before = MemoryUse.residentBytesAfterTrim()
        let tree = try parser.parse(bytes)
        let treeBytes = MemoryUse.residentBytes() - before
        withExtendedLifetime(tree) {}
        Figures.record(
            "parse-memory-\(label)", elements: elements, value: Double(treeBytes) / Double(bytes.count), unit: "x-text",
            note: "resident growth while the tree lives")
        guard withXMLParser else { return }
        let data = Data(bytes)
        // `XMLParser(data:)` reports an error at the end of a text of 10 MB or more (the distinct
        // screen's 10.8 MB) after tokenizing all of it; `XMLParser(stream:)` reads such a text
        // without one, at the same speed. The stream is used only where the data form refuses.
        let streams = !tokenizes(XMLParser(data: data))
        var tokenized = true
        let foundation = BenchmarkSupport.fastest(runs: Figures.runs(5)) {
            tokenized = tokenizes(streams ? XMLParser(stream: InputStream(data: data)) : XMLParser(data: data)) && tokenized
        }
        Figures.record(
            "xmlparser-tokenize-\(label)", elements: elements, value: megabytes / foundation, unit: "MB/s",
            note: [streams ? "XMLParser(stream:)" : "", tokenized ? "" : "XMLParser reported an error"].filter { !$0.isEmpty }
                .joined(separator: "; "))
        Figures.record("parse-vs-xmlparser-\(label)", elements: elements, value: foundation / ours, unit: "x")
    }

    /// Whether `xmlParser` reads its text to the end without an error, its delegate doing nothing.
    private static func tokenizes(_ xmlParser: XMLParser) -> Bool {
        let delegate = IgnoringDelegate()
        xmlParser.delegate = delegate
        return xmlParser.parse()
    }

    /// What `vml check` does (``VMLValidator/check(_:parser:)``) against parsing alone: for the
    /// clean screen (a parse, then validation), and for the screen with one diagnostic (then a
    /// second parse with the source map, and validation again, to locate it). The parts beside
    /// them: parsing with the source map, and validating, each over parsing alone.
    private static func measureValidation(_ document: VMLDocument) throws {
        let parser = VMLParser()
        let validator = VMLValidator()
        let elements = TreeScreen.elementCount(document.nodes)
        var bytes: [UInt8] = []
        try VMLSerializer(format: .pretty).serialize(document, into: &bytes)
        let parse = try fastestKeepingResult(runs: Figures.runs(5)) { try parser.parse(bytes) }
        var diagnostics = 0
        // Like `parse`, the trees, the map and the diagnostics are freed after the clock stops.
        let check = fastestKeepingResult(runs: Figures.runs(5)) {
            var tree: VMLDocument?
            diagnostics = validator.check(bytes, keeping: &tree).count
            return tree
        }
        // One element with `attr(…)` outside a style, at the end: an error the first validation
        // finds last.
        let flawed = bytes + Array("<Text title=\"attr(x)\">Hi</Text>\n".utf8)
        var flawedDiagnostics = 0
        let checkFlawed = fastestKeepingResult(runs: Figures.runs(5)) {
            var tree: VMLDocument?
            flawedDiagnostics = validator.check(flawed, keeping: &tree).count
            return tree
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // The source map is made from text: compared with parsing the same text.
        let parseText = try fastestKeepingResult(runs: Figures.runs(5)) { try parser.parse(text) }
        let mapped = try fastestKeepingResult(runs: Figures.runs(5)) { try parser.parseWithSourceMap(text) }
        let parsed = try parser.parse(bytes)
        let validation = fastestKeepingResult(runs: Figures.runs(5)) { validator.validate(parsed) }
        Figures.record("check-parse-with-map-vs-parse", elements: elements, value: mapped / parseText, unit: "x")
        Figures.record("check-validate-vs-parse", elements: elements, value: validation / parse, unit: "x")
        let megabytes = Double(bytes.count) / 1_000_000
        Figures.record(
            "check", elements: elements, value: megabytes / check, unit: "MB/s",
            note: "\(BenchmarkSupport.format(check * 1000)) ms, \(diagnostics) diagnostic(s)")
        Figures.record("check-vs-parse", elements: elements, value: check / parse, unit: "x")
        Figures.record(
            "check-one-diagnostic-vs-parse", elements: elements, value: checkFlawed / parse, unit: "x",
            note: "\(BenchmarkSupport.format(checkFlawed * 1000)) ms, \(flawedDiagnostics) diagnostic(s)")
    }

    /// The fastest of `runs` parses. Each tree is freed after its clock stops: the figure is
    /// reading and building, as XMLParser's is reading only.
    private static func fastestKeepingResult<Result>(runs: Int, _ body: () throws -> Result) rethrows -> Double {
        var best = Double.infinity
        var kept: Result?
        for _ in 0..<runs {
            kept = nil
            var result: Result?
            let seconds = try BenchmarkSupport.fastest(runs: 1) { result = try body() }
            kept = result
            best = min(best, seconds)
        }
        _ = kept
        return best
    }

}
