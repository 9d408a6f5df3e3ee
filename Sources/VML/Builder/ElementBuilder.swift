/// Builds an element node step by step: the helper every element struct uses.
///
/// ```swift
/// var element = ElementBuilder("HStack")
/// element.set("spacing", spacing)
/// element.append(content)
/// return element.content
/// ```
///
/// A library view's `body` says `return`: `VmlView.body` carries `@VmlBuilder`, which Swift infers
/// for every conformance, and an explicit `return` is what turns the transform off (a one-view
/// block goes through the variadic `buildBlock`: a list, a copy of the content, the list freed).
/// `LibraryBodyTests` holds every `body` in `Sources/VML` to it.
struct ElementBuilder: Sendable {
    /// The element being built.
    var element: VMLNode.Element

    /// Starts an element with no attributes or children.
    init(_ name: String) {
        self.element = VMLNode.Element(named: name)
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

    /// Sets a selection container's `selection` (`List`, `Table`): a single selected value is
    /// written as ``set(_:swiftValue:)`` writes it; a `Set` or other collection of values, the
    /// multiple selection SwiftUI also allows, is not written.
    mutating func set(selection value: Any) {
        let style = Mirror(reflecting: value).displayStyle
        if style != .set, style != .collection { set("selection", swiftValue: value) }
    }

    /// Sets a grid's `columns` or `rows`: `[GridItem(.flexible()), GridItem(.fixed(80))]`.
    mutating func set(_ name: String, gridItems: [VmlGridItem]) {
        element.setAttribute(.expression(name, .array(gridItems.map(\.expression))))
    }

    /// Appends children. The first content becomes the child list as it is (its array is taken,
    /// not copied node by node).
    mutating func append(_ content: consuming VmlContent) {
        if element.children.isEmpty {
            element.children = content.nodes
        } else {
            element.children.append(contentsOf: content.nodes)
        }
    }

    /// Appends children as the slot `template`: one element gets `template="name"`; several are
    /// wrapped in one `Group` that carries it (Docs/CanonicalForm.md, "What the builder adds").
    mutating func append(_ content: VmlContent, template name: String) {
        element.children.append(content.templated(name))
    }

    /// Appends a text child.
    mutating func append(text: String) {
        element.appendText(text)
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
        switch expression.attributeValue(for: name) {
        case .success(let text): VMLAttribute(name, text)
        case .failure(let error): VMLAttribute(name, unwritable: error.reason)
        }
    }
}

extension VMLExpression {
    /// How a value is written as an attribute: strings as they are, numbers in canonical form,
    /// and everything else as the core writes the expression (``VMLExpression/canonicalText()``)
    /// without a leading dot (`.leading` → `leading`, `Color.red` → `Color.red`,
    /// `[GridItem(.fixed(80))]` as is). An `attr(…)` binding, a template symbol and `nil` have
    /// no attribute form; NaN and infinities have no text. `name` is the attribute's, for the error.
    func attributeValue(for name: String) -> Result<String, VMLSerializationError> {
        switch self {
        case .string(let text):
            return .success(text)
        case .boolean(let value):
            return .success(value ? "true" : "false")
        case .implicitMember(let name) where VMLName.isStyleName(name):
            return .success(name)
        case .attr, .symbol, .null:
            return .failure(
                VMLSerializationError(
                    reason: .unwritableExpression(
                        "this value as the attribute \(name) (attributes hold names, numbers, strings and booleans)")))
        case .number, .angle, .color, .array, .tuple, .range, .identifier, .implicitMember, .member, .call:
            do {
                let text = try canonicalText()
                return .success(text.utf8.first == UInt8(ascii: ".") ? String(text.dropFirst()) : text)
            } catch {
                return .failure(error)
            }
        }
    }

    /// The attribute text, or `nil` when the value has none (see ``attributeValue(for:)``).
    var attributeText: String? {
        try? attributeValue(for: "").get()
    }
}
