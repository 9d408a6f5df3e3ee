extension VMLExpression {
    /// What ``VMLExpression/tuple(_:)`` holds: the fields of a tuple, `(x: 1, y: 0, z: 0)`.
    ///
    /// A random-access collection of the fields, as ``Elements`` is of an array's elements;
    /// ``fields`` gives the array itself.
    /// ```swift
    /// let fields = VMLExpression.Fields([.labeled("x", 1), .labeled("y", 0)])
    /// fields.count        // 2
    /// fields[0].label     // "x"
    /// try VMLExpression.tuple(fields).canonicalText()   // "(x: 1, y: 0)"
    /// ```
    ///
    /// The fields are held in a box that Swift frees at most 64 boxes deep and a loop frees
    /// past that, so tuples nested to any depth are freed on any stack.
    public struct Fields: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
        let box: ExpressionBox

        /// Creates a tuple of `fields`.
        public init(_ fields: [VMLArgument]) {
            box = ExpressionBox(.fields(fields))
        }

        /// The fields, as an array.
        public var fields: [VMLArgument] {
            guard case .fields(let fields) = box.contents else { return [] }
            return fields
        }

        /// `0`.
        public var startIndex: Int { 0 }
        /// The number of fields.
        public var endIndex: Int { fields.count }
        /// The field at `index`.
        public subscript(index: Int) -> VMLArgument { fields[index] }
        /// Iterates over the fields, read from the box once.
        public func makeIterator() -> IndexingIterator<[VMLArgument]> { fields.makeIterator() }

        /// Whether the two hold the same fields (compared with a loop).
        public static func == (lhs: Fields, rhs: Fields) -> Bool {
            lhs.box === rhs.box || VMLExpression.tuple(lhs) == .tuple(rhs)
        }

        /// Hashes the fields as ``VMLExpression/hash(into:)`` does.
        public func hash(into hasher: inout Hasher) { VMLExpression.tuple(self).hash(into: &hasher) }

        /// The tuple's canonical text.
        public var description: String { VMLExpression.tuple(self).debugText }
    }
}
