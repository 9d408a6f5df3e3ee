/// The tags of a VML document as an editor reads them, found by one forward pass that never fails:
/// a half-typed tag ends where the text does or where the next `<` starts, an unclosed quote runs
/// to the end, and comments, `<?…?>` and `<!…>` are skipped. Each start tag knows its parent
/// (the nearest start tag still open), so templates can be matched to the style that names them.
struct LSPMarkup {
    struct Attribute {
        var name: String
        var nameRange: Range<Int>
        /// The value's bytes between the quotes (to the end of the text when unclosed); `nil` when
        /// the attribute has no value yet.
        var valueRange: Range<Int>?
    }

    struct Tag {
        /// `</Name>`.
        var isClosing: Bool
        var name: String
        var nameRange: Range<Int>
        var attributes: [Attribute]
        /// From `<` to after `>` (or to where the tag stops, when half typed).
        var range: Range<Int>
        /// The index in ``tags`` of the start tag this one is inside, if any.
        var parent: Int?

        func attribute(_ name: String) -> Attribute? {
            attributes.first { $0.name == name }
        }
    }

    let bytes: [UInt8]
    private(set) var tags: [Tag] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var open: [Int] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x3C else {  // "<"
                index += 1
                continue
            }
            let start = index
            if has("<!--", at: index) {
                index = find("-->", from: index + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == 0x3F || bytes[index + 1] == 0x21 {  // "?", "!"
                index = find(">", from: index + 1).map { $0 + 1 } ?? bytes.count
                continue
            }
            let isClosing = index + 1 < bytes.count && bytes[index + 1] == 0x2F
            index += isClosing ? 2 : 1
            let nameStart = index
            while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
            var tag = Tag(
                isClosing: isClosing, name: String(decoding: bytes[nameStart..<index], as: UTF8.self), nameRange: nameStart..<index,
                attributes: [], range: start..<index, parent: open.last)
            var selfClosing = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x3E {  // ">"
                    index += 1
                    break
                }
                if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x3E {  // "/>"
                    selfClosing = true
                    index += 2
                    break
                }
                if byte == 0x3C { break }  // A new tag: this one was left half typed.
                guard Self.isNameByte(byte) else {
                    index += 1
                    continue
                }
                let attributeStart = index
                while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
                var attribute = Attribute(
                    name: String(decoding: bytes[attributeStart..<index], as: UTF8.self), nameRange: attributeStart..<index, valueRange: nil
                )
                var look = index
                while look < bytes.count, Self.isSpace(bytes[look]) { look += 1 }
                if look < bytes.count, bytes[look] == 0x3D {  // "="
                    look += 1
                    while look < bytes.count, Self.isSpace(bytes[look]) { look += 1 }
                    if look < bytes.count, bytes[look] == 0x22 || bytes[look] == 0x27 {  // quote
                        let quote = bytes[look]
                        let valueStart = look + 1
                        let valueEnd = find(quote, from: valueStart) ?? bytes.count
                        attribute.valueRange = valueStart..<valueEnd
                        index = min(valueEnd + 1, bytes.count)
                    } else {
                        let valueStart = look
                        while look < bytes.count, !Self.isSpace(bytes[look]), bytes[look] != 0x3E, bytes[look] != 0x3C { look += 1 }
                        attribute.valueRange = valueStart..<look
                        index = look
                    }
                }
                tag.attributes.append(attribute)
            }
            tag.range = start..<index
            if isClosing {
                // The nearest open tag of that name among the innermost 256: a stray closing tag
                // in a deep document costs no more than that.
                let searched = open[max(0, open.count - 256)...]
                if let match = searched.lastIndex(where: { tags[$0].name == tag.name }) {
                    open.removeSubrange(match...)
                }
                tag.parent = open.last
            } else if !selfClosing {
                open.append(tags.count)
            }
            tags.append(tag)
        }
    }

    /// The tag whose text holds `offset` (its end included, for a cursor right after a name).
    func tag(at offset: Int) -> Int? {
        var low = 0
        var high = tags.count
        while low < high {
            let middle = (low + high) / 2
            if tags[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        let candidate = low - 1
        guard candidate >= 0, offset <= tags[candidate].range.upperBound else { return nil }
        // After a complete tag's `>`, the cursor is outside it.
        let range = tags[candidate].range
        if offset == range.upperBound, range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0x3E { return nil }
        return candidate
    }

    /// The start tags whose parent is `parent`.
    func children(of parent: Int) -> [Int] {
        tags.indices.filter { tags[$0].parent == parent && !tags[$0].isClosing }
    }

    /// The attribute's value as text, `&quot;`, `&apos;`, `&lt;`, `&gt;` and `&amp;` left as written.
    func value(of attribute: Attribute) -> String {
        attribute.valueRange.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
    }

    private func has(_ text: String, at index: Int) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    private func find(_ text: String, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if has(text, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        bytes[min(start, bytes.count)...].firstIndex(of: byte)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D, 0x2E, 0x3A: true
        default: byte >= 0x80
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
