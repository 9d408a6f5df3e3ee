@_spi(VMLInternals) import VMLCore

/// Collects a modifier's arguments in SwiftUI's order, leaving out those left at their default:
/// the core's ``VMLModifierWriter``, which writes them straight into the element's style text.
typealias ModifierArguments = VMLModifierWriter

extension VMLModifierWriter {
    /// Adds an argument when a value was given.
    mutating func add(_ label: StaticString?, _ value: (some VmlValue)?) {
        add(label, expression: value?.expression)
    }

    /// Adds an argument when a value was given.
    mutating func add(_ label: StaticString?, _ value: (any VmlExpressible)?) {
        if let expression = value?.vmlExpression { argument(literal: label, expression) }
    }

    // The same for each kind of argument, optional or not, so a modifier's parameter is not first
    // converted into an `(any VmlExpressible)?`: a copy, destroyed through the generic value
    // witness.

    /// Adds a number argument when one was given.
    mutating func add(_ label: StaticString?, _ value: (any VmlNumberArgument)?) {
        if let expression = value?.vmlExpression { argument(literal: label, expression) }
    }

    /// Adds a boolean argument when one was given.
    mutating func add(_ label: StaticString?, _ value: (any VmlBoolArgument)?) {
        if let expression = value?.vmlExpression { argument(literal: label, expression) }
    }

    /// Adds a string argument when one was given.
    mutating func add(_ label: StaticString?, _ value: (any VmlStringArgument)?) {
        if let expression = value?.vmlExpression { argument(literal: label, expression) }
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

    /// The view's content, moved out when the view is a `VmlContent` (the second modifier of a
    /// chain on, and a builder block's views): copying it would leave two owners of its nodes
    /// until this view is destroyed, so the modifier would copy the node list to change it.
    /// `Self` is `VmlContent` on that path, so the memory is read as the type it holds; the view
    /// keeps an empty content. (The pointer comes from `&self` passed as a pointer argument:
    /// `withUnsafeMutablePointer(to:)` on a generic `Self` is a call to its unspecialized form,
    /// about 120 instructions a modifier.)
    mutating func takeContent() -> VmlContent {
        guard Self.self == VmlContent.self else { return vmlContent }
        return Self.moveContent(out: &self)
    }

    private static func moveContent(out view: UnsafeMutablePointer<Self>) -> VmlContent {
        let content = UnsafeMutableRawPointer(view).assumingMemoryBound(to: VmlContent.self)
        var taken = VmlContent()
        swap(&taken, &content.pointee)
        return taken
    }
}
