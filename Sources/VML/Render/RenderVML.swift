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
    public func renderVML(_ format: VMLFormat = .pretty) throws(VMLSerializationError) -> String {
        try VMLSerializer(format: format).serialize(vmlDocument)
    }

    /// Appends the view's canonical VML to a byte buffer, for a response body.
    ///
    /// ```swift
    /// var body: [UInt8] = []
    /// try screen.renderVML(.compact, into: &body)
    /// ```
    /// On error the buffer is left as it was and ``VMLSerializationError`` is thrown.
    public func renderVML(_ format: VMLFormat = .pretty, into buffer: inout [UInt8]) throws(VMLSerializationError) {
        try VMLSerializer(format: format).serialize(vmlContent.nodes, into: &buffer)
    }
}
