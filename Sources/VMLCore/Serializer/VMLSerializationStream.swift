/// A tree's canonical text written a piece at a time, for a response body sent while it is
/// written: each ``next(atLeast:)`` continues the serializer's walk where the last one stopped.
///
/// ```swift
/// var stream = VMLSerializationStream([.element("VStack", children: [.element("Spacer"), .element("Divider")])],
///                                     serializer: VMLSerializer(format: .compact))
/// try stream.next(atLeast: 16)   // the bytes of "<VStack><Spacer/>"
/// try stream.next(atLeast: 16)   // the bytes of "<Divider/></VStack>"
/// try stream.next(atLeast: 16)   // nil
/// ```
///
/// The pieces together are byte for byte what ``VMLSerializer/serialize(_:into:)-(VMLDocument,_)``
/// writes for the same nodes and serializer, and an error is the one it throws (same path, same
/// reason), found in the piece that holds the node. A piece ends between two nodes, so it holds
/// at least the count asked for and at most one node's tag and text more, except the last. After
/// an error or the last piece, ``next(atLeast:)`` gives `nil`. The stream holds the nodes (shared
/// with the caller's array, not copied) and the elements open around the next node: the memory
/// it adds to the tree's is the piece and the depth.
public struct VMLSerializationStream: Sendable {
    /// The layout, the doctype and the limits: as for ``VMLSerializer/serialize(_:into:)-(VMLDocument,_)``,
    /// the output limit counted over all the pieces.
    public let serializer: VMLSerializer
    /// Where the walk stands.
    private var walk: VMLByteWriter.Walk
    /// The bytes the pieces so far held.
    public private(set) var writtenCount = 0
    /// Whether the doctype line is still to be written.
    private var writesDoctype: Bool

    /// A stream of the canonical text of `nodes`.
    public init(_ nodes: [VMLNode], serializer: VMLSerializer = VMLSerializer()) {
        self.serializer = serializer
        self.walk = VMLByteWriter.Walk(nodes)
        self.writesDoctype = serializer.writesDoctype
    }

    /// Whether every byte has been given (or an error thrown): ``next(atLeast:)`` then gives `nil`.
    public var isFinished: Bool { walk.isFinished }

    /// The next piece of the text: at least `count` bytes unless it is the last, ending between
    /// two nodes; `nil` when the text is all given. Throws ``VMLSerializationError`` as the
    /// serializer would for the node the piece reached (no bytes of that piece are given), and
    /// the stream is finished then.
    public mutating func next(atLeast count: Int = 1 << 14) throws(VMLSerializationError) -> [UInt8]? {
        guard !walk.isFinished else { return nil }
        var writer = VMLByteWriter(pretty: serializer.format == .pretty, capacity: max(1 << 12, min(count + (count >> 2), 1 << 16)))
        if writesDoctype {
            writesDoctype = false
            writer.append("<!doctype swiftui+vml>\n")
        }
        try writer.write(
            &walk, maximumDepth: serializer.maximumDepth, maximumOutputBytes: serializer.maximumOutputBytes, start: -writtenCount,
            pausingAt: max(1, count))
        writer.bytes.flush()
        var piece: [UInt8] = []
        swap(&piece, &writer.bytes.output)
        writtenCount += piece.count
        return piece.isEmpty && walk.isFinished ? nil : piece
    }
}
