extension VmlView {
    /// The view's node tree: its top-level nodes, as the core models them.
    public var vmlNodes: [VMLNode] {
        vmlContent.nodes
    }

    /// The view's node tree as a core document, to canonicalize, serialize or inspect.
    public var vmlDocument: VMLDocument {
        VMLDocument(vmlContent.nodes)
    }

    /// The view's canonical VML text, through the core serializer.
    ///
    /// ```swift
    /// try VmlText("Hi").padding(8).renderVML()            // "<Text style=\"padding(8)\">Hi</Text>\n"
    /// try VmlText("Hi").padding(8).renderVML(.compact)    // no final newline
    /// ```
    /// Throws ``VMLSerializationError`` naming the node path (`VStack[0] > Sta r[1]`) when a name
    /// that came from your strings is not a valid VML name (a custom element or attribute name, a
    /// template name with a space, a modifier name given to `modifier(named:)`) or a number is not
    /// finite. Nothing is written then.
    ///
    /// Inside a render context with a ``VmlRenderContext/clientOS`` (``VmlRenderContext/apply(_:)``),
    /// the context's ``VmlRenderContext/newerDeclarations`` applies: a declaration newer than the
    /// client is written, dropped, or throws ``VMLSerializationError/Reason/newerThanClient(declaration:introduced:client:)``.
    public func renderVML(_ format: VMLFormat = .pretty) throws(VMLSerializationError) -> String {
        try VMLSerializer(format: format).serialize(VMLDocument(try VmlRenderContext.forClient(vmlContent.nodes)))
    }

    /// Appends the view's canonical VML to a byte buffer, for a response body.
    ///
    /// ```swift
    /// var body: [UInt8] = []
    /// try screen.renderVML(.compact, into: &body)
    /// ```
    /// On error the buffer is left as it was and ``VMLSerializationError`` is thrown. Inside a
    /// render context with a client, its ``VmlRenderContext/newerDeclarations`` applies, as in
    /// ``renderVML(_:)``.
    public func renderVML(_ format: VMLFormat = .pretty, into buffer: inout [UInt8]) throws(VMLSerializationError) {
        try VMLSerializer(format: format).serialize(try VmlRenderContext.forClient(vmlContent.nodes), into: &buffer)
    }
}

extension VmlView {
    /// The view's canonical VML as a stream of byte pieces, for a response body sent while it is
    /// written: the view is built now, and each ``VMLSerializationStream/next(atLeast:)`` writes
    /// the next piece.
    ///
    /// ```swift
    /// var stream = try VmlVStack { VmlText("Hi"); VmlSpacer() }.renderVMLStream(.compact)
    /// try stream.next(atLeast: 16)   // the bytes of "<VStack><Text>Hi</Text>"
    /// try stream.next(atLeast: 16)   // the bytes of "<Spacer/></VStack>"
    /// ```
    /// The pieces together are byte for byte ``renderVML(_:into:)``'s output, and an error is the
    /// one it throws: a declaration newer than the client under ``VmlRenderContext/NewerDeclarations/fail``
    /// throws here, before any piece; a value that cannot be written throws from the piece that
    /// reaches it.
    public func renderVMLStream(_ format: VMLFormat = .pretty) throws(VMLSerializationError) -> VMLSerializationStream {
        VMLSerializationStream(try VmlRenderContext.forClient(vmlContent.nodes), serializer: VMLSerializer(format: format))
    }
}
