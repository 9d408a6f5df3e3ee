import VMLCore

/// Writes style values as Swift code that builds the same `VMLExpression` and `VMLArgument`
/// values, for `.modifier(named:…)` calls.
///
/// ```swift
/// SwiftExpressionWriter.argument(VMLArgument("size", 17))         // .labeled("size", .number(17))
/// SwiftExpressionWriter.modifierArgument(VMLArgument("size", 17))  // .labeled("size", 17)
/// SwiftExpressionWriter.expression(.member("blue").member("opacity", 0.5))
/// // .call(.member(.implicitMember("blue"), "opacity"), [VMLArgument(.number(0.5))])
/// ```
///
/// The walk uses an explicit stack, so it never recurses over the value, however deep.
enum SwiftExpressionWriter {
    private enum Work {
        case text(String)
        case expression(VMLExpression)
        case argument(VMLArgument)
        /// `[A, B]`, with `A` and `B` written as arguments.
        case argumentList([VMLArgument])
    }

    /// Swift code for an argument of `.modifier(named:…)`, as short as the value allows: a bare
    /// literal for an unlabeled number, string or boolean (`8`, `"Title"`, `true`), `.member("blue")`
    /// and `.member("system", …)` for implicit members (the DSL's `VMLArgument.member`),
    /// `.labeled("size", 17)` for a labeled literal; else `VMLArgument(…)` or `.labeled("name", …)`
    /// around the full expression.
    static func modifierArgument(_ argument: VMLArgument) -> String {
        if let literal = literal(argument.value) {
            return argument.label.map { ".labeled(\(SwiftLiteral.string($0)), \(literal))" } ?? literal
        }
        if argument.label == nil {
            switch argument.value {
            case .implicitMember(let name):
                return ".member(\(SwiftLiteral.string(name)))"
            case .call(let call):
                guard case (.implicitMember(let name), let arguments) = call.parts, !arguments.isEmpty else { break }
                return ".member(\(SwiftLiteral.string(name)), \(arguments.map(Self.argument).joined(separator: ", ")))"
            default:
                break
            }
        }
        return write([.argument(argument)])
    }

    /// A number, string or boolean as a Swift literal, which `VMLArgument` and `VMLExpression` accept.
    private static func literal(_ value: VMLExpression) -> String? {
        switch value {
        case .number(let value): SwiftLiteral.number(value)
        case .string(let text): SwiftLiteral.string(text)
        case .boolean(let value): value ? "true" : "false"
        default: nil
        }
    }

    /// Swift code that builds `argument` as a `VMLArgument`.
    static func argument(_ argument: VMLArgument) -> String {
        write([.argument(argument)])
    }

    /// Swift code that builds `expression` as a `VMLExpression`.
    static func expression(_ expression: VMLExpression) -> String {
        write([.expression(expression)])
    }

    /// Pops work items and writes them; an item pushes its parts in reverse, so they come out in order.
    private static func write(_ initial: [Work]) -> String {
        var stack = Array(initial.reversed())
        var out = ""
        func push(_ items: Work...) {
            stack.append(contentsOf: items.reversed())
        }
        while let work = stack.popLast() {
            switch work {
            case .text(let text):
                out += text
            case .argument(let argument):
                if let label = argument.label {
                    push(.text(".labeled(\(SwiftLiteral.string(label)), "), .expression(argument.value), .text(")"))
                } else {
                    push(.text("VMLArgument("), .expression(argument.value), .text(")"))
                }
            case .argumentList(let arguments):
                var items: [Work] = [.text("[")]
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { items.append(.text(", ")) }
                    items.append(.argument(argument))
                }
                items.append(.text("]"))
                stack.append(contentsOf: items.reversed())
            case .expression(let expression):
                switch expression {
                case .number(let value):
                    out += ".number(\(SwiftLiteral.number(value)))"
                case .angle(let degrees):
                    out += ".angle(degrees: \(SwiftLiteral.number(degrees)))"
                case .string(let text):
                    out += ".string(\(SwiftLiteral.string(text)))"
                case .boolean(let value):
                    out += ".boolean(\(value))"
                case .null:
                    out += ".null"
                case .color(.hex(let digits)):
                    out += ".color(.hex(\(SwiftLiteral.string(digits))))"
                case .color(.function(let function, let components)):
                    let written = components.map { component in
                        ".init(\(SwiftLiteral.number(component.value))\(component.isPercentage ? ", percent: true" : ""))"
                    }
                    out += ".color(.function(.\(function.rawValue), [\(written.joined(separator: ", "))]))"
                case .symbol(let name):
                    out += ".symbol(\(SwiftLiteral.string(name)))"
                case .attr(let binding):
                    out += ".attr(VMLAttrBinding(\(SwiftLiteral.string(binding.name))"
                    if let type = binding.type { out += ", type: .\(type.rawValue)" }
                    if let fallback = binding.fallback {
                        push(.text(", fallback: "), .expression(fallback), .text("))"))
                    } else {
                        out += "))"
                    }
                case .array(let elements):
                    var items: [Work] = [.text(".array([")]
                    for (index, element) in elements.enumerated() {
                        if index > 0 { items.append(.text(", ")) }
                        items.append(.expression(element))
                    }
                    items.append(.text("])"))
                    stack.append(contentsOf: items.reversed())
                case .tuple(let fields):
                    push(.text(".tuple("), .argumentList(fields.fields), .text(")"))
                case .range(let range):
                    var items: [Work] = [.text(".range(.\(range.kind.rawValue)(")]
                    for (index, bound) in range.bounds.enumerated() {
                        if index > 0 { items.append(.text(", ")) }
                        items.append(.expression(bound))
                    }
                    items.append(.text("))"))
                    stack.append(contentsOf: items.reversed())
                case .identifier(let name):
                    out += ".identifier(\(SwiftLiteral.string(name)))"
                case .implicitMember(let name):
                    out += ".implicitMember(\(SwiftLiteral.string(name)))"
                case .member(let member):
                    let (base, name) = member.parts
                    push(.text(".member("), .expression(base), .text(", \(SwiftLiteral.string(name)))"))
                case .call(let call):
                    let (callee, arguments) = call.parts
                    push(.text(".call("), .expression(callee), .text(", "), .argumentList(arguments), .text(")"))
                }
            }
        }
        return out
    }
}
