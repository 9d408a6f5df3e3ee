@_spi(VMLInternals) import VMLCore

/// Reads VML text into the core tree.
///
/// ```swift
/// let document = try VMLParser().parse(#"<Text style="padding(8)">Hello</Text>"#)
/// let text = try document.serialized()   // canonical text
/// ```
///
/// The parser is permissive where the spec allows (single quotes, comments, CDATA, any
/// whitespace and a trailing comma in `style`, the spec's unescaped style form) and precise where
/// it must refuse: every error is a ``VMLParseError`` with the line and column of the original
/// input. It returns the tree as written (attributes in document order, numbers and colors as
/// read); `canonicalized()` and the serializer apply the canonical rules.
public struct VMLParser: Sendable {
    /// Limits that keep hostile input from costing too much. Exceeding one is an error that names
    /// the option.
    ///
    /// ```swift
    /// var options = VMLParser.Options()
    /// options.maximumInputBytes = 1 << 20        // refuse documents above 1 MiB
    /// let parser = VMLParser(options: options)
    /// ```
    ///
    /// Whatever the limits, every parse costs time O(n log n) or better and memory a constant
    /// times the input; the limits bound what a hostile document can make the tree's users (the
    /// validator, the serializer, the app) do.
    public struct Options: Sendable {
        /// How deeply elements may nest (a top-level element is at depth 1). The default is
        /// ``VMLLimits/defaultMaximumDepth`` (512), what the serializer writes; nothing recurses
        /// on element nesting, so a larger value costs only memory.
        public var maximumDepth: Int = VMLLimits.defaultMaximumDepth
        /// The largest input accepted, in bytes; `nil` for no limit. The default, 64 MiB, is six
        /// times the largest benchmark document (a 100,000-element screen is about 10 MB).
        public var maximumInputBytes: Int? = 64 << 20
        /// How deeply brackets, calls and member chains may nest inside one style value.
        /// Values above 512 count as 512, so the style parser never runs out of stack.
        public var maximumStyleNesting: Int = 256
        /// The most attributes one element may have, `style` included. The default, 1,024, is
        /// far above any real element (SwiftUI views take a handful) and keeps per-element work
        /// in the tree's users small.
        public var maximumAttributesPerElement: Int = 1_024
        /// The longest text node, attribute value or style value, in UTF-8 bytes after references
        /// are decoded (for ``VMLParser/parseExpression(_:)``, the whole text). The default,
        /// 16 MiB, leaves room for inline data such as a long URL while refusing a value that
        /// is most of a large document.
        public var maximumValueBytes: Int = 16 << 20
        /// The most errors a recovering parse (``VMLParser/parseRecovering(_:)-(String)``) lists;
        /// past them it counts, and one last error says how many more there were. The default,
        /// 100, is more than a screen holds; each listed error costs a pass over the input up to
        /// it, the counted ones nothing.
        public var maximumErrors: Int = 100
        /// The caches on the reader's style path (``StyleCaches``); all by default. Turning them
        /// off changes only the cost of a parse, never its tree or its errors: for tests and
        /// measurements.
        @_spi(VMLInternals) public var styleCaches: StyleCaches = .all
        /// How many style values a document has before the modifier caches start
        /// (``StyleCaches/defaultWarmUp``): a shorter document does not pay for them. For tests
        /// (0: from the first value) and measurements.
        @_spi(VMLInternals) public var styleCacheWarmUp: Int = StyleCaches.defaultWarmUp

        /// Creates options.
        public init(
            maximumDepth: Int = VMLLimits.defaultMaximumDepth,
            maximumInputBytes: Int? = 64 << 20,
            maximumStyleNesting: Int = 256,
            maximumAttributesPerElement: Int = 1_024,
            maximumValueBytes: Int = 16 << 20
        ) {
            self.maximumDepth = maximumDepth
            self.maximumInputBytes = maximumInputBytes
            self.maximumStyleNesting = min(maximumStyleNesting, Self.styleNestingCeiling)
            self.maximumAttributesPerElement = maximumAttributesPerElement
            self.maximumValueBytes = maximumValueBytes
        }

        /// The most style nesting ever allowed, whatever `maximumStyleNesting` says.
        static let styleNestingCeiling = VMLLimits.maximumStyleNesting
    }

    /// The limits this parser applies.
    public var options: Options

    /// Creates a parser.
    public init(options: Options = .init()) {
        self.options = options
    }

