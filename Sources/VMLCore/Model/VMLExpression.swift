/// A value inside a style string: the expression grammar of Docs/Spec.md §7 plus the extras of Docs/CanonicalForm.md#the-style-string.
///
/// Postfix chains are nested: `.blue.opacity(0.5)` is
/// `.call(.member(.implicitMember("blue"), "opacity"), [0.5])`, and `Gradient.Stop(…)` is
/// `.call(.member(.identifier("Gradient"), "Stop"), […])`; a switch reads them through the
/// case's payload (`case .call(let call)`, then `call.callee` and `call.arguments`). The
/// factories below build them:
/// ```swift
/// VMLExpression.member("blue").member("opacity", 0.5)              // .blue.opacity(0.5)
/// VMLExpression.member("system", .labeled("size", 17))             // .system(size: 17)
/// VMLExpression.call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0))
/// ```
///
/// Only the cases that hold another expression are boxed (`attr`, `array`, `tuple`, `range`,
/// `member`, `call`), so a number, a name or a string costs no allocation of its own. Their
/// boxes are freed without deep recursion, so an expression nested to any depth is compared,
/// hashed and freed on any stack.
public enum VMLExpression: Hashable, Sendable {
    /// A number: `8`, `-10`, `0.5`. NaN and infinities cannot be written.
    case number(Double)
    /// An angle literal in degrees: `45deg`.
    case angle(degrees: Double)
    /// A string literal, held unescaped: `"Untitled"`.
    case string(String)
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case null
    /// A CSS color: `#ff0000`, `rgb(255, 0, 0)`, `hsl(210, 50%, 40%)`.
    case color(CSSColor)
    /// A template symbol such as `:bg` (the name is held without the colon).
    case symbol(String)
    /// An `attr(…)` binding to one of the element's own attributes.
    indirect case attr(VMLAttrBinding)
    /// An array: `[.blue, .purple]`.
    case array(Elements)
    /// A tuple, with labeled or unlabeled fields: `(x: 1, y: 0, z: 0)`.
    case tuple(Fields)
    /// A Swift range: `2...4`, `..<3`.
    case range(VMLRange)
    /// A bare name, usually a type: `Color` in `Color.yellow`.
    case identifier(String)
    /// An implicit member: `.blue`, `.topLeading` (the name is held without the dot).
    case implicitMember(String)
    /// A member of another expression: `Color.yellow`, `.blue.opacity`.
    case member(Member)
    /// A call: `.system(size: 17)`, `Gradient.Stop(…)`, `EdgeInsets()`.
    case call(Call)
}

extension VMLExpression {
    /// An array: `.array([.member("blue"), .member("purple")])` is `[.blue, .purple]`.
    public static func array(_ elements: [VMLExpression]) -> VMLExpression {
        .array(Elements(elements))
    }

    /// A tuple: `.tuple([.labeled("x", 1), .labeled("y", 0)])` is `(x: 1, y: 0)`.
    public static func tuple(_ fields: [VMLArgument]) -> VMLExpression {
        .tuple(Fields(fields))
    }

    /// A member of `base`: `.member(.identifier("Color"), "yellow")` is `Color.yellow`.
    public static func member(_ base: VMLExpression, _ name: String) -> VMLExpression {
        .member(Member(base, name))
    }

    /// A call of `callee`: `.call(.implicitMember("system"), [.labeled("size", 17)])` is `.system(size: 17)`.
    public static func call(_ callee: VMLExpression, _ arguments: [VMLArgument]) -> VMLExpression {
        .call(Call(callee, arguments))
    }
}

extension VMLExpression {
    /// An implicit member, called when arguments are given.
    ///
    /// `.member("red")` is `.red`; `.member("degrees", 45)` is `.degrees(45)`.
    public static func member(_ name: String, _ arguments: VMLArgument...) -> VMLExpression {
        arguments.isEmpty ? .implicitMember(name) : .call(.implicitMember(name), arguments)
    }

    /// An implicit member called with an empty argument list: `.member(called: "automatic")` is `.automatic()`.
    public static func member(called name: String) -> VMLExpression {
        .call(.implicitMember(name), [])
    }

    /// A call whose callee is a name or a dotted type path.
    ///
    /// `.call("EdgeInsets")` is `EdgeInsets()`; `.call("Gradient.Stop", …)` is `Gradient.Stop(…)`.
    public static func call(_ callee: String, _ arguments: VMLArgument...) -> VMLExpression {
        .call(path(callee), arguments)
    }

    /// A bare name or dotted path, uncalled: `.path("Color.yellow")` is `Color.yellow`.
    public static func path(_ dotted: String) -> VMLExpression {
        var parts = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let first = parts.isEmpty ? dotted : parts.removeFirst()
        return parts.reduce(.identifier(first)) { .member($0, $1) }
    }

    /// A CSS hex color: `.hex("#FF0000")` (written `#ff0000`).
    public static func hex(_ digits: String) -> VMLExpression {
        .color(.hex(digits.hasPrefix("#") ? String(digits.dropFirst()) : digits))
    }

    /// This expression followed by `.name`, called when arguments are given.
    ///
    /// `.member("black").member("opacity", 0.2)` is `.black.opacity(0.2)`.
    public func member(_ name: String, _ arguments: VMLArgument...) -> VMLExpression {
        arguments.isEmpty ? .member(self, name) : .call(.member(self, name), arguments)
    }

    /// This expression followed by `.name()`, an empty call.
    public func member(called name: String) -> VMLExpression {
        .call(.member(self, name), [])
    }
}

extension VMLExpression {
    /// How many levels of expressions nest inside this one: 0 for a number or a name, one more
    /// than the deepest expression it holds otherwise. Each box keeps it when it is made, so
    /// reading it walks nothing.
    ///
    /// ```swift
    /// VMLExpression.number(8).nestingDepth                                // 0
    /// VMLExpression.member("blue").member("opacity", 0.5).nestingDepth    // 2: a call of a member
    /// VMLExpression.array([1, [2]]).nestingDepth                          // 2
    /// ```
    public var nestingDepth: Int { boxDepth }
}

extension VMLExpression: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByNilLiteral
{
    /// A number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    /// An array.
    public init(arrayLiteral elements: VMLExpression...) { self = .array(elements) }
    /// `nil`.
    public init(nilLiteral: ()) { self = .null }
}
