/// One HTML box of a drawn view: an element's own box, or the wrapper one of its modifiers adds.
///
/// ```swift
/// var box = Box(classes: "vstack")
/// box.style += "gap:8px;"
/// var writer = HTMLWriter()
/// box.writeOpening(into: &writer)
/// writer.string   // "<div class=\"vstack\" style=\"gap:8px;\">"
/// ```
struct Box {
    /// The tag, `div` unless a control needs another (`span` for a glyph).
    var tag = "div"
    /// Space-separated class names from the page's stylesheet.
    var classes: String
    /// Inline CSS declarations, each ending in `;`.
    var style = ""
    /// Further attributes, written escaped.
    var attributes: [(name: String, value: String)] = []
    /// Attributes whose values are markup-escaped already (a style's canonical text as the
    /// document holds it, `&quot;…&quot;`), written as they are.
    var escapedAttributes: [(name: String, value: String)] = []

    init(_ tag: String = "div", classes: String, style: String = "") {
        self.tag = tag
        self.classes = classes
        self.style = style
    }

    /// Adds a class.
    mutating func addClass(_ name: String) {
        classes = classes.isEmpty ? name : classes + " " + name
    }

    /// Writes the opening tag.
    func writeOpening(into writer: inout HTMLWriter) {
        writer.raw("<")
        writer.raw(tag)
        if !classes.isEmpty {
            writer.raw(" class=\"")
            writer.raw(classes)
            writer.raw("\"")
        }
        if !style.isEmpty {
            writer.raw(" style=\"")
            writer.attributeValue(style)
            writer.raw("\"")
        }
        for attribute in attributes {
            writer.raw(" ")
            writer.raw(attribute.name)
            writer.raw("=\"")
            writer.attributeValue(attribute.value)
            writer.raw("\"")
        }
        for attribute in escapedAttributes {
            writer.raw(" ")
            writer.raw(attribute.name)
            writer.raw("=\"")
            writer.raw(attribute.value)
            writer.raw("\"")
        }
        writer.raw(">")
    }

    /// The closing tag.
    var closing: String { "</" + tag + ">" }
}
