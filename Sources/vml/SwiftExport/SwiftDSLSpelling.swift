@_spi(VMLInternals) import VMLCore

/// The typed DSL calls `vml swift` writes where one rebuilds a node exactly: `VmlVStack { … }`,
/// `VmlText("Hi")`, the controls of ``LabeledViewSpelling`` (`VmlButton { … }`), and the
/// modifiers the catalog types (``TypedModifierSpelling``: `.padding(8)`,
/// `.foregroundStyle(.secondary)`). Everything else is written with the DSL's generic escape
/// hatches: `VmlElement("Name", attributes: […])`, `.modifier(named:…)`, `.attribute(_:_:)`.
///
/// Each entry is covered by the fixture round trip (Tests/VMLSwiftExportTests): its output
/// compiles and renders back to the fixture's canonical text.
enum SwiftDSLSpelling {
    /// Containers whose DSL type takes only a content closure when no attribute is given.
    static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "List", "Form", "Section", "ScrollView", "NavigationStack",
        "ToolbarItem",
    ]
    /// Elements whose DSL type has an `init()` that writes no attribute and no child.
    static let leaves: Set<String> = ["Spacer", "Divider", "Rectangle", "Circle", "Capsule", "Ellipse", "EmptyView", "ProgressView"]
    /// A typed DSL view for an element: how it opens, whether a `{ … }` content closure follows,
    /// and which attribute its initializer writes (the others become calls).
    struct TypedView: Equatable {
        var head: String
        var takesContent: Bool
        var attributesInHead: Set<String> = []
    }

    /// The typed DSL view for `element`, or `nil` when it needs `VmlElement`.
    static func view(for element: VMLNode.Element) -> TypedView? {
        if let alignments = stackAlignments[element.name] {
            return stack(element, alignments: alignments)
        }
        if containers.contains(element.name) {
            return TypedView(head: "Vml\(element.name)", takesContent: true)
        }
        if let control = LabeledViewSpelling.view(for: element) {
            return control
        }
        guard element.children.isEmpty || element.name == "Text" else { return nil }
        if leaves.contains(element.name) {
            return TypedView(head: "Vml\(element.name)()", takesContent: false)
        }
        switch element.name {
        case "Text":
            guard element.children.count == 1, case .text(let text) = element.children[0] else { return nil }
            return TypedView(head: "VmlText(\(SwiftLiteral.string(text)))", takesContent: false)
        case "Image":
            // Image(systemName:) and Image(_:) write one attribute each; with both, neither fits.
            let systemName = element.attributes.first { $0.name == "systemName" }
            let name = element.attributes.first { $0.name == "name" }
            switch (systemName, name) {
            case (let systemName?, nil):
                return TypedView(
                    head: "VmlImage(systemName: \(SwiftLiteral.string(systemName.value)))", takesContent: false,
                    attributesInHead: ["systemName"])
            case (nil, let name?):
                return TypedView(head: "VmlImage(\(SwiftLiteral.string(name.value)))", takesContent: false, attributesInHead: ["name"])
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The stacks whose initializer takes `alignment:` and `spacing:`, with the alignments their
    /// alignment type names.
    static let stackAlignments: [String: Set<String>] = [
        "VStack": ["leading", "center", "trailing"], "LazyVStack": ["leading", "center", "trailing"],
        "HStack": ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"],
        "LazyHStack": ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"],
    ]

    /// `VmlVStack(alignment: .leading, spacing: 8)`: the alignment when the type names it, the
    /// spacing when it is a whole number written as the DSL writes it (`8`, not `8.0`); other
    /// attributes (and other spellings) become calls.
    private static func stack(_ element: VMLNode.Element, alignments: Set<String>) -> TypedView {
        var arguments: [String] = []
        var inHead: Set<String> = []
        if let alignment = element.attributes.first(where: { $0.name == "alignment" }), alignments.contains(alignment.value) {
            arguments.append("alignment: .\(alignment.value)")
            inHead.insert("alignment")
        }
        if let spacing = element.attributes.first(where: { $0.name == "spacing" }), isPlainWholeNumber(spacing.value) {
            arguments.append("spacing: \(spacing.value)")
            inHead.insert("spacing")
        }
        let head = "Vml\(element.name)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        return TypedView(head: head, takesContent: true, attributesInHead: inHead)
    }

    /// `0`, `8`, `-12`: at most six digits, no leading zero, no sign on zero.
    private static func isPlainWholeNumber(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.count <= 6, digits.utf8.allSatisfy(VMLASCII.isDigit) else { return false }
        return digits == "0" ? !text.hasPrefix("-") : !digits.hasPrefix("0")
    }

    /// The call that sets `attribute` on a typed view: `.template("bg")`, `.id("row")`, or
    /// `.attribute("name", "value")`.
    static func attributeCall(_ attribute: VMLAttribute) -> String {
        switch attribute.name {
        case "template": ".template(\(SwiftLiteral.string(attribute.value)))"
        case "id": ".id(\(SwiftLiteral.string(attribute.value)))"
        default: ".attribute(\(SwiftLiteral.string(attribute.name)), \(SwiftLiteral.string(attribute.value)))"
        }
    }

    /// The typed modifier call for `modifier`, or `.modifier(named: "name", …)`.
    static func modifierCall(_ modifier: VMLModifier) -> String {
        TypedModifierSpelling.call(modifier)
            ?? ".modifier(named: "
            + ([SwiftLiteral.string(modifier.name)] + modifier.arguments.map(SwiftExpressionWriter.modifierArgument))
            .joined(separator: ", ") + ")"
    }
}
