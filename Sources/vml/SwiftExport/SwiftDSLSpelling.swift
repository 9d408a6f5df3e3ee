@_spi(VMLInternals) import VMLCore

/// The typed DSL calls `vml swift` writes where one rebuilds a node exactly: `VmlVStack { … }`,
/// `VmlText("Hi")`, `.padding(8)`, `.foregroundColor(.red)`. Everything else is written with the
/// DSL's generic escape hatches: `VmlElement("Name", attributes: […])`, `.modifier(named:…)`,
/// `.attribute(_:_:)`.
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
    /// Colors and shape styles the DSL names as static members (`VmlColor`, `VmlShapeStyle`).
    static let colors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white", "gray",
        "black", "clear", "primary", "secondary", "accentColor",
    ]
    /// Text styles `VmlFont` names as static members.
    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
    ]
    /// Edge sets `VmlEdgeSet` names as static members.
    static let edgeSets: Set<String> = ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"]

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
        typedModifierCall(modifier)
            ?? ".modifier(named: "
            + ([SwiftLiteral.string(modifier.name)] + modifier.arguments.map(SwiftExpressionWriter.modifierArgument))
            .joined(separator: ", ") + ")"
    }

    private static func typedModifierCall(_ modifier: VMLModifier) -> String? {
        let arguments = modifier.arguments
        func number(_ index: Int, label: String? = nil) -> String? {
            guard index < arguments.count, arguments[index].label == label, case .number(let value) = arguments[index].value else {
                return nil
            }
            return SwiftLiteral.number(value)
        }
        func member(_ index: Int, in names: Set<String>) -> String? {
            guard index < arguments.count, arguments[index].label == nil, case .implicitMember(let name) = arguments[index].value,
                names.contains(name)
            else { return nil }
            return "." + name
        }
        switch (modifier.name, arguments.count) {
        case ("padding", 0):
            return ".padding()"
        case ("padding", 1):
            return number(0).map { ".padding(\($0))" }
        case ("padding", 2):
            guard let edges = member(0, in: edgeSets), let length = number(1) else { return nil }
            return ".padding(\(edges), \(length))"
        case ("opacity", 1), ("cornerRadius", 1):
            return number(0).map { ".\(modifier.name)(\($0))" }
        case ("foregroundColor", 1), ("background", 1):
            return member(0, in: colors).map { ".\(modifier.name)(\($0))" }
        case ("font", 1):
            return member(0, in: textStyles).map { ".font(\($0))" }
        case ("frame", 2):
            guard let width = number(0, label: "width"), let height = number(1, label: "height") else { return nil }
            return ".frame(width: \(width), height: \(height))"
        default:
            return nil
        }
    }
}
