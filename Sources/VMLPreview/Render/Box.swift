/// One HTML box of a drawn view: an element's own box, or the wrapper one of its modifiers adds.
///
/// ```swift
/// var box = Box(classes: "v")
/// box.style += "gap:8px;"
/// box.opening   // "<div class=\"v\" style=\"gap:8px;\">"
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

    init(_ tag: String = "div", classes: String, style: String = "") {
        self.tag = tag
        self.classes = classes
        self.style = style
    }

    /// Adds a class.
    mutating func addClass(_ name: String) {
        classes = classes.isEmpty ? name : classes + " " + name
    }

    /// The opening tag.
    var opening: String {
        var text = "<" + tag
        if !classes.isEmpty { text += " class=\"" + classes + "\"" }
        if !style.isEmpty { text += " style=\"" + HTMLText.escaped(style) + "\"" }
        for attribute in attributes {
            text += " " + attribute.name + "=\"" + HTMLText.escaped(attribute.value) + "\""
        }
        return text + ">"
    }

    /// The closing tag.
    var closing: String { "</" + tag + ">" }
}
