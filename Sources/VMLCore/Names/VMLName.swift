/// The rules for names in VML (CANONICAL.md "Names"), shared by the serializer, the parser and
/// the validator.
public enum VMLName {
    /// Words that read as literals in a style, so they cannot name an identifier there.
    public static let reservedWords: Set<String> = ["true", "false", "nil"]

    /// An identifier: `[A-Za-z_][A-Za-z0-9_]*`. Modifier names, labels, template names,
    /// `attr(…)` names and members are identifiers.
    public static func isIdentifier(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), ASCII.isLetter(first) else { return false }
        while let byte = bytes.next() {
            guard ASCII.isLetter(byte) || ASCII.isDigit(byte) else { return false }
        }
        return true
    }

    /// An element name: identifiers joined by dots (`Text`, `Gauge.Label`).
    public static func isElementName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.split(separator: 0x2E, omittingEmptySubsequences: false)  // "."
                .allSatisfy { segment in
                    guard let first = segment.first, ASCII.isLetter(first) else { return false }
                    return segment.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) }
                }
    }

    /// An attribute name: a letter or `_`, then letters, digits, `_`, `-`, `:` or `.`
    /// (`systemName`, `phx-click`, `data-id`, `xlink:href`). `style` is not an attribute name:
    /// an element's style is its typed modifier list.
    public static func isAttributeName(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), ASCII.isLetter(first) else { return false }
        while let byte = bytes.next() {
            guard
                ASCII.isLetter(byte) || ASCII.isDigit(byte)
                    || byte == 0x2D  // -
                    || byte == 0x3A  // :
                    || byte == 0x2E  // .
            else { return false }
        }
        return name != "style"
    }
}
