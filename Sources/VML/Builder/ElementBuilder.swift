/// Builds an element node step by step: the helper every element struct uses.
///
/// ```swift
/// var element = ElementBuilder("HStack")
/// element.set("spacing", spacing)
/// element.append(content)
/// return element.content
/// ```
struct ElementBuilder: Sendable {
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
    /// A NaN or an infinity has no VML form: rendering then throws, as it does for modifiers.
    mutating func set(_ name: String, _ value: Double?) {
        guard let value else { return }
        element.setAttribute(.number(name, value))
    }

    /// Sets a boolean attribute (`true`/`false`); `nil` leaves it out.
    mutating func set(_ name: String, _ value: Bool?) {
        guard let value else { return }
        element[attribute: name] = value ? "true" : "false"
    }

    /// Sets an enum-like attribute without the leading dot (`alignment="leading"`); `nil` leaves it
    /// out. A value with no attribute form (an `attr(…)` binding, say) makes rendering throw.
    mutating func set(_ name: String, _ value: (some VmlValue)?) {
        guard let value else { return }
        element.setAttribute(.expression(name, value.expression))
    }

    /// Sets an attribute from a Swift value a binding holds (a `Picker`'s selection, a `Date`):
    /// written as ``VMLExpression/swiftValue(_:)`` says, without the leading dot of an enum case;
    /// `nil` leaves it out.
    mutating func set(_ name: String, swiftValue value: Any) {
        let expression = VMLExpression.swiftValue(value)
        if expression == .null { return }
        element.setAttribute(.expression(name, expression))
    }

    /// Sets a grid's `columns` or `rows`: `[GridItem(.flexible()), GridItem(.fixed(80))]`.
    mutating func set(_ name: String, gridItems: [VmlGridItem]) {
        if let number = gridItems.lazy.compactMap(\.nonFiniteNumber).first {
            element.setAttribute(VMLAttribute(name, unwritable: .nonFiniteNumber(number)))
        } else {
            element[attribute: name] = VmlGridItem.text(of: gridItems)
        }
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

extension VMLAttribute {
    /// A number attribute in the canonical number form; NaN and infinities make rendering throw.
    static func number(_ name: String, _ value: Double) -> VMLAttribute {
        guard let text = CanonicalNumber.text(value) else { return VMLAttribute(name, unwritable: .nonFiniteNumber(value)) }
        return VMLAttribute(name, text)
    }

    /// An attribute holding a DSL value's expression (`.leading` → `leading`), or one that makes
    /// rendering throw when the expression has no attribute form.
    static func expression(_ name: String, _ expression: VMLExpression) -> VMLAttribute {
        if let text = expression.attributeText { return VMLAttribute(name, text) }
        if case .number(let value) = expression { return VMLAttribute(name, unwritable: .nonFiniteNumber(value)) }
        return VMLAttribute(
            name,
            unwritable: .unwritableExpression("this value as the attribute \(name) (attributes hold names, numbers, strings and booleans)"))
    }
}

extension VMLExpression {
    /// How an enum-like value is written as an attribute: `.leading` → `leading`, `Color.red` →
    /// `Color.red`; `nil` for values with no attribute form (bindings, calls, NaN, …).
    var attributeText: String? {
        switch self {
        case .implicitMember(let name): name
        case .string(let text): text
        case .number(let value): CanonicalNumber.text(value)
        case .boolean(let value): value ? "true" : "false"
        case .member(let base, let name): base.attributeText.map { $0 + "." + name }
        case .identifier(let name): name
        case .angle, .null, .color, .symbol, .attr, .array, .tuple, .range, .call: nil
        }
    }
}
