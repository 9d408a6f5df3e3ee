extension VMLExpression {
    /// What ``VMLExpression/call(_:)`` holds: a callee and its arguments, `callee(arguments)`.
    ///
    /// ```swift
    /// let call = VMLExpression.Call(.implicitMember("system"), [.labeled("size", 17)])
    /// call.callee      // .implicitMember("system")
    /// call.arguments   // [VMLArgument("size", 17)]
    /// try VMLExpression.call(call).canonicalText()   // ".system(size: 17)"
    /// ```
    ///
    /// The callee and the arguments are held in a box that Swift frees at most 64 boxes deep and a loop frees
    /// past that, so calls nested to any depth are freed on any stack.
    public struct Call: Hashable, Sendable, CustomStringConvertible {
        let box: ExpressionBox

        /// Creates `callee(arguments)`.
        public init(_ callee: VMLExpression, _ arguments: [VMLArgument]) {
            box = ExpressionBox(.call(callee, arguments))
        }

        /// What is called: `.system` in `.system(size: 17)`.
        public var callee: VMLExpression { parts.callee }

        /// The arguments, in order; empty for `EdgeInsets()`.
        public var arguments: [VMLArgument] { parts.arguments }

        /// The callee and the arguments, read together.
        ///
        /// ```swift
        /// let (callee, arguments) = VMLExpression.Call(.identifier("EdgeInsets"), []).parts   // (.identifier("EdgeInsets"), [])
        /// ```
        public var parts: (callee: VMLExpression, arguments: [VMLArgument]) { box.call }

        /// Whether the two call the same callee with the same arguments (compared with a loop).
        public static func == (lhs: Call, rhs: Call) -> Bool {
            lhs.box === rhs.box || VMLExpression.call(lhs) == .call(rhs)
        }

        /// Hashes the callee and the arguments as ``VMLExpression/hash(into:)`` does.
        public func hash(into hasher: inout Hasher) { VMLExpression.call(self).hash(into: &hasher) }

        /// `Call(callee: …, arguments: …)`, written as canonical text.
        public var description: String { "Call(\(VMLExpression.call(self).debugText))" }
    }
}
