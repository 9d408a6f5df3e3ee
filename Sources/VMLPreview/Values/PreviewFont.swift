import VMLCore

/// SwiftUI's fonts as CSS declarations: iOS's Dynamic Type styles at the default size (Large),
/// with their weights and leading, and `.system(size:weight:design:)`.
///
/// ```swift
/// PreviewFont.css(.implicitMember("largeTitle"))   // "font-size:34px;line-height:41px;font-weight:400;"
/// PreviewFont.css(.member("headline"))            // "font-size:17px;line-height:22px;font-weight:600;"
/// ```
enum PreviewFont {
    /// Each text style's size, leading and weight at the default Dynamic Type size.
    static let textStyles: [String: (size: Int, leading: Int, weight: Int)] = [
        "largeTitle": (34, 41, 400), "title": (28, 34, 400), "title2": (22, 28, 400), "title3": (20, 25, 400),
        "headline": (17, 22, 600), "body": (17, 22, 400), "callout": (16, 21, 400), "subheadline": (15, 20, 400),
        "footnote": (13, 18, 400), "caption": (12, 16, 400), "caption2": (11, 13, 400),
    ]

    /// The CSS weight of a `Font.Weight` member.
    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]

    /// The declarations for a font, or `nil` when the preview cannot read it.
    static func css(_ expression: VMLExpression) -> String? {
        ExpressionValues.isShallow(expression, limit: ExpressionValues.readableDepth) ? read(expression) : nil
    }

    /// ``css(_:)`` for a value known to be shallow: recurses over its parts.
    private static func read(_ expression: VMLExpression) -> String? {
        switch expression {
        case .implicitMember(let name):
            return textStyle(name)
        case .member(let member):
            let (base, method) = member.parts
            if base == .identifier("Font") { return textStyle(method) }
            guard let baseCSS = read(base) else { return nil }
            return baseCSS + (modifierCSS(method, []) ?? "")
        case .call(let call):
            let (callee, arguments) = call.parts
            switch callee {
            case .implicitMember(let name) where name == "system" || name == "custom":
                return initializer(name, arguments)
            case .member(let member):
                // `Font.system(size: 17)` is the initializer; `.title.weight(.bold)` a modifier.
                let (base, method) = member.parts
                if base == .identifier("Font"), method == "system" || method == "custom" {
                    return initializer(method, arguments)
                }
                guard let baseCSS = read(base) else { return nil }
                return baseCSS + (modifierCSS(method, arguments) ?? "")
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// A text style's size, leading and weight: `.title`, `Font.body`.
    private static func textStyle(_ name: String) -> String? {
        guard let style = textStyles[name] else { return nil }
        return "font-size:\(style.size)px;line-height:\(style.leading)px;font-weight:\(style.weight);"
    }

    /// `.system(size:weight:design:)` or `.custom(_:size:)`.
    private static func initializer(_ initializer: String, _ arguments: [VMLArgument]) -> String? {
        switch initializer {
        case "system":
            return system(arguments)
        default:
            let size = ExpressionValues.argument("size", in: arguments).flatMap(ExpressionValues.number) ?? 17
            let name = ExpressionValues.unlabeled(arguments).flatMap { if case .string(let text) = $0 { text } else { nil } }
            let family = name.map { "font-family:\"\(HTMLText.cssString($0))\",var(--sans);" } ?? ""
            return "font-size:\(ExpressionValues.px(size));line-height:normal;" + family
        }
    }

    /// `.system(size: 12, weight: .bold, design: .rounded)` or `.system(.title, design: .monospaced)`.
    private static func system(_ arguments: [VMLArgument]) -> String? {
        var text = ""
        if let size = ExpressionValues.argument("size", in: arguments).flatMap(ExpressionValues.number) {
            text += "font-size:\(ExpressionValues.px(size));line-height:normal;"
        } else if let style = ExpressionValues.unlabeled(arguments).flatMap(read) {
            text += style
        } else {
            return nil
        }
        if let weight = ExpressionValues.argument("weight", in: arguments).flatMap(ExpressionValues.memberName).flatMap({ weights[$0] }) {
            text += "font-weight:\(weight);"
        }
        if let design = ExpressionValues.argument("design", in: arguments).flatMap(ExpressionValues.memberName) {
            text += designCSS(design)
        }
        return text
    }

    /// A font's method: `.bold()`, `.italic()`, `.weight(.semibold)`, `.monospaced()`.
    static func modifierCSS(_ method: String, _ arguments: [VMLArgument]) -> String? {
        switch method {
        case "bold": return "font-weight:700;"
        case "italic": return "font-style:italic;"
        case "weight":
            return arguments.first.flatMap { ExpressionValues.memberName($0.value) }.flatMap { weights[$0] }.map {
                "font-weight:\($0);"
            }
        case "monospaced": return designCSS("monospaced")
        case "monospacedDigit": return "font-variant-numeric:tabular-nums;"
        case "smallCaps", "lowercaseSmallCaps": return "font-variant:small-caps;"
        default: return nil
        }
    }

    /// `design:` as a font family.
    static func designCSS(_ design: String) -> String {
        switch design {
        case "monospaced": return "font-family:var(--mono);"
        case "serif": return "font-family:var(--serif);"
        case "rounded": return "font-family:var(--rounded);"
        default: return ""
        }
    }
}
