import Foundation
import VML
@_spi(VMLInternals) import VMLCore
@_spi(VMLInternals) import VMLParser
@_spi(VMLInternals) import VMLValidation

/// `VML_PROFILE=serialize|serialize-encoded|serialize-parsed|dsl|dsl-stream|parse|parse-repeated|parse-distinct|parse-files|check|canonicalize|write-screen vml-bench`:
/// one fixed workload and nothing else, for `valgrind --tool=callgrind` (instruction counts repeat
/// exactly, whatever the machine's load).
/// Each phase is its own function, so `callgrind_annotate --inclusive=yes` shows it as one line.
enum ProfileWorkload {
    /// Runs the workload `VML_PROFILE` names; returns whether one was named.
    static func runIfRequested() throws -> Bool {
        guard let name = ProcessInfo.processInfo.environment["VML_PROFILE"] else { return false }
        // The style caches the parse workloads use (see `parse-files`).
        var options = VMLParser.Options()
        options.styleCaches = try styleCaches(named: ProcessInfo.processInfo.environment["VML_STYLE_CACHES"] ?? "all")
        switch name {
        case "serialize":
            try serializeFourTimes(TreeScreen.makeDocument(rows: 20_000))
        case "serialize-encoded":
            // The value-built tree with each style then held as its canonical text: what making a
            // value-built style's text when the style is made would cost (`encodeStyles`) and buy
            // (`serializeFourTimes`), without that design in the library.
            let document = TreeScreen.makeDocument(rows: 20_000)
            let (encoded, textBytes) = encodeStyles(document)
            print("style texts: \(textBytes.styles) styles, \(textBytes.bytes) bytes (flags byte included)")
            try serializeFourTimes(encoded)
        case "canonicalize":
            // The parser's tree of the screen in canonical form, as `vml diff` makes it of each
            // document it reads; the parse is outside the function measured.
            let parsed = try VMLParser().parse(try TreeScreen.makeDocument(rows: 20_000).serialized())
            print("canonical: \(canonicalize(parsed).nodes.count) nodes")
        case "serialize-parsed":
            // The parser's tree of the same screen: styles held as canonical text.
            try serializeFourTimes(try VMLParser().parse(try TreeScreen.makeDocument(rows: 20_000).serialized()))
        case "dsl":
            // `VML_ROWS` rows (20,000: 102,002 elements); with `/usr/bin/time -f %M`, the peak
            // resident set of the tree path (the tree and the whole text at once).
            var buffer: [UInt8] = []
            var screen: VmlContent? = build(rows: dslRows)
            try render(screen, into: &buffer)
            free(&screen)
            print("rendered \(buffer.count) bytes")
        case "dsl-stream":
            // The same screen streamed in 16 KiB pieces, each dropped once written (what a
            // response body does): the tree and one piece at once.
            let screen = build(rows: dslRows)
            print("streamed \(try stream(screen)) bytes")
        case "parse":
            let document = TreeScreen.makeDocument(rows: 20_000)
            let repeated = Array(try document.serialized().utf8)
            let distinct = Array(try TreeScreen.makeDistinct(document).serialized().utf8)
            print("parsed \(try parse(repeated, options: options) + parse(distinct, options: options)) nodes")
        case "parse-repeated":
            // The repeated-style screen alone: after the first row, styles hit the parser's caches.
            let repeated = Array(try TreeScreen.makeDocument(rows: 20_000).serialized().utf8)
            print("parsed \(try parse(repeated, options: options)) nodes")
        case "parse-distinct":
            // The distinct-style screen alone: every style misses the parser's caches.
            let distinct = Array(try TreeScreen.makeDistinct(TreeScreen.makeDocument(rows: 20_000)).serialized().utf8)
            print("parsed \(try parse(distinct, options: options)) nodes")
        case "parse-files":
            // `VML_FILES` (paths joined by `:`), each parsed `VML_REPEAT` times (1), with the style
            // caches `VML_STYLE_CACHES` names: `all` (the default), `none`, names joined by `,`
            // (``StyleCaches/named``), or `all-NAME` for all but one.
            let environment = ProcessInfo.processInfo.environment
            let files = try (environment["VML_FILES"] ?? "").split(separator: ":").map {
                Array(try Data(contentsOf: URL(fileURLWithPath: String($0))))
            }
            let repeats = Int(environment["VML_REPEAT"] ?? "1") ?? 1
            print("parsed \(try parseFiles(files, repeats: repeats, options: options)) nodes")
        case "write-screen":
            // The check benchmark's document (20,000 rows: 102,002 elements, pretty), or
            // `VML_ROWS` rows, on standard output: what `vml check` is timed on from the command
            // line (Docs/Performance.md).
            let rows = ProcessInfo.processInfo.environment["VML_ROWS"].flatMap { Int($0) } ?? 20_000
            var bytes: [UInt8] = []
            try VMLSerializer(format: .pretty).serialize(TreeScreen.makeDocument(rows: rows), into: &bytes)
            FileHandle.standardOutput.write(Data(bytes))
        case "check":
            var bytes: [UInt8] = []
            try VMLSerializer(format: .pretty).serialize(TreeScreen.makeDocument(rows: 20_000), into: &bytes)
            // What `vml check` does (its validation is `VMLValidator.validate` inside it), then the
            // parts `vml check` makes only for a file with diagnostics, then parsing alone, for
            // check-vs-parse in instructions.
            // Each tree is freed here, outside the function measured.
            let (diagnostics, checked) = check(bytes)
            print("checked: \(diagnostics) diagnostics, \(checked?.nodes.count ?? 0) nodes")
            let text = String(decoding: bytes, as: UTF8.self)
            let (document, sourceMap) = try parseWithSourceMap(text)
            print("validated with the map: \(validate(document, sourceMap: sourceMap)) diagnostics")
            print("parsed \(try parseAlone(bytes).nodes.count) nodes")
        default:
            print(
                "VML_PROFILE: unknown workload \(name); known: serialize, serialize-encoded, serialize-parsed, dsl, dsl-stream, parse, "
                    + "parse-repeated, parse-distinct, parse-files, check, canonicalize, write-screen")
        }
        return true
    }

