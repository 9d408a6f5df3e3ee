extension VmlView {
    /// The view's node tree as a core document.
    public var vmlDocument: VMLDocument {
        VMLDocument(vmlContent.nodes)
    }

    /// The view's canonical VML text.
    ///
    /// ```swift
    /// try VmlText("Hi").padding(8).renderVML()   // "<Text style=\"padding(8)\">Hi</Text>\n"
    /// ```
    /// Throws ``VMLSerializationError`` (with the node path) when a name from your strings is not
    /// a valid VML name; nothing is written then.
    public func renderVML(_ format: VmlFormat = .pretty) throws(VMLSerializationError) -> String {
        try VMLSerializer(format: format).serialize(vmlDocument)
    }
}

/// The two canonical layouts: `.pretty` (indented) and `.compact` (for the wire).
public typealias VmlFormat = VMLFormat
