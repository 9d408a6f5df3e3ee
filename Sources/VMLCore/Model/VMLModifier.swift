/// One modifier of a style: a call such as `padding(.horizontal, 12)`.
///
/// ```swift
/// VMLModifier("padding", .member("horizontal"), 12)
/// VMLModifier("frame", .labeled("width", 100), .labeled("height", 40))
/// ```
public struct VMLModifier: Hashable, Sendable {
    /// The modifier name, an identifier such as `padding`.
    public var name: String
    /// The arguments, in order; empty for `padding()`.
    public var arguments: [VMLArgument]

    /// Creates a modifier from its name and argument list.
    public init(_ name: String, arguments: [VMLArgument]) {
        self.name = name
        self.arguments = arguments
    }

    /// Creates a modifier from its name and arguments.
    public init(_ name: String, _ arguments: VMLArgument...) {
        self.init(name, arguments: arguments)
    }
}
