import VMLCore
import VMLParser
import VMLValidation

/// `attr(…)` bindings resolved as a client resolves them: the element's attribute, read as the
/// declared type, or the fallback when the attribute is missing or does not coerce (spec §3).
///
/// ```swift
/// // <Text title="Welcome" style="navigationTitle(attr(title type(<string>), "Untitled"))"/>
/// AttrResolution.resolve(modifiers, attributes: ["title": "Welcome"])
/// // [navigationTitle("Welcome")]
/// ```
/// Bindings are resolved in arguments and in the arguments of a call one level down
/// (`.system(size: attr(size type(<number>), 17))`), where the spec's examples put them.
enum AttrResolution {
    /// Whether any argument holds a binding (most styles have none: they are returned as they are).
    static func hasBinding(_ modifiers: [VMLModifier]) -> Bool {
        modifiers.contains { modifier in
            modifier.arguments.contains { argument in
                if case .attr = argument.value { return true }
                guard case .call(let call) = argument.value else { return false }
                return call.arguments.contains { if case .attr = $0.value { true } else { false } }
            }
        }
    }

    /// The modifiers with every binding replaced by its value (an argument whose binding has no
    /// value and no fallback is left out).
    static func resolve(_ modifiers: [VMLModifier], element: VMLNode.Element) -> [VMLModifier] {
        modifiers.map { modifier in
            var resolved = modifier
            resolved.arguments = resolveArguments(modifier.arguments, element: element)
            return resolved
        }
    }

    private static func resolveArguments(_ arguments: [VMLArgument], element: VMLNode.Element) -> [VMLArgument] {
        arguments.compactMap { argument in
            switch argument.value {
            case .attr(let binding):
                return value(of: binding, element: element).map { VMLArgument(argument.label, $0) }
            case .call(let call):
                let (callee, inner) = call.parts
                let values: [VMLArgument] = inner.compactMap { innerArgument in
                    guard case .attr(let binding) = innerArgument.value else { return innerArgument }
                    return value(of: binding, element: element).map { VMLArgument(innerArgument.label, $0) }
                }
                return VMLArgument(argument.label, .call(callee, values))
            default:
                return argument
            }
        }
    }

    /// The binding's value: the attribute read as its type, or the fallback.
    static func value(of binding: VMLAttrBinding, element: VMLNode.Element) -> VMLExpression? {
        let fallback = binding.fallback.flatMap { $0 == .null ? nil : $0 }
        guard let text = element[attribute: binding.name], !text.isEmpty else { return fallback }
        switch binding.type {
        case nil, .string?, .url?:
            return .string(text)
        case .boolean?:
            return text == "true" ? .boolean(true) : text == "false" ? .boolean(false) : fallback
        case let type?:
            guard type.accepts(attributeValue: text), let expression = try? VMLParser().parseExpression(text) else {
                return fallback
            }
            return expression
        }
    }
}
