import VMLCore

/// Small readers of style expressions: numbers, member names, labeled arguments.
///
/// ```swift
/// ExpressionValues.memberName(.member(.identifier("Font"), "title"))   // "title"
/// ExpressionValues.number(.number(8))                                  // 8
/// ```
enum ExpressionValues {
    /// A number, or `nil` (`.infinity` is `Double.infinity`).
    static func number(_ expression: VMLExpression) -> Double? {
        switch expression {
        case .number(let value): return value
        case .angle(let degrees): return degrees
        case .identifier("infinity"), .implicitMember("infinity"): return .infinity
        case .member(let member) where member.name == "infinity": return .infinity
        default: return nil
        }
    }

    /// Whether the expression is `.infinity`, `infinity`, `CGFloat.infinity` or `Double.infinity`.
    static func isInfinity(_ expression: VMLExpression) -> Bool {
        switch expression {
        case .identifier("infinity"), .implicitMember("infinity"): true
        case .member(let member):
            member.name == "infinity" && (member.base == .identifier("CGFloat") || member.base == .identifier("Double"))
        default: false
        }
    }

    /// The member's name of `.name` or `Type.name` (uncalled), or `nil`.
    static func memberName(_ expression: VMLExpression) -> String? {
        switch expression {
        case .implicitMember(let name): return name
        case .member(let member):
            // `Type.name` or `Type.Nested.name`.
            let (base, name) = member.parts
            switch base {
            case .identifier: return name
            case .member(let inner): if case .identifier = inner.base { return name } else { return nil }
            default: return nil
            }
        default: return nil
        }
    }

    /// The callee's last name and the arguments of `.name(…)` or `Type.name(…)` or `Type(…)`.
    static func call(_ expression: VMLExpression) -> (name: String, arguments: [VMLArgument])? {
        guard case .call(let call) = expression else { return nil }
        let (callee, arguments) = call.parts
        switch callee {
        case .implicitMember(let name), .identifier(let name): return (name, arguments)
        case .member(let member): return (member.name, arguments)
        default: return nil
        }
    }

    /// The value of the argument labeled `label`.
    static func argument(_ label: String, in arguments: [VMLArgument]) -> VMLExpression? {
        arguments.first { $0.label == label }?.value
    }

    /// The first unlabeled argument's value.
    static func unlabeled(_ arguments: [VMLArgument]) -> VMLExpression? {
        arguments.first { $0.label == nil }?.value
    }

    /// Whether `expression` nests at most `limit` levels (``VMLExpression/nestingDepth``, read
    /// without a walk): the color and font readers recurse over a value's parts, so they read
    /// only values this shallow (a tree built in code may nest an expression arbitrarily deep).
    ///
    /// ```swift
    /// ExpressionValues.isShallow(.member("red").member("opacity", 0.5), limit: 4)   // true
    /// ```
    static func isShallow(_ expression: VMLExpression, limit: Int) -> Bool {
        expression.nestingDepth <= limit
    }

    /// How deep a color or a font may nest to be read (`Gradient(stops: [.init(color: .red.opacity(0.5), …)])` is 6).
    static let readableDepth = 16

    /// A CSS length in points (pixels): `12px`.
    static func px(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) + "px" }
        return String(value) + "px"
    }

    /// An angle in degrees from `.degrees(45)`, `Angle(degrees: 45)`, `.radians(…)` or `45deg`.
    static func degrees(_ expression: VMLExpression) -> Double? {
        if case .angle(let degrees) = expression { return degrees }
        if let (name, arguments) = call(expression), let first = arguments.first, let value = number(first.value) {
            if name == "degrees" || first.label == "degrees" { return value }
            if name == "radians" || first.label == "radians" { return value * 180 / .pi }
        }
        return nil
    }
}
