@_spi(VMLInternals) import VMLCore

/// Collects a modifier's arguments in SwiftUI's order, leaving out those left at their default:
/// the core's ``VMLModifierWriter``, which writes them straight into the element's style text.
typealias ModifierArguments = VMLModifierWriter

extension VMLModifierWriter {
    /// Adds an argument when a value was given.
    mutating func add(_ label: String?, _ value: (some VmlValue)?) {
        guard let value else { return }
        argument(label, value.expression)
    }

    /// Adds an argument when a value was given.
    mutating func add(_ label: String?, _ value: (any VmlExpressible)?) {
        guard let value else { return }
        argument(label, value.vmlExpression)
    }

    /// Adds an argument expression.
    mutating func add(_ label: String?, expression: VMLExpression?) {
        guard let expression else { return }
        argument(label, expression)
    }
}

extension VmlView {
    /// Applies a modifier built from typed arguments. Consuming: a modifier chain passes each
    /// view along without a copy, so its style text grows in place.
    consuming func applying(_ name: String, _ build: (inout ModifierArguments) -> Void) -> VmlContent {
        var content = takeContent()
        content.apply(name, build)
        return content
    }

    /// Applies a modifier with one unlabeled argument.
    consuming func applying(_ name: String, _ value: any VmlExpressible) -> VmlContent {
        var content = takeContent()
        content.apply(name) { $0.argument(nil, value.vmlExpression) }
        return content
    }

    /// The view's content, moved out when the view is a `VmlContent` (the second modifier of a
    /// chain on): copying it would leave two owners of its nodes until this view is destroyed, so
    /// the modifier would copy the node list to change it. `Self` is `VmlContent` on that path, so
    /// the memory is read as the type it holds; the view keeps an empty content.
    private mutating func takeContent() -> VmlContent {
        guard Self.self == VmlContent.self else { return vmlContent }
        return withUnsafeMutablePointer(to: &self) { view in
            view.withMemoryRebound(to: VmlContent.self, capacity: 1) { content in
                var taken = VmlContent()
                swap(&taken, &content.pointee)
                return taken
            }
        }
    }
}
