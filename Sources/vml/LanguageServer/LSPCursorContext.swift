/// What the cursor is on in a document: a tag's name, an attribute's name or value, a place in a
/// `style` value, or none of these (text between tags).
enum LSPCursorContext {
    /// On the element name of tag `tag` (or right after `<`).
    case elementName(tag: Int)
    /// On an attribute's name, or in a tag's blank between attributes (`attribute` is `nil`).
    case attributeName(tag: Int, attribute: Int?)
    /// In a `style` value.
    case style(tag: Int, LSPStyleCursor)
    /// In any other attribute's value.
    case attributeValue(tag: Int, attribute: Int)
    case none

    init(_ markup: LSPMarkup, offset: Int) {
        guard let index = markup.tag(at: offset) else {
            self = .none
            return
        }
        let tag = markup.tags[index]
        if offset <= tag.nameRange.upperBound {
            self = .elementName(tag: index)
            return
        }
        for (position, attribute) in tag.attributes.enumerated() {
            if attribute.nameRange.lowerBound <= offset, offset <= attribute.nameRange.upperBound {
                self = .attributeName(tag: index, attribute: position)
                return
            }
            if let value = attribute.valueRange, value.lowerBound <= offset, offset <= value.upperBound {
                self =
                    attribute.name == "style"
                    ? .style(tag: index, LSPStyleCursor(bytes: markup.bytes, value: value, cursor: offset))
                    : .attributeValue(tag: index, attribute: position)
                return
            }
        }
        self = .attributeName(tag: index, attribute: nil)
    }
}