    /// Serializes `document` in both layouts, twice each, into one reused buffer.
    static func serializeFourTimes(_ document: VMLDocument) throws {
        var buffer: [UInt8] = []
        for format in [VMLFormat.pretty, .compact, .pretty, .compact] {
            buffer.removeAll(keepingCapacity: true)
            try serialize(document, format: format, into: &buffer)
        }
        print("serialized \(buffer.count) bytes")
    }

    /// `document` with every style held as its canonical text (``VMLStyle/heldAsText(namesChecked:)``),
    /// walked with an explicit stack; and how many styles and text bytes that made.
    @inline(never)
    static func encodeStyles(_ document: VMLDocument) -> (VMLDocument, (styles: Int, bytes: Int)) {
        struct Frame {
            var element: VMLNode.Element?
            var children: [VMLNode]
            var next = 0
            let slot: Int
        }
        var styles = 0
        var bytes = 0
        var stack = [Frame(element: nil, children: document.nodes, slot: 0)]
        while var frame = stack.popLast() {
            if frame.next < frame.children.count {
                let index = frame.next
                frame.next += 1
                guard case .element(var element) = frame.children[index] else {
                    stack.append(frame)
                    continue
                }
                element.style = encode(element.style)
                _ = element.style.withCanonicalBytes { text, _ in
                    styles += 1
                    bytes += text.count + 1
                }
                let children = element.children
                stack.append(frame)
                if children.isEmpty {
                    stack[stack.count - 1].children[index] = .element(element)
                } else {
                    stack.append(Frame(element: element, children: children, slot: index))
                }
                continue
            }
            guard var element = frame.element else { return (VMLDocument(frame.children), (styles, bytes)) }
            element.children = frame.children
            stack[stack.count - 1].children[frame.slot] = .element(element)
        }
        return (document, (styles, bytes))
    }