    /// Parses VML text.
    ///
    /// ```swift
    /// let document = try VMLParser().parse("<Text>Hi</Text>")
    /// ```
    public func parse(_ text: String) throws(VMLParseError) -> VMLDocument {
        try run(text, recordsLocations: false).document
    }

    /// Parses VML from UTF-8 bytes; invalid UTF-8 is an error with its location.
    ///
    /// ```swift
    /// let document = try VMLParser().parse(Array("<Text>Hi</Text>".utf8))
    /// ```
    public func parse(_ bytes: [UInt8]) throws(VMLParseError) -> VMLDocument {
        try ByteView.with(bytes) { (buffer) throws(VMLParseError) in
            try read(buffer, validates: true, recordsLocations: false).document
        }
    }

    /// Parses VML text and also returns where each element and attribute stood.
    ///
    /// ```swift
    /// let (document, sourceMap) = try VMLParser().parseWithSourceMap("<A id=\"x\"/>")
    /// sourceMap.location(ofAttribute: "id", at: VMLNodePath([.init("A", 0)]))   // 1:4
    /// ```
    ///
    /// Paths in the source map index nodes as parsed (before canonicalization): an element's
    /// index is its position among its parent's children in the returned document. The map
    /// costs about 32 bytes an element, whatever the depth.
    public func parseWithSourceMap(_ text: String) throws(VMLParseError) -> (document: VMLDocument, sourceMap: VMLSourceMap) {
        let result = try run(text, recordsLocations: true)
        return (result.document, VMLSourceMap(table: result.locations))
    }

    /// The spellings in UTF-8 VML that the parser reads but the canonical form drops, in
    /// document order: today the trailing commas of styles (``VMLParseNote``). The validator's
    /// `check` reports them as `trailing-comma` warnings.
    ///
    /// A quick scan of the bytes comes first; only a text with a comma before `)`, `]`, a quote
    /// or its end is parsed, so a text with none costs one pass over its bytes. At most
    /// `maximumCount` notes are returned (the first ones), so hostile input cannot make the
    /// result grow without bound.
    ///
    /// ```swift
    /// try VMLParser().notes(in: Array(#"<Text style="frame(width: 1,), padding(8),"/>"#.utf8)).map(\.location)
    /// // [1:28, 1:42]
    /// ```
    public func notes(in bytes: [UInt8], maximumCount: Int = 10_000) throws(VMLParseError) -> [VMLParseNote] {
        return try ByteView.with(bytes) { (buffer) throws(VMLParseError) -> [VMLParseNote] in
            guard TrailingCommaScan.mayHaveTrailingComma(buffer) else { return [] }
            var reader = DocumentReader(bytes: buffer, options: options, recordsLocations: false)
            reader.recordsStyleNotes = maximumCount > 0
            reader.maximumStyleNotes = maximumCount
            _ = try reader.readDocument()
            return reader.styleNotes
        }
    }

    private func run(_ text: String, recordsLocations: Bool) throws(VMLParseError) -> (document: VMLDocument, locations: VMLLocationTable) {
        // A String is valid UTF-8 already.
        try ByteView.with(text) { (buffer) throws(VMLParseError) in
            try read(buffer, validates: false, recordsLocations: recordsLocations)
        }
    }

    func read(
        _ buffer: ByteView,
        validates: Bool,
        recordsLocations: Bool
    ) throws(VMLParseError) -> (document: VMLDocument, locations: VMLLocationTable) {
        let locator = SourceLocator(bytes: buffer, start: 0)
        if let limit = options.maximumInputBytes, buffer.count > limit {
            throw VMLParseError(
                location: VMLSourceLocation(line: 1, column: 1),
                message: "the input is \(buffer.count) bytes, more than the limit of \(limit) (the parser's maximumInputBytes option)",
                sourceLine: locator.lineText(at: 0),
                code: .limitExceeded
            )
        }
        if validates, let offset = UTF8Validation.firstInvalidOffset(in: buffer) {
            throw locator.error(
                at: offset,
                "invalid UTF-8: byte 0x\(String(buffer[offset], radix: 16, uppercase: true)) does not start a valid UTF-8 sequence")
        }
        var reader = DocumentReader(bytes: buffer, options: options, recordsLocations: recordsLocations)
        let document = try reader.readDocument()
        guard recordsLocations else { return (document, VMLLocationTable()) }
        return (document, reader.takeLocations().finish(locator: reader.locator))
    }
}
