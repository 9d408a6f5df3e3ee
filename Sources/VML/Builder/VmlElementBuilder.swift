/// Builds an element node step by step: the helper every element struct uses.
///
/// ```swift
/// var element = VmlElementBuilder("HStack")
/// element.set("spacing", spacing)
/// element.append(content)
/// return element.content
/// ```
struct VmlElementBuilder: Sendable {
    /// The element being built.
    var element: VMLNode.Element

    /// Starts an element with no attributes or children.
    init(_ name: String) {
        self.element = VMLNode.Element(name)
    }

    /// Sets a string attribute; `nil` leaves it out.
    mutating func set(_ name: String, _ value: String?) {
        guard let value else { return }
        element[attribute: name] = value
    }

    /// Sets a number attribute in the canonical number form (`4`, `0.5`); `nil` leaves it out.
    mutating func set(_ name: String, _ value: Double?) {
        guard let value else { return }
        element[attribute: name] = CanonicalNumber.text(value) ?? value.description
    }

    /// Sets a boolean attribute (`true`/`false`); `nil` leaves it out.
    mutating func set(_ name: String, _ value: Bool?) {
        guard let value else { return }
        element[attribute: name] = value ? "true" : "false"
    }

    /// Sets an enum-like attribute without the leading dot (`alignment="leading"`); `nil` leaves it out.
    mutating func set(_ name: String, _ value: (some VmlValue)?) {
        guard let value else { return }
        element[attribute: name] = value.expression.attributeText
    }

    /// Appends children.
    mutating func append(_ content: VmlContent) {
        element.children.append(contentsOf: content.nodes)
    }

    /// Appends children as the slot `template`: one element gets `template="name"`; several are
    /// wrapped in one `Group` that carries it (CANONICAL.md).
    mutating func append(_ content: VmlContent, template name: String) {
        element.children.append(content.templated(name))
    }

    /// Appends a text child.
    mutating func append(text: String) {
        element.children.append(.text(text))
    }

    /// The element as content.
    var content: VmlContent { VmlContent(element) }
}

extension VMLExpression {
    /// How an enum-like value is written as an attribute: `.leading` → `leading`. Other values use
    /// their style text without a leading dot where they have one.
    var attributeText: String {
        switch self {
        case .implicitMember(let name): name
        case .string(let text): text
        case .number(let value): CanonicalNumber.text(value) ?? value.description
        case .boolean(let value): value ? "true" : "false"
        case .member(let base, let name): base.attributeText + "." + name
        case .identifier(let name): name
        default: ""
        }
    }
}
