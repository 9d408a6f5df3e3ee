/// A VML document: a fragment of zero or more top-level nodes, in order.
///
/// ```swift
/// let document: VMLDocument = [
///     .element("Text", children: ["Hello"]),
/// ]
/// let text = try document.serialized()   // "<Text>Hello</Text>\n"
/// ```
public struct VMLDocument: Hashable, Sendable {
    /// The top-level nodes, in document order.
    public var nodes: [VMLNode]

    /// Creates a document from its top-level nodes.
    public init(_ nodes: [VMLNode] = []) {
        self.nodes = nodes
    }
}

extension VMLDocument: ExpressibleByArrayLiteral {
    /// Creates a document from a list of top-level nodes.
    public init(arrayLiteral nodes: VMLNode...) {
        self.init(nodes)
    }
}
