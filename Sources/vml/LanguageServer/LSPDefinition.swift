/// `textDocument/definition`: from a `:name` in a style to the child elements whose `template`
/// is `name`, and from a `template="name"` to each `:name` in its parent's style.
enum LSPDefinition {
    static func targets(at position: LSPPosition, in document: LSPTextDocument, markup: LSPMarkup? = nil) -> [LSPRange] {
        let markup = markup ?? LSPMarkup(bytes: document.bytes)
        let offsets: [Range<Int>]
        switch LSPCursorContext(markup, offset: document.offset(of: position)) {
        case .style(let tag, let cursor) where cursor.role == .template && !cursor.name.isEmpty:
            offsets = markup.children(of: tag).compactMap { child in
                guard let template = markup.tags[child].attribute("template"), markup.value(of: template) == cursor.name else { return nil }
                return markup.tags[child].nameRange
            }
        case .attributeValue(let tag, let attribute) where markup.tags[tag].attributes[attribute].name == "template":
            let name = markup.value(of: markup.tags[tag].attributes[attribute])
            guard let parent = markup.tags[tag].parent, let style = markup.tags[parent].attribute("style")?.valueRange else { return [] }
            offsets = references(to: name, in: style, markup: markup)
        default:
            return []
        }
        return offsets.map { LSPRange(start: document.position(of: $0.lowerBound), end: document.position(of: $0.upperBound)) }
    }

    /// Where `:name` stands in a style value (the name, without the colon).
    static func references(to name: String, in style: Range<Int>, markup: LSPMarkup) -> [Range<Int>] {
        guard !name.isEmpty else { return [] }
        let pattern = Array(name.utf8)
        var found: [Range<Int>] = []
        var index = style.lowerBound
        while index + pattern.count < style.upperBound {
            let start = index + 1
            if markup.bytes[index] == 0x3A, markup.bytes[start..<(start + pattern.count)].elementsEqual(pattern),
                start + pattern.count == style.upperBound || !LSPStyleCursor.isIdentifierByte(markup.bytes[start + pattern.count]),
                index == style.lowerBound || !LSPStyleCursor.isIdentifierByte(markup.bytes[index - 1])
            {
                found.append(start..<(start + pattern.count))
            }
            index += 1
        }
        return found
    }
}
