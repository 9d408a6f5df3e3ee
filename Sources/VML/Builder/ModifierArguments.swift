/// Collects a modifier's arguments in SwiftUI's order, leaving out those left at their default.
struct ModifierArguments {
    var list: [VMLArgument] = []

    /// Adds an argument when a value was given.
    mutating func add(_ label: String?, _ value: (some VmlValue)?) {
        guard let value else { return }
        list.append(VMLArgument(label, value.expression))
    }

    /// Adds an argument when a value was given.
    mutating func add(_ label: String?, _ value: (any VmlExpressible)?) {
        guard let value else { return }
        list.append(VMLArgument(label, value.vmlExpression))
    }

    /// Adds an argument expression.
    mutating func add(_ label: String?, expression: VMLExpression?) {
        guard let expression else { return }
        list.append(VMLArgument(label, expression))
    }
}

extension VmlView {
    /// Applies a modifier built from typed arguments.
    func applying(_ name: String, _ build: (inout ModifierArguments) -> Void) -> VmlContent {
        var arguments = ModifierArguments()
        build(&arguments)
        return vmlContent.modified(VMLModifier(name, arguments: arguments.list))
    }

    /// Applies a modifier with one unlabeled argument.
    func applying(_ name: String, _ value: any VmlExpressible) -> VmlContent {
        vmlContent.modified(VMLModifier(name, arguments: [VMLArgument(value.vmlExpression)]))
    }
}
