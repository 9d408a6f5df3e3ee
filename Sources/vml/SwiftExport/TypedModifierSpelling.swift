@_spi(VMLInternals) import VMLCore
@_spi(VMLInternals) import VMLValidation

/// The typed DSL call for a modifier, as SwiftUI spells it (`.foregroundStyle(.secondary)`,
/// `.font(.system(size: 12))`, `.frame(width: 100, height: 50)`), found in the catalog of
/// SwiftUI's API: the modifier's name and argument labels match an overload the DSL renders
/// (`VMLSwiftUIAPI.renderedParameters(ofModifier:)`), every parameter left out has a default,
/// every argument is a value of the kind its parameter takes, written as plain Swift
/// (``SwiftValueWriter``), and `vml check` finds nothing wrong with it (the members it can look
/// up are declared: `padding(.horizantal, 8)` keeps `.modifier(named:…)`, as it would not compile).
///
/// ```swift
/// TypedModifierSpelling.call(VMLModifier("foregroundStyle", [VMLArgument(.implicitMember("secondary"))]))
/// // .foregroundStyle(.secondary)
/// TypedModifierSpelling.call(VMLModifier("cardStyle", []))   // nil: a custom modifier
/// ```
///
/// `nil` means `.modifier(named:…)`: a custom name, a template symbol or closure, a value the
/// catalog does not type (`Any`, a protocol it does not look into), or a value whose typed
/// spelling would render differently (`45deg` would come back `.degrees(45)`, `#ff8800` and
/// `attr(…)` have no SwiftUI spelling; ``SwiftValueWriter`` refuses them). No modifier needs an
/// exclusion of its own: the fixture round trip (Tests/VMLSwiftExportTests) compiles what this
/// writes for every fixture and renders it back to the fixture's canonical text.
enum TypedModifierSpelling {
    /// The typed call for `modifier`, or `nil` when it must be written with `.modifier(named:…)`.
    static func call(_ modifier: VMLModifier) -> String? {
        guard SwiftLiteral.isPlainIdentifier(modifier.name) else { return nil }
        let overloads = VMLSwiftUIAPI.renderedParameters(ofModifier: modifier.name)
        guard overloads.contains(where: { fits(modifier.arguments, $0) }), VMLSwiftUIAPI.argumentsFit(modifier) else { return nil }
        var written: [String] = []
        for argument in modifier.arguments {
            guard let value = SwiftValueWriter.swift(argument.value) else { return nil }
            if let label = argument.label {
                guard SwiftValueWriter.isArgumentLabel(label) else { return nil }
                written.append(label + ": " + value)
            } else {
                written.append(value)
            }
        }
        return "." + modifier.name + "(" + written.joined(separator: ", ") + ")"
    }

    /// Whether the arguments fill the parameters in order, each with its label and a value of its
    /// kind, leaving out only parameters that have a default.
    private static func fits(_ arguments: [VMLArgument], _ parameters: [VMLSwiftUIAPI.Parameter]) -> Bool {
        // fits[i][j]: arguments[i...] fill parameters[j...]. Filled from the end, without recursion.
        let columns = parameters.count + 1
        var fits = [Bool](repeating: false, count: (arguments.count + 1) * columns)
        fits[arguments.count * columns + parameters.count] = true
        for j in stride(from: parameters.count - 1, through: 0, by: -1) {
            fits[arguments.count * columns + j] = parameters[j].hasDefault && fits[arguments.count * columns + j + 1]
        }
        for i in stride(from: arguments.count - 1, through: 0, by: -1) {
            for j in stride(from: parameters.count - 1, through: 0, by: -1) {
                // Swift gives an argument to the first parameter with its label: a defaulted
                // parameter is left out only before an argument with another label
                // (`safeAreaPadding(8)` is not `safeAreaPadding(_ edges: = .all, _ length:)`).
                let skip =
                    parameters[j].hasDefault && parameters[j].label != arguments[i].label && fits[i * columns + j + 1]
                let take =
                    parameters[j].label == arguments[i].label && accepts(parameters[j], arguments[i].value)
                    && fits[(i + 1) * columns + j + 1]
                fits[i * columns + j] = skip || take
            }
        }
        return fits[0]
    }

    /// Whether `value` is an implicit member chain whose first member the DSL declares on `type`
    /// (`.radioGroup` is a picker style of macOS's only, and would not compile). An implicit
    /// `.init(…)` is never typed: SwiftUI's initializers are not the DSL value types' (which wrap an
    /// expression), so `typesettingLanguage(.init(languageCode: .english))` stays untyped.
    private static func declared(_ value: VMLExpression, in type: String) -> Bool {
        guard let member = SwiftValueWriter.implicitMemberRoot(value), member != "init" else { return false }
        return VMLSwiftUIAPI.dslDeclares(member: member, of: type)
    }

    /// Whether `parameter` takes `value` as the typed DSL spells it.
    private static func accepts(_ parameter: VMLSwiftUIAPI.Parameter, _ value: VMLExpression) -> Bool {
        switch (parameter.accepts, value) {
        case (.number, .number), (.boolean, .boolean), (.text, .string):
            return true
        case (.integer, .number(let number)):
            return number == number.rounded() && abs(number) < 1e9 && !(number == 0 && number.sign == .minus)
        case (.number, .implicitMember("infinity")):
            // `frame(maxWidth: .infinity)`: the DSL's number arguments name `.infinity`; only
            // lengths take it (`lineLimit(_:)` takes an `Int`).
            return parameter.label.map { $0 == "width" || $0 == "height" || $0.hasSuffix("Width") || $0.hasSuffix("Height") } ?? false
        case (.value(let type), _):
            return declared(value, in: type)
        case (.values(let type), .array(let elements)):
            return elements.allSatisfy { declared($0, in: type) }
        default:
            // A view or closure (a template symbol), a type the catalog does not look into, or a
            // value of another kind.
            return false
        }
    }
}
