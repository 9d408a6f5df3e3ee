import VMLCore

/// The names of one validator run: SwiftUI's (``SwiftUIVocabulary``) and the schema's, and how
/// strictly unknown ones are reported. Checks modifiers, elements and attributes.
///
/// A class, immutable: the run passes it around once per element, and a reference costs one
/// retain where this many tables would cost a retain each.
final class StyleVocabulary: Sendable {
    /// One problem found in a style, before it has a path.
    struct Finding: Hashable, Sendable {
        var code: VMLDiagnostic.Code
        var message: String
    }

    /// What the run knows of one element name.
    struct ElementEntry: Sendable {
        /// The attributes it takes; `nil` for any.
        var attributes: Set<String>?
        /// The diagnostic its name gets, if any.
        var finding: Finding?
        /// Whether the schema declares it (its attribute list is then the whole list).
        var declaredBySchema = false
        /// The attributes whose values are checked → their type (SwiftUI's views only).
        var valueTypes: [String: AttributeValueType] = [:]
    }

    let swiftUI: SwiftUIVocabulary
    let schema: VMLSchema
    let strict: Bool
    private let checker: ArgumentChecker
    private let customModifiers: [String: [[String?]]?]
    /// Attributes every element takes.
    static let globalAttributes: Set<String> = ["id", "style", "template", "class"]

    init(schema: VMLSchema, strict: Bool) {
        self.swiftUI = .shared
        self.schema = schema
        self.strict = strict
        self.checker = ArgumentChecker(vocabulary: .shared)
        self.customModifiers = schema.modifierSignatures
    }

    var severity: VMLDiagnostic.Severity { strict ? .error : .warning }

    /// The problems with a style's modifiers, in order.
    func findings(in modifiers: [VMLModifier]) -> [Finding] {
        var findings: [Finding] = []
        for modifier in modifiers {
            if let finding = self.finding(for: modifier) { findings.append(finding) }
        }
        return findings
    }

    private func finding(for modifier: VMLModifier) -> Finding? {
        if let custom = customModifiers[modifier.name] {
            guard let signatures = custom else { return nil }
            let labels = modifier.arguments.map(\.label)
            if signatures.contains(labels) { return nil }
            let overloads = signatures.map {
                SwiftUIVocabulary.Signature(parameters: $0.map { .init(label: $0, kind: .any) })
            }
            return checker.problem(calling: modifier.name, arguments: modifier.arguments, overloads: overloads).map(Self.finding)
        }
        guard let overloads = swiftUI.modifiers[modifier.name] else {
            if swiftUI.dslModifiers.contains(modifier.name) { return nil }
            let suggestions = NameSuggestions.closest(to: modifier.name, among: swiftUI.modifierNames + Array(customModifiers.keys))
            return Finding(code: .unknownModifier, message: Messages.unknownModifier(modifier.name, suggestions: suggestions))
        }
        return checker.problem(calling: modifier.name, arguments: modifier.arguments, overloads: overloads).map(Self.finding)
    }

    private static func finding(_ problem: ArgumentProblem) -> Finding {
        switch problem {
        case .unknownMember(let type, let member, let suggestions):
            Finding(code: .unknownMember, message: Messages.unknownMember(member, type: type, suggestions: suggestions))
        case .wrongKind(let call, let label, let expected, let found):
            Finding(code: .invalidArgument, message: Messages.wrongKind(call: call, label: label, expected: expected, found: found))
        case .outOfRange(let written, let range, let fix):
            Finding(code: .invalidArgument, message: Messages.outOfRange(written: written, range: range, fix: fix))
        case .noOverload(let call, let written, let overloads):
            Finding(code: .invalidArgument, message: Messages.noOverload(call: call, written: written, overloads: overloads))
        }
    }

    /// What the run knows of an element name: its attributes and the diagnostic its name gets.
    func entry(forElement name: String) -> ElementEntry {
        if let custom = schema.elements[name] {
            return ElementEntry(attributes: custom.attributes.map { Set($0) }, finding: nil, declaredBySchema: true)
        }
        if swiftUI.isElement(name) {
            return ElementEntry(
                attributes: swiftUI.attributes(ofElement: name), finding: nil, valueTypes: swiftUI.attributeValueTypes(ofElement: name))
        }
        let suggestions = NameSuggestions.closest(to: name, among: swiftUI.elementNames + Array(schema.elements.keys))
        guard strict || !suggestions.isEmpty else { return ElementEntry(attributes: nil, finding: nil) }
        return ElementEntry(
            attributes: nil,
            finding: Finding(code: .unknownElement, message: Messages.unknownElement(name, suggestions: suggestions)))
    }

    /// The diagnostic an attribute's value gets when it does not fit the attribute's `type`:
    /// `spacing="eight"` on `VStack`, whose `spacing` is a number.
    func finding(forValue value: String, of attribute: String, element: String, type: AttributeValueType) -> Finding? {
        let trimmed = value.trimmingASCIIWhitespace()
        guard !type.accepts(trimmed, vocabulary: swiftUI) else { return nil }
        let fix: String
        let suggestions = type.suggestions(for: trimmed, vocabulary: swiftUI)
        if !suggestions.isEmpty {
            fix = "did you mean " + suggestions.map { "`\(attribute)=\"\($0)\"`" }.joined(separator: " or ") + "?"
        } else {
            var examples: [String] = []
            if type.number { examples.append("a number, such as \(attribute)=\"8\"") }
            if type.boolean { examples.append("\(attribute)=\"true\"") }
            examples += type.someMembers(vocabulary: swiftUI).map { "\(attribute)=\"\($0)\"" }
            fix =
                "write " + examples.prefix(4).joined(separator: ", ")
                + "; if it is your app's own, bind it in the style with attr(\(attribute))"
        }
        return Finding(
            code: .invalidAttributeValue,
            message: "\(attribute)=\"\(value)\" on \(element): SwiftUI's \(attribute) is \(type.expected); \(fix)")
    }

    /// The diagnostic an attribute gets on an element taking `known`, or `nil`.
    ///
    /// The spec allows any data-carrier attribute (Docs/Spec.md §1: for `attr(…)`, or for the
    /// client runtime, such as `phx-click`), so only a name near one the element declares is
    /// reported (`isOnn` on `Toggle`), strictly or not; never a name with `-` or `:`, nor one the
    /// element's style binds with `attr(…)`. A custom element whose schema entry lists its
    /// attributes is the exception: checked strictly, any other name is reported.
    func finding(forAttribute name: String, element: String, known: Set<String>, bound: Bool, declaredBySchema: Bool)
        -> Finding?
    {
        guard !known.contains(name), !Self.globalAttributes.contains(name), !bound else { return nil }
        guard !name.utf8.contains(where: { $0 == 0x2D || $0 == 0x3A }) else { return nil }  // "-", ":"
        var suggestions = NameSuggestions.closest(to: name, among: known)
        if suggestions.isEmpty, name.utf8.count >= 3 {
            // A label cut short: `align` for `alignment`.
            suggestions = known.filter { $0.utf8.count > name.utf8.count && $0.hasPrefix(name) }.sorted().prefix(3).map { $0 }
        }
        guard (strict && declaredBySchema) || !suggestions.isEmpty else { return nil }
        return Finding(
            code: .unknownAttribute, message: Messages.unknownAttribute(name, element: element, suggestions: suggestions))
    }
}
