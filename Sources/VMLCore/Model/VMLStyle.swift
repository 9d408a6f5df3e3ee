/// An element's `style`: its modifiers, applied left to right like SwiftUI's chaining.
///
/// ```swift
/// let style: VMLStyle = [
///     VMLModifier("padding", 8),
///     VMLModifier("background", .member("red")),
/// ]
/// // style="padding(8), background(.red)"
/// ```
public struct VMLStyle: Hashable, Sendable {
    /// The modifiers, in application order.
    public var modifiers: [VMLModifier]

    /// Creates a style from its modifiers.
    public init(_ modifiers: [VMLModifier] = []) {
        self.modifiers = modifiers
    }

    /// Whether the style has no modifier (an empty style is not written).
    public var isEmpty: Bool { modifiers.isEmpty }
}

extension VMLStyle: ExpressibleByArrayLiteral {
    /// Creates a style from a list of modifiers.
    public init(arrayLiteral modifiers: VMLModifier...) {
        self.init(modifiers)
    }
}