    /// One style held as its canonical text: what the library would do when a style is made.
    @inline(never)
    static func encode(_ style: VMLStyle) -> VMLStyle {
        style.heldAsText()
    }

    /// `document` in canonical form.
    @inline(never)
    static func canonicalize(_ document: VMLDocument) -> VMLDocument {
        document.canonicalized()
    }

    @inline(never)
    static func serialize(_ document: VMLDocument, format: VMLFormat, into buffer: inout [UInt8]) throws {
        try VMLSerializer(format: format).serialize(document, into: &buffer)
    }

    @inline(never)
    static func build(rows: Int) -> VmlContent {
        DSLScreen.make(rows: rows)
    }

    @inline(never)
    static func render(_ screen: VmlContent?, into buffer: inout [UInt8]) throws {
        try screen?.renderVML(.compact, into: &buffer)
    }

    /// The rows of the `dsl` workloads: `VML_ROWS`, or 20,000.
    static var dslRows: Int { ProcessInfo.processInfo.environment["VML_ROWS"].flatMap { Int($0) } ?? 20_000 }

    /// Streams `screen` (consumed: the stream holds its tree, freed with it) in 16 KiB pieces.
    @inline(never)
    static func stream(_ screen: consuming VmlContent) throws -> Int {
        var stream = try screen.renderVMLStream(.compact)
        var count = 0
        while let piece = try stream.next(atLeast: 1 << 14) { count += piece.count }
        return count
    }

    @inline(never)
    static func free(_ screen: inout VmlContent?) {
        screen = nil
    }

    @inline(never)
    static func parse(_ bytes: [UInt8], options: VMLParser.Options) throws -> Int {
        try VMLParser(options: options).parse(bytes).nodes.count
    }

    /// The caches `spec` names (see `parse-files`).
    static func styleCaches(named spec: String) throws -> StyleCaches {
        struct UnknownCache: Error, CustomStringConvertible {
            let name: String
            var description: String { "unknown style cache \(name); known: \(StyleCaches.named.map(\.name))" }
        }
        func cache(_ name: Substring) throws -> StyleCaches {
            guard let found = StyleCaches.named.first(where: { $0.name == name }) else { throw UnknownCache(name: String(name)) }
            return found.cache
        }
        switch spec {
        case "all": return .all
        case "none": return []
        case _ where spec.hasPrefix("all-"): return StyleCaches.all.subtracting(try cache(spec.dropFirst(4)))
        default: return StyleCaches(try spec.split(separator: ",").map(cache))
        }
    }

    /// Each of `files` parsed `repeats` times with `options`; the nodes read in all.
    @inline(never)
    static func parseFiles(_ files: [[UInt8]], repeats: Int, options: VMLParser.Options) throws -> Int {
        var nodes = 0
        for _ in 0..<repeats {
            for file in files { nodes += try VMLParser(options: options).parse(file).nodes.count }
        }
        return nodes
    }

    @inline(never)
    static func parseWithSourceMap(_ text: String) throws -> (VMLDocument, VMLSourceMap) {
        try VMLParser().parseWithSourceMap(text)
    }

    @inline(never)
    static func parseAlone(_ bytes: [UInt8]) throws -> VMLDocument {
        try VMLParser().parse(bytes)
    }

    /// `vml check` on one file: the diagnostics' count, and the tree it validated, which the
    /// caller frees (so that, as with `parseAlone`, the reading is counted, not the teardown).
    @inline(never)
    static func check(_ bytes: [UInt8]) -> (Int, VMLDocument?) {
        var tree: VMLDocument?
        let count = VMLValidator().check(bytes, keeping: &tree).count
        return (count, tree)
    }

    @inline(never)
    static func validate(_ document: VMLDocument, sourceMap: VMLSourceMap) -> Int {
        VMLValidator().validate(document, sourceMap: sourceMap).count
    }
}
