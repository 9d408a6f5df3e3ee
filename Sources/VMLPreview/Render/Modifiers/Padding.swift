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
        if let first = arguments.first, case .call(let call) = first.value,
            case (.identifier("EdgeInsets"), let insets) = call.parts
        {
            func inset(_ label: String) -> String {
                ExpressionValues.px(ExpressionValues.argument(label, in: insets).flatMap(ExpressionValues.number) ?? 0)
            }
            return "padding:" + inset("top") + " " + inset("trailing") + " " + inset("bottom") + " " + inset("leading") + ";"
        }
        var edges = Edges.all
        var amount = defaultAmount
        for argument in arguments {
            if let number = ExpressionValues.number(argument.value) {
                amount = number
                continue
            }
            var named = Edges()
            switch argument.value {
            case .array(let items): for item in items { named.formUnion(Self.edges(ExpressionValues.memberName(item))) }
            default: named = Self.edges(ExpressionValues.memberName(argument.value))
            }
            if !named.isEmpty { edges = named }
        }
        let px = ExpressionValues.px(amount)
        if edges == .all { return "padding:" + px + ";" }
        var css = ""
        if edges.contains(.top) { css += "padding-top:" + px + ";" }
        if edges.contains(.bottom) { css += "padding-bottom:" + px + ";" }
        if edges.contains(.leading) { css += "padding-left:" + px + ";" }
        if edges.contains(.trailing) { css += "padding-right:" + px + ";" }
        return css
    }

    /// A set of edges.
    struct Edges: OptionSet {
        let rawValue: UInt8
        static let top = Edges(rawValue: 1)
        static let bottom = Edges(rawValue: 2)
        static let leading = Edges(rawValue: 4)
        static let trailing = Edges(rawValue: 8)
        static let all: Edges = [.top, .bottom, .leading, .trailing]
    }

    /// An `Edge.Set` member as the edges it holds.
    private static func edges(_ name: String?) -> Edges {
        switch name {
        case "horizontal": return [.leading, .trailing]
        case "vertical": return [.top, .bottom]
        case "all": return .all
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        default: return []
        }
    }
}
