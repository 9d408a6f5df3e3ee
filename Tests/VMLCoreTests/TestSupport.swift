import VMLCore

/// Small helpers shared by the core's tests.
enum TestSupport {
    /// An unlabeled argument.
    static func arg(_ value: VMLExpression) -> VMLArgument { VMLArgument(value) }

    /// The pretty text of some nodes.
    static func pretty(_ nodes: [VMLNode]) throws -> String {
        try VMLDocument(nodes).serialized(.pretty)
    }

    /// One ASCII byte placed in a run of `a`s: what the word-at-a-time checks are tested over.
    struct PlacedByte {
        /// The run's length, from 1 to 20 (every path of a word check: bytes, halves, words).
        let count: Int
        /// Where the byte is.
        let position: Int
        /// The byte, 0 to 127.
        let value: UInt8

        /// The run as a string.
        var string: String {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
            bytes[position] = value
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Whether the byte is first or last.
        var isAtEdge: Bool { position == 0 || position == count - 1 }
    }

    /// The placed bytes `matches` rejects, spelled for a failure message: every ASCII byte at
    /// every place of runs of 1 to 20 bytes.
    static func mismatches(_ matches: (PlacedByte) throws -> Bool) rethrows -> [String] {
        var mismatches: [String] = []
        for count in 1...20 {
            for position in 0..<count {
                for value in UInt8(0)...UInt8(127) where try !matches(PlacedByte(count: count, position: position, value: value)) {
                    mismatches.append("\(count) bytes, byte \(value) at \(position)")
                }
            }
        }
        return mismatches
    }

    /// The compact text of some nodes.
    static func compact(_ nodes: [VMLNode]) throws -> String {
        try VMLDocument(nodes).serialized(.compact)
    }

    /// The written value of `style` for an element with these modifiers (still XML-escaped).
    static func styleText(_ modifiers: VMLModifier...) throws -> String {
        let text = try compact([.element("E", style: VMLStyle(modifiers))])
        let prefix = "<E style=\""
        let suffix = "\"/>"
        guard text.hasPrefix(prefix), text.hasSuffix(suffix) else { return text }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The written style for one modifier `m(expression)`.
    static func written(_ expression: VMLExpression) throws -> String {
        try styleText(VMLModifier("m", arg(expression)))
    }

    /// The error that serializing these nodes throws, if any.
    static func serializationError(_ nodes: [VMLNode]) -> VMLSerializationError? {
        do {
            _ = try VMLDocument(nodes).serialized()
            return nil
        } catch {
            return error
        }
    }
}
