@_spi(VMLInternals) import VMLCore

/// Collects a modifier's arguments in SwiftUI's order, leaving out those left at their default:
/// the core's ``VMLModifierWriter``, which writes them straight into the element's style text.
typealias ModifierArguments = VMLModifierWriter

extension VMLModifierWriter {
    /// Adds an argument when a value was given.
    mutating func add(_ label: StaticString?, _ value: (some VmlValue)?) {
        add(label, expression: value?.expression)
    }

    // An optional existential parameter (`width: (any VmlNumberArgument)? = nil`) is taken
    // `consuming` and turned into its expression once, before the modifier's closure:
    //
    //     let width = ModifierArguments.expression(width)
    //     return applying("frame") { $0.add("width", expression: width) }
    //
    // Read inside the closure, each argument was copied out of its optional and destroyed, and
    // the caller destroyed its own, every time through the generic value witnesses of
    // `Optional` (about 300 instructions an argument, given or left `nil`). One overload per kind
    // of argument: passing `(any VmlNumberArgument)?` as `(any VmlExpressible)?` re-wraps the value
    // (7.0 M instructions more on the benchmark's 20,000-row screen).

    /// The expression of an optional number argument, moved out of it.
    @inline(__always)
    static func expression(_ value: consuming (any VmlNumberArgument)?) -> VMLExpression? {
        switch consume value {
        case .some(let value): value.vmlExpression
        case .none: nil
        }
    }

    /// The expression of an optional boolean argument, moved out of it.
    @inline(__always)
    static func expression(_ value: consuming (any VmlBoolArgument)?) -> VMLExpression? {
        switch consume value {
        case .some(let value): value.vmlExpression
        case .none: nil
        }
    }

    /// The expression of an optional string argument, moved out of it.
    @inline(__always)
    static func expression(_ value: consuming (any VmlStringArgument)?) -> VMLExpression? {
        switch consume value {
        case .some(let value): value.vmlExpression
        case .none: nil
        }
    }

    /// The expression of an optional argument, moved out of it.
    @inline(__always)
    static func expression(_ value: consuming (any VmlExpressible)?) -> VMLExpression? {
        switch consume value {
        case .some(let value): value.vmlExpression
        case .none: nil
        }
    }

    /// Adds a shape style argument: a style with an opacity is written from its parts
    /// (``VmlShapeStyle/add(to:label:)``), with no expression made.
    mutating func add(_ label: StaticString?, _ value: VmlShapeStyle) {
        value.add(to: &self, label: label)
    }

    /// Adds a number argument.
    mutating func add(_ label: StaticString?, _ value: any VmlNumberArgument) {
        argument(literal: label, value.vmlExpression)
    }

    /// Adds an argument.
    mutating func add(_ label: StaticString?, _ value: any VmlExpressible) {
        argument(literal: label, value.vmlExpression)
    }

    /// Adds an argument expression; the label is a literal of the DSL's source.
    mutating func add(_ label: StaticString?, expression: VMLExpression?) {
        guard let expression else { return }
        argument(literal: label, expression)
    }
}

extension VmlView {
    /// Applies a modifier built from typed arguments. Consuming: a modifier chain passes each
    /// view along without a copy, so its style text grows in place.
    consuming func applying(_ name: StaticString, _ build: (inout ModifierArguments) -> Void) -> VmlContent {
        var content = takeContent()
        content.apply(.literal(name), build)
        return content
    }

    /// Applies a modifier with one unlabeled argument.
    consuming func applying(_ name: StaticString, _ value: any VmlExpressible) -> VmlContent {
        var content = takeContent()
        content.apply(.literal(name)) { $0.argument(literal: nil, value.vmlExpression) }
        return content
    }
}
