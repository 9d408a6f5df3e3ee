extension VMLNode.Element {
    /// An element's attributes and children, held as one enum.
    ///
    /// Kept apart, the children's own tag (none, text, leaves or box) took a byte after a
    /// string's 16, which made an element 49 bytes and a node 56 in an array. Here the tag rides in
    /// the spare bits of the attributes array's pointer: an element is 48 bytes, and so is a node.
    ///
    /// ```swift
    /// MemoryLayout<VMLNode>.stride   // 48
    /// ```
    @usableFromInline enum Body: Sendable {
        /// No children.
        case none([VMLAttribute])
        /// A single text node.
        case text([VMLAttribute], String)
        /// Several nodes, none of which has children of its own (see ``ChildStorage/leaves(_:)``).
        case leaves([VMLAttribute], [VMLNode])
        /// A list holding an element with children of its own, in the box that frees it with a loop.
        case box([VMLAttribute], ChildNodeStorage)

        /// The body holding `attributes` and `children`.
        init(_ attributes: [VMLAttribute], _ children: ChildStorage) {
            switch children {
            case .none: self = .none(attributes)
            case .text(let text): self = .text(attributes, text)
            case .leaves(let leaves): self = .leaves(attributes, leaves)
            case .box(let box): self = .box(attributes, box)
            }
        }

        /// Moves the attributes and the children out, leaving no attribute and no child, so the
        /// caller holds the only reference to each when this body did.
        mutating func takeParts() -> ([VMLAttribute], ChildStorage) {
            let parts: ([VMLAttribute], ChildStorage) =
                switch self {
                case .none(let attributes): (attributes, .none)
                case .text(let attributes, let text): (attributes, .text(text))
                case .leaves(let attributes, let leaves): (attributes, .leaves(leaves))
                case .box(let attributes, let box): (attributes, .box(box))
                }
            self = .none([])
            return parts
        }
    }
}
