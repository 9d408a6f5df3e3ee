/// The rules for names in VML (Docs/CanonicalForm.md#names), shared by the serializer, the parser and
/// the validator. Each check is one pass over the name's UTF-8 bytes.
public enum VMLName {
    /// Words that read as literals in a style, so they cannot stand as a name there.
    public static let reservedWords: Set<String> = ["true", "false", "nil"]
    /// Whether `bytes` spell one of ``reservedWords`` (compared as bytes, not hashed).
    @inline(__always)
    private static func isReservedWord(_ bytes: ByteView) -> Bool {
        switch bytes.count {
        case 3: bytes.word(at: 0, length: 3) == 0x6C_696E  // nil
        case 4: bytes.word(at: 0, length: 4) == 0x6575_7274  // true
        case 5: bytes.word(at: 0, length: 5) == 0x65_736C_6166  // false
        default: false
        }
    }

    /// An identifier: `[A-Za-z_][A-Za-z0-9_]*`. Modifier names, labels, template names,
    /// `attr(…)` names and members are identifiers.
    public static func isIdentifier(_ name: String) -> Bool {
        ByteView.with(name) { bytes in
            guard !bytes.isEmpty, VMLASCII.isLetter(bytes[0]) else { return false }
            var index = 1
            while index < bytes.count {
                guard VMLASCII.isIdentifierByte(bytes[index]) else { return false }
                index &+= 1
            }
            return true
        }
    }

    /// An identifier that is not `true`, `false` or `nil`: what a style can use as a name.
    public static func isStyleName(_ name: String) -> Bool {
        ByteView.with(name, isStyleName(utf8:))
    }

    /// ``isStyleName(_:)`` over a name's UTF-8 bytes.
    ///
    /// ```swift
    /// ByteView.with("zIndex", VMLName.isStyleName(utf8:))   // true
    /// ```
    @inline(__always)
    @_spi(VMLInternals) public static func isStyleName(utf8 bytes: ByteView) -> Bool {
        guard !bytes.isEmpty, VMLASCII.isLetter(bytes[0]), VMLASCII.areIdentifierBytes(bytes) else { return false }
        return isStyleName(identifier: bytes)
    }

    /// ``isStyleName(utf8:)`` for bytes a reader already found to be an identifier
    /// (``isIdentifier(_:)``): whether they are not a reserved word.
    ///
    /// ```swift
    /// ByteView.with("nil", VMLName.isStyleName(identifier:))   // false
    /// ```
    @inline(__always)
    @_spi(VMLInternals) public static func isStyleName(identifier bytes: ByteView) -> Bool {
        bytes.count < 3 || bytes.count > 5 || !isReservedWord(bytes)
    }

    /// ``isStyleName(utf8:)`` for a small ASCII string read from its words: what the serializer
    /// checks most names with. (The words padded with `a`, compared with the reserved words
    /// padded the same way.)
    @inline(__always)
    static func isStyleName(small name: SmallASCII) -> Bool {
        guard let words = identifierWords(name) else { return false }
        switch name.count {
        case 3: return words.low != 0x6161_6161_616C_696E  // "nil"
        case 4: return words.low != 0x6161_6161_6575_7274  // "true"
        case 5: return words.low != 0x6161_6165_736C_6166  // "false"
        default: return true
        }
    }

    /// Whether a small ASCII string is one identifier that starts with a letter: an element name
    /// (``isElementName(utf8:)``'s usual case; a dotted one is checked from its bytes).
    @inline(__always)
    static func isElementName(small name: SmallASCII) -> Bool {
        identifierWords(name) != nil
    }

    /// Whether a small ASCII string is an attribute name that is one identifier
    /// (``isAttributeName(utf8:)``'s usual case; one with `-`, `:` or `.` is checked from its bytes).
    @inline(__always)
    static func isAttributeName(small name: SmallASCII) -> Bool {
        guard let words = identifierWords(name) else { return false }
        return !(name.count == 5 && words.low == 0x6161_6165_6C79_7473)  // "style"
    }

    /// The words of an identifier that starts with a letter, padded with `a`; `nil` for any other.
    @inline(__always)
    private static func identifierWords(_ name: SmallASCII) -> (low: UInt64, high: UInt64)? {
        guard VMLASCII.isLetter(name.first) else { return nil }
        let words = name.padded(with: 0x6161_6161_6161_6161)  // "a"
        guard VMLASCII.areIdentifierBytes(word: words.low), name.count <= 8 || VMLASCII.areIdentifierBytes(word: words.high) else {
            return nil
        }
        return words
    }

    /// An element name: identifiers joined by dots (`Text`, `Gauge.Label`).
    public static func isElementName(_ name: String) -> Bool {
        ByteView.with(name, isElementName(utf8:))
    }

    /// ``isElementName(_:)`` over a name's UTF-8 bytes.
    @inline(__always)
    static func isElementName(utf8 bytes: ByteView) -> Bool {
        // One identifier (most names), checked a word at a time.
        if !bytes.isEmpty, VMLASCII.isLetter(bytes[0]), VMLASCII.areIdentifierBytes(bytes) { return true }
        var atSegmentStart = true
        for byte in bytes {
            if atSegmentStart {
                guard VMLASCII.isLetter(byte) else { return false }
                atSegmentStart = false
            } else if byte == 0x2E {  // "."
                atSegmentStart = true
            } else if !VMLASCII.isIdentifierByte(byte) {
                return false
            }
        }
        return !atSegmentStart  // not empty, no trailing dot
    }

    /// An attribute name: a letter or `_`, then letters, digits, `_`, `-`, `:` or `.`
    /// (`systemName`, `phx-click`, `data-id`, `xlink:href`). `style` is not an attribute name:
    /// an element's style is its typed modifier list.
    public static func isAttributeName(_ name: String) -> Bool {
        ByteView.with(name, isAttributeName(utf8:))
    }

    /// ``isAttributeName(_:)`` over a name's UTF-8 bytes.
    @inline(__always)
    static func isAttributeName(utf8 bytes: ByteView) -> Bool {
        guard !bytes.isEmpty, VMLASCII.isLetter(bytes[0]) else { return false }
        // Most names are identifiers, checked a word at a time; the others byte by byte.
        if !VMLASCII.areIdentifierBytes(bytes) {
            for byte in bytes where !VMLASCII.isIdentifierByte(byte) {
                guard byte == 0x2D || byte == 0x3A || byte == 0x2E else { return false }  // "-" ":" "."
            }
        }
        // `style` is the element's modifier list, never an attribute.
        return !(bytes.count == 5 && bytes.word(at: 0, length: 5) == 0x65_6C79_7473)
    }
}
