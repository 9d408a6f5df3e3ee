/// Where a node stands in a document, written like `VStack[0] > Text[2]`.
///
/// Each step is an element name and the node's index among its parent's children
/// (among the document's nodes for the first step).
public struct VMLNodePath: Hashable, Sendable, CustomStringConvertible {
    /// One step: the element's name (or `#text`) and its index among its siblings.
    public struct Step: Hashable, Sendable {
        /// The element name, or `#text` for a text node.
        public var name: String
        /// The index among the parent's children.
        public var index: Int

        /// Creates a step.
        public init(_ name: String, _ index: Int) {
            self.name = name
            self.index = index
        }
    }

    /// The steps from the document down to the node.
    public var steps: [Step]

    /// Creates a path.
    public init(_ steps: [Step] = []) {
        self.steps = steps
    }

    /// The path extended by one step.
    public func appending(_ name: String, _ index: Int) -> VMLNodePath {
        VMLNodePath(steps + [Step(name, index)])
    }

    /// `VStack[0] > Text[2]`; `(document)` for the empty path.
    ///
    /// A path of more than 16 steps shows its first 4 and last 8 with the count of those left
    /// out between them (`A[0] > … 500 more … > Text[1]`), so a message stays one short line.
    public var description: String {
        if steps.isEmpty { return "(document)" }
        func text(_ steps: ArraySlice<Step>) -> String {
            steps.map { "\($0.name)[\($0.index)]" }.joined(separator: " > ")
        }
        guard steps.count > 16 else { return text(steps[...]) }
        return text(steps.prefix(4)) + " > … \(steps.count - 12) more … > " + text(steps.suffix(8))
    }
}
