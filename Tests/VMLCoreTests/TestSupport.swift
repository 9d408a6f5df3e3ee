import VMLCore

/// Small helpers shared by the core's tests.
enum TestSupport {
    /// An unlabeled argument.
    static func arg(_ value: VMLExpression) -> VMLArgument { VMLArgument(value) }

    /// The pretty text of some nodes.
    static func pretty(_ nodes: [VMLNode]) throws -> String {
        try VMLDocument(nodes).serialized(.pretty)
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
