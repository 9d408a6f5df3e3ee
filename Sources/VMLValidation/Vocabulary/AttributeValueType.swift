/// What an attribute of one of SwiftUI's views may hold, read from the parameters its
/// initializers give that label: `VStack`'s `spacing` is a number, its `alignment` a
/// `HorizontalAlignment` (`leading`, or `.leading`). A value any of those parameters takes is valid.
///
/// Only numbers, Booleans and the members of value types the catalog lists are checked: an
/// attribute that some initializer takes as text, a view, a binding or a type the checker does not
/// look into has no type here (``init(_:vocabulary:)`` gives `nil`), so any value fits it.
struct AttributeValueType: Hashable, Sendable {
    var number = false
    var boolean = false
    /// Value types whose static properties the value may name (`leading` or `.leading`).
    var memberTypes: [String] = []

    /// The type of an attribute whose parameters are `kinds`, or `nil` when any value fits one of them.
    init?(_ kinds: [ArgumentKind], vocabulary: SwiftUIVocabulary) {
        guard !kinds.isEmpty else { return nil }
        for kind in kinds {
            switch kind {
            case .number:
                number = true
            case .boolean:
                boolean = true
            case .value(let type):
                guard !vocabulary.stringLiteralTypes.contains(type), !vocabulary.numberLiteralTypes.contains(type),
                    let members = vocabulary.implicitMembers(of: type),
                    members.values.contains(where: { $0.contains { $0.parameters.isEmpty } })
                else { return nil }
                if !memberTypes.contains(type) { memberTypes.append(type) }
            case .text, .view, .any, .values:
                return nil
            }
        }
    }

    /// Whether `value` fits: empty (the spec reads it as missing), a number, `true` or `false`, or
    /// the name of a static property of one of the types, as the type expects.
    func accepts(_ value: String, vocabulary: SwiftUIVocabulary) -> Bool {
        if value.isEmpty { return true }
        if number, Double(value) != nil { return true }
        if boolean, value == "true" || value == "false" { return true }
        let name = value.hasPrefix(".") ? String(value.dropFirst()) : value
        for type in memberTypes {
            // A color as VML writes one: `#ff8800`, `rgb(…)`, `hsl(…)`.
            if type == "Color" || type == "ShapeStyle", value.hasPrefix("#") || value.hasPrefix("rgb(") || value.hasPrefix("hsl(") {
                return true
            }
            if let overloads = vocabulary.implicitMembers(of: type)?[name], overloads.contains(where: { $0.parameters.isEmpty }) {
                return true
            }
        }
        return false
    }

    /// What a value should be, for a message: `a number`, `true or false`, `a HorizontalAlignment`.
    var expected: String {
        var parts: [String] = []
        if number { parts.append("a number") }
        if boolean { parts.append("true or false") }
        parts += memberTypes.map { "a \($0)" }
        return parts.joined(separator: " or ")
    }

    /// The members nearest a misspelt value (`leeding` gives `leading`), for "did you mean".
    func suggestions(for value: String, vocabulary: SwiftUIVocabulary) -> [String] {
        let name = value.hasPrefix(".") ? String(value.dropFirst()) : value
        return NameSuggestions.closest(to: name, among: properties(vocabulary: vocabulary))
    }

    /// A few of the members, in name order, for a fix with no near member: `center, leading, trailing`.
    func someMembers(vocabulary: SwiftUIVocabulary, limit: Int = 4) -> [String] {
        Array(properties(vocabulary: vocabulary).sorted().prefix(limit))
    }

    /// The static properties of the types: what a value may name.
    private func properties(vocabulary: SwiftUIVocabulary) -> [String] {
        var names: [String] = []
        for type in memberTypes {
            for (member, overloads) in vocabulary.implicitMembers(of: type) ?? [:] {
                if overloads.contains(where: { $0.parameters.isEmpty }) { names.append(member) }
            }
        }
        return names
    }
}
