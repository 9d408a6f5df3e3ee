@_spi(VMLInternals) import VMLCore

/// Rewrites one style value, as written in the document, from LiveView Native's spellings to
/// VML's (``LiveViewNativeSyntax``): a `;` between modifiers becomes `,` and a last one goes; a `.`
/// before a modifier goes; `attr("name")` becomes `attr(name)`. Strings are copied as they are,
/// whichever way they are written: `"…"`, `&quot;…&quot;` (also `&#34;`, `&#x22;`), or `\"…\"`
/// inside `{"…"}`.
struct StyleValueRewriter {
    let bytes: [UInt8]
    let end: Int
    /// Inside `{"…"}`: strings are written `\"…\"`.
    let braced: Bool
    var index: Int
    var output: [UInt8]

    /// Appends the rewritten `bytes[range]` to `output`.
    static func rewrite(_ bytes: [UInt8], _ range: Range<Int>, braced: Bool, into output: inout [UInt8]) {
        var rewriter = StyleValueRewriter(bytes: bytes, end: range.upperBound, braced: braced, index: range.lowerBound, output: [])
        swap(&rewriter.output, &output)
        rewriter.run()
        swap(&rewriter.output, &output)
    }

    private mutating func run() {
        var depth = 0
        var atModifierStart = true
        while index < end {
            let byte = bytes[index]
            if let length = quoteLength(at: index) {
                copyString(openedBy: length)
                atModifierStart = false
                continue
            }
            if VMLASCII.isWhitespace(byte) {
                output.append(byte)
                index += 1
                continue
            }
            if byte == 0x26, let end = referenceEnd(at: index) {  // "&#10;", "&amp;": copied whole, its ";" kept
                output.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            switch byte {
            case 0x28, 0x5B:  // ( [
                depth += 1
            case 0x29, 0x5D:  // ) ]
                depth -= 1
            case 0x3B where depth == 0:  // ";" between modifiers
                var next = index + 1
                while next < end, VMLASCII.isWhitespace(bytes[next]) { next += 1 }
                if next < end { output.append(0x2C) }  // ","; a last ";" goes
                index += 1
                atModifierStart = true
                continue
            case 0x2C where depth == 0:
                output.append(byte)
                index += 1
                atModifierStart = true
                continue
            case 0x2E where depth == 0 && atModifierStart && index + 1 < end && VMLASCII.isLetter(bytes[index + 1]):
                // ".padding(8)": the modifier without its dot.
                index += 1
                atModifierStart = false
                continue
            default:
                if VMLASCII.isLetter(byte) {
                    if copyName() { depth += 1 }
                    atModifierStart = false
                    continue
                }
            }
            atModifierStart = false
            output.append(byte)
            index += 1
        }
    }

    /// Just past the `;` of the character reference at `offset` (its `&`), or `nil`.
    private func referenceEnd(at offset: Int) -> Int? {
        var end = offset + 1
        while end < self.end, end - offset <= 12, VMLASCII.isIdentifierByte(bytes[end]) || bytes[end] == 0x23 { end += 1 }  // "#"
        return end > offset + 1 && end < self.end && bytes[end] == 0x3B ? end + 1 : nil
    }

    /// The length of the string quote at `offset`, or `nil`.
    private func quoteLength(at offset: Int) -> Int? {
        if braced {
            return bytes[offset] == 0x5C && offset + 1 < end && bytes[offset + 1] == 0x22 ? 2 : nil
        }
        if bytes[offset] == 0x22 { return 1 }
        guard bytes[offset] == 0x26 else { return nil }  // "&"
        for reference in ["&quot;", "&#34;", "&#x22;", "&#X22;"] where hasPrefix(reference, at: offset) {
            return reference.utf8.count
        }
        return nil
    }

    private func hasPrefix(_ prefix: String, at offset: Int) -> Bool {
        let count = prefix.utf8.count
        return offset + count <= end && bytes[offset..<(offset + count)].elementsEqual(prefix.utf8)
    }

    /// Copies the string whose quote, `length` bytes long, is at `index`, up to its closing quote.
    private mutating func copyString(openedBy length: Int) {
        let start = index
        index += length
        while index < end {
            if let close = quoteLength(at: index) {
                index += close
                break
            }
            // A backslash escapes what follows. In `{"…"}`, `\\` is a backslash of the style's
            // string, and `\\\"` an escaped quote inside it.
            if bytes[index] == 0x5C {
                index = min(index + (braced && hasPrefix(#"\\\""#, at: index) ? 4 : 2), end)
                continue
            }
            index += 1
        }
        output.append(contentsOf: bytes[start..<index])
    }

    /// Copies the name at `index`; `attr` followed by `(` and one quoted identifier loses the
    /// quotes. Whether the `(` after `attr` was copied too.
    private mutating func copyName() -> Bool {
        let start = index
        while index < end, VMLASCII.isIdentifierByte(bytes[index]) { index += 1 }
        output.append(contentsOf: bytes[start..<index])
        guard index - start == 4, bytes[start..<index].elementsEqual("attr".utf8), start == 0 || bytes[start - 1] != 0x2E else {
            return false
        }
        var open = index
        while open < end, VMLASCII.isWhitespace(bytes[open]) { open += 1 }
        guard open < end, bytes[open] == 0x28 else { return false }  // "("
        var quote = open + 1
        while quote < end, VMLASCII.isWhitespace(bytes[quote]) { quote += 1 }
        guard quote < end, let length = quoteLength(at: quote) else { return false }
        let nameStart = quote + length
        var nameEnd = nameStart
        while nameEnd < end, VMLASCII.isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart, VMLASCII.isLetter(bytes[nameStart]),
            let closeLength = quoteLength(at: nameEnd), closeLength == length,
            ByteView.with(bytes, in: nameStart..<nameEnd, { VMLName.isStyleName(identifier: $0) })
        else { return false }
        // attr( and the blanks as written, the name, then on after the closing quote.
        output.append(contentsOf: bytes[index..<quote])
        output.append(contentsOf: bytes[nameStart..<nameEnd])
        index = nameEnd + closeLength
        return true
    }
}
