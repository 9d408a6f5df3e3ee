/// Writes a VML tree as canonical text (Docs/CanonicalForm.md), straight into UTF-8 bytes in one pass.
///
/// ```swift
/// var body: [UInt8] = []
/// try VMLSerializer(format: .compact).serialize(document, into: &body)
/// let text = try VMLSerializer().serialize(document)   // pretty, as a String
/// ```
///
/// The same tree gives the same bytes on every run and platform. Names that cannot be written
/// validly (an element `Sta r`, an attribute `a"b`, a template name with a space) throw
/// ``VMLSerializationError`` naming the node path; nothing of that document is left in the buffer.
public struct VMLSerializer: Hashable, Sendable {
    /// The layout: ``VMLFormat/pretty`` (the default) or ``VMLFormat/compact``.
    public var format: VMLFormat
    /// Whether to write `<!doctype swiftui+vml>` and a newline first. Off by default.
    public var writesDoctype: Bool
    /// How deeply elements may nest (a top-level element is at depth 1); deeper throws
    /// ``VMLSerializationError/Reason/tooDeep(limit:)``. The default is the parser's,
    /// ``VMLLimits/defaultMaximumDepth`` (512), so whatever is written reads back.
    public var maximumDepth: Int
    /// The most bytes one call may append, or `nil` for no limit; more throws
    /// ``VMLSerializationError/Reason/outputTooLarge(limit:)`` (checked before each node, so a
    /// call stops within one node's tag and text of the limit).
    ///
    /// ```swift
    /// let serializer = VMLSerializer(maximumOutputBytes: 1 << 20)   // at most about 1 MiB
    /// ```
    public var maximumOutputBytes: Int?

    /// Creates a serializer.
    public init(
        format: VMLFormat = .pretty,
        writesDoctype: Bool = false,
        maximumDepth: Int = VMLLimits.defaultMaximumDepth,
        maximumOutputBytes: Int? = nil
    ) {
        self.format = format
        self.writesDoctype = writesDoctype
        self.maximumDepth = maximumDepth
        self.maximumOutputBytes = maximumOutputBytes
    }

    /// Appends the document's canonical text to `buffer`.
    ///
    /// A buffer with room to spare (reused with `removeAll(keepingCapacity: true)`) is written
    /// in place: the text goes straight into its spare capacity, with no second copy.
    ///
    /// ```swift
    /// var body: [UInt8] = []
    /// body.reserveCapacity(1 << 20)   // kept from one response to the next
    /// try VMLSerializer(format: .compact).serialize([.element("Spacer")], into: &body)
    /// // body holds "<Spacer/>"
    /// ```
    ///
    /// On error `buffer` is restored to its length before the call and the error is thrown.
    public func serialize(_ document: VMLDocument, into buffer: inout [UInt8]) throws(VMLSerializationError) {
        try serialize(document.nodes, into: &buffer)
    }

    /// Appends the canonical text of a list of top-level nodes to `buffer`.
    ///
    /// On error `buffer` is restored to its length before the call and the error is thrown.
    public func serialize(_ nodes: [VMLNode], into buffer: inout [UInt8]) throws(VMLSerializationError) {
        let room = buffer.capacity - buffer.count
        if room >= Self.roomWrittenInPlace, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            try serialize(nodes, inPlaceOf: &buffer, room: room)
            return
        }
        let start = buffer.count
        var writer = VMLByteWriter(pretty: format == .pretty)
        swap(&writer.bytes.output, &buffer)
        defer { swap(&writer.bytes.output, &buffer) }
        do {
            try write(nodes, with: &writer, start: start)
            writer.bytes.flush()
        } catch {
            writer.bytes.flush()
            writer.bytes.output.removeSubrange(start...)
            throw error
        }
    }

    /// The doctype line when asked for, then the nodes; `start` is where the call's bytes begin
    /// in the writer's count, for the output limit.
    private func write(_ nodes: [VMLNode], with writer: inout VMLByteWriter, start: Int) throws(VMLSerializationError) {
        if writesDoctype {
            writer.append("<!doctype swiftui+vml>\n")
        }
        try writer.writeNodes(nodes, maximumDepth: maximumDepth, maximumOutputBytes: maximumOutputBytes, start: start)
    }

    /// The spare capacity from which a reused buffer is written in place (``serialize(_:inPlaceOf:room:)``).
    static let roomWrittenInPlace = 1 << 12

    /// Writes straight into the spare capacity of `buffer` (a reused buffer holds the whole text
    /// without a copy); what does not fit goes through the writer's own block and is appended
    /// after. On an error nothing is left in `buffer`.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    private func serialize(_ nodes: [VMLNode], inPlaceOf buffer: inout [UInt8], room: Int) throws(VMLSerializationError) {
        try VMLByteWriter.withSpareCapacity(of: &buffer, room: room, pretty: format == .pretty) {
            writer throws(VMLSerializationError) in try write(nodes, with: &writer, start: 0)
        }
    }

    /// The document's canonical text.
    public func serialize(_ document: VMLDocument) throws(VMLSerializationError) -> String {
        var bytes: [UInt8] = []
        try serialize(document, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension VMLDocument {
    /// The document's canonical text in the given layout.
    ///
    /// ```swift
    /// let document: VMLDocument = [.element("Text", children: ["Hi"])]
    /// try document.serialized()           // "<Text>Hi</Text>\n"
    /// try document.serialized(.compact)   // "<Text>Hi</Text>"
    /// ```
    public func serialized(_ format: VMLFormat = .pretty) throws(VMLSerializationError) -> String {
        try VMLSerializer(format: format).serialize(self)
    }
}
