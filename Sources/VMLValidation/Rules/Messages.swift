import VMLCore

/// The validator's messages: each says what is wrong and what to do.
enum Messages {
    // MARK: Templates

    static func missingSlot(_ name: String, element: String) -> String {
        "the style of \(element) references :\(name), but no immediate child has template=\"\(name)\"; "
            + "add a child with template=\"\(name)\", or remove :\(name) from the style"
    }

    static func unmatchedTemplate(_ name: String, child: String, parent: String, accepted: [String], parentIsKnown: Bool) -> String {
        let options =
            accepted.isEmpty
            ? "\(parent) takes no templates"
            : "\(parent) takes " + accepted.map { "\"\($0)\"" }.joined(separator: ", ")
        return "template=\"\(name)\" on \(child) fills nothing, so the client ignores it (\(options)); "
            + "reference it as :\(name) in \(parent)'s style, rename it, or remove the template attribute"
            + customElementHint(parent, name: name, parentIsKnown: parentIsKnown)
    }

    /// For an element the slot table does not know: it may be the user's own, with slots to register.
    private static func customElementHint(_ parent: String, name: String, parentIsKnown: Bool) -> String {
        parentIsKnown ? "" : " (if \(parent) is a custom element with a \"\(name)\" slot, register it in the VMLSlotTable)"
    }

    static func topLevelTemplate(_ name: String, element: String) -> String {
        "template=\"\(name)\" on the top-level \(element) fills nothing: a template fills a slot of its parent; "
            + "move it inside the element whose style references :\(name), or remove the template attribute"
    }

    static func duplicateTemplate(_ name: String, child: String, winner: VMLNodePath.Step, parent: String) -> String {
        "\(child) is ignored: the single-valued slot \"\(name)\" of \(parent) takes the first child with "
            + "template=\"\(name)\", \(winner.name)[\(winner.index)]; remove this one, or give it its own template name and slot"
    }

    static func templateReuse(_ name: String, slots: [String]) -> String {
        "template \"\(name)\" fills several slots (\(slots.joined(separator: ", "))), so one element instance "
            + "is rendered in several places; give each slot its own template"
    }

    static func nestedTemplate(_ name: String, child: String, parent: String, ancestor: VMLNodePath) -> String {
        "template=\"\(name)\" on \(child) is ignored: only immediate children fill slots, and \(parent) takes no "
            + "\"\(name)\"; move \(child) to be a direct child of \(ancestor), which takes it"
    }

    static func ignoredDefaultContent(_ slot: String, what: String, parent: String, winner: VMLNodePath.Step) -> String {
        "\(what) is ignored: \(winner.name)[\(winner.index)] fills \(parent)'s default slot \"\(slot)\" explicitly; "
            + "move this content into that child, or remove template=\"\(slot)\" to use the unlabeled children"
    }

    // MARK: attr(…)

    static func attrMissing(_ binding: VMLAttrBinding, element: String) -> String {
        "attr(\(binding.name)) reads the attribute \"\(binding.name)\", which this \(element) does not have; "
            + "add \(binding.name)=\"…\" to the element, or give a fallback: attr(\(binding.name)\(typeHint(binding)), …)"
    }

    static func attrEmpty(_ binding: VMLAttrBinding, element: String) -> String {
        "the attribute \"\(binding.name)\" of this \(element) is empty, which attr(\(binding.name)\(typeHint(binding))) treats as "
            + "missing; give it a value, or a fallback: attr(\(binding.name)\(typeHint(binding)), …)"
    }

    static func attrCoercion(_ binding: VMLAttrBinding, type: VMLAttrType, value: String) -> String {
        let outcome = binding.fallback == nil ? "SwiftUI's default applies" : "the fallback is used"
        return "\(binding.name)=\"\(value)\" cannot be read as <\(type.rawValue)>, so \(outcome); write \(type.expectation)"
    }

    static func fallbackType(_ binding: VMLAttrBinding, type: VMLAttrType) -> String {
        "the fallback of attr(\(binding.name)\(typeHint(binding)), …) is \(describe(binding.fallback)), not <\(type.rawValue)>; "
            + "write \(type.expectation)"
    }

    private static func typeHint(_ binding: VMLAttrBinding) -> String {
        binding.type.map { " type(<\($0.rawValue)>)" } ?? ""
    }

    private static func describe(_ expression: VMLExpression?) -> String {
        switch expression {
        case .none, .null: "nil"
        case .number: "a number"
        case .angle: "an angle"
        case .string: "a string"
        case .boolean: "a boolean"
        case .color: "a CSS color"
        case .symbol: "a template symbol"
        case .attr: "another attr(…)"
        case .array: "an array"
        case .tuple: "a tuple"
        case .range: "a range"
        case .identifier: "a name"
        case .implicitMember(let name): ".\(name)"
        case .member, .call: "an expression of another type"
        }
    }

    // MARK: Outside style

    static func attrOutsideStyle(attribute: String, value: String) -> String {
        "\(attribute)=\"\(value)\": attr(…) is only valid inside style; bind it in a modifier "
            + "(style=\"…(\(value))\") or write the value itself"
    }

    static func symbolOutsideStyle(attribute: String, symbol: String) -> String {
        "\(attribute)=\":\(symbol)\": a template symbol is only valid inside style; give the child template=\"\(symbol)\" "
            + "and reference :\(symbol) from a modifier in style, or write a plain value"
    }
}
