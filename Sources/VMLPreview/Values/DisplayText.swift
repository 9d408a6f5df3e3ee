import VMLCore

/// The text a modifier's argument shows: a string, an `attr(…)` read from the element (or its
/// fallback), or the string given to `Text(…)`.
///
/// ```swift
/// DisplayText.string(.string("Inbox"), on: entry)   // "Inbox"
/// ```
enum DisplayText {
    /// The text, or `nil` when the argument is not text the preview can read.
    static func string(_ expression: VMLExpression, on entry: PreviewTree.Entry) -> String? {
        var current = expression
        // An attr's fallback may be another expression; a few steps at most.
        for _ in 0..<8 {
            switch current {
            case .string(let text):
                return text
            case .attr(let binding):
                if let value = entry[attribute: binding.name] { return value }
                guard let fallback = binding.fallback else { return nil }
                current = fallback
            case .call(let call):
                let (callee, arguments) = call.parts
                guard callee == .identifier("Text") || callee == .identifier("LocalizedStringKey"),
                    let first = ExpressionValues.unlabeled(arguments)
                else { return nil }
                current = first
            default:
                return nil
            }
        }
        return nil
    }

    /// A tag's or a selection's value as text comparable with an attribute: `2` for `tag(2)`,
    /// `A` for `tag("A")`, `red` for `tag(.red)`.
    static func tag(_ expression: VMLExpression) -> String? {
        switch expression {
        case .string(let text): return text
        case .number(let value): return number(value)
        case .boolean(let value): return value ? "true" : "false"
        default: return ExpressionValues.memberName(expression)
        }
    }

    /// A number as an attribute writes it: `2`, `2.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Whether an attribute's value names the same choice as a tag's text (`2` and `2.0`, `red`
    /// and `.red`).
    static func same(_ attribute: String, _ tag: String) -> Bool {
        if attribute == tag { return true }
        if let a = Double(attribute), let b = Double(tag) { return a == b }
        return StackDrawing.memberName(attribute) == StackDrawing.memberName(tag)
    }
}
