@_spi(VMLInternals) import VMLCore

/// Finds the `style` values in a document's text, tolerantly (LiveView Native templates hold
/// HEEx), and copies the text to ``output`` with each value rewritten by ``StyleValueRewriter``.
///
/// Comments, CDATA, processing instructions, declarations, close tags, HEEx `<% … %>` and text
/// are copied as they are; in an open tag, every attribute other than `style` is too.
struct DocumentStyleRewriter {
    let bytes: [UInt8]
    private(set) var output: [UInt8] = []
    /// The bytes before this offset are in `output`.
    private var copied = 0
    private var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        output.reserveCapacity(bytes.count)
    }

    mutating func run() {
        let count = bytes.count
        while index < count {
            guard bytes[index] == 0x3C else {  // "<"
                index += 1
                continue
            }
            if starts(with: "<!--") {
                skip(past: "-->", from: index + 4)
            } else if starts(with: "<![CDATA[") {
                skip(past: "]]>", from: index + 9)
            } else if starts(with: "<%") {
                skip(past: "%>", from: index + 2)
            } else if starts(with: "<?") {
                skip(past: "?>", from: index + 2)
            } else if index + 1 < count, isNameStart(bytes[index + 1]) {
                readOpenTag()
            } else {
                index += 1
            }
        }
        output.append(contentsOf: bytes[copied..<count])
        copied = count
    }

    private func starts(with marker: String) -> Bool {
        let count = marker.utf8.count
        guard index + count <= bytes.count else { return false }
        return bytes[index..<(index + count)].elementsEqual(marker.utf8)
    }

    private mutating func skip(past marker: String, from start: Int) {
        let needle = Array(marker.utf8)
        var search = start
        while search + needle.count <= bytes.count {
            if bytes[search] == needle[0], bytes[search..<(search + needle.count)].elementsEqual(needle) {
                index = search + needle.count
                return
            }
            search += 1
        }
        index = bytes.count
    }

    /// An element name may start with a letter, `_`, or HEEx's `.` and `:` (`<.link>`, `<:slot>`).
    private func isNameStart(_ byte: UInt8) -> Bool {
        VMLASCII.isLetter(byte) || byte == 0x2E || byte == 0x3A
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// An open tag at `index` (its `<`): its name, then attributes up to `>` or `/>`.
    private mutating func readOpenTag() {
        let count = bytes.count
        index += 1
        while index < count, !isBlank(bytes[index]), bytes[index] != 0x3E, bytes[index] != 0x2F { index += 1 }
        while index < count {
            while index < count, isBlank(bytes[index]) { index += 1 }
            guard index < count else { return }
            let byte = bytes[index]
            if byte == 0x3E {
                index += 1
                return
            }  // ">"
            if byte == 0x2F {  // "/"
                index += 1
                continue
            }
            if byte == 0x7B {  // "{@rest}": a HEEx attribute list
                index = Self.braceEnd(bytes, from: index)
                continue
            }
            if byte == 0x3C { return }  // a "<" in a tag: leave it to the document loop
            let nameStart = index
            while index < count, !isBlank(bytes[index]), bytes[index] != 0x3D, bytes[index] != 0x3E, bytes[index] != 0x2F,
                bytes[index] != 0x3C
            {
                index += 1
            }
            let isStyle = bytes[nameStart..<index].elementsEqual("style".utf8)
            var after = index
            while after < count, isBlank(bytes[after]) { after += 1 }
            guard after < count, bytes[after] == 0x3D else { continue }  // no value
            index = after + 1
            while index < count, isBlank(bytes[index]) { index += 1 }
            guard index < count else { return }
            readValue(isStyle: isStyle)
        }
    }

    /// An attribute value at `index`: quoted, braced or bare.
    private mutating func readValue(isStyle: Bool) {
        let count = bytes.count
        let open = bytes[index]
        switch open {
        case 0x22, 0x27:  // " '
            let end =
                isStyle ? Self.styleValueEnd(bytes, quote: open, from: index + 1) : Self.byteIndex(of: open, in: bytes, from: index + 1)
            // A value with no closing quote is left as it is.
            if isStyle, end < count { rewrite(index + 1..<end, braced: false) }
            index = min(end + 1, count)
        case 0x7B:  // "{"
            let end = Self.braceEnd(bytes, from: index)
            var inner = index + 1
            while inner < end, isBlank(bytes[inner]) { inner += 1 }
            if isStyle, inner < end, bytes[inner] == 0x22 {
                // {"…"}: the string's inside, up to its unescaped closing quote.
                var close = inner + 1
                while close < end, bytes[close] != 0x22 {
                    close += bytes[close] == 0x5C ? 2 : 1  // "\"
                }
                if close < end { rewrite(inner + 1..<close, braced: true) }
            }
            index = end
        default:
            while index < count, !isBlank(bytes[index]), bytes[index] != 0x3E { index += 1 }
        }
    }

    /// Copies the bytes up to `range` and the rewritten value.
    private mutating func rewrite(_ range: Range<Int>, braced: Bool) {
        output.append(contentsOf: bytes[copied..<range.lowerBound])
        StyleValueRewriter.rewrite(bytes, range, braced: braced, into: &output)
        copied = range.upperBound
    }

    /// The offset of the first `byte` from `start`, or the end.
    private static func byteIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != byte { end += 1 }
        return end
    }

    /// Just past the `}` that closes the `{` at `start` (strings and nested braces skipped), or the end.
    static func braceEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x7B: depth += 1
            case 0x7D:
                depth -= 1
                if depth == 0 { return index + 1 }
            case 0x22:  // a string: to its unescaped closing quote
                index += 1
                while index < bytes.count, bytes[index] != 0x22 {
                    if bytes[index] == 0x5C { index += 1 }
                    index += 1
                }
            default: break
            }
            index += 1
        }
        return bytes.count
    }

    /// Where a style value that starts at `start` ends (its closing `quote`), as the parser reads
    /// it: a quote ends the value outside brackets and strings when what follows can follow a
    /// value; otherwise the first quote does.
    static func styleValueEnd(_ bytes: [UInt8], quote: UInt8, from start: Int) -> Int {
        let first = byteIndex(of: quote, in: bytes, from: start)
        var depth = 0
        var inString = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote, !inString, depth <= 0 {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0x20
                let fits = next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == 0x2F || next == 0x3E
                return fits ? index : first
            }
            if inString {
                if byte == 0x5C {
                    index += 2
                    continue
                }
                if byte == 0x22 { inString = false }
            } else {
                switch byte {
                case 0x22: inString = true
                case 0x28, 0x5B: depth += 1
                case 0x29, 0x5D: depth -= 1
                default: break
                }
            }
            index += 1
        }
        return first
    }
}
