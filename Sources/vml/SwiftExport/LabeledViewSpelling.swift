import VMLCore

/// The typed DSL views for controls whose children are their label, with the attributes their
/// initializers write: `VmlButton { … }`, `VmlButton("Save")`, `VmlToggle("Wi-Fi", isOn: true)`,
/// `VmlNavigationLink(destination: "/a") { … }`, `VmlTextField("Name", text: "Ada")`,
/// `VmlTextEditor(text: "")`, `VmlLabel("Inbox", systemImage: "tray")`.
///
/// ```swift
/// // <Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>
/// LabeledViewSpelling.view(for: toggle)?.head   // VmlToggle("Wi-Fi", isOn: true)
/// ```
///
/// A title is written as a string (`VmlButton("Save")`) when the only child is a `<Text>` with
/// one text and nothing else, which is what the DSL's title initializers write; other children
/// go in the label closure. Attributes the initializer does not take, or whose value it would
/// write differently (`isOn="yes"`), become `.attribute(_:_:)` calls.
enum LabeledViewSpelling {
    /// How an attribute is passed to an initializer.
    enum Value {
        /// A `String` parameter: any value.
        case string
        /// A `Bool?` parameter: `true` or `false` only.
        case boolean
    }

    /// A control's DSL type: the attributes its initializers take (label and kind, in the
    /// initializer's order), whether it has a title initializer, a label-closure one and one for
    /// no children, whether its initializers take one of the attributes at most (and need one).
    struct Control {
        var parameters: [(attribute: String, value: Value)]
        var titled = false
        var closure = false
        var leaf = false
        var oneOf = false
    }

    /// The controls, by element name. Each is covered by the fixture round trip.
    static let controls: [String: Control] = [
        "Button": Control(parameters: [], titled: true, closure: true),
        "Toggle": Control(parameters: [("isOn", .boolean)], titled: true, closure: true),
        "NavigationLink": Control(parameters: [("destination", .string), ("value", .string)], titled: true, closure: true, oneOf: true),
        "Link": Control(parameters: [("destination", .string)], titled: true, closure: true, oneOf: true),
        "TextField": Control(parameters: [("text", .string), ("prompt", .string)], titled: true),
        "SecureField": Control(parameters: [("text", .string), ("prompt", .string)], titled: true),
        "TextEditor": Control(parameters: [("text", .string)], leaf: true),
        "TabView": Control(parameters: [("selection", .string)], closure: true),
        "GroupBox": Control(parameters: [], closure: true),
        "ControlGroup": Control(parameters: [], closure: true),
        "NavigationView": Control(parameters: [], closure: true),
    ]

    /// The typed view for `element`, or `nil`.
    static func view(for element: VMLNode.Element) -> SwiftDSLSpelling.TypedView? {
        if element.name == "Label" { return label(element) }
        guard let control = controls[element.name] else { return nil }
        var arguments: [String] = []
        var inHead: Set<String> = []
        for (name, value) in control.parameters {
            guard let attribute = element.attributes.first(where: { $0.name == name }) else { continue }
            switch value {
            case .string:
                arguments.append("\(name): \(SwiftLiteral.string(attribute.value))")
            case .boolean:
                guard attribute.value == "true" || attribute.value == "false" else { continue }
                arguments.append("\(name): \(attribute.value)")
            }
            inHead.insert(name)
            if control.oneOf { break }
        }
        if control.oneOf, inHead.isEmpty { return nil }
        if control.leaf {
            guard element.children.isEmpty else { return nil }
            let head = "Vml\(element.name)(" + arguments.joined(separator: ", ") + ")"
            return SwiftDSLSpelling.TypedView(head: head, takesContent: false, attributesInHead: inHead)
        }
        if control.titled, let title = plainText(element.children) {
            let head = "Vml\(element.name)(" + ([SwiftLiteral.string(title)] + arguments).joined(separator: ", ") + ")"
            return SwiftDSLSpelling.TypedView(head: head, takesContent: false, attributesInHead: inHead)
        }
        guard control.closure else { return nil }
        let head = "Vml\(element.name)" + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        return SwiftDSLSpelling.TypedView(head: head, takesContent: true, attributesInHead: inHead)
    }

    /// `VmlLabel("Inbox", systemImage: "tray")` for `<Label>` whose children are exactly a
    /// `<Text template="title">` with one text and an `<Image template="icon">` with `systemName`
    /// (or `name`) alone, as the DSL writes them; else `nil`.
    private static func label(_ element: VMLNode.Element) -> SwiftDSLSpelling.TypedView? {
        guard element.children.count == 2, case .element(let title) = element.children[0],
            case .element(let icon) = element.children[1], title.name == "Text", icon.name == "Image",
            title.style.modifiers.isEmpty, icon.style.modifiers.isEmpty, icon.children.isEmpty,
            title.attributes.map(\.name) == ["template"], title.attributes[0].value == "title", title.children.count == 1,
            case .text(let text) = title.children[0], icon.attributes.count == 2,
            icon.attributes.contains(where: { $0.name == "template" && $0.value == "icon" }),
            let image = icon.attributes.first(where: { $0.name == "systemName" || $0.name == "name" })
        else { return nil }
        let argument = image.name == "systemName" ? "systemImage" : "image"
        let head = "VmlLabel(\(SwiftLiteral.string(text)), \(argument): \(SwiftLiteral.string(image.value)))"
        return SwiftDSLSpelling.TypedView(head: head, takesContent: false)
    }

    /// The text of `children` when they are exactly one `<Text>` holding one text, with no
    /// attribute and no modifier: what `VmlText("…")` writes.
    private static func plainText(_ children: [VMLNode]) -> String? {
        guard children.count == 1, case .element(let text) = children[0], text.name == "Text", text.attributes.isEmpty,
            text.style.modifiers.isEmpty, text.children.count == 1, case .text(let value) = text.children[0]
        else { return nil }
        return value
    }
}
