import VMLCore

/// Writes a style value as the plain Swift expression SwiftUI code would spell it, for the
/// arguments of a typed DSL modifier: `.secondary`, `.system(size: 12)`, `.red.opacity(0.5)`,
/// `[.top, .leading]`, `8`, `"Title"`.
///
/// ```swift
/// SwiftValueWriter.swift(.call(.implicitMember("system"), [VMLArgument("size", 12)]))   // .system(size: 12)
/// SwiftValueWriter.swift(.color(.hex("ff8800")))                                   // nil
/// ```
///
/// Only values built from literals, implicit members (`.name`), members and calls of those, and
/// arrays are written; anything else (`attr(…)`, a template symbol, a color literal, an angle,
/// a range, a tuple, `nil`, a type name such as `Color`) gives `nil`, and the modifier is written
/// with `.modifier(named:…)`, which rebuilds every value exactly. The walk uses an explicit
/// stack, so it never recurses over the value, however deep.
enum SwiftValueWriter {
    private enum Work {
        case text(String)
        case expression(VMLExpression)
    }

    /// The Swift spelling of `value`, or `nil` when it has none the typed DSL is known to take.
    static func swift(_ value: VMLExpression) -> String? {
        var stack: [Work] = [.expression(value)]
        var out = ""
        while let work = stack.popLast() {
            switch work {
            case .text(let text):
                out += text
            case .expression(let expression):
                guard let parts = parts(of: expression) else { return nil }
                stack.append(contentsOf: parts.reversed())
            }
        }
        return out
    }

    /// Whether `value` is rooted at an implicit member (`.red`, `.system(size: 12)`,
    /// `.red.opacity(0.5)`): what a parameter of a SwiftUI value type takes.
    static func isImplicitMemberChain(_ value: VMLExpression) -> Bool {
        implicitMemberRoot(value) != nil
    }

    /// The implicit member `value` is rooted at: `system` for `.system(size: 12).bold()`.
    static func implicitMemberRoot(_ value: VMLExpression) -> String? {
        var current = value
        while true {
            switch current {
            case .implicitMember(let name): return name
            case .member(let member): current = member.base
            case .call(let call): current = call.callee
            default: return nil
            }
        }
    }

    /// Whether `name` can follow a `.` as it is: an identifier, or a keyword other than `self`
    /// and the ones Swift reads specially there (`.default`, `.for` and `.init` are fine).
    static func isMemberName(_ name: String) -> Bool {
        isIdentifierOrKeyword(name) && !["self", "Self", "Type", "Protocol", "any", "some"].contains(name)
    }

    /// Whether `label` can be written as an argument label as it is: an identifier, or any keyword
    /// but `inout`, `var` and `let` (`for:`, `in:` are labels SwiftUI uses).
    static func isArgumentLabel(_ label: String) -> Bool {
        isIdentifierOrKeyword(label) && !["inout", "var", "let"].contains(label)
    }

    private static func isIdentifierOrKeyword(_ name: String) -> Bool {
        let identifier = SwiftLiteral.identifier(name)
        return identifier == name || identifier == name + "_"
    }

    /// One step of the walk: `expression` as text and the expressions inside it, in order.
    private static func parts(of expression: VMLExpression) -> [Work]? {
        switch expression {
        case .number(let value):
            guard value.isFinite else { return nil }
            return [.text(SwiftLiteral.number(value))]
        case .string(let text):
            return [.text(SwiftLiteral.string(text))]
        case .boolean(let value):
            return [.text(value ? "true" : "false")]
        case .implicitMember(let name):
            guard isMemberName(name) else { return nil }
            return [.text("." + name)]
        case .member(let member):
            let (base, name) = member.parts
            guard isMemberName(name), name != "init", isImplicitMemberChain(base) else { return nil }
            return [.expression(base), .text("." + name)]
        case .call(let call):
            let (callee, arguments) = call.parts
            guard isImplicitMemberChain(callee) else { return nil }
            var parts: [Work] = [.expression(callee), .text("(")]
            for (index, argument) in arguments.enumerated() {
                if index > 0 { parts.append(.text(", ")) }
                if let label = argument.label {
                    guard isArgumentLabel(label) else { return nil }
                    parts.append(.text(label + ": "))
                }
                parts.append(.expression(argument.value))
            }
            parts.append(.text(")"))
            return parts
        case .array(let elements):
            var parts: [Work] = [.text("[")]
            for (index, element) in elements.enumerated() {
                if index > 0 { parts.append(.text(", ")) }
                parts.append(.expression(element))
            }
            parts.append(.text("]"))
            return parts
        case .angle, .null, .color, .symbol, .attr, .tuple, .range, .identifier:
            return nil
        }
    }
}
