import VMLCore

extension Messages {
    // MARK: SwiftUI's names (unknown-modifier, unknown-member, invalid-argument, unknown-element, unknown-attribute)

    /// ` (did you mean `a` or `b`?)`, or nothing without suggestions.
    static func didYouMean(_ suggestions: [String], prefix: String = "") -> String {
        guard !suggestions.isEmpty else { return "" }
        let names = suggestions.map { "`\(prefix)\($0)`" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        return "; did you mean \(list)?"
    }

    static func unknownModifier(_ name: String, suggestions: [String]) -> String {
        let fix =
            suggestions.isEmpty
            ? "; if it is your app's own modifier, declare it in vml-schema.json (Docs/Diagnostics.md, \"Custom names\")"
            : didYouMean(suggestions)
        return "\(name)(…) is not a SwiftUI modifier, so a client drops it\(fix)"
    }

    static func unknownMember(_ member: String, type: String, suggestions: [String]) -> String {
        let fix = suggestions.isEmpty ? "; write one of \(type)'s members" : didYouMean(suggestions, prefix: ".")
        return ".\(member) is not a member of \(type)\(fix)"
    }

    static func outOfRange(written: String, range: String, fix: String) -> String {
        "\(written): \(range); write \(fix)"
    }

    static func wrongKind(call: String, label: String?, expected: String, found: String) -> String {
        let argument = label.map { "\($0): " } ?? "the argument"
        let place = label == nil ? argument : "the argument \(argument.dropLast(2))"
        return "\(call)(…): \(place) is \(found); write \(expected), as SwiftUI expects"
    }

    static func noOverload(call: String, written: String, overloads: [String]) -> String {
        let shown = overloads.prefix(4).joined(separator: ", ") + (overloads.count > 4 ? ", …" : "")
        let labels = Set(
            overloads.flatMap { selector in
                selector.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init).filter { $0 != ")" && $0 != "_" }
            })
        let unknown = written.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init)
            .filter { $0 != ")" && $0 != "_" && !labels.contains($0) }
        if let label = unknown.first {
            let suggestions = NameSuggestions.closest(to: label, among: labels)
            let fix = suggestions.isEmpty ? "; SwiftUI declares \(shown)" : didYouMean(suggestions.map { $0 + ":" })
            return "\(call)(…) has no argument \(label):\(fix)"
        }
        // Every label is one an overload takes, but not in its order: say the order.
        let writtenLabels = written.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init).filter { $0 != ")" }
        for selector in overloads {
            let order = selector.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init).filter { $0 != ")" }
            let positions = writtenLabels.compactMap { label in label == "_" ? nil : order.firstIndex(of: label) }
            guard writtenLabels.allSatisfy({ $0 != "_" }), positions.count == writtenLabels.count,
                Set(positions).count == positions.count
            else { continue }
            let reordered = positions.sorted().map { order[$0] + ":" }.joined()
            return "\(call)(…) takes its arguments in SwiftUI's order, \(selector); write \(call)(\(reordered))"
        }
        return "SwiftUI has no \(written); write one of \(shown)"
    }

    static func unknownElement(_ name: String, suggestions: [String]) -> String {
        let fix =
            suggestions.isEmpty
            ? "; if it is your app's own component, declare it in vml-schema.json (Docs/Diagnostics.md, \"Custom names\")"
            : didYouMean(suggestions)
        return "<\(name)> is not a SwiftUI view\(fix)"
    }

    static func unknownAttribute(_ name: String, element: String, suggestions: [String]) -> String {
        let fix =
            suggestions.isEmpty
            ? "; bind it in the style with attr(\(name)), or declare it in vml-schema.json"
            : didYouMean(suggestions)
        return "\(element) has no attribute \(name)\(fix)"
    }
}
