extension VMLExpression {
    /// What ``VMLExpression/array(_:)`` holds: the elements of an array literal, `[.blue, .purple]`.
    ///
    /// A random-access collection of the elements, so `for element in elements` and
    /// `elements.count` read as they would on an array; ``elements`` gives the array itself.
    /// ```swift
    /// let elements = VMLExpression.Elements([.member("blue"), .member("purple")])
    /// elements.count      // 2
    /// elements[1]         // .implicitMember("purple")
    /// try VMLExpression.array(elements).canonicalText()   // "[.blue, .purple]"
    /// ```
    ///
    /// The elements are held in a box that Swift frees at most 64 boxes deep and a loop frees
    /// past that, so arrays nested to any depth are freed on any stack.
    public struct Elements: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
        let box: ExpressionBox

        /// Creates an array literal of `elements`.
        public init(_ elements: [VMLExpression]) {
            box = ExpressionBox(.elements(elements))
        }

        /// The elements, as an array.
        public var elements: [VMLExpression] {
            guard case .elements(let elements) = box.contents else { return [] }
            return elements
        }

        /// `0`.
        public var startIndex: Int { 0 }
        /// The number of elements.
        public var endIndex: Int { elements.count }
        /// The element at `index`.
        public subscript(index: Int) -> VMLExpression { elements[index] }
        /// Iterates over the elements, read from the box once.
        public func makeIterator() -> IndexingIterator<[VMLExpression]> { elements.makeIterator() }

        /// Whether the two hold the same elements (compared with a loop).
        public static func == (lhs: Elements, rhs: Elements) -> Bool {
            lhs.box === rhs.box || VMLExpression.array(lhs) == .array(rhs)
        }

        /// Hashes the elements as ``VMLExpression/hash(into:)`` does.
        public func hash(into hasher: inout Hasher) { VMLExpression.array(self).hash(into: &hasher) }

        /// The array literal's canonical text.
        public var description: String { VMLExpression.array(self).debugText }
    }
}
