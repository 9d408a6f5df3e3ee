import VMLCore

/// What is wrong with a modifier's arguments, or with a call's inside them, against the
/// overloads SwiftUI declares.
enum ArgumentProblem: Hashable, Sendable {
    /// `.titel` where a `Font` is expected: the type has no such static member.
    case unknownMember(type: String, member: String, suggestions: [String])
    /// `font(12)`: an argument of the wrong kind for the only overloads its labels fit.
    case wrongKind(call: String, label: String?, expected: String, found: String)
    /// `frame(widht: 100)`: no overload takes these labels in this order, or this many arguments.
    case noOverload(call: String, written: String, overloads: [String])
    /// `opacity(1.5)`, `rgb(300, -5, 0)`: a number outside the range SwiftUI (or CSS) documents,
    /// which it clamps or refuses; `written` is the call as written, `fix` what to write.
    case outOfRange(written: String, range: String, fix: String)
}
