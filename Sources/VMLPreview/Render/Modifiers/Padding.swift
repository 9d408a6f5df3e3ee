import VMLCore

/// `padding`'s arguments as CSS: 16 points on every edge by default, or the edges named
/// (`.horizontal`, `[.top, .leading]`), or an `EdgeInsets`.
///
/// ```swift
/// Padding.css([])                                               // "padding:16px;"
/// Padding.css([VMLArgument(.implicitMember("horizontal")), 8])  // "padding-left:8px;padding-right:8px;"
/// ```
enum Padding {
    /// SwiftUI's default padding.
    static let defaultAmount = 16.0

    static func css(_ arguments: [VMLArgument]) -> String {
        if let first = arguments.first, case .call(let callee, let insets) = first.value,
            case .identifier("EdgeInsets") = callee
        {
            func inset(_ label: String) -> String {
                ExpressionValues.px(ExpressionValues.argument(label, in: insets).flatMap(ExpressionValues.number) ?? 0)
            }
            return "padding:" + inset("top") + " " + inset("trailing") + " " + inset("bottom") + " " + inset("leading") + ";"
        }
        var edges: Set<String> = ["top", "bottom", "leading", "trailing"]
        var amount = defaultAmount
        for argument in arguments {
            if let number = ExpressionValues.number(argument.value) {
                amount = number
                continue
            }
            let names: [String]
            switch argument.value {
            case .array(let items): names = items.compactMap(ExpressionValues.memberName)
            default: names = ExpressionValues.memberName(argument.value).map { [$0] } ?? []
            }
            if !names.isEmpty { edges = Set(names.flatMap(expand)) }
        }
        let px = ExpressionValues.px(amount)
        if edges.count == 4 { return "padding:" + px + ";" }
        let sides = [("top", "top"), ("bottom", "bottom"), ("leading", "left"), ("trailing", "right")]
        return sides.filter { edges.contains($0.0) }.map { "padding-" + $0.1 + ":" + px + ";" }.joined()
    }

    /// An `Edge.Set` member as the edges it holds.
    private static func expand(_ name: String) -> [String] {
        switch name {
        case "horizontal": return ["leading", "trailing"]
        case "vertical": return ["top", "bottom"]
        case "all": return ["top", "bottom", "leading", "trailing"]
        default: return [name]
        }
    }
}
