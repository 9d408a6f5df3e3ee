/// The rules for names in VML (Docs/CanonicalForm.md#names), shared by the serializer, the parser and
/// the validator. Each check is one pass over the name's UTF-8 bytes.
public enum VMLName {
    /// Words that read as literals in a style, so they cannot stand as a name there.
    public static let reservedWords: Set<String> = ["true", "false", "nil"]
    /// ``reservedWords`` as UTF-8, compared byte for byte instead of hashing the name.
    private static let reservedWordBytes: [[UInt8]] = reservedWords.map { Array($0.utf8) }

    /// An identifier: `[A-Za-z_][A-Za-z0-9_]*`. Modifier names, labels, template names,
    /// `attr(…)` names and members are identifiers.
    public static func isIdentifier(_ name: String) -> Bool {
        UTF8Bytes.with(name) { bytes in
            guard let first = bytes.first, VMLASCII.isLetter(first) else { return false }
            for byte in bytes.dropFirst() where !(VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte)) {
                return false
            }
            return true
        }
    }

    /// An identifier that is not `true`, `false` or `nil`: what a style can use as a name.
    public static func isStyleName(_ name: String) -> Bool {
        UTF8Bytes.with(name) { bytes in
            guard let first = bytes.first, VMLASCII.isLetter(first) else { return false }
            for byte in bytes.dropFirst() where !(VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte)) {
                return false
            }
            // Only 3- to 5-letter names starting t, f or n can be reserved: skip the set otherwise.
            let mayBeReserved = bytes.count >= 3 && bytes.count <= 5 && (first == 0x74 || first == 0x66 || first == 0x6E)  // t f n
            return !(mayBeReserved && reservedWordBytes.contains { $0.elementsEqual(bytes) })
        }
    }

    /// An element name: identifiers joined by dots (`Text`, `Gauge.Label`).
    public static func isElementName(_ name: String) -> Bool {
        UTF8Bytes.with(name) { bytes in
            var atSegmentStart = true
            for byte in bytes {
                if atSegmentStart {
                    guard VMLASCII.isLetter(byte) else { return false }
                    atSegmentStart = false
                } else if byte == 0x2E {  // "."
                    atSegmentStart = true
                } else if !(VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte)) {
                    return false
                }
            }
            return !atSegmentStart  // not empty, no trailing dot
        }
    }

    /// An attribute name: a letter or `_`, then letters, digits, `_`, `-`, `:` or `.`
    /// (`systemName`, `phx-click`, `data-id`, `xlink:href`). `style` is not an attribute name:
    /// an element's style is its typed modifier list.
    public static func isAttributeName(_ name: String) -> Bool {
        let valid = UTF8Bytes.with(name) { bytes in
            guard let first = bytes.first, VMLASCII.isLetter(first) else { return false }
            for byte in bytes.dropFirst() {
                guard
                    VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte)
                        || byte == 0x2D  // "-"
                        || byte == 0x3A  // ":"
                        || byte == 0x2E  // "."
                else { return false }
            }
            return true
        }
        return valid && name != "style"
    }
}
